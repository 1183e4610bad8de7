import { useSyncExternalStore } from 'react';

/**
 * The secret of the token created last on this page, kept only in memory (never stored), so that the
 * "Desarrolladores" panel can put it in its examples while the learner copies them.
 */
let secret: string | null = null;
const listeners = new Set<() => void>();

export const lastCreatedToken = {
  set(value: string | null) {
    secret = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => secret,
};

/** The token created last on this page, or null. */
export function useLastCreatedToken(): string | null {
  return useSyncExternalStore(lastCreatedToken.subscribe, lastCreatedToken.get, () => null);
}
