import type { Query } from '../../db/raw';
import { insertNotes, newNoteGuid, type WritableNoteType } from '../notes/note.write';
import type { BuiltinNoteType, CardTemplate, NoteTypeKind } from '../notes/note-type.entity';
import { freeName } from '../notes/note-type.service';

// A community folder's notes in a learner's copy (DESIGN §16): the learner's own types for the snapshot's, the notes
// written with the one note writer, and what ties each copied note and card to the community's.

/** SQL for what tells a copied card's text apart from the community's: sha256 of `table`'s front, a NUL byte, back. */
export const cardHashSql = (table: string) =>
  `encode(sha256(convert_to(${table}.front, 'UTF8') || '\\x00'::bytea || convert_to(${table}.back, 'UTF8')), 'hex')`;

/** SQL for what tells a copied note apart from the community's: sha256 of `table`'s fields and tags, separated. */
export const noteHashSql = (table: string) =>
  `encode(sha256(convert_to(array_to_string(${table}.fields, chr(31)) || chr(30) || array_to_string(${table}.tags, chr(31)), 'UTF8')), 'hex')`;

type TypeRow = {
  id: number;
  name: string;
  kind: NoteTypeKind;
  fields: string[];
  templates: CardTemplate[];
  builtin: BuiltinNoteType | null;
};

/**
 * The learner's note type for each of community folder `communityFolderId`'s types `typeIds`, by that id: a
 * built-in is the learner's own built-in of that key (never a duplicate); another is the copy an earlier copy of the
 * same folder made (as the learner may have edited it since), else a new type of the learner's, named as the
 * author's (` (2)` when the learner has a type of that name).
 */
export async function learnerTypes(
  tx: Query,
  userId: number,
  communityFolderId: number,
  typeIds: readonly number[],
  now: Date,
): Promise<Map<number, WritableNoteType>> {
  const types = await tx<TypeRow>(
    `select id, name, kind, fields, templates, builtin from community_note_types
      where community_folder_id = $1 and id = any($2::int[]) order by id`,
    [communityFolderId, [...new Set(typeIds)]],
  );
  const mine = await tx<TypeRow & { communityTypeId: number | null }>(
    `select id, name, kind, fields, templates, builtin, community_note_type_id as "communityTypeId"
       from note_types where user_id = $1 and (builtin is not null or community_note_type_id = any($2::int[]))
      order by id`,
    [userId, types.map((type) => type.id)],
  );
  const out = new Map<number, WritableNoteType>();
  let taken: Set<string> | null = null;
  for (const type of types) {
    const own = mine.find((row) => (type.builtin ? row.builtin === type.builtin : row.communityTypeId === type.id));
    if (own) {
      out.set(type.id, own);
      continue;
    }
    taken ??= new Set(
      (await tx<{ name: string }>('select lower(name) as name from note_types where user_id = $1', [userId])).map(
        (row) => row.name,
      ),
    );
    const name = freeName(type.name, taken);
    taken.add(name.toLowerCase());
    const [row] = await tx<TypeRow>(
      `insert into note_types (user_id, name, kind, fields, templates, community_note_type_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $7) returning id, name, kind, fields, templates, builtin`,
      [userId, name, type.kind, type.fields, JSON.stringify(type.templates), type.id, now],
    );
    out.set(type.id, row);
  }
  return out;
}

/** A note of a community folder's snapshot, as a copy takes it. */
export type CommunityNoteRow = { id: number; guid: string; fields: string[]; tags: string[]; typeId: number };

/** SQL: the notes of community folder $1 (`where` narrows them), in the order of their first card. */
export const communityNotesSql = (where = 'true') =>
  `select cn.id, cn.guid, cn.fields, cn.tags, cn.community_note_type_id as "typeId"
     from community_notes cn
    where cn.community_folder_id = $1 and ${where}
    order by (select min(cc.position) from community_cards cc where cc.note_id = cn.id), cn.id`;

/** A note's fields made to fit the learner's type (a built-in the learner gave fewer fields keeps the first ones). */
export const fieldsFor = (type: WritableNoteType, fields: readonly string[]) => fields.slice(0, type.fields.length);

/**
 * Writes community notes `notes` into the learner's folder `folderId` through the note writer, with their cards (new,
 * unscheduled, in the author's order). A note keeps the author's guid unless the learner already has a note of that
 * guid (a second copy of the folder, the author's own copy, or the same Anki deck imported): it then gets a new one,
 * as the CSV import does, so that a copy never takes over a note the learner has. Each note then remembers the
 * community note it follows (`linkCopies`); a card the author's note no longer has is not made.
 */
export async function copyNotes(
  tx: Query,
  userId: number,
  folderId: number,
  notes: readonly CommunityNoteRow[],
  types: ReadonlyMap<number, WritableNoteType>,
  now: Date,
) {
  if (notes.length === 0) return;
  const held = new Set(
    (
      await tx<{ guid: string }>('select guid from notes where user_id = $1 and guid = any($2::text[])', [
        userId,
        notes.map((note) => note.guid),
      ])
    ).map((row) => row.guid),
  );
  const links: CopyLink[] = [];
  // Runs of one type in the author's order: the cards' ids keep that order, which new cards are studied in.
  for (let start = 0; start < notes.length; ) {
    let end = start + 1;
    while (end < notes.length && notes[end].typeId === notes[start].typeId) end++;
    const run = notes.slice(start, end);
    const type = types.get(run[0].typeId) as WritableNoteType;
    const written = await insertNotes(
      tx,
      userId,
      folderId,
      type,
      run.map((note) => ({
        fields: fieldsFor(type, note.fields),
        tags: note.tags,
        guid: held.has(note.guid) ? newNoteGuid() : note.guid,
      })),
    );
    written.forEach((note, i) => {
      links.push({ noteId: note.noteId, communityNoteId: run[i].id });
    });
    start = end;
  }
  await linkCopies(tx, links);
  const ids = links.map((link) => link.noteId);
  await tx('delete from cards c where c.note_id = any($1::int[]) and c.community_key is null', [ids]);
  await tx('update notes set created_at = $2, updated_at = $2 where id = any($1::int[])', [ids, now]);
  await tx('update cards set created_at = $2, updated_at = $2 where note_id = any($1::int[])', [ids, now]);
}

/** A learner's note and the community note it is a copy of. */
export type CopyLink = { noteId: number; communityNoteId: number };

/**
 * Ties notes just written from the community to it: each note remembers the community guid and a hash of its fields
 * and tags as taken; each card of it the community note has (same template ordinal) its card key and sides' hash.
 */
export async function linkCopies(tx: Query, links: readonly CopyLink[]) {
  if (links.length === 0) return;
  const input = JSON.stringify(
    links.map((link) => ({ note_id: link.noteId, community_note_id: link.communityNoteId })),
  );
  await tx(
    `update notes n set community_guid = cn.guid, community_hash = ${noteHashSql('n')}
       from json_to_recordset($1::json) as l(note_id int, community_note_id int)
       join community_notes cn on cn.id = l.community_note_id
      where n.id = l.note_id`,
    [input],
  );
  await tx(
    `update cards c set community_key = cc.card_key, community_hash = ${cardHashSql('c')}
       from json_to_recordset($1::json) as l(note_id int, community_note_id int)
       join community_cards cc on cc.note_id = l.community_note_id
      where c.note_id = l.note_id and c.template_ord = cc.template_ord`,
    [input],
  );
}
