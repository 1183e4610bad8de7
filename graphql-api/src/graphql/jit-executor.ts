import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { type DocumentNode, execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from '../transport/context';

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
export type Run = CompiledQuery['query'];

/**
 * How many documents keep their compiled form (and how many sent once are remembered); past that the memory is emptied
 * and filled again.
 */
export const MAX_COMPILED_DOCUMENTS = 200;

/**
 * graphql-jit's errors as graphql-js makes them. Its own error class leaves `extensions` undefined when the resolver's
 * error has none (graphql-js always sets an object), and Apollo reads `extensions.code` of every error: such an error
 * would reach the client as Apollo's "Internal server error" instead of going through `formatError`.
 */
export function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.extensions) return error;
  const same = new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
  return Object.assign(same, { locations: error.locations });
}

/** `document`'s operation run by graphql-js, each time afresh. */
const interpreted =
  (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Run =>
  (root, contextValue, variableValues) =>
    execute({ schema, document, operationName, rootValue: root, contextValue, variableValues });

/** `document`'s operation compiled by graphql-jit, or run by graphql-js where graphql-jit cannot compile it. */
export function compiledRun(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): Run {
  const result = compileQuery(schema, document, operationName);
  return isCompiledQuery(result) ? result.query : interpreted(schema, document, operationName);
}

/**
 * Apollo Server running operations with graphql-jit instead of graphql-js's `execute`: an operation sent a second time
 * is compiled once into a function that calls the resolvers directly (graphql-js works out every field's arguments,
 * path and info afresh on every request), then reused for every request that sends the same document — Apollo hands
 * back the same parsed document for the same query text. Its first time runs on graphql-js: compiling costs more than
 * running once, so a stream of documents each sent once (a tool exploring the API, or someone making the server
 * compile on purpose) costs what it did without graphql-jit. Apollo's way in for another executor is its gateway
 * interface: the schema never changes, so `load` hands Apollo this executor once. Parsing, validation, the plugins
 * (cost, access, metrics) and `formatError` stay Apollo's. A document graphql-jit cannot compile runs on graphql-js.
 */
export function jitGateway(schema: GraphQLSchema): Gateway {
  const interpret = (document: DocumentNode, operationName: string | undefined) =>
    interpreted(schema, document, operationName);
  /** Documents sent once so far (bounded apart, so that they never push a compiled one out). */
  const seenOnce = new Set<DocumentNode>();
  const compiled = new Map<DocumentNode, Map<string | undefined, Run>>();
  const runOf = (document: DocumentNode, operationName: string | undefined): Run => {
    let operations = compiled.get(document);
    const known = operations?.get(operationName);
    if (known) return known;
    if (!operations) {
      if (!seenOnce.has(document)) {
        if (seenOnce.size >= MAX_COMPILED_DOCUMENTS) seenOnce.clear();
        seenOnce.add(document);
        return interpret(document, operationName);
      }
      seenOnce.delete(document);
      if (compiled.size >= MAX_COMPILED_DOCUMENTS) compiled.clear();
      operations = new Map();
      compiled.set(document, operations);
    }
    const run = compiledRun(schema, document, operationName);
    operations.set(operationName, run);
    return run;
  };
  const executor: Executor = async ({ document, request, context }) => {
    const result = await runOf(document, request.operationName)(undefined, context, request.variables);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
  return {
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    stop: async () => {},
  };
}
