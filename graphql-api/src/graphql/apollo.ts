import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { messages } from '../core/errors';
import type { Logger } from '../core/logger';
import type { Metrics } from '../core/metrics';
import type { GraphQLContext } from '../transport/context';
import { webDocuments } from './__generated__/web-documents';
import { accessPlugin } from './access';
import { costLimitPlugin, MAX_QUERY_COST, operationPricer } from './cost';
import { httpCachePlugin } from './http-cache';
import { jitGateway } from './jit-executor';
import { knownDocuments } from './known-documents';
import { metricsPlugin, operationMetrics } from './metrics-plugin';
import { asDomainError, unavailablePlugin } from './unavailable';

/** Codes Apollo itself produces for bad requests; their messages are safe to show. */
const clientErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  // `accessPlugin`'s refusals (anonymous introspection, a write with a read-only token).
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/**
 * Apollo's own transport errors in Spanish. Its English messages are kept only where they name the client's own
 * query (syntax and validation errors, for the developer writing it); a variable's refused value is never echoed.
 */
const transportMessages: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^POST body missing/, () => 'Falta el cuerpo de la petición: envía { "query": "…" } como JSON'],
  [/^GraphQL operations must contain a non-empty `query`/, () => 'Falta la consulta: envía un campo "query" no vacío'],
  [
    /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    () =>
      'Petición bloqueada como posible CSRF: envía Content-Type: application/json o la cabecera apollo-require-preflight',
  ],
  [
    /^GET requests only support query operations/,
    () => 'Por GET sólo se admiten consultas; las mutaciones van por POST',
  ],
  [/^Operation batching disabled/, () => 'No se admiten lotes: envía una operación por petición'],
  [/^Apollo Server supports only GET\/POST requests/, () => 'Sólo se admiten peticiones GET y POST'],
  [/^Variable "\$(\w+)"/, (match) => `La variable $${match[1]} no tiene un valor válido para su tipo`],
  // Persisted queries (the web app sends its operations by hash: web/src/lib/graphql-link.ts).
  [
    /^PersistedQueryNotFound$/,
    () => 'Consulta desconocida: el servidor no tiene ninguna con ese sha256Hash; envíala con su texto en "query"',
  ],
  [/^Unsupported persisted query version/, () => 'Versión de persistedQuery no admitida: usa "version": 1'],
  [/^provided sha does not match query/, () => 'El sha256Hash de persistedQuery no corresponde al texto de "query"'],
];

function transportMessage(message: string): string {
  for (const [pattern, spanish] of transportMessages) {
    const match = message.match(pattern);
    if (match) return spanish(match);
  }
  return message;
}

type Options = {
  sandbox: boolean;
  production: boolean;
  log: (error: unknown) => void;
  /** Where Apollo's own notices go (by default its console logger, whose lines are not JSON). */
  logger?: Logger;
  /** Where operations are counted by name (`/metrics`). */
  metrics?: Metrics;
};

/**
 * Apollo's notices as the app's JSON log lines. Its warnings and lower are its own texts (a request during shutdown,
 * a deprecated option); an error's text may quote the error it met (SQL, values), so only its first clause is kept
 * and an error object is reduced to what `errorFields` allows.
 */
export function apolloLogger(logger: Logger) {
  const text = (message: unknown) => (typeof message === 'string' ? message : String(message));
  return {
    debug: (message?: unknown) => logger.debug(text(message)),
    info: (message?: unknown) => logger.info(text(message)),
    warn: (message?: unknown) => logger.warn(text(message)),
    error: (message?: unknown) =>
      typeof message === 'string'
        ? logger.error(`Apollo Server: ${message.split(':')[0].slice(0, 120)}`)
        : logger.error('Apollo Server', message),
  };
}

/** Domain errors keep their message and get `extensions.code`; anything unexpected becomes a generic message. */
export function formatError(log: Options['log']) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const domain = asDomainError(error);
    if (domain) {
      return {
        message: domain.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: domain.code, ...(domain.issues ? { issues: domain.issues } : {}) },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && clientErrorCodes.has(code)) {
      const { cost, maxCost } = formatted.extensions ?? {};
      return {
        message: transportMessage(formatted.message),
        locations: formatted.locations,
        extensions: { code, ...(typeof cost === 'number' ? { cost, maxCost } : {}) },
      };
    }
    // Apollo refusing a persisted query's hash or version, or graphql-js refusing the operation itself (a
    // subscription, which this schema has none of): the client's error, without a code of its own.
    const original = unwrapResolverError(error);
    if (original instanceof GraphQLError && !original.originalError && !formatted.path) {
      const message = transportMessage(original.message);
      return {
        message: message === original.message ? messages.unsupportedOperation : message,
        extensions: { code: 'BAD_REQUEST' },
      };
    }
    log(original);
    return { message: messages.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * The embedded Sandbox in production. The plugin's types want a `graphRef` with `embed` (Apollo's hosted
 * Explorer); without one it renders the embedded Sandbox, which is what we want: no Apollo account involved.
 */
const productionSandbox = { embed: true, includeCookies: true } as unknown as Parameters<
  typeof ApolloServerPluginLandingPageProductionDefault
>[0];

/** Tokens a query may have: the parser stops past this (a syntax error, HTTP 400). */
export const MAX_TOKENS = 2000;

/**
 * Apollo Server 5 with CSRF prevention, no batching, depth and alias limits (graphql-armor), a token
 * limit in the parser, a cost limit priced on list sizes (`cost.ts`), introspection for signed-in callers
 * only (`access.ts`), and the embedded Sandbox as landing page unless turned off (`GRAPHQL_SANDBOX=false`).
 * In production, errors name no fields or enum values the client did not send ("Did you mean"). Beside it, the
 * documents it would run as they stand, without its pipeline (`known-documents.ts`: the web app's own operations by
 * hash, and texts sent again), held to the same rules, limits, errors and metrics.
 */
export function createGraphQL(schema: GraphQLSchema, options: Options) {
  // Only the validation rules: armor's cost limit is superseded by `operationPricer`, its token limit
  // re-parsed every query in a plugin and turned any syntax error into a 500, and Apollo's own
  // `hideSchemaDetailsFromClientErrors` hides enum suggestions too.
  const armor = new ApolloArmor({
    // Introspection has a depth limit of its own (`access.ts`): the standard introspection query needs 21.
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const price = operationPricer(schema, MAX_QUERY_COST);
  const spanishErrors = formatError(options.log);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: jitGateway(schema),
    ...(options.logger ? { logger: apolloLogger(options.logger) } : {}),
    csrfPrevention: true,
    // main.ts and worker.ts own SIGINT/SIGTERM: they close the HTTP server, then Apollo, then the database.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // Anonymous introspection is refused by `accessPlugin`.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: options.production,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: armor.validationRules,
    plugins: [
      // Apollo's cache-control plugin hooks every field's resolver to work out a cache policy; `/graphql` answers
      // `no-store` (the request steps) but for the public queries asked anonymously (`httpCachePlugin`), which the
      // operation's root fields decide before anything runs, so it would cost each field and change nothing.
      ApolloServerPluginCacheControlDisabled(),
      httpCachePlugin(),
      ...armor.plugins,
      costLimitPlugin(price),
      accessPlugin(),
      // A database that cannot be reached (or a server too busy) answers 503 with Retry-After, as REST does.
      unavailablePlugin(),
      ...(options.metrics ? [metricsPlugin<GraphQLContext>(options.metrics)] : []),
      !options.sandbox
        ? ApolloServerPluginLandingPageDisabled()
        : options.production
          ? ApolloServerPluginLandingPageProductionDefault(productionSandbox)
          : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError: spanishErrors,
  });
  const known = knownDocuments(schema, webDocuments, {
    validationRules: armor.validationRules,
    price,
    formatError: spanishErrors,
    ...(options.metrics ? { record: operationMetrics(options.metrics) } : {}),
    maxTokens: MAX_TOKENS,
  });
  return { apollo, known };
}
