import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import type { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { mediaReferences } from '../media/media.schema';
import { deleteUnusedMedia } from '../media/media.service';
import { Note } from './note.entity';
import { createNoteSchema, noteInputMessages, notePageSchema, updateNoteSchema } from './note.schema';
import { insertNotes, newNoteGuid, rewriteNotes, type WritableNoteType, type WrittenNote } from './note.write';
import { type BuiltinNoteType, NoteType } from './note-type.entity';
import { findNoteType } from './note-type.service';

/** One of the learner's built-in note types (every learner has them: the database makes them with the account). */
export const builtinNoteType = (em: EntityManager, userId: number, builtin: BuiltinNoteType) =>
  em.findOneOrFail(NoteType, { user: userId, builtin });

/** A "Básica" note of a card's two sides, in `folder` (whose owner is `userId`). */
export const basicNote = (
  em: EntityManager,
  userId: number,
  folder: Folder,
  basic: NoteType,
  front: string,
  back: string,
) => em.create(Note, { user: userId, folder, noteType: basic, fields: [front, back], guid: newNoteGuid() });

/** A note as both APIs show it, with its cards (ids by ordinal, and which are empty). */
export type NoteRecord = {
  id: number;
  folderId: number;
  noteTypeId: number;
  fields: string[];
  tags: string[];
  guid: string;
  createdAt: Date;
  updatedAt: Date;
  cards: { id: number; ord: number; empty: boolean }[];
};

const noteColumns = `n.id, n.folder_id as "folderId", n.note_type_id as "noteTypeId", n.fields, n.tags, n.guid,
  n.created_at as "createdAt", n.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', c.id, 'ord', c.template_ord, 'empty', c.empty) order by c.template_ord)
              from cards c where c.user_id = n.user_id and c.note_id = n.id), '[]') as cards`;

/** The learner's notes among `ids` (someone else's are left out, as missing ones), in id order. */
export function findNotes(run: Query, userId: number, ids: readonly number[]): Promise<NoteRecord[]> {
  return run<NoteRecord>(
    `select ${noteColumns} from notes n where n.user_id = $1 and n.id = any($2::int[]) order by n.id`,
    [userId, ids],
  );
}

/** One of the learner's notes; someone else's is a 404 like a missing one. */
export async function findNote(run: Query, userId: number, id: number): Promise<NoteRecord> {
  const [note] = await findNotes(run, userId, [id]);
  if (!note) throw notFound(noteInputMessages.noteNotFound);
  return note;
}

const runOn =
  (em: EntityManager): Query =>
  (text, values) =>
    query(em, text, values);

export const getNote = (em: EntityManager, actor: Actor, id: number) => findNote(runOn(em), requireUserId(actor), id);

/** A note's fields from the APIs' two forms: a list in the type's order, or an object by field name. */
function fieldList(noteType: WritableNoteType, fields: string[] | Record<string, string>): string[] {
  if (Array.isArray(fields)) return fields;
  const out = noteType.fields.map(() => '');
  for (const [name, value] of Object.entries(fields)) {
    const at = noteType.fields.findIndex((field) => field.toLowerCase() === name.toLowerCase());
    if (at < 0)
      throw badInput([{ path: `fields.${name}`, message: noteInputMessages.unknownField(name, noteType.fields) }]);
    out[at] = value;
  }
  return out;
}

/** The folders a write touched, for the caller to answer with (their stats change with their cards). */
export type NoteWrite = { note: NoteRecord; folderIds: number[] };

/**
 * Creates a note in one of the learner's folders with a note type (by id, or by name: `Básica`, `Basic`, `Cloze`…)
 * and makes its cards (`insertNotes`), the folder counting it as a change. 404 for a folder or type not theirs.
 */
export async function createNote(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  input: unknown,
  clock: Clock,
): Promise<NoteWrite> {
  const userId = requireUserId(actor);
  const { noteType: ref, fields, tags } = validate(createNoteSchema, input);
  return transaction(em, async (run) => {
    await ownFolder(run, userId, folderId);
    const noteType = await findNoteType(run, userId, ref);
    const [written] = await insertNotes(run, userId, folderId, noteType, [
      { fields: fieldList(noteType, fields), tags: tags ?? [] },
    ]);
    await touchFolders(run, userId, [folderId], clock);
    return { note: await findNote(run, userId, (written as WrittenNote).noteId), folderIds: [folderId] };
  });
}

async function ownFolder(run: Query, userId: number, folderId: number) {
  const [folder] = await run<{ id: number }>('select id from folders where id = $1 and user_id = $2 for share', [
    folderId,
    userId,
  ]);
  if (!folder) throw notFound(folderMessages.notFound);
}

const touchFolders = (run: Query, userId: number, folderIds: number[], clock: Clock) =>
  run('update folders set updated_at = $3 where user_id = $1 and id = any($2::int[])', [
    userId,
    folderIds,
    clock.now(),
  ]);

/**
 * Edits one of the learner's notes: its fields (its cards re-rendered, `rewriteNotes`: schedules kept, new ordinals
 * new cards, cards that no longer render kept as empty), its tags, and its folder (its cards move with it).
 */
export async function updateNote(em: EntityManager, actor: Actor, id: number, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const change = validate(updateNoteSchema, input);
  const result = await transaction(em, async (run): Promise<NoteWrite & { released: string[] }> => {
    const note = await findNote(run, userId, id);
    await run('select id from notes where user_id = $1 and id = $2 for update', [userId, id]);
    const folderIds = [note.folderId];
    let released: string[] = [];
    if (change.folderId !== undefined && change.folderId !== note.folderId) {
      await ownFolder(run, userId, change.folderId);
      await run('update notes set folder_id = $3, updated_at = now() where user_id = $1 and id = $2', [
        userId,
        id,
        change.folderId,
      ]);
      await run('update cards set folder_id = $3 where user_id = $1 and note_id = $2', [userId, id, change.folderId]);
      folderIds.push(change.folderId);
    }
    if (change.fields !== undefined || change.tags !== undefined) {
      const noteType = await findNoteType(run, userId, note.noteTypeId);
      const fields = change.fields === undefined ? note.fields : fieldList(noteType, change.fields);
      const before = await run<{ front: string; back: string }>(
        'select front, back from cards where user_id = $1 and note_id = $2',
        [userId, id],
      );
      await rewriteNotes(run, userId, [{ id, noteType, fields, tags: change.tags }]);
      const after = await run<{ front: string; back: string }>(
        'select front, back from cards where user_id = $1 and note_id = $2',
        [userId, id],
      );
      const kept = new Set(mediaReferences(...after.flatMap((card) => [card.front, card.back])));
      released = mediaReferences(...before.flatMap((card) => [card.front, card.back])).filter(
        (hash) => !kept.has(hash),
      );
    }
    await touchFolders(run, userId, folderIds, clock);
    return { note: await findNote(run, userId, id), folderIds, released };
  });
  await deleteUnusedMedia(em, userId, result.released);
  return { note: result.note, folderIds: result.folderIds };
}

/** Deletes one of the learner's notes with its cards; the media only they used go too. */
export async function deleteNote(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  const userId = requireUserId(actor);
  const { folderId, released, cardIds } = await transaction(em, async (run) => {
    const note = await findNote(run, userId, id);
    const cards = await run<{ id: number; front: string; back: string }>(
      'delete from cards where user_id = $1 and note_id = $2 returning id, front, back',
      [userId, id],
    );
    // The last card's deletion takes the note (the `cards_orphan_notes` trigger); a note without cards goes here.
    await run('delete from notes where user_id = $1 and id = $2', [userId, id]);
    await touchFolders(run, userId, [note.folderId], clock);
    return {
      folderId: note.folderId,
      cardIds: cards.map((card) => card.id),
      released: mediaReferences(...cards.flatMap((card) => [card.front, card.back])),
    };
  });
  await deleteUnusedMedia(em, userId, released);
  return { id, cardIds, folderIds: [folderId] };
}

/**
 * `tag:` search terms as a regular expression on lowercased tags: `verbo` matches the tag and its children
 * (`verbo::irregular`), `*` any text (`gramática::*`), as in Anki.
 */
export function tagPattern(tag: string): string {
  const lower = tag.toLowerCase().replace(/^tag:/, '');
  const body = lower
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return `^${body}(::.*)?$`;
}

/** SQL: the note `alias` has a tag matching the regular expression in parameter `param` (`tagPattern`). */
export const noteHasTag = (alias: string, param: string) =>
  `exists (select 1 from unnest(${alias}.tags) as t(tag) where lower(t.tag) ~ ${param})`;

/** A page of one of the learner's folders' notes in creation order (keyset on id), optionally those with a tag. */
export async function pageNotes(em: EntityManager, actor: Actor, folderId: number, input: unknown) {
  const userId = requireUserId(actor);
  const { first, after, tag } = validate(notePageSchema, input ?? {});
  const run = runOn(em);
  await ownFolder(run, userId, folderId);
  const notes = await run<NoteRecord>(
    `select ${noteColumns} from notes n
      where n.folder_id = $1 and n.user_id = $2 and n.id > $3 and ($5::text is null or ${noteHasTag('n', '$5')})
      order by n.id limit $4`,
    [folderId, userId, after ?? 0, first + 1, tag ? tagPattern(tag) : null],
  );
  return { notes: notes.slice(0, first), hasNextPage: notes.length > first };
}

/** The notes of some of the learner's cards, by card id (GraphQL's `Card.note`, batched): one statement. */
export async function notesOfCards(em: EntityManager, userId: number, cardIds: readonly number[]) {
  const rows = await query<NoteRecord & { card_id: number }>(
    em,
    `select c.id as card_id, ${noteColumns} from cards c join notes n on n.id = c.note_id
      where c.id = any($1::int[]) and n.user_id = $2`,
    [cardIds, userId],
  );
  return new Map(rows.map(({ card_id, ...note }) => [card_id, note as NoteRecord]));
}
