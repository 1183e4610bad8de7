import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../core/logger';
import type { Services } from '../core/services';
import { sessionPoolOf } from '../db/raw';
import { expressSide, graphqlContext } from '../graphql/context';
import type { KnownDocuments } from '../graphql/known-documents';
import { landingPageCsp, schemaFileRoute } from '../graphql/public-pages';
import { takePublicToken } from '../modules/accounts/throttle';
import { ANKI_CONNECT_PATH, ankiConnectErrors, ankiConnectRoutes } from '../modules/anki-connect/anki-connect.routes';
import { ANKI_CONNECT_BODY_LIMIT } from '../modules/anki-connect/anki-connect.schema';
import { reminderRoutes } from '../modules/reminders/reminder.routes';
import type { GraphQLContext } from '../transport/context';
import { authenticate } from './authentication';
import { communityPages } from './community-pages';
import { firstScreenData } from './first-screen-data';
import { graphqlHandler } from './graphql-handler';
import { metricsRoute, requestMetrics } from './metrics';
import { buildApiDocs } from './openapi/openapi-document';
import { publicAnswerRequest, publicRateLimit } from './public-rate-limit';
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

/** The per-request steps, in the order every `/api` and `/graphql` request crosses them (STYLE 11: one declared list). */
export const stepNames = [
  'metrics',
  'cors',
  'no-store',
  'csrf',
  'json-body',
  'orm-context',
  'session',
  'authenticate',
  'public-rate-limit',
  'token-rate-limit',
] as const;

export type StepName = (typeof stepNames)[number];

/** A declared step; its function carries the step's name (`step:<name>`). */
export type RequestStep = RequestHandler & { stepName: StepName };

const step = (name: StepName, handler: RequestHandler): RequestStep => {
  const named = ((req, res, next) => handler(req, res, next)) as RequestStep;
  Object.defineProperty(named, 'name', { value: `step:${name}` });
  named.stepName = name;
  return named;
};

/**
 * The requests that are not `/api` or `/graphql` cross a part of the same list, named here (in the list's order; each
 * page's test checks its part against what Express runs). The pages take neither CORS, the CSRF guard, a JSON
 * body nor a token's limit, which are the API's; `no-store` is set by the page that carries a learner's data.
 */
export const pageSteps = {
  /** A signed-in screen's page with its first data (first-screen-data.ts): answered for the request's actor. */
  membersScreen: ['orm-context', 'session', 'authenticate'],
  /** The community's pages, its sitemap and robots.txt (community-pages.ts): anonymous callers are counted. */
  communityPage: ['orm-context', 'session', 'authenticate', 'public-rate-limit'],
  /** The unsubscribe links of reminder e-mails: one-click form POSTs from mail providers (RFC 8058), no session. */
  reminders: ['orm-context'],
  /**
   * AnkiConnect's protocol (DESIGN §17): counted and timed, the ORM context; its own CORS (the add-on's), its body
   * (up to a file's size), its key in the body and its own limit per key, never a session.
   */
  ankiConnect: ['metrics', 'orm-context'],
} as const satisfies Record<string, readonly StepName[]>;

/** The steps of `steps` named in `names`, in the list's order. */
export const stepsNamed = (steps: readonly RequestStep[], names: readonly StepName[]): RequestStep[] =>
  steps.filter((declared) => names.includes(declared.stepName));

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
  const handlers: Record<StepName, RequestHandler> = {
    // First: every answer is counted and timed, a refused preflight too.
    metrics: requestMetrics(metrics),
    cors: apiCors(),
    // Answers about a signed-in learner are never stored by a browser or a shared cache.
    'no-store': noStore,
    csrf: csrfGuard(appUrl),
    // The rest stay under DESIGN's 1 MB (sign-in and password bodies have their own 16 kB limit, before this).
    'json-body': jsonBody('1mb'),
    'orm-context': requestContext(orm),
    session: sessions,
    authenticate: authenticate(clock, appUrl),
    // An anonymous crawler of the community's public answers, refused before it costs anything more.
    'public-rate-limit': publicLimit,
    'token-rate-limit': tokenRateLimit(clock),
  };
  return stepNames.map((name) => step(name, handlers[name]));
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
  const perRequest = requestSteps(orm, services, settings.appUrl, sessions, publicLimit.count(publicAnswerRequest));
  const pages = { distDir: settings.webDistDir, apollo, services };

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
  app.use(
    ANKI_CONNECT_PATH,
    ...stepsNamed(perRequest, pageSteps.ankiConnect),
    ankiConnectRoutes(services, jsonBody(String(ANKI_CONNECT_BODY_LIMIT))),
    ankiConnectErrors,
  );
  app.use(
    '/reminders',
    ...stepsNamed(perRequest, pageSteps.reminders),
    reminderRoutes(settings.unsubscribeSecret, settings.appUrl),
  );
  app.use(communityPages({ ...pages, steps: stepsNamed(perRequest, pageSteps.communityPage) }));
  app.use(firstScreenData({ ...pages, steps: stepsNamed(perRequest, pageSteps.membersScreen) }));
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
