import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A rating waiting in the browser for the API (made offline, or whose answer never came). */
export type QueuedRating = {
  /** The queue's order: ratings replay in the order they were made. */
  seq?: number;
  /** The rating's own id (UUID): the API answers a second copy with the first review, so it counts once. */
  clientId: string;
  cardId: string;
  /** The card's front, so a rating the API refuses can be named to the learner. */
  front: string;
  rating: 'EASY' | 'MEDIUM' | 'HARD';
  /** When the learner rated (ISO): the API schedules and counts the rating at that time. */
  reviewedAt: string;
  durationMs: number | null;
  studySessionId: string | null;
  /** Who rated: only their session sends it (another learner signing in on this browser never does). */
  userId: string | null;
  /** Failed attempts so far (network down, server busy): each waits longer before the next. */
  attempts: number;
};

interface OfflineSchema extends DBSchema {
  /** Key-value pairs: the persisted Apollo cache. */
  kv: { key: string; value: string };
  ratings: { key: number; value: QueuedRating };
}

export const OFFLINE_DB_NAME = 'repaso-offline';

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** Repaso's IndexedDB database (opened once per tab). */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('kv');
      db.createObjectStore('ratings', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opening;
}

/** Forgets the open connection (tests delete the database between cases). */
export async function closeOfflineDb() {
  const db = await opening;
  db?.close();
  opening = undefined;
}
