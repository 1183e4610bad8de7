/** Whether the browser knows it has no network (`navigator.onLine` false); "online" may still fail. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A screen's fetch policy when the browser is offline: what the cache holds (persisted across reloads by
 * lib/offline), instead of a request that can only fail.
 */
export function offlineAware<P extends { fetchPolicy: string; nextFetchPolicy?: string }>(policy: P) {
  return isOffline() ? ({ ...policy, fetchPolicy: 'cache-first' } as const) : policy;
}

/**
 * For data that changes with the clock or elsewhere (what is due, the statistics): each visit shows the cache at once
 * and asks the API again. Offline, what the cache holds (persisted by lib/offline) instead of a request that can
 * only fail.
 */
export const revalidateOnVisit = () =>
  offlineAware({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const);
