import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict } from '../../core/errors';
import { validate } from '../../core/validate';
import { type Query, query, transaction, withConnection } from '../../db/raw';
import { getFolder } from '../folders/folder.service';
import { mediaReferences } from '../media/media.schema';
import { deleteUnusedMedia } from '../media/media.service';
import { rewriteNotes, type WritableNoteType } from '../notes/note.write';
import { type CopyDeps, copyMedia } from './community.copies';
import {
  type CommunityNoteRow,
  cardHashSql,
  communityNotesSql,
  copyNotes,
  fieldsFor,
  learnerTypes,
  linkCopies,
  noteHashSql,
  takeTypeNames,
  takeTypes,
} from './community.notes';
import { applyUpdateSchema, communityMessages, EDITED_CARDS_SHOWN } from './community.schema';
import { visible } from './community.service';

// A copy's later versions ("Hay cambios"): what a newer version would change, and taking it.

/** What taking a new version of a copied folder would do ("Hay cambios"). */
export type CommunityUpdate = {
  slug: string;
  fromVersion: number;
  toVersion: number;
  /** Cards added as new: the author's new cards, a new template's cards. */
  added: number;
  /**
   * Cards rewritten in place, schedule and history kept: the author's changes the learner did not edit, and every card
   * a copied type's new templates or fields render anew.
   */
  updated: number;
  /** Cards the author changed that the learner edited too: only replaced when the learner says so. */
  conflicting: number;
  /** Cards the author deleted: only removed when the learner says so. */
  deleted: number;
};

/**
 * SQL: whether the learner's card `c` (of note `n`, left joined) changed since it was taken: its note's fields or tags
 * for a note copied with the community's notes, its sides for a card copied before notes.
 */
const editedSql = `case when n.community_guid is not null then ${noteHashSql('n')} <> n.community_hash
                        else ${cardHashSql('c')} <> c.community_hash end`;

/**
 * SQL: the version the learner's card (of note `n`) last changed in the community: its community note's `cn` (left
 * joined; what taking a version follows) for a note copied with the community's notes, its community card's `cc` for
 * a card copied before notes.
 */
const changedSql = 'case when n.community_guid is not null then cn.changed_version else cc.changed_version end';

/**
 * SQL: whether the learner's card `c` is of their copy `folder` (of learner `user`): its note came with the copy
 * (`notes.community_copy_id`), wherever the learner moved it since.
 */
const ofCopy = (folder: string, user: string) =>
  `c.note_id = any(array(select m.id from notes m where m.user_id = ${user} and m.community_copy_id = ${folder}))`;

/** SQL: what taking a version asks the learner about: their edited cards the author changed too, and the cards the author deleted. */
const updateSql = `
  with mine as (
    select ${changedSql} as changed_version, ${editedSql} as edited
      from cards c join notes n on n.user_id = c.user_id and n.id = c.note_id
      join community_cards cc on cc.community_folder_id = $2 and cc.card_key = c.community_key
      left join community_notes cn on cn.id = cc.note_id
     where c.user_id = $4 and ${ofCopy('$1', '$4')})
  select
    (select count(*) from mine m where m.changed_version > $3 and m.edited)::int as conflicting,
    (select count(*) from cards c join notes n on n.user_id = c.user_id and n.id = c.note_id
      where c.user_id = $4 and ${ofCopy('$1', '$4')} and c.community_key is not null
        and not exists (select 1 from community_cards cc
                         where cc.community_folder_id = $2 and cc.card_key = c.community_key))::int as deleted`;

type CopyRow = { id: number; communityFolderId: number; communityVersion: number; slug: string; version: number };

async function copyOf(run: Query, userId: number, folderId: number): Promise<CopyRow | null> {
  const [row] = await run<CopyRow>(
    `select f.id, f.community_folder_id as "communityFolderId", f.community_version as "communityVersion",
            cf.slug, cf.version
       from folders f join community_folders cf on cf.id = f.community_folder_id
      where f.id = $1 and f.user_id = $2 and ${visible}`,
    [folderId, userId],
  );
  return row ?? null;
}

/**
 * The changes a newer version of a copied folder brings, or null (not a copy, up to date, or no longer published):
 * the version taken as "Hay cambios" takes it by default (the learner's edits and the cards the author deleted kept)
 * in a transaction rolled back, so that its counts are what taking it does, a template's edit included.
 */
export async function communityUpdateOf(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  clock: Clock,
): Promise<CommunityUpdate | null> {
  const userId = requireUserId(actor);
  const copy = await copyOf((text, values) => query(em, text, values), userId, folderId);
  if (!copy || copy.version <= copy.communityVersion) return null;
  const keep = { removeDeleted: false, overwriteEdited: false };
  const { counts } = await withConnection(em, async (run) => {
    await run('begin');
    try {
      return await takeVersion(run, userId, copy, keep, clock.now());
    } finally {
      // Nothing of it is kept; a connection that broke has nothing to roll back, and its error is the one to report.
      await run('rollback').catch(() => {});
    }
  });
  return { slug: copy.slug, fromVersion: copy.communityVersion, toVersion: copy.version, ...counts };
}

/** A card the learner edited whose text the author changed too: theirs and the author's newer text, side by side. */
export type EditedCardView = { cardId: number; front: string; back: string; authorFront: string; authorBack: string };

/**
 * The first `EDITED_CARDS_SHOWN` cards of the actor's copy `folderId` that the learner edited and the newer version
 * changes too (what "Hay cambios" asks about before replacing), in the author's order; empty when up to date.
 */
export async function editedCardsOf(em: EntityManager, actor: Actor, folderId: number): Promise<EditedCardView[]> {
  const userId = requireUserId(actor);
  const run: Query = (text, values) => query(em, text, values);
  const copy = await copyOf(run, userId, folderId);
  if (!copy || copy.version <= copy.communityVersion) return [];
  return run<EditedCardView>(
    `select c.id as "cardId", c.front, c.back, cc.front as "authorFront", cc.back as "authorBack"
       from cards c join community_cards cc on cc.community_folder_id = $2 and cc.card_key = c.community_key
       left join community_notes cn on cn.id = cc.note_id
       join notes n on n.user_id = c.user_id and n.id = c.note_id
      where c.user_id = $5 and ${ofCopy('$1', '$5')} and ${changedSql} > $3 and ${editedSql}
      order by cc.position limit $4`,
    [folderId, copy.communityFolderId, copy.communityVersion, EDITED_CARDS_SHOWN, userId],
  );
}

/**
 * SQL: whether the learner's copy (folder `folder`, user `user`) holds a card of community note `note` copied before
 * notes (its note follows no community note), wherever the learner moved it: such a note's cards keep following card
 * by card.
 */
const heldBeforeNotes = (note: string, folder: string, user: string) =>
  `select 1 from notes n join cards c on c.user_id = n.user_id and c.note_id = n.id
     join community_cards held on held.card_key = c.community_key
    where n.user_id = ${user} and n.community_copy_id = ${folder} and n.community_guid is null and held.note_id = ${note}`;

/**
 * The notes of a newer version into the learner's copy, matched by guid among the notes of that copy wherever the
 * learner moved them (DESIGN §16): a note the author changed gets its new fields and tags and its cards re-rendered
 * where it is (schedules and histories kept, new ordinals new cards) unless the learner changed it since it was taken
 * (then only with `overwriteEdited`); a note the copy lacks comes in as new.
 */
async function takeNotes(
  tx: Query,
  userId: number,
  folderId: number,
  copy: CopyRow,
  overwriteEdited: boolean,
  now: Date,
) {
  const followed = await tx<{ noteId: number; communityNoteId: number; edited: boolean } & CommunityNoteRow>(
    `select n.id as "noteId", cn.id as "communityNoteId", cn.guid, cn.fields, cn.tags,
            cn.community_note_type_id as "typeId", ${noteHashSql('n')} <> n.community_hash as edited
       from notes n join community_notes cn on cn.community_folder_id = $2 and cn.guid = n.community_guid
      where n.user_id = $3 and n.community_copy_id = $1 and cn.changed_version > $4
      order by n.id`,
    [folderId, copy.communityFolderId, userId, copy.communityVersion],
  );
  const fresh = await tx<CommunityNoteRow>(
    communityNotesSql(`cn.changed_version > $2
      and not exists (select 1 from notes n where n.user_id = $3 and n.community_copy_id = $4 and n.community_guid = cn.guid)
      and not exists (${heldBeforeNotes('cn.id', '$4', '$3')})`),
    [copy.communityFolderId, copy.communityVersion, userId, folderId],
  );
  const taken = followed.filter((note) => overwriteEdited || !note.edited);
  if (taken.length === 0 && fresh.length === 0) return;
  const types = await learnerTypes(
    tx,
    userId,
    copy.communityFolderId,
    [...taken, ...fresh].map((note) => note.typeId),
    now,
  );
  await rewriteNotes(
    tx,
    userId,
    taken.map((note) => {
      const noteType = types.get(note.typeId) as WritableNoteType;
      return { id: note.noteId, noteType, fields: fieldsFor(noteType, note.fields), tags: note.tags };
    }),
  );
  await linkCopies(tx, userId, taken);
  await copyNotes(tx, userId, folderId, fresh, types, now);
}

/**
 * Cards copied before notes follow their community card side by side, as they always did, wherever the learner moved
 * them (those the learner edited only with `overwriteEdited`), and their note with them: a "Básica" note (or "Básica
 * y al revés", once the learner gave the card its reverse) takes the new sides as its fields, as editing the card
 * does, and is rendered again, so the note and its cards agree. A card of a note of another type keeps its sides
 * (they are its note's).
 */
async function takeCardsBeforeNotes(
  tx: Query,
  userId: number,
  folderId: number,
  copy: CopyRow,
  now: Date,
  overwriteEdited: boolean,
) {
  const cards = await tx<{ id: number; noteId: number; ord: number; front: string; back: string }>(
    `select c.id, c.note_id as "noteId", c.template_ord as ord, cc.front, cc.back
       from cards c join community_cards cc on cc.card_key = c.community_key
       join notes n on n.user_id = c.user_id and n.id = c.note_id
       join note_types nt on nt.user_id = n.user_id and nt.id = n.note_type_id
      where c.user_id = $4 and n.community_copy_id = $1 and cc.community_folder_id = $2 and cc.changed_version > $3
        and n.community_guid is null and nt.builtin in ('basic', 'basic_reversed')
        ${overwriteEdited ? '' : `and ${cardHashSql('c')} = c.community_hash`}
      order by c.note_id, c.template_ord desc`,
    [folderId, copy.communityFolderId, copy.communityVersion, userId],
  );
  if (cards.length === 0) return;
  // A note's first card wins when the author changed both of a pair (its reverse follows it).
  const sides = new Map(cards.map((card) => [card.noteId, card]));
  const types = await tx<WritableNoteType & { noteId: number }>(
    `select n.id as "noteId", nt.id, nt.name, nt.kind, nt.fields, nt.templates, nt.builtin
       from notes n join note_types nt on nt.user_id = n.user_id and nt.id = n.note_type_id where n.user_id = $1 and n.id = any($2::int[])`,
    [userId, [...sides.keys()]],
  );
  await rewriteNotes(
    tx,
    userId,
    types.map(({ noteId, ...noteType }) => {
      const { ord, front, back } = sides.get(noteId) as (typeof cards)[number];
      return { id: noteId, noteType, fields: ord === 1 ? [back, front] : [front, back] };
    }),
  );
  // As taken: what the renderer made of the author's sides.
  await tx(
    `update cards c set community_hash = ${cardHashSql('c')}, updated_at = $3 where c.user_id = $1 and c.id = any($2::int[])`,
    [userId, cards.map((card) => card.id), now],
  );
}

/** What the learner chooses in "Hay cambios" (`applyUpdateSchema`). */
type Choices = { removeDeleted: boolean; overwriteEdited: boolean };

type CardLook = { id: number; folderId: number; look: string };

/**
 * The learner's cards a version may change, each with a digest of what a change shows in (its sides, whether empty,
 * its note's fields, tags and type): the cards of copy `folderId`'s notes wherever they are, of the notes of the
 * learner's copies of community folder `communityFolderId`'s types (a type's edit re-renders them all), and `ids`.
 */
const cardLooks = (tx: Query, userId: number, folderId: number, communityFolderId: number, ids: number[]) =>
  tx<CardLook>(
    `select c.id, c.folder_id as "folderId",
            md5(row(c.front, c.back, c.empty, n.fields, n.tags, n.note_type_id)::text) as look
       from cards c join notes n on n.user_id = c.user_id and n.id = c.note_id
      where c.user_id = $1
        and (n.community_copy_id = $2 or c.id = any($4::int[])
             or n.note_type_id = any(array(select nt.id from note_types nt
                                             join community_note_types cnt on cnt.id = nt.community_note_type_id
                                            where nt.user_id = $1 and cnt.community_folder_id = $3)))`,
    [userId, folderId, communityFolderId, ids],
  );

/**
 * Takes the community folder's latest version into the learner's copy `copy` in `tx` (all but its media): notes (and
 * cards) the author added come in as new; notes the author changed get their fields and tags, their cards re-rendered
 * in place (schedule and history untouched), except those the learner edited, unless `overwriteEdited` (`takeNotes`,
 * after the copied note types took the author's fields and templates, `takeTypes`; a copy made before notes follows
 * card by card, `takeCardsBeforeNotes`); cards the author deleted are removed with `removeDeleted`, otherwise they
 * stay as the learner's own. Answers what it did, from the cards themselves before and after (`added`: new cards;
 * `updated`: cards whose sides or note changed, a type's edit included) and what it asks about (`conflicting`,
 * `deleted`); the sides of the cards it deleted; and the folders whose cards changed.
 */
async function takeVersion(tx: Query, userId: number, copy: CopyRow, choices: Choices, now: Date) {
  const folderId = copy.id;
  const before = new Map(
    (await cardLooks(tx, userId, folderId, copy.communityFolderId, [])).map((card) => [card.id, card]),
  );
  const [asked] = await tx<Pick<CommunityUpdate, 'conflicting' | 'deleted'>>(updateSql, [
    folderId,
    copy.communityFolderId,
    copy.communityVersion,
    userId,
  ]);
  const values = [folderId, copy.communityFolderId, copy.communityVersion, now, userId];
  await takeCardsBeforeNotes(tx, userId, folderId, copy, now, choices.overwriteEdited);
  const added = await tx<{ noteId: number }>(
    `insert into cards (folder_id, user_id, front, back, community_key, community_hash, created_at, updated_at)
     select $1, $5, cc.front, cc.back, cc.card_key, ${cardHashSql('cc')}, $4, $4
       from community_cards cc
      where cc.community_folder_id = $2 and cc.changed_version > $3
        and (cc.note_id is null or exists (${heldBeforeNotes('cc.note_id', '$1', '$5')}))
        and not exists (select 1 from cards c where c.user_id = $5 and ${ofCopy('$1', '$5')} and c.community_key = cc.card_key)
      order by cc.position
     returning note_id as "noteId"`,
    values,
  );
  // Their "Básica" notes (the safety-net trigger's) are of the copy too.
  await tx('update notes set community_copy_id = $1 where user_id = $2 and id = any($3::int[])', [
    folderId,
    userId,
    added.map((card) => card.noteId),
  ]);
  const orphans = `c.user_id = $3 and c.community_key is not null
        and ${ofCopy('$1', '$3')}
        and not exists (select 1 from community_cards cc where cc.community_folder_id = $2 and cc.card_key = c.community_key)`;
  let released: string[] = [];
  if (choices.removeDeleted) {
    const removed = await tx<{ front: string; back: string }>(
      `delete from cards c where ${orphans} returning c.front, c.back`,
      [folderId, copy.communityFolderId, userId],
    );
    released = removed.flatMap((card) => [card.front, card.back]);
  } else {
    await tx(`update cards c set community_key = null, community_hash = null where ${orphans}`, [
      folderId,
      copy.communityFolderId,
      userId,
    ]);
  }
  // A note the author deleted that stays (or keeps cards of the learner's) is the learner's own now.
  await tx(
    `update notes n set community_guid = null, community_hash = null, community_copy_id = null
      where n.user_id = $3 and n.community_copy_id = $1 and n.community_guid is not null
        and not exists (select 1 from community_notes cn where cn.community_folder_id = $2 and cn.guid = n.community_guid)`,
    [folderId, copy.communityFolderId, userId],
  );
  // After what the author deleted is settled: a copied type then follows the author's only if no card goes with it.
  await takeTypes(tx, userId, copy.communityFolderId, choices.overwriteEdited);
  await takeTypeNames(tx, userId, copy.communityFolderId);
  await takeNotes(tx, userId, folderId, copy, choices.overwriteEdited, now);
  await tx('update folders set community_version = $2, updated_at = $3 where id = $1 and user_id = $4', [
    folderId,
    copy.version,
    now,
    userId,
  ]);

  const after = await cardLooks(tx, userId, folderId, copy.communityFolderId, [...before.keys()]);
  const counts = { added: 0, updated: 0, ...asked };
  const folderIds = new Set<number>();
  for (const card of after) {
    const was = before.get(card.id);
    if (was?.look === card.look) continue;
    if (was) counts.updated++;
    else counts.added++;
    folderIds.add(card.folderId);
  }
  const left = new Set(after.map((card) => card.id));
  for (const card of before.values()) if (!left.has(card.id)) folderIds.add(card.folderId);
  return { counts, released, folderIds: [...folderIds] };
}

/**
 * Takes the community folder's latest version into one of the actor's copies (`takeVersion`) with its media. Answers
 * what was done, and the folders whose cards changed (the copy, and those the learner moved its notes to).
 */
export async function applyCommunityUpdate(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  input: unknown,
  deps: CopyDeps,
): Promise<{ update: CommunityUpdate; folderIds: number[] }> {
  const userId = requireUserId(actor);
  const { removeDeleted, overwriteEdited } = validate(applyUpdateSchema, input ?? {});
  await getFolder(em, actor, folderId);
  const result = await transaction(em, async (tx) => {
    await tx('select 1 from folders where id = $1 and user_id = $2 for update', [folderId, userId]);
    const copy = await copyOf(tx, userId, folderId);
    if (!copy) throw badInput([{ path: 'folderId', message: communityMessages.notACopy }]);
    if (copy.version <= copy.communityVersion) throw conflict(communityMessages.noUpdate);
    await copyMedia(em, tx, userId, copy.communityFolderId, deps);
    const choices = { removeDeleted: removeDeleted === true, overwriteEdited: overwriteEdited === true };
    const taken = await takeVersion(tx, userId, copy, choices, deps.clock.now());
    return {
      update: { slug: copy.slug, fromVersion: copy.communityVersion, toVersion: copy.version, ...taken.counts },
      released: taken.released,
      folderIds: [...new Set([folderId, ...taken.folderIds])],
    };
  });
  if (result.released.length > 0) {
    await deleteUnusedMedia(em, userId, mediaReferences(...result.released));
  }
  return { update: result.update, folderIds: result.folderIds };
}
