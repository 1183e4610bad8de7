import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A rating waiting in the browser for the API (made offline, or whose answer never came). */
export type QueuedRating = {
  /** Absent in ratings queued before suspensions could wait too. */
  kind?: 'rating';
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

/** A card suspended (or taken back) offline (issue 26), waiting its turn among the ratings. */
export type QueuedSuspension = {
  kind: 'suspension';
  seq?: number;
  /** Its own id, to take it back or tell it apart; the API needs none (suspending twice changes nothing). */
  clientId: string;
  cardId: string;
  /** The card's front, so a suspension the API refuses can be named to the learner. */
  front: string;
  /** True to suspend, false to take the card back to study. */
  suspended: boolean;
  userId: string | null;
  attempts: number;
};

/** What waits for the API in the browser, replayed in the order it was done. */
export type QueuedChange = QueuedRating | QueuedSuspension;

interface OfflineSchema extends DBSchema {
  /** Key-value pairs: the persisted Apollo cache. */
  kv: { key: string; value: string };
  /** The changes waiting (the store keeps its first name: ratings were all it held). */
  ratings: { key: number; value: QueuedChange };
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
