import type { Query } from '../../db/raw';
import { insertNotes, newNoteGuid, type WritableNoteType } from '../notes/note.write';
import type { BuiltinNoteType, CardTemplate, NoteTypeKind } from '../notes/note-type.entity';
import { applyNoteTypeEdit, findNoteType, freeName } from '../notes/note-type.service';

// A community folder's notes in a learner's copy (DESIGN §16): the learner's own types for the snapshot's, the notes
// written with the one note writer, and what ties each copied note and card to the community's.

/** SQL for what tells a copied card's text apart from the community's: sha256 of `table`'s front, a NUL byte, back. */
export const cardHashSql = (table: string) =>
  `encode(sha256(convert_to(${table}.front, 'UTF8') || '\\x00'::bytea || convert_to(${table}.back, 'UTF8')), 'hex')`;

/** SQL for what tells a copied note apart from the community's: sha256 of `table`'s fields and tags, separated. */
export const noteHashSql = (table: string) =>
  `encode(sha256(convert_to(array_to_string(${table}.fields, chr(31)) || chr(30) || array_to_string(${table}.tags, chr(31)), 'UTF8')), 'hex')`;

/**
 * SQL for what tells a learner's copy of a note type apart from the community's: sha256 of `table`'s fields and
 * templates.
 */
export const typeHashSql = (table: string) =>
  `encode(sha256(convert_to(array_to_string(${table}.fields, chr(31)) || chr(30) || ${table}.templates::text, 'UTF8')), 'hex')`;

type TypeRow = {
  id: number;
  name: string;
  kind: NoteTypeKind;
  fields: string[];
  templates: CardTemplate[];
  builtin: BuiltinNoteType | null;
};

/**
 * The learner's note type for each of community folder `communityFolderId`'s types `typeIds`, by that id: the copy an
 * earlier copy of the same folder made (as the learner may have edited it since); else for a built-in the learner's
 * own built-in of that key (never a duplicate) when it has as many fields as the author's; else a new type of the
 * learner's, a copy of the author's named as theirs (` (2)` when the learner has a type of that name, as the learner's
 * "Básica" is when the author gave theirs a field more): a note's every field has a place.
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
    const own =
      mine.find((row) => row.communityTypeId === type.id) ??
      mine.find((row) => type.builtin && row.builtin === type.builtin && row.fields.length >= type.fields.length);
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
      `insert into note_types (user_id, name, kind, fields, templates, community_note_type_id, community_hash,
              community_name, created_at, updated_at)
       select $1, $2::text, $3, v.fields, v.templates, $6, ${typeHashSql('v')}, $2::text, $7, $7
         from (select $4::text[] as fields, $5::jsonb as templates) v
       returning id, name, kind, fields, templates, builtin`,
      [userId, name, type.kind, type.fields, JSON.stringify(type.templates), type.id, now],
    );
    out.set(type.id, row);
  }
  return out;
}

/**
 * Which of `before`'s names each of `after`'s keeps (its index; null: new): the same name, any case; then, when as
 * many are left on both sides (they were renamed), the one in the same place among those left.
 */
function followedIndexes(before: readonly string[], after: readonly string[]): (number | null)[] {
  const used = new Set<number>();
  const from = after.map((name) => {
    const i = before.findIndex((old, at) => !used.has(at) && old.toLowerCase() === name.toLowerCase());
    if (i === -1) return null;
    used.add(i);
    return i;
  });
  const left = before.map((_name, i) => i).filter((i) => !used.has(i));
  const unmatched = from.flatMap((at, i) => (at === null ? [i] : []));
  if (left.length === unmatched.length) {
    unmatched.forEach((at, k) => {
      from[at] = left[k] as number;
    });
  }
  return from;
}

/**
 * The author's later fields and templates into the learner's copies of community folder `communityFolderId`'s types
 * (DESIGN §16), before its notes are taken: a type the learner has not changed since it was taken (its hash) follows
 * the author's through the note types screen's own edit (`applyNoteTypeEdit`: the notes' fields follow, every note of
 * the type is rendered again, schedules and histories kept); one the learner edited keeps theirs unless
 * `overwriteEdited`. Fields and templates follow by name, else by place when only renamed. A change that would delete
 * cards (a template the author removed, of which the learner still has cards: kept as theirs, or of their own notes)
 * is not made, nor, unless `overwriteEdited`, one that would drop a field holding the learner's own text (in a note
 * they wrote or edited): the type stays theirs then, as it is.
 */
export async function takeTypes(tx: Query, userId: number, communityFolderId: number, overwriteEdited: boolean) {
  const changed = await tx<{ id: number; authorFields: string[]; authorTemplates: CardTemplate[]; edited: boolean }>(
    `select nt.id, cnt.fields as "authorFields", cnt.templates as "authorTemplates",
            ${typeHashSql('nt')} is distinct from nt.community_hash as edited
       from note_types nt join community_note_types cnt on cnt.id = nt.community_note_type_id
      where nt.user_id = $1 and cnt.community_folder_id = $2 and cnt.kind = nt.kind
        and (nt.fields <> cnt.fields or nt.templates <> cnt.templates)
      order by nt.id
        for update of nt`,
    [userId, communityFolderId],
  );
  for (const row of changed) {
    if (row.edited && !overwriteEdited) continue;
    const type = await findNoteType(tx, userId, row.id);
    const fieldFrom = followedIndexes(type.fields, row.authorFields);
    const dropped = type.fields.map((_name, i) => i).filter((i) => !fieldFrom.includes(i));
    if (dropped.length > 0 && !overwriteEdited) {
      const [{ held }] = await tx<{ held: boolean }>(
        `select exists (select 1 from notes n
                         where n.user_id = $1 and n.note_type_id = $2
                           and (n.community_guid is null or n.community_hash is distinct from ${noteHashSql('n')})
                           and exists (select 1 from unnest($3::int[]) d(i) where coalesce(n.fields[d.i + 1], '') <> '')) as held`,
        [userId, type.id, dropped],
      );
      if (held) continue;
    }
    const templateFrom =
      type.kind === 'cloze'
        ? [0]
        : followedIndexes(
            type.templates.map((template) => template.name),
            row.authorTemplates.map((template) => template.name),
          );
    // Notes as taken stay so: their fields may move with the type's, which is not the learner's edit.
    const unedited = await tx<{ id: number }>(
      `select n.id from notes n where n.user_id = $1 and n.note_type_id = $2 and n.community_hash = ${noteHashSql('n')}`,
      [userId, type.id],
    );
    const edit = await applyNoteTypeEdit(tx, userId, type, {
      fields: row.authorFields.map((name, i) => ({ name, from: fieldFrom[i] })),
      templates: row.authorTemplates.map(({ name, question, answer }, i) => ({
        name,
        question,
        answer,
        from: templateFrom[i] ?? null,
      })),
    });
    if (!edit.written) continue;
    await tx(`update note_types nt set community_hash = ${typeHashSql('nt')} where nt.user_id = $1 and nt.id = $2`, [
      userId,
      type.id,
    ]);
    await tx(`update notes n set community_hash = ${noteHashSql('n')} where n.user_id = $1 and n.id = any($2::int[])`, [
      userId,
      unedited.map((note) => note.id),
    ]);
  }
}

/**
 * The author's renames of community folder `communityFolderId`'s types into the learner's copies they have not renamed
 * (still named as copied, `community_name`): each takes the author's name, made unique among the learner's types as
 * a copy names it (`freeName`: ` (2)`…). A copy the learner renamed keeps their name.
 */
export async function takeTypeNames(tx: Query, userId: number, communityFolderId: number) {
  const copies = await tx<{ id: number; name: string; authorName: string }>(
    `select nt.id, nt.name, cnt.name as "authorName"
       from note_types nt join community_note_types cnt on cnt.id = nt.community_note_type_id
      where nt.user_id = $1 and cnt.community_folder_id = $2 and nt.name = nt.community_name and nt.name <> cnt.name
      order by nt.id
        for update of nt`,
    [userId, communityFolderId],
  );
  if (copies.length === 0) return;
  const taken = new Set(
    (await tx<{ name: string }>('select lower(name) as name from note_types where user_id = $1', [userId])).map(
      (row) => row.name,
    ),
  );
  for (const copy of copies) {
    taken.delete(copy.name.toLowerCase());
    const name = freeName(copy.authorName, taken);
    taken.add(name.toLowerCase());
    if (name === copy.name) continue;
    await tx(
      'update note_types set name = $3::text, community_name = $3::text, updated_at = now() where user_id = $1 and id = $2',
      [userId, copy.id, name],
    );
  }
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
 * community note it follows (`linkCopies`) and the copy `folderId` it belongs to, wherever the learner moves it; a
 * card the author's note no longer has is not made.
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
  await linkCopies(tx, userId, links);
  const ids = links.map((link) => link.noteId);
  await tx('delete from cards c where c.user_id = $2 and c.note_id = any($1::int[]) and c.community_key is null', [
    ids,
    userId,
  ]);
  await tx(
    'update notes set community_copy_id = $3, created_at = $2, updated_at = $2 where user_id = $4 and id = any($1::int[])',
    [ids, now, folderId, userId],
  );
  await tx('update cards set created_at = $2, updated_at = $2 where user_id = $3 and note_id = any($1::int[])', [
    ids,
    now,
    userId,
  ]);
}

/** A learner's note and the community note it is a copy of. */
export type CopyLink = { noteId: number; communityNoteId: number };

/**
 * Ties notes just written from the community to it: each note remembers the community guid and a hash of its fields
 * and tags as taken; each card of it the community note has (same template ordinal) its card key and sides' hash.
 */
export async function linkCopies(tx: Query, userId: number, links: readonly CopyLink[]) {
  if (links.length === 0) return;
  const input = JSON.stringify(
    links.map((link) => ({ note_id: link.noteId, community_note_id: link.communityNoteId })),
  );
  await tx(
    `update notes n set community_guid = cn.guid, community_hash = ${noteHashSql('n')}
       from json_to_recordset($1::json) as l(note_id int, community_note_id int)
       join community_notes cn on cn.id = l.community_note_id
      where n.user_id = $2 and n.id = l.note_id`,
    [input, userId],
  );
  await tx(
    `update cards c set community_key = cc.card_key, community_hash = ${cardHashSql('c')}
       from json_to_recordset($1::json) as l(note_id int, community_note_id int)
       join community_cards cc on cc.note_id = l.community_note_id
      where c.user_id = $2 and c.note_id = l.note_id and c.template_ord = cc.template_ord`,
    [input, userId],
  );
}
