import { fillVariables } from '@api/core/first-data-contract';
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isStale, markFetched } from '@/hooks/use-stale-time';
import { tookPageAnswer } from './first-data';
import { firstQueryDocuments } from './first-queries';
import { matchScreen, type Screen, screens } from './screens';

/** A screen's first query (screens.ts `firstQuery`), as its own hook asks it; nothing when it is fresh. */
function startFirstQuery(
  client: ApolloClient,
  { operationName, variables, stale }: NonNullable<Screen['firstQuery']>,
  params: Record<string, string | undefined>,
) {
  if (stale) {
    if (!isStale(stale.key, stale.ms)) return undefined;
    markFetched(stale.key);
  }
  return client.query({
    query: firstQueryDocuments[operationName] as DocumentNode,
    ...(variables && { variables: fillVariables(variables, params) }),
    ...(stale && { fetchPolicy: 'network-only' as const }),
  });
}

/**
 * Starts a screen's code and data together. Not only with the session hint: a visitor who opens a signed-in screen
 * is sent to /login anyway, and a session the script cannot see (a cookie set by a tool) still gets its data early.
 * Errors are left to the screen, which asks again and says what went wrong.
 */
export function preloadScreen(client: ApolloClient, pathname: string, { data = true } = {}) {
  const { name, params } = matchScreen(pathname);
  const screen: Screen = screens[name];
  screen.component.preload().catch(() => undefined);
  if (data && screen.firstQuery && screen.firstQuery.ahead !== false)
    startFirstQuery(client, screen.firstQuery, params)?.catch(() => undefined);
}

/** The path of an in-app link an event happened on, if any. */
function linkPath(event: Event): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return link.pathname;
}

/**
 * Route-level preloading: the screen of each new location starts its code and data at once (beside the viewer
 * query of the signed-in frame, not after it); a link that is pointed at or focused starts its screen's code, and
 * one that is pressed its data too, the ~100 ms before the click lands.
 */
export function useScreenPreloading() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // The page's own screen came with its data and code (first-data.ts, main.tsx): asking the cache for that data
    // again cost a slowed phone 0.2 s of Apollo's work while the page started.
    if (tookPageAnswer(pathname)) return;
    preloadScreen(client, pathname);
  }, [client, pathname]);
  useEffect(() => {
    const code = (event: Event) => {
      const path = linkPath(event);
      if (path) preloadScreen(client, path, { data: false });
    };
    const codeAndData = (event: Event) => {
      const path = linkPath(event);
      if (path) preloadScreen(client, path);
    };
    document.addEventListener('pointerover', code, { passive: true });
    document.addEventListener('focusin', code);
    document.addEventListener('pointerdown', codeAndData, { passive: true });
    return () => {
      document.removeEventListener('pointerover', code);
      document.removeEventListener('focusin', code);
      document.removeEventListener('pointerdown', codeAndData);
    };
  }, [client]);
}
