import { useEffect, useRef, useState } from 'react';
import { isOffline } from '@/lib/network';

// When each screen's data last came from the API, across visits to the screen (module state: one per tab).
const fetchedAt = new Map<string, number>();

export const isStale = (key: string, staleMs: number) =>
  Date.now() - (fetchedAt.get(key) ?? Number.NEGATIVE_INFINITY) >= staleMs;

/** A screen's data was asked for ahead of the screen (app/preload.ts): the screen takes it as fresh. */
export function markFetched(key: string) {
  fetchedAt.set(key, Date.now());
}

/** Forgets every mark: a server render (prerender.tsx) leaves nothing behind for the next learner's. */
export function forgetFetched() {
  fetchedAt.clear();
}

/**
 * The fetch policy for a screen whose data goes stale after `staleMs` (SPEC §7's dashboard): shown from the
 * cache and asked again when stale, or from the cache alone while fresh. Pair with `useRefetchWhenStale`.
 */
export function useStalePolicy(key: string, staleMs: number) {
  // Offline, the cache (persisted by lib/offline) is all there is: no request that can only fail.
  const [fetchPolicy] = useState<'cache-and-network' | 'cache-first'>(() =>
    isStale(key, staleMs) && !isOffline() ? 'cache-and-network' : 'cache-first',
  );
  return { fetchPolicy, nextFetchPolicy: 'cache-first' } as const;
}

/**
 * Records when the data arrived and asks again when the window regains focus (or the tab becomes visible)
 * while it is stale, as React Query's `refetchOnWindowFocus` with a `staleTime` does.
 */
export function useRefetchWhenStale(
  key: string,
  staleMs: number,
  { data, refetch, fetchPolicy }: { data: unknown; refetch: () => Promise<unknown>; fetchPolicy: string },
) {
  const fromCacheOnly = useRef(fetchPolicy === 'cache-first');
  useEffect(() => {
    if (!data) return;
    // Cached data shown while fresh is not a new answer: it must not extend its own freshness.
    if (fromCacheOnly.current) {
      fromCacheOnly.current = false;
      return;
    }
    fetchedAt.set(key, Date.now());
  }, [key, data]);

  useEffect(() => {
    function refetchIfStale() {
      if (document.visibilityState === 'hidden' || !isStale(key, staleMs)) return;
      fetchedAt.set(key, Date.now());
      // A failed refresh keeps the figures on screen; the next focus or poll tries again.
      refetch().catch(() => undefined);
    }
    window.addEventListener('focus', refetchIfStale);
    document.addEventListener('visibilitychange', refetchIfStale);
    return () => {
      window.removeEventListener('focus', refetchIfStale);
      document.removeEventListener('visibilitychange', refetchIfStale);
    };
  }, [key, staleMs, refetch]);
}
