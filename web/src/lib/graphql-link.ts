import { ApolloLink, type DocumentNode, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print } from '@apollo/client/utilities';

/** The SHA-256 of `text`, in hex: what the server keys the web's own operations by. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The hash codegen wrote into the app's own documents (web/codegen/hashed-documents.cjs), else the hash of the text:
 * printing an operation took the first request of a study page 40 ms of script.
 */
const hashOf = (document: DocumentNode & { __meta__?: { hash?: unknown } }): string | Promise<string> =>
  typeof document.__meta__?.hash === 'string' ? document.__meta__.hash : sha256(print(document));

/**
 * How the app reaches `/graphql`: on the page's origin (through Vite's proxy in development), the session cookie riding
 * along. Each operation is sent by its hash, not its text: the server knows the app's own operations (codegen writes
 * them by hash) and runs them without parsing, validating or pricing the text again. A hash the server does not know (a
 * page older or newer than the server) is answered `PERSISTED_QUERY_NOT_FOUND`, and the link sends the text with it.
 * Browsers hash only on a secure page (https or localhost); elsewhere the text is sent, as before.
 */
export function graphqlLink(fetch?: typeof globalThis.fetch): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin', ...(fetch ? { fetch } : {}) });
  if (!globalThis.crypto?.subtle) return http;
  return ApolloLink.from([new PersistedQueryLink({ generateHash: hashOf }), http]);
}
