import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { Folder } from './folder.entity';
import { folderMessages, folderSchema } from './folder.schema';

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
  hasStudiedCards: boolean;
};

export const emptySummary: FolderSummary = {
  totalCards: 0,
  dueCards: 0,
  masteredCards: 0,
  mediumCards: 0,
  difficultCards: 0,
  hasStudiedCards: false,
};

/**
 * Summaries of many folders in one query: the counters the `cards` triggers keep, and the due cards counted through
 * the (folder_id, next_review_at, id) index (a card is due when `next_review_at` is null or not after `now`).
 * Callers must already have scoped `folderIds` to the actor.
 */
export async function summarizeFolders(em: EntityManager, folderIds: readonly number[], now: Date) {
  const summaries = new Map<number, FolderSummary>(folderIds.map((id) => [id, { ...emptySummary }]));
  if (folderIds.length === 0) return summaries;
  const rows = await em.execute<
    { id: number; total: number; due: number; mastered: number; medium: number; difficult: number; studied: boolean }[]
  >(
    `select f.id, f.card_count as total, f.easy_count as mastered, f.good_count as medium, f.hard_count as difficult,
            f.studied_count > 0 as studied, ${dueCountSql('f.id')} as due
       from folders f where f.id in (?)`,
    [now, folderIds],
  );
  for (const row of rows) {
    summaries.set(row.id, {
      totalCards: row.total,
      dueCards: row.due,
      masteredCards: row.mastered,
      mediumCards: row.medium,
      difficultCards: row.difficult,
      hasStudiedCards: row.studied,
    });
  }
  return summaries;
}

/** Due cards of one folder (one `?`: now), as two index range counts rather than a filter over every card. */
export const dueCountSql = (folderId: string) => `(
    (select count(*) from cards c where c.folder_id = ${folderId} and c.next_review_at <= ?)
  + (select count(*) from cards c where c.folder_id = ${folderId} and c.next_review_at is null))::int`;

/**
 * The actor's folders, most recently changed first (the first `limit` of them when given), with their
 * summaries: two queries whatever their number.
 */
export async function listFolders(em: EntityManager, actor: Actor, now: Date, limit?: number) {
  const folders = await em.find(
    Folder,
    { user: requireUserId(actor) },
    { orderBy: { updatedAt: 'desc', id: 'desc' }, ...(limit ? { limit } : {}) },
  );
  const summaries = await summarizeFolders(
    em,
    folders.map((folder) => folder.id),
    now,
  );
  return folders.map((folder) => ({ folder, summary: summaries.get(folder.id) ?? emptySummary }));
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

/** Deletes a folder; its cards, their reviews and reminders go with it (ON DELETE CASCADE). */
export async function deleteFolder(em: EntityManager, actor: Actor, id: number): Promise<number> {
  const folder = await getFolder(em, actor, id);
  await em.remove(folder).flush();
  return id;
}
