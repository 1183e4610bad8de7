import { createHash, webcrypto } from 'node:crypto';
import { ApolloClient, gql } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { FoldersDocument, StartStudySessionDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { graphqlLink } from './graphql-link';

// The app's link, as the app sets it up, in front of a `fetch` that keeps what it is given. jsdom has no
// `crypto.subtle` (the link hashes only where a browser can: a secure page), so Node's is lent to it here.

beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));
afterAll(() => Reflect.deleteProperty(globalThis.crypto, 'subtle'));

type Sent = { query?: string; extensions: { persistedQuery: { sha256Hash: string } } };

function clientAndRequests() {
  const requests: Sent[] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    requests.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
  };
  return { client: new ApolloClient({ link: graphqlLink(fetch), cache: createCache() }), requests };
}

const hashOfDocument = (document: object) => (document as { __meta__: { hash: string } }).__meta__.hash;

afterEach(() => jest.restoreAllMocks());

describe('graphqlLink', () => {
  it("sends the app's operations by the hash codegen wrote into them, without hashing in the browser", async () => {
    const digest = jest.spyOn(crypto.subtle, 'digest');
    const { client, requests } = clientAndRequests();
    await client.query({ query: FoldersDocument, fetchPolicy: 'network-only', errorPolicy: 'ignore' });
    await client.mutate({ mutation: StartStudySessionDocument, variables: { folderId: null }, errorPolicy: 'ignore' });
    expect(requests.map((sent) => sent.extensions.persistedQuery.sha256Hash)).toEqual([
      hashOfDocument(FoldersDocument),
      hashOfDocument(StartStudySessionDocument),
    ]);
    expect(requests.map((sent) => sent.query)).toEqual([undefined, undefined]);
    expect(digest).not.toHaveBeenCalled();
  });

  it('hashes the text Apollo sends of a document that carries no hash', async () => {
    const { client, requests } = clientAndRequests();
    const query = gql`
      query Tagless {
        viewer {
          id
        }
      }
    `;
    await client.query({ query, fetchPolicy: 'network-only', errorPolicy: 'ignore' });
    const sent = print(client.documentTransform.transformDocument(client.cache.transformDocument(query)));
    expect(sent).toContain('__typename');
    expect(requests[0].extensions.persistedQuery.sha256Hash).toBe(createHash('sha256').update(sent).digest('hex'));
  });
});
