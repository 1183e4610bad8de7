import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { CachePersistor, type PersistentStorage } from 'apollo3-cache-persist';
import { Workbox } from 'workbox-window';
import { offlineDb } from '@/lib/offline-db';
import type { QueuedAnswer } from './apollo-sender';
import { keepMediaOffline, mediaUrlsIn } from './media-cache';
import { RatingQueue, type Sender } from './rating-queue';
import { trimToFit } from './trim-cache';

/**
 * What signed-in screens need to work offline, loaded only for them (the landing and sign-in pages never ship it):
 * the Apollo cache persisted to IndexedDB, the queue of ratings (and suspensions made offline) waiting for the API, and the service worker.
 */

/**
 * The persisted cache's size bound: past it the copy leaves out the folders' card pages (`trimToFit`); if even that
 * does not fit, apollo3-cache-persist stops writing (and clears what it wrote).
 */
const MAX_PERSISTED_CHARS = 5 * 1024 * 1024;
const CACHE_KEY = 'apollo-cache';

const idbStorage: PersistentStorage<string> = {
  getItem: async (key) => (await (await offlineDb()).get('kv', key)) ?? null,
  setItem: async (key, value) => {
    await (await offlineDb()).put('kv', value, key);
  },
  removeItem: async (key) => {
    await (await offlineDb()).delete('kv', key);
  },
};

export type OfflineRuntime = {
  queue: RatingQueue<QueuedAnswer>;
  /** Forgets the persisted cache and every waiting rating (signing out). */
  forget: () => Promise<void>;
  /** Takes the waiting service worker's new version and reloads (the "Nueva versión disponible" prompt). */
  update: () => void;
};

/**
 * The copy kept for offline use, under what the API has said since the page opened: each object and each root
 * field the page has learnt wins, field by field, as if the copy had been restored first and the answers written
 * over it; what only the copy knows (a folder's due cards studied yesterday) stays for offline use.
 */
export function mergeUnder(saved: NormalizedCacheObject, live: NormalizedCacheObject): NormalizedCacheObject {
  const merged: NormalizedCacheObject = { ...saved };
  for (const [id, object] of Object.entries(live)) merged[id] = { ...saved[id], ...object };
  // The ids the cache keeps whatever refers to them: those of both.
  const retained = [...(saved.__META?.extraRootIds ?? []), ...(live.__META?.extraRootIds ?? [])];
  if (retained.length > 0) merged.__META = { extraRootIds: [...new Set(retained)] };
  return merged;
}

/**
 * How the persisted cache reaches the page: `replace` before any screen asks for data (a page opened offline has
 * nothing else), `merge` under what the screens already fetched (a page opened online showed the API's answers
 * without waiting for the copy).
 */
export type RestoreMode = 'replace' | 'merge';

/**
 * Restores the persisted cache into `client`, starts the queue (sending `owner`'s ratings with `send`) and
 * registers the service worker. `events` reports what the screens show: the number of waiting ratings, a rating
 * the API refused, and a new version waiting.
 */
export async function startOfflineRuntime(
  client: ApolloClient,
  send: Sender<QueuedAnswer>,
  owner: () => string | null,
  events: {
    onCount: (count: number) => void;
    onRefused: (front: string, message: string) => void;
    onUpdateReady: () => void;
  },
  restore: RestoreMode = 'replace',
): Promise<OfflineRuntime> {
  const persistor = new CachePersistor({
    cache: client.cache,
    storage: idbStorage,
    key: CACHE_KEY,
    maxSize: MAX_PERSISTED_CHARS,
    persistenceMapper: async (serialized) => {
      const kept = trimToFit(serialized, MAX_PERSISTED_CHARS);
      // The media of the cards the copy keeps, in the background: the copy is written without waiting for them.
      void keepMediaOffline(mediaUrlsIn(kept)).catch(() => undefined);
      return kept;
    },
  });
  if (restore === 'replace') {
    await persistor.restore();
  } else {
    const saved = await idbStorage.getItem(CACHE_KEY);
    if (saved) {
      const live = client.cache.extract() as NormalizedCacheObject;
      client.cache.restore(mergeUnder(JSON.parse(saved) as NormalizedCacheObject, live));
    }
    // What the screens fetched before the runtime came is kept now, not at the next change.
    await persistor.persist();
  }
  // Writes wait a second for more (the debounce): a page left sooner still saves what it learnt.
  window.addEventListener('pagehide', () => void persistor.persist().catch(() => undefined));
  const queue = new RatingQueue<QueuedAnswer>({
    send,
    owner,
    onCount: events.onCount,
    onRefused: (rating, message) => events.onRefused(rating.front, message),
  });
  events.onCount(await queue.count());

  let workbox: Workbox | undefined;
  // Production builds only: the development server has no service worker to register.
  if ('serviceWorker' in navigator && document.querySelector('link[rel="manifest"]')) {
    workbox = new Workbox('/sw.js', { scope: '/' });
    // A new version waits until every tab of the old one closes (the next visit), or until the learner accepts.
    workbox.addEventListener('waiting', () => events.onUpdateReady());
    workbox.register().catch(() => undefined);
  }

  return {
    queue,
    forget: async () => {
      persistor.pause();
      await persistor.purge();
      await queue.clear();
      // The next learner to sign in on this tab gets a cache persisted from empty.
      persistor.resume();
    },
    update: () => {
      if (!workbox) return;
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    },
  };
}
