import { randomBytes } from 'node:crypto';
import { badInput, type Issue } from '../../core/errors';
import type { Query } from '../../db/raw';
import { type NoteCard, type NoteTypeTemplates, renderNoteCards } from './note.render';
import type { BuiltinNoteType } from './note-type.entity';
import { AnkiRenderError } from './render/render-error';
import { checkTemplate } from './render/template';

/**
 * The one writer of notes and their cards (DESIGN §16): every path that makes or edits notes (the APIs, the card
 * paths, imports, AnkiConnect) renders through it, in the caller's transaction, set-based: a thousand notes are a
 * few statements, not a thousand.
 */

/** The note type as the writer needs it (its row, or the entity). */
export type WritableNoteType = NoteTypeTemplates & { id: number; builtin: BuiltinNoteType | null };

/** One note to create: its fields (Markdown, in the type's order; missing ones are empty), tags, and Anki guid. */
export type NoteInput = { fields: string[]; tags?: string[]; guid?: string };

/** A note written: its id and guid, and its cards' ids by template ordinal. */
export type WrittenNote = { noteId: number; guid: string; cards: { ord: number; id: number }[] };

/** A note re-rendered: its cards by ordinal, those made now, and those kept but empty ("vacías"). */
export type RewrittenNote = WrittenNote & { added: number[]; empty: number[] };

/** Longest field of a note, in characters (a card's side has the same bound). */
export const MAX_NOTE_FIELD = 10_000;
/** Longest rendered side of a card: the SPEC's card side limit. */
export const MAX_CARD_SIDE_RENDERED = 10_000;
/** Most fields a note type has (Anki's own types have a handful; the richest real ones a few dozen). */
export const MAX_NOTE_FIELDS = 100;
/** Cloze ordinals a note may use: `{{c1::…}}` to `{{c500::…}}`. */
export const MAX_CLOZE_ORDINAL = 500;
export const MAX_TAG_LENGTH = 100;
export const MAX_TAGS_PER_NOTE = 100;
const MAX_GUID = 64;

export const noteMessages = {
  tooManyFields: (max: number) => `La nota tiene más campos que su tipo (${max})`,
  fieldTooLong: (field: string) => `El campo «${field}» no puede superar los 10 000 caracteres`,
  noCard:
    'La nota no genera ninguna tarjeta: rellena el campo de la pregunta (en una nota de huecos, marca al menos un hueco {{c1::…}})',
  sideTooLong: (card: number) => `La tarjeta ${card} de la nota supera los 10 000 caracteres una vez compuesta`,
  clozeOrdinal: (ordinal: string) =>
    `El hueco c${ordinal} no es válido: los huecos van numerados de c1 a c${MAX_CLOZE_ORDINAL}`,
  tagInvalid: (tag: string) =>
    `La etiqueta «${tag}» no es válida: sin espacios ni caracteres de control (usa :: para jerarquías, p. ej. gramática::verbos)`,
  tagTooLong: `Una etiqueta no puede superar los ${MAX_TAG_LENGTH} caracteres`,
  tooManyTags: `Una nota no puede tener más de ${MAX_TAGS_PER_NOTE} etiquetas`,
  guidInvalid: 'El identificador (guid) de la nota no es válido: 1 a 64 caracteres visibles, sin espacios',
  guidRepeated: (guid: string) => `El identificador (guid) «${guid}» se repite en la misma petición`,
  renderRefused: (detail: string) => `La plantilla del tipo de nota no se puede componer: ${detail}`,
};

// Control characters (C0, DEL, C1) and whitespace: never inside a tag (Anki separates tags by spaces).
const controlOrSpace = /[\p{Cc}\p{Zs}\s\u2028\u2029]/u;

/**
 * A tag in Anki's form: `::` separates levels, so empty levels go (`a::::b`, `::a::` → `a::b`, `a`); null when
 * nothing is left. Refuses (400) a tag with spaces or control characters, or past MAX_TAG_LENGTH.
 */
export function normalizeTag(raw: string, path = 'tags'): string | null {
  if (controlOrSpace.test(raw)) throw badInput([{ path, message: noteMessages.tagInvalid(raw.slice(0, 40)) }]);
  const tag = raw
    .split('::')
    .filter((level) => level !== '')
    .join('::');
  if (tag.length > MAX_TAG_LENGTH) throw badInput([{ path, message: noteMessages.tagTooLong }]);
  return tag === '' ? null : tag;
}

/**
 * A note's tags as stored: each normalised (`normalizeTag`), unique case-insensitively (the first spelling wins, as
 * Anki keeps the spelling a tag already has), at most MAX_TAGS_PER_NOTE; Unicode letters are kept as written.
 */
export function normalizeTags(tags: readonly string[], path = 'tags'): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = normalizeTag(raw, path);
    if (tag !== null && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  if (seen.size > MAX_TAGS_PER_NOTE) throw badInput([{ path, message: noteMessages.tooManyTags }]);
  return [...seen.values()];
}

/** Anki's text form of tags (space separated, as AnkiConnect and CSV columns send them), normalised. */
export const parseTagText = (text: string, path = 'tags') =>
  normalizeTags(
    text.split(/\s+/u).filter((tag) => tag !== ''),
    path,
  );

const clozeMarker = /\{\{c([\d,]+)::/g;

/** Refuses a cloze numbered 0 or past MAX_CLOZE_ORDINAL (Anki's own limit is far above what a card should hold). */
function checkClozeOrdinals(fields: readonly string[], path: string) {
  for (const field of fields) {
    for (const match of field.matchAll(clozeMarker)) {
      for (const part of (match[1] as string).split(',')) {
        if (part === '') continue;
        const n = Number(part);
        if (n < 1 || n > MAX_CLOZE_ORDINAL) throw badInput([{ path, message: noteMessages.clozeOrdinal(part) }]);
      }
    }
  }
}

/** A note's fields made as long as its type's (missing ones empty), bounded; a longer list is refused. */
function checkedFields(noteType: WritableNoteType, fields: readonly string[], path: string): string[] {
  if (fields.length > noteType.fields.length)
    throw badInput([{ path, message: noteMessages.tooManyFields(noteType.fields.length) }]);
  const issues: Issue[] = [];
  const out = noteType.fields.map((name, i) => {
    const value = fields[i] ?? '';
    if (value.length > MAX_NOTE_FIELD) issues.push({ path: `${path}.${i}`, message: noteMessages.fieldTooLong(name) });
    return value;
  });
  if (issues.length > 0) throw badInput(issues);
  if (noteType.kind === 'cloze') checkClozeOrdinals(out, path);
  return out;
}

/**
 * The cards `fields` make through `noteType`, as the writer stores them: the renderer's refusals (a template that
 * loops, nests too deep, is too large) become a Spanish 400; a side past MAX_CARD_SIDE_RENDERED is refused.
 */
export function renderForWrite(noteType: WritableNoteType, fields: readonly string[], path = 'fields'): NoteCard[] {
  let cards: NoteCard[];
  try {
    for (const template of noteType.templates) {
      checkTemplate(template.question);
      checkTemplate(template.answer);
    }
    cards = renderNoteCards(noteType, fields);
  } catch (error) {
    if (error instanceof AnkiRenderError)
      throw badInput([{ path, message: noteMessages.renderRefused(error.message) }]);
    throw error;
  }
  for (const card of cards) {
    if (card.front.length > MAX_CARD_SIDE_RENDERED || card.back.length > MAX_CARD_SIDE_RENDERED)
      throw badInput([{ path, message: noteMessages.sideTooLong(card.ord + 1) }]);
  }
  return cards;
}

/** Fields and tags checked and rendered; refuses (400) a note that makes no card, as Anki refuses an empty question. */
export function prepareNote(
  noteType: WritableNoteType,
  input: { fields: readonly string[]; tags?: readonly string[] },
  at: string,
) {
  const fields = checkedFields(noteType, input.fields, `${at}fields`);
  const tags = input.tags === undefined ? undefined : normalizeTags(input.tags, `${at}tags`);
  const cards = renderForWrite(noteType, fields, `${at}fields`);
  if (cards.length === 0) throw badInput([{ path: `${at}fields`, message: noteMessages.noCard }]);
  return { fields, tags, cards };
}

/** An Anki-style note guid: 128 random bits in base64url (the migration makes them alike). */
export const newNoteGuid = () => randomBytes(16).toString('base64url');

const guidPattern = /^[\x21-\x7e]{1,64}$/;

/**
 * Creates notes of one type in one of the learner's folders (the caller has checked both are theirs) with their
 * cards, new and unscheduled: one statement for the notes, one for the cards. Each input's fields are checked and
 * rendered first, so a refusal (400, the index of the note in its path) writes nothing. A two-card note's cards are
 * siblings (not studied the same day; the second is the reverse of a "Básica y al revés" note).
 */
export async function insertNotes(
  tx: Query,
  userId: number,
  folderId: number,
  noteType: WritableNoteType,
  inputs: readonly NoteInput[],
): Promise<WrittenNote[]> {
  if (inputs.length === 0) return [];
  const seen = new Set<string>();
  const prepared = inputs.map((input, i) => {
    const at = inputs.length === 1 ? '' : `notes.${i}.`;
    const guid = input.guid ?? newNoteGuid();
    if (guid.length > MAX_GUID || !guidPattern.test(guid))
      throw badInput([{ path: `${at}guid`, message: noteMessages.guidInvalid }]);
    if (seen.has(guid)) throw badInput([{ path: `${at}guid`, message: noteMessages.guidRepeated(guid) }]);
    seen.add(guid);
    return { guid, ...prepareNote(noteType, input, at) };
  });

  const notes = await tx<{ id: number; guid: string }>(
    `insert into notes (user_id, folder_id, note_type_id, fields, tags, guid)
     select $1, $2, $3, array(select jsonb_array_elements_text(n.fields)), array(select jsonb_array_elements_text(n.tags)), n.guid
       from jsonb_to_recordset($4::jsonb) as n(fields jsonb, tags jsonb, guid text)
     returning id, guid`,
    [
      userId,
      folderId,
      noteType.id,
      JSON.stringify(prepared.map(({ fields, tags, guid }) => ({ fields, tags: tags ?? [], guid }))),
    ],
  );
  const noteIds = new Map(notes.map((note) => [note.guid, note.id]));
  const cardRows = prepared.flatMap(({ guid, cards }) =>
    cards.map((card) => ({
      note_id: noteIds.get(guid),
      ord: card.ord,
      front: card.front,
      back: card.back,
      pair: cards.length === 2,
    })),
  );
  const cards = await insertCards(tx, userId, folderId, noteType.builtin === 'basic_reversed', cardRows);
  const cardsOf = groupCards(cards);
  return prepared.map(({ guid }) => {
    const noteId = noteIds.get(guid) as number;
    return { noteId, guid, cards: cardsOf.get(noteId) ?? [] };
  });
}

type CardRow = { note_id: number | undefined; ord: number; front: string; back: string; pair: boolean };
type CardIdRow = { id: number; note_id: number; template_ord: number };

/**
 * Inserts new cards in one statement, their ids drawn first so that the two cards of a two-card note point at each
 * other (`pair`); `reversedSecond`: the second of a pair is the reverse of the first ("Básica y al revés").
 */
async function insertCards(
  tx: Query,
  userId: number,
  folderId: number | null,
  reversedSecond: boolean,
  rows: CardRow[],
) {
  if (rows.length === 0) return [];
  return tx<CardIdRow>(
    `with input as (
       select c.*, nextval('cards_id_seq')::int as id
         from jsonb_to_recordset($1::jsonb) as c(n int, note_id int, ord int, front text, back text, pair boolean)
        order by c.n),
     paired as (
       select i.*, case when i.pair then sum(i.id) over (partition by i.note_id) - i.id end as sibling
         from input i)
     insert into cards (id, note_id, template_ord, front, back, folder_id, user_id, sibling_id, reversed)
     select p.id, p.note_id, p.ord, p.front, p.back, coalesce($2::int, n.folder_id), n.user_id, p.sibling,
            $3::boolean and p.pair and p.ord = 1
       from paired p join notes n on n.user_id = $4 and n.id = p.note_id
      order by p.id
     returning id, note_id, template_ord`,
    [JSON.stringify(rows.map((row, n) => ({ n, ...row }))), folderId, reversedSecond, userId],
  );
}

function groupCards(rows: readonly CardIdRow[]) {
  const byNote = new Map<number, { ord: number; id: number }[]>();
  for (const row of rows) {
    const cards = byNote.get(row.note_id) ?? [];
    cards.push({ ord: row.template_ord, id: row.id });
    byNote.set(row.note_id, cards);
  }
  for (const cards of byNote.values()) cards.sort((a, b) => a.ord - b.ord);
  return byNote;
}

/** A note to re-render: the note (the caller has checked it is the learner's), its type, its new fields and tags. */
export type NoteRewrite = {
  id: number;
  noteType: WritableNoteType;
  fields: readonly string[];
  /** Left out: the tags stay as they are. */
  tags?: readonly string[];
};

/**
 * Re-renders edited notes (their fields, their type's fields or templates) in the caller's transaction: cards that
 * still render get their new sides (schedules and histories untouched), new ordinals get new unscheduled cards, and
 * cards whose ordinal no longer renders are kept and marked empty. One statement per step, whatever the number of
 * notes. Refuses (400, nothing written) a note that would make no card at all.
 */
export async function rewriteNotes(tx: Query, userId: number, notes: readonly NoteRewrite[]): Promise<RewrittenNote[]> {
  if (notes.length === 0) return [];
  const prepared = notes.map((note, i) => ({
    note,
    ...prepareNote(note.noteType, note, notes.length === 1 ? '' : `notes.${i}.`),
  }));

  const ids = notes.map((note) => note.id);
  const updated = await tx<{ id: number; guid: string }>(
    `update notes n set fields = array(select jsonb_array_elements_text(x.fields)),
            tags = case when x.tags is null then n.tags else array(select jsonb_array_elements_text(x.tags)) end,
            note_type_id = x.note_type_id, updated_at = now()
       from jsonb_to_recordset($1::jsonb) as x(id int, note_type_id int, fields jsonb, tags jsonb)
      where n.user_id = $2 and n.id = x.id
     returning n.id, n.guid`,
    [
      JSON.stringify(
        prepared.map(({ note, fields, tags }) => ({
          id: note.id,
          note_type_id: note.noteType.id,
          fields,
          tags: tags ?? null,
        })),
      ),
      userId,
    ],
  );
  const existing = await tx<CardIdRow & { empty: boolean }>(
    `with rendered as (
       select * from jsonb_to_recordset($2::jsonb) as r(note_id int, ord int, front text, back text)),
     changed as (
       update cards c set front = r.front, back = r.back, empty = false, updated_at = now()
         from rendered r
        where c.user_id = $3 and c.note_id = r.note_id and c.template_ord = r.ord
          and (c.front is distinct from r.front or c.back is distinct from r.back or c.empty)
       returning c.id),
     emptied as (
       update cards c set empty = true, updated_at = now()
        where c.user_id = $3 and c.note_id = any($1::int[]) and not c.empty
          and not exists (select 1 from rendered r where r.note_id = c.note_id and r.ord = c.template_ord)
       returning c.id)
     -- The statement's snapshot: \`c.empty\` is the value before the updates above.
     select c.id, c.note_id, c.template_ord,
            c.id in (select id from emptied) or (c.empty and c.id not in (select id from changed)) as empty
       from cards c where c.user_id = $3 and c.note_id = any($1::int[])`,
    [
      ids,
      JSON.stringify(prepared.flatMap(({ note, cards }) => cards.map((card) => ({ note_id: note.id, ...card })))),
      userId,
    ],
  );
  const have = new Set(existing.map((card) => `${card.note_id}:${card.template_ord}`));
  const emptyIds = new Set(existing.filter((card) => card.empty).map((card) => card.id));
  const newRows = prepared.flatMap(({ note, cards }) =>
    cards
      .filter((card) => !have.has(`${note.id}:${card.ord}`))
      .map((card) => ({ note_id: note.id, ord: card.ord, front: card.front, back: card.back, pair: false })),
  );
  const added = await insertCards(tx, userId, null, false, newRows);
  const cardsOf = groupCards([...existing, ...added]);
  const addedIds = new Set(added.map((card) => card.id));
  const guids = new Map(updated.map((note) => [note.id, note.guid]));
  return notes.map((note) => {
    const cards = cardsOf.get(note.id) ?? [];
    return {
      noteId: note.id,
      guid: guids.get(note.id) ?? '',
      cards,
      added: cards.filter((card) => addedIds.has(card.id)).map((card) => card.id),
      empty: cards.filter((card) => emptyIds.has(card.id)).map((card) => card.id),
    };
  });
}
