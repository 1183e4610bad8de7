import { createContext, useContext } from 'react';
import type { OfflineRuntime } from './offline-runtime';

export type RefusedRating = { id: number; front: string; message: string };

export type OfflineState = {
  /** The browser says it is online. */
  online: boolean;
  /** Ratings waiting in the browser for the API. */
  pending: number;
  /** Ratings the API refused after they were made (a card deleted meanwhile): shown until dismissed. */
  refused: readonly RefusedRating[];
  dismissRefused: () => void;
  /** A new version of the app is waiting. */
  updateReady: boolean;
  /** Null before the runtime has loaded, and on screens without it (tests, signed out). */
  runtime: OfflineRuntime | null;
  /** Forgets the copy kept for offline use and the waiting ratings (signing out), once the runtime is there. */
  forget: () => Promise<void>;
};

export const OfflineContext = createContext<OfflineState>({
  online: true,
  pending: 0,
  refused: [],
  dismissRefused: () => undefined,
  updateReady: false,
  runtime: null,
  forget: async () => undefined,
});

/** The offline state of the signed-in screens (features/offline). */
export const useOffline = () => useContext(OfflineContext);

/**
 * The runtime as it is when an action runs (a ref the provider fills once the runtime has loaded): what acts through it
 * (a rating, a suspension) reads it then. Unlike `useOffline()`, its arrival after the page's start renders nothing
 * again (every card of a folder's list, the study session).
 */
export const OfflineRuntimeContext = createContext<{ readonly current: OfflineRuntime | null }>({ current: null });

export const useOfflineRuntime = () => useContext(OfflineRuntimeContext);
