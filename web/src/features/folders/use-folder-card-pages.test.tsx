import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  CardItem_CardFragmentDoc,
  FolderCardsPageDocument,
  FolderDocument,
  useFolderQuery,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { addCard, forgetImported, removeCard } from '@/lib/cache-lists';
import { card, cardPage, folder, folderStats } from '@/testing/fixtures';
import { useFolderCardPages } from './use-folder-card-pages';

type Card = ReturnType<typeof card>;

const english = folder({ id: '1', name: 'Inglés', stats: folderStats({ totalCards: 7 }) });
/** Seven cards, `w1`…`w7`; pages of three (the API's pages are of 100: the size does not matter here). */
const words = Array.from({ length: 7 }, (_, i) => card({ id: String(i + 1), front: `w${i + 1}`, back: `p${i + 1}` }));

/** The screen's first page (with the folder). */
function firstMock(cards: Card[], hasNextPage: boolean, search: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: FolderDocument, variables: { id: '1', search } },
    result: { data: { folder: { ...english, cards: cardPage(cards, { hasNextPage }) } } },
  };
}

/** A page after `after` (the cards alone); `error` makes the API fail it, `delay` (ms) answer later. */
function pageMock(
  after: string,
  cards: Card[],
  hasNextPage: boolean,
  { error, delay = 0 }: { error?: Error; delay?: number } = {},
): MockLink.MockedResponse {
  const request = { query: FolderCardsPageDocument, variables: { id: '1', search: null, leech: false, after } };
  if (error) return { request, error, delay };
  const { totalCount: _, ...page } = cardPage(cards, { hasNextPage });
  return { request, result: { data: { folder: { __typename: 'Folder', id: '1', cards: page } } }, delay };
}

/** What the folder screen does: its first page from its own query, the pages after it from the hook. */
function renderPages(mocks: MockLink.MockedResponse[], onError = jest.fn()) {
  const cache = createCache();
  const link = new MockLink(mocks, { defaultOptions: { delay: 0 } });
  const requests: string[] = [];
  const answer = link.request.bind(link);
  link.request = (operation) => {
    requests.push(`${operation.operationName}${operation.variables.after ? ` ${operation.variables.after}` : ''}`);
    return answer(operation);
  };
  const client = new ApolloClient({ cache, link: link as ApolloLink });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  const view = renderHook(
    ({ search }: { search: string | null }) => {
      const { data } = useFolderQuery({ variables: { id: '1', search } });
      return useFolderCardPages({ folderId: '1', search, leech: false, firstPage: data?.folder?.cards, onError });
    },
    { wrapper, initialProps: { search: null as string | null } },
  );
  const fronts = () => view.result.current.cards.map((c) => c.front);
  return { ...view, cache, requests, fronts, onError };
}

test('joins the pages in order, each asked once after the end of the one before, one page read ahead', async () => {
  const { result, fronts, requests, onError } = renderPages([
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 6), true, { delay: 100 }),
    pageMock('c6', words.slice(6), false),
  ]);
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3']));
  // Opening the folder reads its first page alone: the second is asked when the learner asks for it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toEqual(['Folder']);
  expect(result.current).toMatchObject({ hasNextPage: true, loadingMore: false });

  // Asked twice while it loads (the sentinel and the button): still one request.
  act(() => result.current.loadMore());
  expect(result.current.loadingMore).toBe(true);
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']));
  expect(result.current.loadingMore).toBe(false);

  // The third page, read ahead meanwhile, shows as soon as it is asked.
  await waitFor(() => expect(requests).toHaveLength(3));
  act(() => result.current.loadMore());
  expect(fronts()).toEqual(words.map((c) => c.front));
  expect(result.current).toMatchObject({ hasNextPage: false, loadingMore: false });
  act(() => result.current.loadMore());

  expect(requests).toEqual(['Folder', 'FolderCardsPage c3', 'FolderCardsPage c6']);
  expect(onError).not.toHaveBeenCalled();
});

test('a new page leaves the pages read before untouched: each page object changes only with its own cards', async () => {
  const { result, cache, fronts } = renderPages([
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 6), true),
    pageMock('c6', words.slice(6), false),
  ]);
  await waitFor(() => expect(fronts()).toHaveLength(3));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.pages).toHaveLength(2));
  const [first, second] = result.current.pages;

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.pages).toHaveLength(3));
  // Reading the third page did not read the first two again (one merged list made every page cost them all).
  expect(result.current.pages[0]).toBe(first);
  expect(result.current.pages[1]).toBe(second);
  const third = result.current.pages[2];

  // An edited card (what updateCard's answer writes) changes its page, and only its page.
  act(() => {
    cache.writeFragment({
      id: 'Card:5',
      fragment: CardItem_CardFragmentDoc,
      fragmentName: 'CardItem_card',
      data: { ...words[4], front: 'five' },
    });
  });
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w4', 'five', 'w6', 'w7']));
  expect(result.current.pages[0]).toBe(first);
  expect(result.current.pages[1]).not.toBe(second);
  expect(result.current.pages[2]).toBe(third);
});

test('deleted and new cards reach the joined list; a folder dropped after an import is asked again', async () => {
  const salt = card({ id: '8', front: 'salt', back: 'sal' });
  const { result, cache, fronts, requests } = renderPages([
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 6), true),
    pageMock('c6', words.slice(6), false),
    // After the import: each page on screen, answered again (now the second is the last).
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 5), false),
    pageMock('c6', words.slice(6), false),
  ]);
  await waitFor(() => expect(fronts()).toHaveLength(3));
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toHaveLength(6));
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toHaveLength(7));

  // Deleted from the middle of the second page: its page leaves it out, the next page stays where it was.
  act(() => removeCard(cache, '4'));
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w5', 'w6', 'w7']));
  // Created: it joins the last page (what createCard's update does).
  act(() => {
    cache.writeFragment({
      id: 'Card:8',
      fragment: CardItem_CardFragmentDoc,
      fragmentName: 'CardItem_card',
      data: salt,
    });
    addCard(cache, salt);
  });
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w5', 'w6', 'w7', 'salt']));

  // An import wrote to the folder: it leaves the cache, and the screen asks for what it shows again.
  act(() => forgetImported(cache, ['1']));
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']));
  expect(result.current.hasNextPage).toBe(false);
  expect(requests.slice(3).sort()).toEqual(['Folder', 'FolderCardsPage c3', 'FolderCardsPage c6']);
});

test('another search starts from its first page, and coming back starts from the cached first page', async () => {
  const { result, rerender, fronts, requests } = renderPages([
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 6), true),
    pageMock('c6', words.slice(6), false),
    firstMock([words[1]], false, 'w2'),
  ]);
  await waitFor(() => expect(fronts()).toHaveLength(3));
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toHaveLength(6));

  rerender({ search: 'w2' });
  await waitFor(() => expect(fronts()).toEqual(['w2']));
  expect(result.current).toMatchObject({ hasNextPage: false, loadingMore: false });

  rerender({ search: null });
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3']));
  expect(result.current.hasNextPage).toBe(true);
  // The pages after the first are still in the cache: asked again, they answer without the API.
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toHaveLength(6));
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toHaveLength(7));
  expect(requests).toEqual(['Folder', 'FolderCardsPage c3', 'FolderCardsPage c6', 'Folder']);
});

test('a page read ahead that fails is asked again when wanted; a wanted page that fails is reported', async () => {
  const offline = { error: new TypeError('Failed to fetch') };
  const { result, fronts, onError, requests } = renderPages([
    firstMock(words.slice(0, 3), true),
    pageMock('c3', words.slice(3, 6), true),
    pageMock('c6', [], false, offline),
    pageMock('c6', [], false, offline),
    pageMock('c6', words.slice(6), false),
  ]);
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3']));
  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toEqual(['w1', 'w2', 'w3', 'w4', 'w5', 'w6']));
  // The third page fails read ahead, not asked: nothing to say yet.
  await waitFor(() => expect(requests).toEqual(['Folder', 'FolderCardsPage c3', 'FolderCardsPage c6']));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(onError).not.toHaveBeenCalled();
  expect(result.current).toMatchObject({ hasNextPage: true, loadingMore: false });

  // Asked, it fails again: that one is said.
  act(() => result.current.loadMore());
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  expect(result.current).toMatchObject({ hasNextPage: true, loadingMore: false });
  expect(fronts()).toHaveLength(6);

  act(() => result.current.loadMore());
  await waitFor(() => expect(fronts()).toEqual(words.map((c) => c.front)));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(requests.filter((request) => request === 'FolderCardsPage c6')).toHaveLength(3);
});
