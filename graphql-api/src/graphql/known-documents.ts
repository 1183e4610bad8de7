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
import type { GraphQLContext } from '../transport/context';
import { asksForIntrospection, checkAccess } from './access';
import type { OperationPricer } from './cost';
import { asGraphQLError, compiledRun, type Run } from './jit-executor';
import { retryAfterOf } from './unavailable';

/** What Apollo Server's `formatError` is given: the error as JSON, and the error itself. */
type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

type Options = {
  /** Apollo's validation rules beyond the specification's (the depth and alias limits). */
  validationRules: readonly ValidationRule[];
  price: OperationPricer;
  formatError: FormatError;
  /** Counts and times an operation (`operationMetrics`), as Apollo's metrics plugin does. */
  record?: (name: string | undefined, failed: boolean, started: number) => void;
  /** `MAX_TOKENS`: a document the parser would refuse is left to Apollo, which refuses it. */
  maxTokens: number;
};

/** A document this path runs: validated once, its one operation, compiled the first time it runs. */
type Known = { name: string | undefined; document: DocumentNode; operation: OperationDefinitionNode; run?: Run };

/** A request for a known document: which one, with which variables. */
export type KnownRequest = { known: Known; variables: Record<string, unknown> };

/**
 * An answer as Apollo Server would send it: its status, its JSON (`application/json` or GraphQL's own type), and
 * the seconds of its `Retry-After` when it is a 503 (`unavailablePlugin`).
 */
export type KnownAnswer = { status: number; body: string; retryAfterSeconds?: number };

/** How many documents sent as text are kept (and how many texts sent once are remembered); then they are forgotten. */
export const MAX_KNOWN_TEXTS = 200;

/**
 * The longest text kept (the web's longest operation is under 2 kB): a document is at most `MAX_TOKENS` tokens, but
 * comments and white space are free, and what is kept must stay small.
 */
export const MAX_KNOWN_TEXT_LENGTH = 20_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Apollo's error normalization (`normalizeAndFormatErrors`): a `code` for every error, `extensions.http` read for the
 * status and taken out, then `formatError`; an error `formatError` throws on becomes Apollo's generic one. Errors that
 * say the service cannot answer now make it a 503 with `Retry-After`, as `unavailablePlugin` does for Apollo.
 */
function formatErrors(errors: readonly unknown[], formatError: FormatError) {
  const retryAfterSeconds = retryAfterOf(errors);
  let status = retryAfterSeconds === undefined ? undefined : 503;
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
  return { formatted, status, retryAfterSeconds };
}

/** What Apollo Server sends for a single result: `errors`, `data`, `extensions`, in that order, and a new line. */
const serialize = ({ errors, data, extensions }: FormattedExecutionResult) =>
  `${JSON.stringify({ errors, data, extensions })}\n`;

/**
 * The operations this server runs without Apollo's pipeline, and how. Two kinds of document are known: the web app's
 * own operations, by the hash its link sends instead of their text (codegen writes them, `__generated__/
 * web-documents.ts`; parsed and validated when the server starts), and any client's text once it has been sent twice
 * (the first time goes to Apollo; at the second the text is parsed and validated here, and kept, `MAX_KNOWN_TEXTS`
 * of them): a third-party tool repeats its queries. A document is known only if Apollo would run it as it stands:
 * valid by Apollo's rules (the depth and alias limits included), one query or mutation, no introspection. Anything
 * else goes to Apollo, which answers or refuses it.
 *
 * A request for a known document then runs what Apollo would after its pipeline: the operation's price with these
 * variables (`operationPricer`, the same limit), who may run it (`checkAccess`), the operation compiled by graphql-jit
 * on the request's context, the errors through the same `formatError`, the same metrics. Its answer is Apollo's, to
 * the byte (`known-documents.test.ts` sends each kind of request both ways).
 */
export function knownDocuments(
  schema: GraphQLSchema,
  webDocuments: Readonly<Record<string, string>>,
  options: Options,
) {
  const rules = [...specifiedRules, ...options.validationRules];
  /** `text` as a known document, or undefined when Apollo is to answer it. */
  const parsed = (text: string): Known | undefined => {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: options.maxTokens });
      // graphql-armor's rules throw their refusal out of `validate`.
      if (validate(schema, document, rules).length > 0) return undefined;
    } catch {
      return undefined;
    }
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const [operation] = operations;
    if (operations.length !== 1 || operation.operation === 'subscription' || asksForIntrospection(document)) {
      return undefined;
    }
    return { name: operation.name?.value, document, operation };
  };

  const byHash = new Map<string, Known>();
  for (const [hash, text] of Object.entries(webDocuments)) {
    const known = parsed(text);
    if (known) byHash.set(hash, known);
  }
  /** Texts sent twice: their document, or null when Apollo answers them. */
  const byText = new Map<string, Known | null>();
  const seenOnce = new Set<string>();
  const knownText = (text: string): Known | undefined => {
    const known = byText.get(text);
    if (known !== undefined || text.length > MAX_KNOWN_TEXT_LENGTH) return known ?? undefined;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_KNOWN_TEXTS) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    if (byText.size >= MAX_KNOWN_TEXTS) byText.clear();
    const document = parsed(text);
    byText.set(text, document ?? null);
    return document;
  };

  type Outcome = { status: number; result: FormattedExecutionResult; retryAfterSeconds?: number };

  /** Apollo's answer when something is refused before the operation runs (`sendErrorResponse`). */
  const refusal = (error: unknown): Outcome => {
    const { formatted, status, retryAfterSeconds } = formatErrors([error], options.formatError);
    return { status: status ?? 500, result: { errors: formatted }, retryAfterSeconds };
  };

  const run = async ({ known, variables }: KnownRequest, context: GraphQLContext): Promise<Outcome> => {
    try {
      options.price(known.document, known.operation, variables);
      checkAccess(schema, known.document, known.operation, context.actor);
    } catch (error) {
      return refusal(error);
    }
    known.run ??= compiledRun(schema, known.document, known.name);
    let result: Awaited<ReturnType<Run>>;
    try {
      result = await known.run(undefined, context, variables);
    } catch (error) {
      return refusal(error);
    }
    if (!result.errors) return { status: 200, result: { data: result.data, extensions: result.extensions } };
    const { formatted, status, retryAfterSeconds } = formatErrors(
      result.errors.map(asGraphQLError),
      options.formatError,
    );
    return {
      status: status ?? (result.data === undefined ? 400 : 200),
      result: { errors: formatted, data: result.data, extensions: result.extensions },
      retryAfterSeconds,
    };
  };

  return {
    /** How many of the web's documents this server runs by hash. */
    webDocuments: byHash.size,

    /**
     * The known document a POST body asks for, when Apollo would run it as it is: a known hash with no text, or a text
     * with no hash; its `operationName` (if any) the document's, its `variables` (if any) an object. Anything else is
     * Apollo's to answer (a text sent with a hash is Apollo's automatic persisted queries).
     */
    find(body: unknown): KnownRequest | undefined {
      if (!isRecord(body)) return undefined;
      const { query, extensions, operationName, variables } = body;
      if (variables !== undefined && variables !== null && !isRecord(variables)) return undefined;
      if (extensions !== undefined && extensions !== null && !isRecord(extensions)) return undefined;
      const hashed = extensions?.persistedQuery;
      let known: Known | undefined;
      if (typeof query === 'string' && hashed === undefined) known = knownText(query);
      else if (query === undefined && isRecord(hashed) && hashed.version === 1 && typeof hashed.sha256Hash === 'string')
        known = byHash.get(hashed.sha256Hash);
      if (!known) return undefined;
      if (operationName !== undefined && operationName !== null && operationName !== known.name) return undefined;
      return { known, variables: variables ?? {} };
    },

    /** Runs a request `find` returned, as Apollo would after its pipeline, and counts it. */
    async answer(request: KnownRequest, context: GraphQLContext): Promise<KnownAnswer> {
      const started = performance.now();
      const { status, result, retryAfterSeconds } = await run(request, context);
      options.record?.(request.known.name, (result.errors?.length ?? 0) > 0, started);
      return { status, body: serialize(result), retryAfterSeconds };
    },
  };
}

export type KnownDocuments = ReturnType<typeof knownDocuments>;
