/**
 * What the web app sends to `/graphql`, for the benchmark, its SQL check and the persisted documents' test: each
 * operation's document as codegen wrote it from the web's `.graphql` files (`web/src/__generated__/documents/`, the
 * typed documents the app imports), sent by Apollo Client through the web's own link (`web/src/lib/graphql-link.ts`:
 * same-origin `/graphql`, the operation's hash instead of its text). The request is caught at its `fetch`: method,
 * headers and body exactly as the app would send them (`operationName`, `variables` and the hash in `extensions`).
 * When a `.graphql` file changes and codegen runs, the benchmark sends the new operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApolloClient, type ApolloLink, type DocumentNode, InMemoryCache } from '@apollo/client';
import { webDocuments } from '../src/graphql/__generated__/web-documents';
import type { BenchRequest } from './harness';

const generatedDir = path.resolve(__dirname, '../../web/src/__generated__/documents');

/** The web's own link, loaded when run: graphql-api's TypeScript project stops at its own folder. */
const { graphqlLink } = require(path.resolve(__dirname, '../../web/src/lib/graphql-link.ts')) as {
  graphqlLink: (fetch: typeof globalThis.fetch) => ApolloLink;
};

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
 * The operations of the generated modules, by name: each `export const <Name>Document = {…} as unknown as
 * DocumentNode<…>` is one line of JSON (the modules import React hooks, so they are read rather than required).
 */
export function webDocumentNodes(): ReadonlyMap<string, DocumentNode> {
  if (!documents) {
    documents = new Map();
    for (const file of fs.readdirSync(generatedDir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const text = fs.readFileSync(path.join(generatedDir, file), 'utf8');
      for (const [, operation, json] of text.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)) {
        documents.set(operation, JSON.parse(json) as DocumentNode);
      }
    }
  }
  return documents;
}

function documentOf(name: string): DocumentNode {
  const document = webDocumentNodes().get(name);
  if (!document) throw new Error(`${generatedDir}: no ${name}Document (run codegen?)`);
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
export async function webRequest(
  name: WebOperation | (string & {}),
  variables: Record<string, unknown> = {},
): Promise<BenchRequest> {
  const client = new ApolloClient({
    link: graphqlLink(async (_uri, init) => {
      throw new Captured({
        headers: { ...(init?.headers as Record<string, string>) },
        method: init?.method ?? 'GET',
        body: String(init?.body ?? ''),
      });
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

/**
 * `request` with its operation's text in place of its hash: what a third-party tool sends (it has no hashes of its
 * own; Apollo answers it).
 */
export function withText(request: BenchRequest): BenchRequest {
  const { extensions, ...body } = JSON.parse(request.body ?? '{}');
  const query = webDocuments[extensions?.persistedQuery?.sha256Hash];
  if (!query) throw new Error(`${request.body}: not one of the web's persisted documents (run codegen?)`);
  return { ...request, body: JSON.stringify({ ...body, query }) };
}
