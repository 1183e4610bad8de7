/**
 * What the web app sends to `/graphql`, for the benchmark and its SQL check: each operation's document as codegen wrote
 * it from the web's `.graphql` files (`web/src/__generated__/graphql.ts`, the typed documents the app imports),
 * serialized by Apollo Client's own `HttpLink` set up as `web/src/lib/apollo.ts` sets it up (same-origin `/graphql`).
 * The request is caught at its `fetch`: method, headers and body exactly as the app would send them (`__typename`
 * added to every selection, the fragments appended, `operationName`, `variables` and the client's `extensions`).
 * When a `.graphql` file changes and codegen runs, the benchmark sends the new operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApolloClient, type DocumentNode, HttpLink, InMemoryCache } from '@apollo/client';
import type { BenchRequest } from './harness';

const generatedFile = path.resolve(__dirname, '../../web/src/__generated__/graphql.ts');

/** The screens' operations the benchmark sends. */
export type WebOperation =
  | 'Dashboard'
  | 'Folders'
  | 'Folder'
  | 'StudyAll'
  | 'PendingReviews'
  | 'Statistics'
  | 'ReviewCard'
  | 'UndoReview'
  | 'StartStudySession'
  | 'CreateApiToken';

let documents: Map<string, DocumentNode> | undefined;

/**
 * The operations of the generated file: each `export const <Name>Document = {…} as unknown as DocumentNode<…>` is
 * one line of JSON (the file imports React hooks, so it is read rather than required).
 */
function documentOf(name: WebOperation): DocumentNode {
  if (!documents) {
    documents = new Map();
    const text = fs.readFileSync(generatedFile, 'utf8');
    for (const [, operation, json] of text.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)) {
      documents.set(operation, JSON.parse(json) as DocumentNode);
    }
  }
  const document = documents.get(name);
  if (!document) throw new Error(`${generatedFile}: no ${name}Document (run codegen?)`);
  return document;
}

/** Stands for a value the app makes anew for each request (a rating's `clientId` and `reviewedAt`). */
export const freshMarkers = { uuid: '@@uuid@@', now: '@@now@@' } as const;

class Captured extends Error {
  constructor(readonly request: { headers: Record<string, string>; method: string; body: string }) {
    super('captured');
  }
}

/**
 * The request the web app sends for operation `name` with `variables`, without its session cookie (the caller adds
 * the credentials). `freshMarkers` among the variables are kept in the body, for the sender to replace per request.
 */
export async function webRequest(name: WebOperation, variables: Record<string, unknown> = {}): Promise<BenchRequest> {
  const client = new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      fetch: async (_uri, init) => {
        throw new Captured({
          headers: { ...(init?.headers as Record<string, string>) },
          method: init?.method ?? 'GET',
          body: String(init?.body ?? ''),
        });
      },
    }),
    cache: new InMemoryCache(),
  });
  const document = documentOf(name);
  const isMutation = document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
  try {
    if (isMutation) await client.mutate({ mutation: document, variables });
    else await client.query({ query: document, variables, fetchPolicy: 'network-only' });
  } catch (error) {
    const captured = error instanceof Captured ? error : (error as { cause?: unknown }).cause;
    if (captured instanceof Captured) {
      const { method, headers, body } = captured.request;
      if (method !== 'POST') throw new Error(`${name}: Apollo sent ${method}, expected POST`);
      return {
        method: 'POST',
        path: '/graphql',
        // A browser's fetch from the app's own page also says where it comes from.
        headers: { ...headers, 'sec-fetch-site': 'same-origin' },
        body,
        ...(body.includes(freshMarkers.uuid) || body.includes(freshMarkers.now) ? { fresh: true as const } : {}),
      };
    }
    throw error;
  } finally {
    client.stop();
  }
  throw new Error(`${name}: Apollo sent nothing`);
}
