import type { ObservableQuery } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type CardItem_CardFragment,
  FolderCardsPageDocument,
  type FolderCardsPageQuery,
  type FolderCardsPageQueryVariables,
} from '@/__generated__/graphql';

/** One page of a folder's cards as the folder screen selects it (the first page and every page after it). */
export type FolderCardPage = NonNullable<FolderCardsPageQuery['folder']>['cards'];

/** What the watch of the page after one cursor last said: the page, or that it could not be loaded. */
type PageState = { page?: FolderCardPage; failed?: true };

type Watch = { list: string; cursor: string; stop: () => void };

const nodesOf = new WeakMap<FolderCardPage, readonly CardItem_CardFragment[]>();

/** A page's cards, worked out once per page the cache answers (a page that did not change keeps its array). */
function cardsOf(page: FolderCardPage) {
  let cards = nodesOf.get(page);
  if (!cards) {
    cards = page.edges.map((edge) => edge.node);
    nodesOf.set(page, cards);
  }
  return cards;
}

/**
 * A folder's cards as one list, from pages the cache keeps apart (lib/apollo-cache.ts): the first page comes from
 * the screen's own query, and each page after it from a watch of its own (`FolderCardsPage` after the previous
 * page's `endCursor`), asked by `loadMore`, and from the second on one page read ahead of the last one shown, so that
 * scrolling on rarely waits for the API. A new page costs reading that page only, however many are loaded,
 * and whatever the rest of the app does to the cache reaches the page it touches: an edited card, a deleted one
 * (its page leaves it out), a new one (it joins the last page), a folder dropped after an import (each page is
 * asked again). Another folder, search or leech filter starts again from its first page.
 */
export function useFolderCardPages({
  folderId,
  search,
  leech,
  firstPage,
  onError,
}: {
  folderId: string;
  search: string | null;
  /** «Sanguijuelas»: the folder's leeches only. */
  leech: boolean;
  /** The first page of `folderId` for `search` and `leech` (undefined while it loads). */
  firstPage: FolderCardPage | undefined;
  /** A page after the first could not be loaded (`loadMore` asks for it again). */
  onError?: () => void;
}) {
  const client = useApolloClient();
  const list = JSON.stringify([folderId, search, leech]);
  // How many pages after the first the learner asked for, and what their watches said, for this list only.
  const [asked, setAsked] = useState({ list, count: 0 });
  const [states, setStates] = useState({ list, pages: new Map<string, PageState>() });
  // Another list starts from its first page, and so does coming back to one seen before.
  if (asked.list !== list) setAsked({ list, count: 0 });
  const wanted = asked.list === list ? asked.count : 0;
  const known = states.list === list ? states.pages : undefined;

  // The chain of pages: each page after the first is asked after the previous page's end, as far as it is loaded,
  // and, once the learner asked for a second page, one page further (read ahead: the next page is usually there before
  // it is needed). Opening a folder reads its first page alone, which came with the page: the rest of the load,
  // another request and another page's cards to read, waits until the learner scrolls for it.
  const { cursors, pages, pending } = useMemo(() => {
    const cursors: string[] = [];
    const pages: FolderCardPage[] = firstPage ? [firstPage] : [];
    let pending = false;
    let previous = firstPage;
    const ahead = wanted > 0 ? 1 : 0;
    while (cursors.length < wanted + ahead && previous?.pageInfo.hasNextPage && previous.pageInfo.endCursor) {
      const cursor = previous.pageInfo.endCursor;
      const state = known?.get(cursor);
      const isAsked = cursors.length < wanted;
      if (state?.failed) break;
      cursors.push(cursor);
      if (!state?.page) {
        pending = isAsked;
        break;
      }
      if (!isAsked) break;
      pages.push(state.page);
      previous = state.page;
    }
    return { cursors, pages, pending };
  }, [firstPage, wanted, known]);

  // What a failed watch needs to know when it fails: whether its page is on screen, or asked for.
  const shownCursors = useRef(new Set<string>());
  shownCursors.current = new Set(cursors.slice(0, pages.length - 1));
  const askedCursors = useRef(new Set<string>());
  askedCursors.current = new Set(cursors.slice(0, wanted));
  const reportError = useRef(onError);
  reportError.current = onError;
  const watches = useRef(new Map<string, Watch>());
  const cursorList = cursors.join('\n');

  // One watch per page of the chain: pages that joined it start one, pages that left it (another list, a first page
  // that changed its end) stop theirs. A failed page stops its watch; `loadMore` starts it again.
  useEffect(() => {
    const current = new Set(cursorList ? cursorList.split('\n') : []);
    const running = watches.current;
    for (const [key, watch] of running) {
      if (watch.list !== list || !current.has(watch.cursor)) {
        watch.stop();
        running.delete(key);
      }
    }
    const keep = (cursor: string, state: PageState) =>
      setStates((before) => ({
        list,
        pages: new Map(before.list === list ? before.pages : undefined).set(cursor, state),
      }));
    for (const cursor of current) {
      const key = `${list}\n${cursor}`;
      if (running.has(key)) continue;
      const variables: FolderCardsPageQueryVariables = { id: folderId, search, leech, after: cursor };
      const query: ObservableQuery<FolderCardsPageQuery, FolderCardsPageQueryVariables> = client.watchQuery({
        query: FolderCardsPageDocument,
        variables,
      });
      let stopped = false;
      let subscription: { unsubscribe: () => void } | undefined;
      const stop = () => {
        stopped = true;
        subscription?.unsubscribe();
      };
      const fail = () => {
        // A page on screen that could not be asked again (the API unreachable when the app refreshes its screens)
        // stays as it was, and its watch with it: the cache may still answer it.
        if (shownCursors.current.has(cursor)) return;
        stop();
        running.delete(key);
        keep(cursor, { failed: true });
        // A page read ahead that failed is said when the learner asks for it (and it fails again).
        if (askedCursors.current.has(cursor)) reportError.current?.();
      };
      running.set(key, { list, cursor, stop });
      subscription = query.subscribe({
        next: (result) => {
          if (result.error) return fail();
          const page = result.dataState === 'complete' ? result.data.folder?.cards : undefined;
          if (page) keep(cursor, { page });
        },
        error: fail,
      });
      if (stopped) subscription.unsubscribe();
    }
  }, [client, cursorList, folderId, list, search, leech]);

  useEffect(() => {
    const running = watches.current;
    return () => {
      for (const watch of running.values()) watch.stop();
      running.clear();
    };
  }, []);

  const last = pages[pages.length - 1];
  const hasNextPage = !!last?.pageInfo.hasNextPage;

  const loadMore = useCallback(() => {
    if (pending || !last?.pageInfo.hasNextPage) return;
    const cursor = last.pageInfo.endCursor;
    if (cursor) {
      // Asked (again): a failed page leaves the record, so the chain reaches it and its watch starts anew. Read from
      // the latest record, not this render's: a read-ahead that failed just before the press has not rendered yet.
      setStates((before) => {
        if (before.list !== list || !before.pages.get(cursor)?.failed) return before;
        const pages = new Map(before.pages);
        pages.delete(cursor);
        return { list, pages };
      });
    }
    setAsked({ list, count: pages.length });
  }, [last, list, pages.length, pending]);

  const cards = useMemo(() => pages.flatMap(cardsOf), [pages]);

  return { cards, pages: pages as readonly FolderCardPage[], hasNextPage, loadingMore: pending, loadMore };
}
