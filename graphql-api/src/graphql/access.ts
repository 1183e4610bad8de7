import type { ApolloServerPlugin } from '@apollo/server';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  BREAK,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  validate,
  visit,
} from 'graphql';
import { type Actor, isReadOnly } from '../core/actor';
import { tokenMessages } from '../modules/tokens/token.schema';
import type { GraphQLContext } from '../transport/context';

export const accessMessages = {
  introspectionNeedsSignIn:
    'La introspección del esquema necesita una sesión iniciada o un token de acceso (Authorization: Bearer …); el esquema completo está en /graphql/schema.graphql',
} as const;

/**
 * How deep an introspection query may go: what graphql-js's own `getIntrospectionQuery()` needs (21, its
 * `TypeRef` fragment nests `ofType` nine times), which every tool sends (Sandbox, codegen, rover). Ordinary
 * operations keep the depth limit of 10 (`apollo.ts`).
 */
export const MAX_INTROSPECTION_DEPTH = 21;

/** What `asksForIntrospection` found, per parsed document: Apollo hands back the same one for the same query text. */
const introspecting = new WeakMap<DocumentNode, boolean>();

/** Whether the document asks for the schema itself (`__schema` or `__type`; `__typename` is ordinary). */
export function asksForIntrospection(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  introspecting.set(document, found);
  return found;
}

/**
 * Who may run what, decided once the operation is known and before anything runs: introspection only for a
 * signed-in caller (cookie session or token), mutations not with a read-only token. Both answer in GraphQL's
 * shape with a stable code, like any other refusal (`UNAUTHENTICATED`, `FORBIDDEN`). Introspection is priced
 * by the cost limit like any operation and has a depth limit of its own (`MAX_INTROSPECTION_DEPTH`).
 */
export function checkAccess(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  actor: Actor,
): void {
  if (operation?.operation === 'mutation' && isReadOnly(actor)) {
    throw new GraphQLError(tokenMessages.readOnly, {
      extensions: { code: 'FORBIDDEN', http: { status: 200 } },
    });
  }
  if (!asksForIntrospection(document)) return;
  if (actor === null) {
    throw new GraphQLError(accessMessages.introspectionNeedsSignIn, {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } },
    });
  }
  // armor's rule throws its refusal out of `validate`.
  try {
    validate(schema, document, [maxDepthRule({ n: MAX_INTROSPECTION_DEPTH, ignoreIntrospection: false })]);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
  }
}

/** `checkAccess` as an Apollo plugin. */
export function accessPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue, schema }) {
          checkAccess(schema, document, operation, contextValue.actor ?? null);
        },
      };
    },
  };
}
