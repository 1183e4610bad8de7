import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DashboardDocument,
  FolderDocument,
  FoldersDocument,
  SettingsDocument,
  StoreDocument,
} from '@/__generated__/graphql';
import { dashboardRefreshMs } from '@/config/refresh';
import { isStale, markFetched } from '@/hooks/use-stale-time';
import { matchScreen, type ScreenName, screens } from './screens';

type Params = Record<string, string | undefined>;

/**
 * Each signed-in screen's query, with the document and variables its own hook asks: Apollo then answers the hook
 * from the cache, or joins it to the request still in flight. Screens that always ask the network (pending reviews,
 * study sessions) only get their code ahead.
 */
const screenData: Partial<Record<ScreenName, (client: ApolloClient, params: Params) => Promise<unknown> | undefined>> =
  {
    dashboard: (client) => {
      // The dashboard's own stale-time rule (hooks/use-stale-time.ts): asked again only when stale.
      if (!isStale('dashboard', dashboardRefreshMs.stale)) return undefined;
      markFetched('dashboard');
      return client.query({ query: DashboardDocument, fetchPolicy: 'network-only' });
    },
    folders: (client) => client.query({ query: FoldersDocument }),
    folder: (client, { id }) =>
      id ? client.query({ query: FolderDocument, variables: { id, search: null } }) : undefined,
    store: (client) => client.query({ query: StoreDocument }),
    settings: (client) => client.query({ query: SettingsDocument }),
  };

/**
 * Starts a screen's code and data together. Not only with the session hint: a visitor who opens a signed-in screen
 * is sent to /login anyway, and a session the script cannot see (a cookie set by a tool) still gets its data early.
 * Errors are left to the screen, which asks again and says what went wrong.
 */
export function preloadScreen(client: ApolloClient, pathname: string, { data = true } = {}) {
  const { name, params } = matchScreen(pathname);
  screens[name].preload().catch(() => undefined);
  if (data) screenData[name]?.(client, params)?.catch(() => undefined);
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
  useLayoutEffect(() => preloadScreen(client, pathname), [client, pathname]);
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
