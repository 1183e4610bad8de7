import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import { isReadOnly } from '../core/actor';
import { tokenMessages } from '../modules/tokens/token.schema';
import type { GraphQLContext } from './context';

export const accessMessages = {
  introspectionNeedsSignIn:
    'La introspección del esquema necesita una sesión iniciada o un token de acceso (Authorization: Bearer …); el esquema completo está en /graphql/schema.graphql',
} as const;

/** Whether the document asks for the schema itself (`__schema` or `__type`; `__typename` is ordinary). */
export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}

/**
 * Who may run what, decided once the operation is known and before anything runs: introspection only for a
 * signed-in caller (cookie session or token), mutations not with a read-only token. Both answer in GraphQL's
 * shape with a stable code, like any other refusal (`UNAUTHENTICATED`, `FORBIDDEN`). The cost and depth
 * limits apply to introspection like to any other operation.
 */
export function accessPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          const actor = contextValue.actor ?? null;
          if (operation?.operation === 'mutation' && isReadOnly(actor)) {
            throw new GraphQLError(tokenMessages.readOnly, {
              extensions: { code: 'FORBIDDEN', http: { status: 200 } },
            });
          }
          if (actor === null && asksForIntrospection(document)) {
            throw new GraphQLError(accessMessages.introspectionNeedsSignIn, {
              extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } },
            });
          }
        },
      };
    },
  };
}
