import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { PUBLIC_QUERIES } from '../modules/community/community.resolver';
import type { GraphQLContext } from '../transport/context';
import { PUBLIC_CACHE } from '../transport/download';

const publicQueries: ReadonlySet<string> = new Set(PUBLIC_QUERIES);

/**
 * Whether an operation reads nothing but the public queries: a query whose root holds only those fields (and
 * `__typename`), no fragment there. What they answer is the same for every anonymous client.
 */
export function readsOnlyPublicFields(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (selection.name.value === '__typename' || publicQueries.has(selection.name.value)),
    )
  );
}

/**
 * `GET /graphql` of the community's public queries, asked anonymously (no session, no token) and answered without
 * errors, may be kept by any cache (`PUBLIC_CACHE`; graphql-handler.ts adds the ETag and answers 304). Every other
 * answer keeps the `no-store` of the request steps: a POST, a signed-in caller, any other field.
 */
export function httpCachePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      let cacheable = false;
      return {
        async didResolveOperation({ operation, contextValue }) {
          cacheable = contextValue.actor === null && readsOnlyPublicFields(operation);
        },
        async willSendResponse({ response }) {
          if (cacheable && response.body.kind === 'single' && !response.body.singleResult.errors) {
            response.http.headers.set('cache-control', PUBLIC_CACHE);
          }
        },
      };
    },
  };
}
