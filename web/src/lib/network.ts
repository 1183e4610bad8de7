/** Whether the browser knows it has no network (`navigator.onLine` false); "online" may still fail. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A screen's fetch policy when the browser is offline: what the cache holds (persisted across reloads by
 * features/offline), instead of a request that can only fail.
 */
export function offlineAware<P extends { fetchPolicy: string; nextFetchPolicy?: string }>(policy: P) {
  return isOffline() ? ({ ...policy, fetchPolicy: 'cache-first' } as const) : policy;
}
