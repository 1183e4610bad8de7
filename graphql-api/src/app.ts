import 'reflect-metadata';
import crypto from 'node:crypto';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express from 'express';
import type { Config } from './config/config';
import { mikroOrmConfig } from './config/mikro-orm.config';
import { backgroundSettled } from './core/background';
import { type Clock, systemClock } from './core/clock';
import { createLogger, type Logger } from './core/logger';
import type { Services } from './core/services';
import { migrate } from './db/migrate';
import { sessionPoolOf } from './db/raw';
import { createApolloServer } from './graphql/apollo';
import { expressSide, graphqlContext } from './graphql/context';
import { landingPageCsp, schemaFileRoute } from './graphql/public-pages';
import { buildGraphQLSchema } from './graphql/schema';
import { apiCors, readOnlyGuard, tokenRateLimit } from './http/api-access';
import { apiRouter } from './http/api-router';
import { authenticate } from './http/authentication';
import { csrfGuard } from './http/csrf-guard';
import { apiNotFound, errorHandler } from './http/error-handler';
import { firstScreenData } from './http/first-screen-data';
import { graphqlLane } from './http/graphql-lane';
import { expressProtocol, hotLane } from './http/hot-reads';
import { hotWrites } from './http/hot-writes';
import { jsonBody } from './http/json-body';
import { buildApiDocs } from './http/openapi-document';
import { requestContext } from './http/request-context';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { sessionIdOf, sessions as sessionStore } from './http/session';
import { staticWeb } from './http/static-web';
import { folderListRead } from './modules/folders/folder.routes';
import { createImportJobs, type ImportJobs } from './modules/imports/import.jobs';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { type ReminderWorker, startReminderWorker } from './modules/reminders/reminder.jobs';
import { reminderRoutes } from './modules/reminders/reminder.routes';
import type { DigestOptions } from './modules/reminders/reminder.service';
import { startParameterFitWorker } from './modules/study/parameter-fit.jobs';
import { dueCardsRead, ratingWrite, userStatsRead } from './modules/study/study.routes';

/** Configuration once the database and the session secret are known (main.ts resolves both). */
export type AppConfig = Config & { databaseUrl: string; sessionSecret: string };

export type AppDeps = { clock?: Clock; logger?: Logger; mailer?: Mailer; webDistDir?: string };

export type App = {
  /** Express, with every route (`/api`, `/graphql`, the web app). */
  app: express.Express;
  /** What the HTTP server runs: the hot lane, then Express. */
  listener: RequestListener;
  orm: MikroORM;
  services: Services;
  digestOptions: DigestOptions;
  /** Present when this instance runs the reminder worker (REMINDER_WORKER). */
  worker: ReminderWorker | undefined;
  /** The import queue (worked here too when REMINDER_WORKER is on). */
  imports: ImportJobs;
  close: () => Promise<void>;
};

/** Digest settings; the unsubscribe links are signed with a key derived from the session secret. */
export function reminderDigestOptions(config: AppConfig): DigestOptions {
  return {
    reminderHour: config.reminderHour,
    unsubscribeSecret: crypto
      .createHmac('sha256', config.sessionSecret)
      .update('repaso:unsubscribe')
      .digest('base64url'),
  };
}

const defaultWebDist = path.resolve(__dirname, '../../web/dist');

/**
 * Builds the whole server: migrations applied, sessions, `/api`, `/graphql` and the web app.
 * `main.ts` listens on it; tests drive it over HTTP with supertest.
 */
export async function createApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const logUnexpected = (error: unknown) => logger.error('Error inesperado', error);
  const orm = await MikroORM.init(
    mikroOrmConfig(config.databaseUrl, { poolMax: config.databasePoolMax, log: logger.info }),
  );
  await migrate(orm, config.databaseUrl);
  const queue = { enqueue: (jobId: number) => imports.enqueue(jobId) };
  const services: Services = {
    clock,
    logger,
    appUrl: config.appUrl,
    mailer: deps.mailer ?? createMailer(config, logger),
    imports: { limits: config.imports, queue },
  };
  // Imports run wherever reminder jobs run (REMINDER_WORKER); other instances only enqueue them.
  const imports = createImportJobs(config.databaseUrl, orm, services, config.imports, {
    work: config.reminderWorker,
    pollingIntervalSeconds: config.env === 'test' ? 0.5 : 2,
  });
  if (config.reminderWorker) await imports.start();
  const digestOptions = reminderDigestOptions(config);
  const worker = config.reminderWorker
    ? await startReminderWorker(config.databaseUrl, orm, services, digestOptions)
    : undefined;
  if (worker) await startParameterFitWorker(worker.boss, orm, services);

  const schema = await buildGraphQLSchema();
  const apollo = createApolloServer(schema, {
    logger,
    sandbox: config.graphqlSandbox,
    production: config.env === 'production',
    log: logUnexpected,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // No ETag on JSON answers: `/api` and `/graphql` are `no-store`, so nothing would ever revalidate with it, and it
  // cost a hash of every body. Files of web/dist keep theirs (serve-static and sendFile have their own).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxyHops);
  const logRequest = requestLog(logger);
  const security = securityHeaders();
  // Only for clients that ask for it (browsers always do): a client that does not pays nothing for it.
  const compress = compression();
  const compressWhenAsked: express.RequestHandler = (req, res, next) =>
    req.headers['accept-encoding'] ? compress(req, res, next) : next();
  const cors = apiCors();
  // Answers about a signed-in learner are never stored by a browser or a shared cache.
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  // Secure cookies whenever the public address is https (production behind TLS, with TRUST_PROXY hops).
  // Sessions are read and written on the ORM's pool: one pool per process (DATABASE_POOL_MAX connections).
  const sessions = sessionStore(sessionPoolOf(orm), config.sessionSecret, config.appUrl.startsWith('https://'));

  app.use(logRequest.middleware);
  app.use(security);
  app.use(compressWhenAsked);
  // Sign-in, registration and password bodies are a few hundred bytes; the rest stay under DESIGN's 1 MB.
  app.use('/api/auth', jsonBody('16kb'));
  // CORS first: a preflight is answered before anything else looks at the request.
  const parseJson = jsonBody('1mb');
  const perRequest = [
    cors,
    noStore,
    csrfGuard(config.appUrl),
    parseJson,
    requestContext(orm),
    sessions.read,
    authenticate(clock, config.appUrl),
    tokenRateLimit(clock),
  ];

  app.use('/api', ...perRequest, readOnlyGuard, apiRouter(orm, services, buildApiDocs()), apiNotFound);
  app.get('/graphql/schema.graphql', cors, schemaFileRoute(schema));
  const graphqlCsp = landingPageCsp();
  const graphql = expressMiddleware(apollo, {
    context: async ({ req, res }) => graphqlContext(orm.em.getContext(), req.actor, expressSide(req, res), services),
  });
  app.use('/graphql', graphqlCsp, ...perRequest, graphql);

  app.use('/reminders', requestContext(orm), reminderRoutes(digestOptions.unsubscribeSecret, config.appUrl));

  app.use(
    firstScreenData({
      distDir: deps.webDistDir ?? defaultWebDist,
      orm,
      apollo,
      services,
      sessions: sessions.read,
    }),
  );
  const web = staticWeb(deps.webDistDir ?? defaultWebDist);
  if (web) app.use(web);
  else logger.info('web/dist no existe: sólo se sirven /api y /graphql (ejecuta `npm run build`).');

  const onError = errorHandler(logger);
  app.use(onError);

  // The reads every screen makes, for a signed-in browser, answered before Express (`hot-reads.ts`).
  const protocolOf = expressProtocol(app.get('trust proxy fn'));
  const lane = hotLane({
    orm,
    reads: new Map([
      ['/api/folders', folderListRead(services)],
      ['/api/user/stats', userStatsRead(services)],
      ['/api/cards/review', dueCardsRead(services)],
    ]),
    sessionIdOf: (header) => sessionIdOf(header, config.sessionSecret),
    sessionUserId: sessions.userIdOf,
    appUrl: config.appUrl,
    protocolOf,
    beginLog: logRequest.begin,
    headers: [security, cors, noStore],
    compress,
  });
  // Every screen's GraphQL operation, for a signed-in browser: `/graphql`'s chain without Express's router.
  const graphqlHot = graphqlLane({
    app,
    orm,
    apollo,
    services,
    appUrl: config.appUrl,
    protocolOf,
    sessionIdOf: (header) => sessionIdOf(header, config.sessionSecret),
    sessionUserId: sessions.userIdOf,
    allowOpening: sessions.allowOpening,
    beginLog: logRequest.begin,
    headers: [security, graphqlCsp, cors, noStore],
    compress,
    parseJson,
    errorHandler: onError,
  });
  // The rating, for a signed-in browser (`hot-writes.ts`).
  const writeHot = hotWrites({
    app,
    orm,
    writes: [{ pattern: /^\/api\/cards\/([^/]+)\/review$/, write: ratingWrite(services) }],
    appUrl: config.appUrl,
    protocolOf,
    sessionIdOf: (header) => sessionIdOf(header, config.sessionSecret),
    sessionUserId: sessions.userIdOf,
    beginLog: logRequest.begin,
    headers: [security, cors, noStore],
    compress,
    parseJson,
    errorHandler: onError,
  });
  const listener: RequestListener = (req, res) =>
    lane(req, res, () => graphqlHot(req, res, () => writeHot(req, res, () => app(req, res))));

  return {
    app,
    listener,
    orm,
    services,
    digestOptions,
    worker,
    imports,
    close: async () => {
      await worker?.stop();
      await imports.stop();
      await apollo.stop();
      // Reset mails are sent after their request answered: let them finish before the pool goes.
      await backgroundSettled();
      await orm.close(true);
    },
  };
}
