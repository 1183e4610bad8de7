import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Actor } from '../core/actor';
import type { Clock } from '../core/clock';
import type { Card } from '../modules/cards/card.entity';
import {
  type CardPage,
  type CardPageQuery,
  countCardsOfFolders,
  pageCardsOfFolders,
} from '../modules/cards/card.service';
import {
  type CommunitySource,
  communitySourcesOf,
  type PublicationView,
  publicationsOf,
} from '../modules/community/community.service';
import { Folder } from '../modules/folders/folder.entity';
import {
  emptySummary,
  type FolderSettings,
  type FolderSummary,
  noFolderSettings,
  settingsOfFolders,
  summarizeFolders,
} from '../modules/folders/folder.service';
import { type MediaRecord, mediaByHashes } from '../modules/media/media.service';
import { type NoteRecord, notesOfCards } from '../modules/notes/note.service';
import { type Scheduling, schedulingOf } from '../modules/scheduling/scheduler-settings';
import { dueCardsOfFolders } from '../modules/study/due-list.service';
import type { FolderKey, RequestLoaders } from '../transport/context';

// Keys carry the user id: every loader answers only from that user's folders (authorization in the
// data access), and the loaders stay independent of how the context learns who is asking.
type PageKey = FolderKey & CardPageQuery;
type CountKey = FolderKey & { search: string | null; leech: boolean; tags: string[] };
type DueKey = FolderKey & { limit: number };

const keyOf = (key: object) => JSON.stringify(key);

/**
 * Runs `load` once per group of keys that differ only in their folder: the same page, count or due
 * list of many folders is one SQL statement, however many folders a query reaches.
 */
function byFolder<K extends FolderKey, V>(
  group: (key: K) => string,
  load: (userId: number, folderIds: number[], sample: K) => Promise<Map<number, V>>,
  missing: V,
) {
  return new DataLoader<K, V, string>(
    async (keys) => {
      const groups = new Map<string, K[]>();
      for (const key of keys) {
        const name = `${key.userId}:${group(key)}`;
        groups.set(name, [...(groups.get(name) ?? []), key]);
      }
      const results = new Map<K, V>();
      for (const members of groups.values()) {
        const found = await load(members[0].userId, [...new Set(members.map((key) => key.folderId))], members[0]);
        for (const key of members) results.set(key, found.get(key.folderId) ?? missing);
      }
      return keys.map((key) => results.get(key) as V);
    },
    { cacheKeyFn: keyOf },
  );
}

/**
 * The viewer's scheduling (now and their scheduler settings), read once per request. A card's `dueInDays`,
 * `retrievability` and `nextIntervals` run for every card of a list at the same time: each asking for the viewer
 * itself sent one query per field and card (the ORM's identity map is empty until the first answer), 400 for a due
 * list of 200 cards. One `now` for the whole answer, too. Once known (`prime`: the due list's statement brings it),
 * the fields answer without a promise each.
 */
function viewerScheduling(em: EntityManager, clock: Clock) {
  let scheduling: Scheduling | Promise<Scheduling> | undefined;
  return {
    prime(known: Scheduling) {
      scheduling ??= known;
    },
    use<T>(actor: Actor, use: (known: Scheduling) => T): T | Promise<T> {
      if (scheduling && !(scheduling instanceof Promise)) return use(scheduling);
      scheduling ??= schedulingOf(em, actor, clock.now()).then((read) => {
        scheduling = read;
        return read;
      });
      return scheduling.then(use);
    },
  };
}

/**
 * Per-request batching: whatever a query nests, each kind of data costs one SQL statement per batch. Every loader a
 * module declares (`RequestLoaders`, transport/context.ts) is built here.
 */
export function createLoaders(em: EntityManager, clock: Clock): RequestLoaders {
  const scheduling = viewerScheduling(em, clock);
  return {
    scheduling,
    folderSummary: byFolder<FolderKey, FolderSummary>(
      () => '',
      (userId, folderIds) => summarizeFolders(em, userId, folderIds, clock.now()),
      emptySummary,
    ),
    folder: byFolder<FolderKey, Folder | undefined>(
      () => '',
      async (userId, folderIds) => {
        const folders = await em.find(Folder, { id: { $in: folderIds }, user: userId });
        return new Map(folders.map((folder) => [folder.id, folder]));
      },
      undefined,
    ),
    cardPage: byFolder<PageKey, CardPage>(
      ({ first, after, search, leech, tags }) => keyOf({ first, after, search, leech, tags }),
      async (userId, folderIds, query) => {
        const { pages, settings } = await pageCardsOfFolders(em, userId, folderIds, query);
        // The statement brought the viewer's settings: the cards' schedules need no other.
        if (settings) scheduling.prime({ now: clock.now(), settings });
        return pages;
      },
      { edges: [], hasNextPage: false },
    ),
    cardCount: byFolder<CountKey, number>(
      ({ search, leech, tags }) => keyOf({ search, leech, tags }),
      (userId, folderIds, { search, leech, tags }) =>
        countCardsOfFolders(em, userId, folderIds, { search, leech, tags }),
      0,
    ),
    /** A folder's study settings (folder lists are read without them): one statement for all of them. */
    folderSettings: byFolder<FolderKey, FolderSettings>(
      () => '',
      (userId, folderIds) => settingsOfFolders(em, userId, folderIds),
      noFolderSettings,
    ),
    media: new DataLoader<{ userId: number; sha256: string }, MediaRecord | undefined, string>(
      async (keys) => {
        const found = await mediaByHashes(em, keys[0].userId, [...new Set(keys.map((key) => key.sha256))]);
        return keys.map((key) => (key.userId === keys[0].userId ? found.get(key.sha256) : undefined));
      },
      { cacheKeyFn: keyOf },
    ),
    noteOfCard: new DataLoader<{ userId: number; cardId: number }, NoteRecord | undefined, string>(
      async (keys) => {
        const found = await notesOfCards(em, keys[0].userId, [...new Set(keys.map((key) => key.cardId))]);
        return keys.map((key) => (key.userId === keys[0].userId ? found.get(key.cardId) : undefined));
      },
      { cacheKeyFn: keyOf },
    ),
    publication: byFolder<FolderKey, PublicationView | null>(
      () => '',
      (userId, folderIds) => publicationsOf(em, userId, folderIds),
      null,
    ),
    communitySource: byFolder<FolderKey, CommunitySource | null>(
      () => '',
      (userId, folderIds) => communitySourcesOf(em, userId, folderIds),
      null,
    ),
    dueCards: byFolder<DueKey, Card[]>(
      ({ limit }) => String(limit),
      (userId, folderIds, { limit }) => dueCardsOfFolders(em, userId, folderIds, clock.now(), limit),
      [],
    ),
  };
}
