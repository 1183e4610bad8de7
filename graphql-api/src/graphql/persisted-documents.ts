import { performance } from 'node:perf_hooks';
import {
  type DocumentNode,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { asksForIntrospection, checkAccess } from './access';
import type { GraphQLContext } from './context';
import type { OperationPricer } from './cost';
import { asGraphQLError, compiledRun, type Run } from './jit-executor';

/** What Apollo Server's `formatError` is given: the error as JSON, and the error itself. */
type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

type Options = {
  /** Apollo's validation rules beyond the specification's (the depth and alias limits). */
  validationRules: readonly ValidationRule[];
  price: OperationPricer;
  formatError: FormatError;
  /** Counts and times an operation (`operationMetrics`), as Apollo's metrics plugin does. */
  record?: (name: string, failed: boolean, started: number) => void;
  /** `MAX_TOKENS`: a document the parser would refuse is left to Apollo, which refuses it. */
  maxTokens: number;
};

type Persisted = { name: string; document: DocumentNode; operation: OperationDefinitionNode; run?: Run };

/** A request for a persisted document: which one, with which variables. */
export type PersistedRequest = { persisted: Persisted; variables: Record<string, unknown> };

/** An answer as Apollo Server would send it: its status and its JSON (`application/json` or GraphQL's own type). */
export type PersistedAnswer = { status: number; body: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Apollo's error normalization (`normalizeAndFormatErrors`): a `code` for every error, `extensions.http` read for the
 * status and taken out, then `formatError`; an error `formatError` throws on becomes Apollo's generic one.
 */
function formatErrors(errors: readonly unknown[], formatError: FormatError) {
  let status: number | undefined;
  const formatted = errors.map((error) => {
    const graphqlError =
      error instanceof GraphQLError
        ? error
        : error instanceof Error
          ? new GraphQLError(error.message, { originalError: error })
          : new GraphQLError(`Unexpected error value: ${String(error)}`);
    const { http, ...extensions } = {
      ...graphqlError.extensions,
      code: graphqlError.extensions.code ?? 'INTERNAL_SERVER_ERROR',
    } as Record<string, unknown>;
    if (isRecord(http) && typeof http.status === 'number') status = http.status;
    try {
      return formatError({ ...graphqlError.toJSON(), extensions }, graphqlError);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
  return { formatted, status };
}

/** What Apollo Server sends for a single result: `errors`, `data`, `extensions`, in that order, and a new line. */
const serialize = ({ errors, data, extensions }: FormattedExecutionResult) =>
  `${JSON.stringify({ errors, data, extensions })}\n`;

/**
 * The web app's own operations, known by the hash its link sends instead of their text (codegen writes them,
 * `__generated__/web-documents.ts`). Each is parsed and validated once, when the server starts (with Apollo's rules:
 * one that Apollo would refuse is not kept, and its hash goes to Apollo, which refuses it), and compiled by graphql-jit
 * the first time it runs. A request for one then skips Apollo's pipeline and runs what Apollo would after it: the
 * price of the operation with these variables (`operationPricer`, the same limit), who may run it (`checkAccess`),
 * the compiled operation on the request's context, the errors through the same `formatError`, the same metrics. Its
 * answer is Apollo's, to the byte (`persisted-documents.test.ts` sends each kind of request both ways).
 */
export function persistedDocuments(schema: GraphQLSchema, texts: Readonly<Record<string, string>>, options: Options) {
  const known = new Map<string, Persisted>();
  const rules = [...specifiedRules, ...options.validationRules];
  for (const [hash, text] of Object.entries(texts)) {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: options.maxTokens });
      // graphql-armor's rules throw their refusal out of `validate`.
      if (validate(schema, document, rules).length > 0) continue;
    } catch {
      continue;
    }
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const [operation] = operations;
    if (operations.length !== 1 || !operation.name || asksForIntrospection(document)) continue;
    known.set(hash, { name: operation.name.value, document, operation });
  }

  type Outcome = { status: number; result: FormattedExecutionResult };

  /** Apollo's answer when something is refused before the operation runs (`sendErrorResponse`). */
  const refusal = (error: unknown): Outcome => {
    const { formatted, status } = formatErrors([error], options.formatError);
    return { status: status ?? 500, result: { errors: formatted } };
  };

  const run = async ({ persisted, variables }: PersistedRequest, context: GraphQLContext): Promise<Outcome> => {
    try {
      options.price(persisted.document, persisted.operation, variables);
      checkAccess(schema, persisted.document, persisted.operation, context.actor);
    } catch (error) {
      return refusal(error);
    }
    persisted.run ??= compiledRun(schema, persisted.document, persisted.name);
    let result: Awaited<ReturnType<Run>>;
    try {
      result = await persisted.run(undefined, context, variables);
    } catch (error) {
      return refusal(error);
    }
    if (!result.errors) return { status: 200, result: { data: result.data, extensions: result.extensions } };
    const { formatted, status } = formatErrors(result.errors.map(asGraphQLError), options.formatError);
    return {
      status: status ?? (result.data === undefined ? 400 : 200),
      result: { errors: formatted, data: result.data, extensions: result.extensions },
    };
  };

  return {
    /** How many of the web's documents this server runs itself. */
    size: known.size,

    /**
     * The persisted document a POST body asks for, when Apollo would run it as it is: the body names a known hash and
     * sends no text, its `operationName` (if any) is the document's, its `variables` (if any) an object. Anything else
     * is Apollo's to answer, a known hash sent some other way too.
     */
    find(body: unknown): PersistedRequest | undefined {
      if (!isRecord(body) || body.query !== undefined) return undefined;
      const { extensions, operationName, variables } = body;
      if (!isRecord(extensions) || !isRecord(extensions.persistedQuery)) return undefined;
      const { version, sha256Hash } = extensions.persistedQuery;
      const persisted = version === 1 && typeof sha256Hash === 'string' ? known.get(sha256Hash) : undefined;
      if (!persisted) return undefined;
      if (operationName !== undefined && operationName !== null && operationName !== persisted.name) return undefined;
      if (variables !== undefined && variables !== null && !isRecord(variables)) return undefined;
      return { persisted, variables: variables ?? {} };
    },

    /** Runs a request `find` returned, as Apollo would after its pipeline, and counts it. */
    async answer(request: PersistedRequest, context: GraphQLContext): Promise<PersistedAnswer> {
      const started = performance.now();
      const { status, result } = await run(request, context);
      options.record?.(request.persisted.name, (result.errors?.length ?? 0) > 0, started);
      return { status, body: serialize(result) };
    },
  };
}

export type PersistedDocuments = ReturnType<typeof persistedDocuments>;
