import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { deleteOwned, updateOwned } from '../../db/owned';
import { query } from '../../db/raw';
import { deleteUnusedMedia, mediaUsedInFolder } from '../media/media.service';
import { dueCte, dueParams, numbered } from '../scheduling/due';
import { Folder } from './folder.entity';
import type { FolderRecord } from './folder.record';
import { folderMessages, folderSchema, folderSettingsSchema } from './folder.schema';

/** SPEC §3 folder stats, plus what the folder list shows. */
export type FolderSummary = {
  totalCards: number;
  dueCards: number;
  /** Cards rated easy. */
  masteredCards: number;
  /** Cards rated medium. */
  mediumCards: number;
  /** Cards rated hard. */
  difficultCards: number;
  /** Suspended cards (counted in the others too: they keep their rating). */
  suspendedCards: number;
  hasStudiedCards: boolean;
};

export const emptySummary: FolderSummary = {
  totalCards: 0,
  dueCards: 0,
  masteredCards: 0,
  mediumCards: 0,
  difficultCards: 0,
  suspendedCards: 0,
  hasStudiedCards: false,
};

/**
 * The learner's folders' counters and their cards due today (with the limits), by the learner and the folders' ids:
 * someone else's folder gives no row. Values from the function below.
 */
export const folderSummariesSql = `${dueCte()}
     select f.id, f.card_count as total, f.easy_count as mastered, f.good_count as medium, f.hard_count as difficult,
            f.suspended_count as suspended, f.studied_count > 0 as studied, (select count(*) from due d where d.folder_id = f.id)::int as due
       from folders f where f.user_id = ? and f.id in (?)`;

export const folderSummariesParams = (now: Date, userId: number, folderIds: readonly number[]) => [
  ...dueParams(now, userId),
  userId,
  folderIds,
];

/**
 * Summaries of many of the learner's folders: the counters the `cards` triggers keep (one query), and the due cards
 * of "due today" with their daily limits (DESIGN §6; a cost that follows the limits). A folder that is not theirs
 * gets the empty summary.
 */
export async function summarizeFolders(em: EntityManager, userId: number, folderIds: readonly number[], now: Date) {
  const summaries = new Map<number, FolderSummary>(folderIds.map((id) => [id, { ...emptySummary }]));
  if (folderIds.length === 0) return summaries;
  const rows = await em.execute<
    {
      id: number;
      total: number;
      due: number;
      mastered: number;
      medium: number;
      difficult: number;
      suspended: number;
      studied: boolean;
    }[]
  >(folderSummariesSql, folderSummariesParams(now, userId, folderIds));
  for (const row of rows) {
    summaries.set(row.id, {
      totalCards: row.total,
      dueCards: row.due,
      masteredCards: row.mastered,
      mediumCards: row.medium,
      difficultCards: row.difficult,
      suspendedCards: row.suspended,
      hasStudiedCards: row.studied,
    });
  }
  return summaries;
}

/**
 * The learner's folders, most recently changed first, at most `limit` (null: all), each with its summary: the
 * counters the `cards` triggers keep and its cards due today (`due` of `dueCte`, the learner's daily limits). One
 * statement. Values: `folderListParams`.
 */
export const folderListSql = numbered(`${dueCte()}
  select f.id, f.name, f.description, f.created_at, f.updated_at,
         f.card_count as total, f.easy_count as mastered, f.good_count as medium, f.hard_count as difficult,
         f.suspended_count as suspended, f.studied_count > 0 as studied, (select count(*) from due d where d.folder_id = f.id)::int as due
    from folders f where f.user_id = ?
   order by f.updated_at desc, f.id desc
   limit ?`);

export const folderListParams = (now: Date, userId: number, limit: number | null) => [
  ...dueParams(now, userId),
  userId,
  limit,
];

type FolderListRow = {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  total: number;
  mastered: number;
  medium: number;
  difficult: number;
  suspended: number;
  studied: boolean;
  due: number;
};

/** The actor's folders, most recently changed first (the first `limit` of them when given), with their summaries. */
export async function listFolders(
  em: EntityManager,
  actor: Actor,
  now: Date,
  limit?: number,
): Promise<{ folder: FolderRecord; summary: FolderSummary }[]> {
  const rows = await query<FolderListRow>(
    em,
    folderListSql,
    folderListParams(now, requireUserId(actor), limit ?? null),
  );
  return rows.map((row) => ({
    folder: {
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    },
    summary: {
      totalCards: row.total,
      dueCards: row.due,
      masteredCards: row.mastered,
      mediumCards: row.medium,
      difficultCards: row.difficult,
      suspendedCards: row.suspended,
      hasStudiedCards: row.studied,
    },
  }));
}

/** `folderRecord`'s statement. Values: the folder's id, the user's id. */
export const folderRecordSql = `select id, name, description, created_at, updated_at from folders
  where id = $1 and user_id = $2`;

/**
 * One of the actor's folders as GraphQL's `folder` query shows it, or a 404 (someone else's exactly like a missing
 * one): one plain statement, no entity. `getFolder` is for the use cases that change the folder.
 */
export async function folderRecord(em: EntityManager, actor: Actor, id: number): Promise<FolderRecord> {
  const [row] = await query<{
    id: number;
    name: string;
    description: string | null;
    created_at: Date;
    updated_at: Date;
  }>(em, folderRecordSql, [id, requireUserId(actor)]);
  if (!row) throw notFound(folderMessages.notFound);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One of the actor's folders; someone else's is a 404 exactly like a missing one. */
export async function getFolder(em: EntityManager, actor: Actor, id: number): Promise<Folder> {
  const folder = await em.findOne(Folder, { id, user: requireUserId(actor) });
  if (!folder) throw notFound(folderMessages.notFound);
  return folder;
}

export async function createFolder(em: EntityManager, actor: Actor, input: unknown): Promise<Folder> {
  const userId = requireUserId(actor);
  const { name, description } = validate(folderSchema, input);
  const folder = em.create(Folder, { name, description, user: userId });
  await em.flush();
  return folder;
}

/** A folder's study settings, as both APIs show them. */
export type FolderSettings = {
  /** Play each side's sound, or read it aloud in its language, as it appears while studying. */
  autoPlay: boolean;
  /** BCP-47 language the fronts are read aloud in; null: none. */
  frontLanguage: string | null;
  backLanguage: string | null;
  /** "Estudiar en ambos sentidos": each card also has its reverse, a card of its own. */
  bothDirections: boolean;
};

export const noFolderSettings: FolderSettings = {
  autoPlay: false,
  frontLanguage: null,
  backLanguage: null,
  bothDirections: false,
};

export const folderSettingsOf = (folder: Folder): FolderSettings => ({
  autoPlay: folder.autoPlay,
  frontLanguage: folder.frontLanguage,
  backLanguage: folder.backLanguage,
  bothDirections: folder.bothDirections,
});

/** Reverse cards made by one statement of `addMissingReverses`. */
export const REVERSE_BATCH = 500;

/**
 * Gives each card of the folder studied one way only its reverse (front and back swapped, `reversed`, both linked),
 * `REVERSE_BATCH` cards a statement, until none is missing. The new cards are new: the daily new-card limit takes
 * them like any other.
 */
async function addMissingReverses(em: EntityManager, userId: number, folderId: number) {
  for (;;) {
    const [{ made }] = await em.execute<{ made: number }[]>(
      `with one_way as (
         select id, user_id, front, back from cards
          where user_id = ? and folder_id = ? and sibling_id is null order by id limit ?),
       made as (
         insert into cards (front, back, folder_id, user_id, sibling_id, reversed)
         select back, front, ?, user_id, id, true from one_way returning id, user_id, sibling_id),
       linked as (
         update cards c set sibling_id = made.id from made
          where c.user_id = made.user_id and c.id = made.sibling_id returning 1)
       select count(*)::int as made from linked`,
      [userId, folderId, REVERSE_BATCH, folderId],
    );
    if (made < REVERSE_BATCH) return;
  }
}

/**
 * Turning "Estudiar en ambos sentidos" off deletes the folder's reverse cards that were never reviewed; those with
 * reviews stay, with their history and their link (the web says so before).
 */
const removeUnstudiedReverses = (em: EntityManager, userId: number, folderId: number) =>
  em.execute(
    'delete from cards where user_id = ? and folder_id = ? and reversed and sibling_id is not null and review_count = 0',
    [userId, folderId],
  );

/**
 * Changes a folder's study settings (`autoPlay`, the languages its sides are read aloud in, both directions); what
 * the input leaves out keeps its value. Answers the folder.
 */
export async function updateFolderSettings(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const { autoPlay, frontLanguage, backLanguage, bothDirections } = validate(folderSettingsSchema, input);
  const userId = requireUserId(actor);
  const folder = await getFolder(em, actor, id);
  await updateOwned(em, folder, userId, { autoPlay, frontLanguage, backLanguage, bothDirections });
  // After the setting is saved: an interrupted run is finished by saving it again.
  if (bothDirections === true) await addMissingReverses(em, userId, folder.id);
  if (bothDirections === false) await removeUnstudiedReverses(em, userId, folder.id);
  return folder;
}

/** The study settings of each of the user's folders `ids` (missing ones are left out): one statement. */
export async function settingsOfFolders(em: EntityManager, userId: number, ids: readonly number[]) {
  const rows = await query<{
    id: number;
    auto_play: boolean;
    front_language: string | null;
    back_language: string | null;
    both_directions: boolean;
  }>(
    em,
    'select id, auto_play, front_language, back_language, both_directions from folders where user_id = $1 and id = any($2)',
    [userId, ids],
  );
  return new Map<number, FolderSettings>(
    rows.map((row) => [
      row.id,
      {
        autoPlay: row.auto_play,
        frontLanguage: row.front_language,
        backLanguage: row.back_language,
        bothDirections: row.both_directions,
      },
    ]),
  );
}

/**
 * Deletes a folder; its cards, their reviews and reminders go with it (ON DELETE CASCADE), and so do the media only
 * those cards used (`deleteUnusedMedia`).
 */
export async function deleteFolder(em: EntityManager, actor: Actor, id: number): Promise<number> {
  const folder = await getFolder(em, actor, id);
  const userId = requireUserId(actor);
  const released = await mediaUsedInFolder(em, userId, id);
  await deleteOwned(em, folder, userId);
  await deleteUnusedMedia(em, userId, released);
  return id;
}
