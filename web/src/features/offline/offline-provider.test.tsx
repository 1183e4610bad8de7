import 'fake-indexeddb/auto';
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DashboardDocument, type DashboardQuery, ViewerDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { useOffline } from '@/lib/offline/offline-context';
import { mergeUnder } from '@/lib/offline/offline-runtime';
import { closeOfflineDb, OFFLINE_DB_NAME, offlineDb } from '@/lib/offline-db';
import { clearSessionHint } from '@/lib/session-hint';
import { userStats } from '@/testing/fixtures';
import { setSessionHint } from '@/testing/session-hint';
import { OfflineProvider } from './offline-provider';

const viewer = { __typename: 'User' as const, id: '1', email: 'ana@example.com' };

/** What an earlier visit kept: yesterday's figures, and a folder this page has not asked for. */
const saved: NormalizedCacheObject = {
  ROOT_QUERY: {
    __typename: 'Query',
    viewer: { __ref: 'User:1' },
    'folder({"id":"7"})': { __ref: 'Folder:7' },
  },
  'User:1': {
    __typename: 'User',
    id: '1',
    email: 'ana@example.com',
    stats: userStats({ cardsDueToday: 9, cardsStudiedToday: 1 }),
  },
  'Folder:7': { __typename: 'Folder', id: '7', name: 'Alemán' },
};

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

async function persisted(): Promise<NormalizedCacheObject | null> {
  const text = await (await offlineDb()).get('kv', 'apollo-cache');
  return text ? JSON.parse(text) : null;
}

/** A client whose cache holds what the API answered this page: today's figures. */
function clientWithAnswers() {
  const cache = createCache();
  cache.writeQuery<DashboardQuery>({
    query: DashboardDocument,
    data: { viewer: { ...viewer, stats: userStats({ cardsDueToday: 2, cardsStudiedToday: 5 }) } },
  });
  cache.writeQuery({ query: ViewerDocument, data: { viewer } });
  return new ApolloClient({ cache, link: ApolloLink.empty() });
}

function ForgetButton() {
  const { forget } = useOffline();
  return (
    <button type="button" onClick={() => void forget()}>
      olvidar
    </button>
  );
}

const renderProvider = (client: ApolloClient) =>
  render(
    <ApolloProvider client={client}>
      <OfflineProvider>
        <p>pantalla</p>
        <ForgetButton />
      </OfflineProvider>
    </ApolloProvider>,
  );

beforeEach(async () => {
  setSessionHint();
  await (await offlineDb()).put('kv', JSON.stringify(saved), 'apollo-cache');
});

afterEach(async () => {
  setOnline(true);
  clearSessionHint();
  await closeOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
  });
});

describe('the copy kept for offline use', () => {
  it('opened online: the screens render at once, and the copy goes under what the API answered', async () => {
    const client = clientWithAnswers();
    renderProvider(client);
    // Before the offline runtime has even loaded.
    expect(screen.getByText('pantalla')).toBeInTheDocument();
    expect(client.cache.extract()).not.toHaveProperty(['Folder:7']);

    await waitFor(() => expect(client.cache.extract()).toHaveProperty(['Folder:7', 'name'], 'Alemán'));
    // Today's figures win over the kept ones, and both are kept for the next visit offline.
    expect(client.cache.readQuery({ query: DashboardDocument })?.viewer?.stats).toMatchObject({
      cardsDueToday: 2,
      cardsStudiedToday: 5,
    });
    await waitFor(async () => expect(await persisted()).toHaveProperty(['Folder:7', 'name'], 'Alemán'));
    expect((await persisted())?.['User:1']).toMatchObject({ stats: { cardsDueToday: 2, cardsStudiedToday: 5 } });
  });

  it('opened online on a first visit: what the screens fetched is kept for offline use at once', async () => {
    await (await offlineDb()).delete('kv', 'apollo-cache');
    renderProvider(clientWithAnswers());
    await waitFor(async () => expect(await persisted()).toHaveProperty(['User:1', 'stats', 'cardsDueToday'], 2));
  });

  it('opened offline: the screens wait for the copy, which is all they have', async () => {
    setOnline(false);
    const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
    renderProvider(client);
    expect(screen.queryByText('pantalla')).toBeNull();

    expect(await screen.findByText('pantalla')).toBeInTheDocument();
    expect(client.cache.readQuery({ query: ViewerDocument })?.viewer?.email).toBe('ana@example.com');
    expect(client.cache.extract()).toHaveProperty(['User:1', 'stats', 'cardsDueToday'], 9);
  });

  it('signing out before the runtime has come still forgets the copy', async () => {
    const client = clientWithAnswers();
    renderProvider(client);
    await act(async () => {
      screen.getByRole('button', { name: 'olvidar' }).click();
    });
    await waitFor(async () => expect(await persisted()).toBeNull());
  });
});

describe('mergeUnder', () => {
  it('keeps what only the copy knows and lets each field the page learnt win', () => {
    const live: NormalizedCacheObject = {
      ROOT_QUERY: { __typename: 'Query', viewer: { __ref: 'User:1' }, folders: [] },
      'User:1': { __typename: 'User', id: '1', stats: userStats({ cardsDueToday: 2 }) },
      __META: { extraRootIds: ['Card:3'] },
    };
    const merged = mergeUnder({ ...saved, __META: { extraRootIds: ['Card:9'] } }, live);
    expect(merged.ROOT_QUERY).toEqual({
      __typename: 'Query',
      viewer: { __ref: 'User:1' },
      'folder({"id":"7"})': { __ref: 'Folder:7' },
      folders: [],
    });
    expect(merged['User:1']).toMatchObject({ email: 'ana@example.com', stats: { cardsDueToday: 2 } });
    expect(merged['Folder:7']).toEqual(saved['Folder:7']);
    expect(merged.__META?.extraRootIds).toEqual(['Card:9', 'Card:3']);
  });
});
