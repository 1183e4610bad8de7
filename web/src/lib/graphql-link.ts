import { ApolloLink, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The SHA-256 of `text`, in hex: what the server keys the web's own operations by. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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
  return ApolloLink.from([new PersistedQueryLink({ sha256 }), http]);
}
