import type { AddressInfo } from 'node:net';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { password, uniqueEmail } from './factories';
import { startTestApp, type TestApp } from './test-app';

/**
 * The cache contract of DESIGN §7: rating a card returns every object it changed, so an Apollo
 * Client's normalized cache shows the new folder stats, viewer stats and card with no refetch.
 */
let t: TestApp;
let server: ReturnType<TestApp['app']['listen']>;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.stop();
});

const DASHBOARD = gql`
  query Dashboard {
    viewer { id stats { cardsDueToday cardsStudiedToday currentStreak newCards easyCards } }
  }
`;
const FOLDER = gql`
  query Folder($id: ID!) {
    folder(id: $id) { id name hasStudiedCards stats { totalCards dueCards masteredCards difficultCards } cards { edges { cursor node { id difficulty reviewCount } } } }
  }
`;
const REVIEW = gql`
  mutation Review($cardId: ID!) {
    reviewCard(cardId: $cardId, rating: EASY) {
      card { id difficulty reviewCount nextReviewAt }
      folder { id hasStudiedCards stats { totalCards dueCards masteredCards difficultCards } }
      viewer { id stats { cardsDueToday cardsStudiedToday currentStreak newCards easyCards } }
    }
  }
`;

it('updates the folder stats, the viewer stats and the card in the cache with exactly one request', async () => {
  // a signed-in cookie and a folder of two cards, through the REST facade
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('cache'), password, confirmPassword: password }),
  });
  const cookie = register.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const post = (path: string, body: object): Promise<{ id: number }> =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ id: number }>);
  const folder = await post('/api/folders', { name: 'Caché' });
  const card = await post(`/api/folders/${folder.id}/cards`, { front: 'uno', back: 'one' });
  await post(`/api/folders/${folder.id}/cards`, { front: 'dos', back: 'two' });

  let requests = 0;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: `${baseUrl}/graphql`,
      fetch: (input, init) => {
        requests++;
        return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: cookie } });
      },
    }),
  });
  await client.query({ query: DASHBOARD });
  await client.query({ query: FOLDER, variables: { id: String(folder.id) } });
  const before = requests;

  await client.mutate({ mutation: REVIEW, variables: { cardId: String(card.id) } });
  expect(requests).toBe(before + 1);

  const dashboard = client.readQuery<{ viewer: { stats: object } }>({ query: DASHBOARD });
  expect(dashboard?.viewer.stats).toEqual({
    __typename: 'UserStats',
    cardsDueToday: 1,
    cardsStudiedToday: 1,
    currentStreak: 1,
    newCards: 1,
    easyCards: 1,
  });
  const cached = client.readQuery<{
    folder: { hasStudiedCards: boolean; stats: object; cards: { edges: { node: { id: string } }[] } };
  }>({ query: FOLDER, variables: { id: String(folder.id) } });
  expect(cached?.folder.hasStudiedCards).toBe(true);
  expect(cached?.folder.stats).toMatchObject({ totalCards: 2, dueCards: 1, masteredCards: 1 });
  expect(cached?.folder.cards.edges.find((edge) => edge.node.id === String(card.id))?.node).toMatchObject({
    difficulty: 'EASY',
    reviewCount: 1,
  });
  expect(requests).toBe(before + 1);
});
