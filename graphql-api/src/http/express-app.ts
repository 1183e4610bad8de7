import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../core/logger';
import type { Services } from '../core/services';
import { sessionPoolOf } from '../db/raw';
import { expressSide, type GraphQLContext, graphqlContext } from '../graphql/context';
import type { KnownDocuments } from '../graphql/known-documents';
import { landingPageCsp, schemaFileRoute } from '../graphql/public-pages';
import { takePublicToken } from '../modules/accounts/throttle';
import { reminderRoutes } from '../modules/reminders/reminder.routes';
import { authenticate } from './authentication';
import { communityPages } from './community-pages';
import { firstScreenData } from './first-screen-data';
import { graphqlHandler } from './graphql-handler';
import { metricsRoute, requestMetrics } from './metrics';
import { buildApiDocs } from './openapi/openapi-document';
import { publicApiRequest, publicRateLimit } from './public-rate-limit';
import { requestContext } from './request-context';
import { requestLog } from './request-log';
import { apiCors, readOnlyGuard, tokenRateLimit } from './rest/api-access';
import { apiRouter } from './rest/api-router';
import { csrfGuard } from './rest/csrf-guard';
import { apiNotFound, errorHandler } from './rest/error-handler';
import { jsonBody } from './rest/json-body';
import { securityHeaders } from './security-headers';
import { sessionReader } from './session';
import { staticWeb } from './static-web';

/** What the HTTP side is built from: the app's parts, made once by `createApp`. */
export type HttpParts = {
  orm: MikroORM;
  services: Services;
  apollo: ApolloServer<GraphQLContext>;
  /** The documents answered beside Apollo, without its pipeline (`graphql/known-documents.ts`). */
  known: KnownDocuments;
  schema: Parameters<typeof schemaFileRoute>[0];
  settings: {
    appUrl: string;
    sessionSecret: string;
    trustProxyHops: number;
    unsubscribeSecret: string;
    webDistDir: string;
    /** `METRICS_TOKEN`: `/metrics` on this port answers only a request that carries it (404 without one). */
    metricsToken: string | undefined;
    /** `PUBLIC_REQUESTS_PER_MINUTE`: the community's public requests an address may make without a session. */
    publicRequestsPerIpPerMinute: number;
  };
};

/** A step every `/api` and `/graphql` request crosses; its function carries the step's name (`step:<name>`). */
export type RequestStep = RequestHandler & { stepName: string };

const step = (name: string, handler: RequestHandler): RequestStep => {
  const named = ((req, res, next) => handler(req, res, next)) as RequestStep;
  Object.defineProperty(named, 'name', { value: `step:${name}` });
  named.stepName = name;
  return named;
};

/**
 * The steps of every `/api` and `/graphql` request, in order (STYLE 11: one declared list, whatever the transport).
 * CORS first: a preflight is answered before anything else looks at the request.
 */
export function requestSteps(
  orm: MikroORM,
  services: Pick<Services, 'clock' | 'metrics'>,
  appUrl: string,
  sessions: RequestHandler,
  publicLimit: RequestHandler,
): RequestStep[] {
  const { clock, metrics } = services;
  return [
    // First: every answer is counted and timed, a refused preflight too.
    step('metrics', requestMetrics(metrics)),
    step('cors', apiCors()),
    // Answers about a signed-in learner are never stored by a browser or a shared cache.
    step('no-store', noStore),
    step('csrf', csrfGuard(appUrl)),
    // The rest stay under DESIGN's 1 MB (sign-in and password bodies have their own 16 kB limit, before this).
    step('json-body', jsonBody('1mb')),
    step('orm-context', requestContext(orm)),
    step('session', sessions),
    step('authenticate', authenticate(clock, appUrl)),
    // An anonymous crawler of the community's public answers, refused before it costs anything more.
    step('public-rate-limit', publicLimit),
    step('token-rate-limit', tokenRateLimit(clock)),
  ];
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Express with every route: `/api` (the REST facade), `/graphql` (Apollo), the unsubscribe links, and the web app
 * (a signed-in screen's page with its first data, then the built files). One path for every request.
 */
export function expressApp(
  { orm, services, apollo, known, schema, settings }: HttpParts,
  logger: Logger,
): { app: express.Express; close: () => Promise<void> } {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on JSON answers: `/api` and `/graphql` are `no-store`, so nothing would ever revalidate with it, and it
  // cost a hash of every body. Files of web/dist keep theirs (serve-static and sendFile have their own).
  app.set('etag', false);
  app.set('trust proxy', settings.trustProxyHops);

  // Secure cookies whenever the public address is https (production behind TLS, with TRUST_PROXY hops).
  const secure = settings.appUrl.startsWith('https://');
  const { read: sessions, close } = sessionReader(sessionPoolOf(orm), settings.sessionSecret, secure);
  // One counter per address for the community's public requests without a session, whichever way they come and
  // whichever instance answers them (shared in PostgreSQL).
  const publicLimit = publicRateLimit(settings.publicRequestsPerIpPerMinute, services, (key, at, bucket) =>
    takePublicToken(orm.em, key, at, bucket),
  );
  const perRequest = requestSteps(orm, services, settings.appUrl, sessions, publicLimit.count(publicApiRequest));

  // First: an anonymous crawler past its limit is refused before anything else costs (logged once a minute).
  app.use(publicLimit.refuseEarly(settings.sessionSecret));
  app.use(requestLog(logger));
  // Before anything that reads a session or a body: Prometheus sends only its token.
  app.get('/metrics', metricsRoute(services.metrics, settings.metricsToken));
  app.use(securityHeaders());
  app.use(compressWhenAsked());
  app.use('/api/auth', jsonBody('16kb'));
  app.use('/api', ...perRequest, readOnlyGuard, apiRouter(orm, services, buildApiDocs()), apiNotFound);
  app.get('/graphql/schema.graphql', apiCors(), schemaFileRoute(schema));
  const graphql = graphqlHandler(apollo, known, async (req, res) =>
    graphqlContext(orm.em.getContext(), req.actor, expressSide(req, res), services),
  );
  app.use('/graphql', landingPageCsp(), ...perRequest, graphql);
  app.use('/reminders', requestContext(orm), reminderRoutes(settings.unsubscribeSecret, settings.appUrl));
  app.use(communityPages({ distDir: settings.webDistDir, orm, apollo, services, sessions, limit: publicLimit.count }));
  app.use(firstScreenData({ distDir: settings.webDistDir, orm, apollo, services, sessions }));
  const web = staticWeb(settings.webDistDir);
  if (web) app.use(web);
  else logger.info('web/dist no existe: sólo se sirven /api y /graphql (ejecuta `npm run build`).');
  app.use(errorHandler(logger));
  return { app, close };
}

/** Compression only for clients that ask for it (browsers always do): a client that does not pays nothing for it. */
function compressWhenAsked(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
