import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page, true from then on. A prerendered form shows
 * before its code runs: its submit button waits for this, so a press that comes too early does nothing rather than
 * the browser's own GET submission (the fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
