import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { DomainError, fromDatabaseRefusal, messages } from '../core/errors';
import type { GraphQLContext } from './context';

/** Codes Apollo itself produces for bad requests; their messages are safe to show. */
const clientErrorCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

type Options = { sandbox: boolean; production: boolean; log: (error: unknown) => void };

/** Domain errors keep their message and get `extensions.code`; anything unexpected becomes a generic message. */
export function formatError(log: Options['log']) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const domain = original instanceof DomainError ? original : fromDatabaseRefusal(original);
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
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    log(original);
    return { message: messages.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** Apollo Server 5 with CSRF prevention, no batching, graphql-armor limits and the Sandbox where allowed. */
export function createApolloServer(schema: GraphQLSchema, options: Options): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: options.production },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: options.sandbox,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    plugins: [
      ...armor.plugins,
      options.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
        : ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: formatError(options.log),
  });
}
