import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { badInput, conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import { renderNoteCards } from './note.render';
import { createNoteTypeSchema, deleteNoteTypeSchema, noteInputMessages, updateNoteTypeSchema } from './note.schema';
import { noteMessages, rewriteNotes, type WritableNoteType } from './note.write';
import type { BuiltinNoteType, CardTemplate, NoteTypeKind } from './note-type.entity';
import { AnkiRenderError } from './render/render-error';
import { checkTemplate, renderCard } from './render/template';

/** A learner's note type as both APIs show it. */
export type NoteTypeRecord = WritableNoteType & {
  kind: NoteTypeKind;
  css: string | null;
  ankiId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** How many of the learner's notes are of this type. */
  noteCount: number;
};

const noteTypeColumns = `t.id, t.builtin, t.name, t.kind, t.fields, t.templates, t.css, t.anki_id as "ankiId",
  t.created_at as "createdAt", t.updated_at as "updatedAt",
  (select count(*)::int from notes n where n.user_id = t.user_id and n.note_type_id = t.id) as "noteCount"`;

/** Longest note type name (`note_types.name`). */
const NOTE_TYPE_NAME_MAX = 100;

/** A name not yet among `taken` (lower case): `name`, else `name (2)`, `name (3)`… */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  const base = name.slice(0, NOTE_TYPE_NAME_MAX);
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, NOTE_TYPE_NAME_MAX - suffix.length)}${suffix}`;
  }
  return candidate;
}

/** The built-ins by every name the APIs accept for them: their key, Spanish name and Anki's English name (§16). */
const builtinAliases = new Map<string, BuiltinNoteType>([
  ['basic', 'basic'],
  ['básica', 'basic'],
  ['basic_reversed', 'basic_reversed'],
  ['basic (and reversed card)', 'basic_reversed'],
  ['básica y al revés', 'basic_reversed'],
  ['basic_optional_reversed', 'basic_optional_reversed'],
  ['basic (optional reversed card)', 'basic_optional_reversed'],
  ['básica con reverso opcional', 'basic_optional_reversed'],
  ['cloze', 'cloze'],
  ['huecos', 'cloze'],
]);

/** Every note type of the learner, built-ins first, then by name. */
export function listNoteTypes(em: EntityManager, actor: Actor): Promise<NoteTypeRecord[]> {
  return query<NoteTypeRecord>(
    em,
    `select ${noteTypeColumns} from note_types t where t.user_id = $1 order by t.builtin is null, t.id`,
    [requireUserId(actor)],
  );
}

/**
 * One of the learner's note types by id, or by name: one of theirs (case-insensitive) first, else a built-in by its
 * Spanish or Anki name. Someone else's is a 404 like a missing one.
 */
export async function findNoteType(run: Query, userId: number, ref: number | string): Promise<NoteTypeRecord> {
  const [row] =
    typeof ref === 'number'
      ? await run<NoteTypeRecord>(`select ${noteTypeColumns} from note_types t where t.user_id = $1 and t.id = $2`, [
          userId,
          ref,
        ])
      : await run<NoteTypeRecord>(
          `select ${noteTypeColumns} from note_types t
            where t.user_id = $1 and (lower(t.name) = lower($2) or t.builtin = $3)
            order by lower(t.name) = lower($2) desc limit 1`,
          [userId, ref, builtinAliases.get(ref.toLowerCase()) ?? null],
        );
  if (!row) throw notFound(noteInputMessages.noteTypeNotFound);
  return row;
}

/** One of the learner's built-in note types as the note writer takes it (every learner has them, from sign-up). */
export async function findBuiltinNoteType(
  run: Query,
  userId: number,
  builtin: BuiltinNoteType,
): Promise<NoteTypeRecord> {
  const [row] = await run<NoteTypeRecord>(
    `select ${noteTypeColumns} from note_types t where t.user_id = $1 and t.builtin = $2`,
    [userId, builtin],
  );
  if (!row) throw notFound(noteInputMessages.noteTypeNotFound);
  return row;
}

export const getNoteType = (em: EntityManager, actor: Actor, id: number) =>
  withRun(em, (run) => findNoteType(run, requireUserId(actor), id));

const withRun = <T>(em: EntityManager, work: (run: Query) => Promise<T>) =>
  work((text, values) => query(em, text, values));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{{Field}}`, `{{#Field}}`, `{{/Field}}`, `{{^Field}}`, `{{filter:Field}}` of `from` renamed `to` in a template. */
function renameFieldIn(template: string, from: string, to: string): string {
  const pattern = new RegExp(`(\\{\\{[#/^]?(?:[^{}]*:)?)\\s*${escapeRegExp(from)}\\s*(\\}\\})`, 'g');
  return template.replace(pattern, (_m, open: string, close: string) => `${open}${to}${close}`);
}

/**
 * Checks a type's templates as Anki does when one is saved: each parses (nesting, size), names only fields the type
 * has, and can show a question (a cloze type's question uses `{{cloze:…}}`). Spanish 400s.
 */
function checkNoteType(type: { kind: NoteTypeKind; name: string; fields: string[]; templates: CardTemplate[] }) {
  const filled = type.fields.map(() => 'x');
  type.templates.forEach((template, ord) => {
    try {
      checkTemplate(template.question);
      checkTemplate(template.answer);
    } catch (error) {
      if (error instanceof AnkiRenderError)
        throw badInput([{ path: `templates.${ord}`, message: noteMessages.renderRefused(error.message) }]);
      throw error;
    }
    if (type.kind === 'cloze') {
      if (!/\{\{[^{}]*cloze:[^{}]+\}\}/.test(template.question))
        throw badInput([{ path: `templates.${ord}.question`, message: noteInputMessages.clozeNoCloze }]);
      return;
    }
    const one = { ...type, templates: [template] };
    const unknown = new Set<string>();
    for (const fields of [filled, type.fields.map(() => '')]) {
      for (const field of templateUnknownFields(one, fields)) unknown.add(field);
    }
    const [missing] = unknown;
    if (missing !== undefined)
      throw badInput([
        { path: `templates.${ord}`, message: noteInputMessages.templateUnknownField(template.name, missing) },
      ]);
    if (renderNoteCards(one, filled).length === 0)
      throw badInput([
        { path: `templates.${ord}.question`, message: noteInputMessages.templateNoQuestion(template.name) },
      ]);
  });
}

/** The fields a one-template type's template names that the type lacks, as the renderer reports them. */
function templateUnknownFields(
  type: { kind: NoteTypeKind; name: string; fields: string[]; templates: CardTemplate[] },
  fields: string[],
): string[] {
  const anki = {
    name: type.name,
    kind: type.kind,
    fields: type.fields,
    templates: type.templates.map(({ name, question, answer }) => ({ name, qfmt: question, afmt: answer })),
  };
  return renderCard(anki, fields, 0).unknownFields;
}

function nameTaken(error: unknown): boolean {
  return (error as { code?: string; constraint?: string }).code === '23505';
}

/** Adds a note type to the learner's: a copy of a built-in (by name or alias) or of one of theirs, under a new name. */
export async function createNoteType(em: EntityManager, actor: Actor, input: unknown): Promise<NoteTypeRecord> {
  const userId = requireUserId(actor);
  const { name, from } = validate(createNoteTypeSchema, input);
  return transaction(em, async (run) => {
    const source = await findNoteType(run, userId, from);
    try {
      const [{ id }] = await run<{ id: number }>(
        `insert into note_types (user_id, name, kind, fields, templates, css)
         select user_id, $3, kind, fields, templates, css from note_types where user_id = $1 and id = $2 returning id`,
        [userId, source.id, name],
      );
      return findNoteType(run, userId, id);
    } catch (error) {
      if (nameTaken(error)) throw conflict(noteInputMessages.nameTaken);
      throw error;
    }
  });
}

/** Which old index each new item keeps (null: new), checked: every `from` names an old item, at most once. */
function keptIndexes(items: { from?: number | null }[], oldCount: number, message: string, path: string) {
  const seen = new Set<number>();
  return items.map((item) => {
    const from = item.from ?? null;
    if (from === null) return null;
    if (from >= oldCount || seen.has(from)) throw badInput([{ path, message }]);
    seen.add(from);
    return from;
  });
}

/** An edit of a note type, as the note types screen sends it (`updateNoteTypeSchema`). */
export type NoteTypeChange = ReturnType<typeof updateNoteTypeSchema.parse>;

/**
 * A type as an edit would leave it (not written): its fields (each with the index of the saved field it keeps, or
 * null), its templates (each with the saved template it keeps; renamed fields followed in templates not given), checked
 * as a save checks them (Spanish 400s).
 */
function editedNoteType(type: NoteTypeRecord, change: NoteTypeChange) {
  const fieldFrom = change.fields
    ? keptIndexes(change.fields, type.fields.length, noteInputMessages.fieldFromInvalid, 'fields')
    : type.fields.map((_f, i) => i);
  const fields = change.fields ? change.fields.map((field) => field.name) : type.fields;
  if (new Set(fields.map((field) => field.toLowerCase())).size !== fields.length)
    throw badInput([{ path: 'fields', message: noteInputMessages.fieldNamesRepeated }]);

  let templates: CardTemplate[];
  let templateFrom: (number | null)[];
  if (change.templates) {
    if (type.kind === 'cloze' && change.templates.length !== 1)
      throw badInput([{ path: 'templates', message: noteInputMessages.templatesCount }]);
    templateFrom = keptIndexes(
      change.templates,
      type.templates.length,
      noteInputMessages.templateFromInvalid,
      'templates',
    );
    templates = change.templates.map(({ name, question, answer }) => ({ name, question, answer }));
  } else {
    templateFrom = type.templates.map((_t, i) => i);
    templates = type.templates;
  }
  // Renamed fields: the templates follow (`{{Old}}` → `{{New}}`), unless the templates were given as they are now.
  if (change.fields && !change.templates) {
    fieldFrom.forEach((from, i) => {
      if (from === null) return;
      const before = type.fields[from] as string;
      const after = fields[i] as string;
      if (before !== after)
        templates = templates.map((t) => ({
          ...t,
          question: renameFieldIn(t.question, before, after),
          answer: renameFieldIn(t.answer, before, after),
        }));
    });
  }
  const next = { ...type, name: change.name ?? type.name, fields, templates };
  checkNoteType(next);
  return { fieldFrom, templateFrom, next };
}

/**
 * Edits one of the learner's note types: its name, CSS, fields (added, renamed — the templates follow —, reordered,
 * deleted) and templates, then re-renders every note of the type in the same transaction (`applyNoteTypeEdit`):
 * cards of a deleted template go, cards that no longer render are kept as empty. A change that would delete cards is
 * refused (409, how many) unless `confirm` is true; one that leaves a template without a question, or naming a
 * missing field, is a 400. Nothing is written on a refusal.
 */
export async function updateNoteType(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const userId = requireUserId(actor);
  const change = validate(updateNoteTypeSchema, input);
  return transaction(em, async (run) => {
    const type = await findNoteType(run, userId, id);
    await run('select id from note_types where user_id = $1 and id = $2 for update', [userId, type.id]);
    const edit = await applyNoteTypeEdit(run, userId, type, change);
    if (!edit.written) throw conflict(noteInputMessages.confirmCards(edit.deletedCards));
    return { noteType: await findNoteType(run, userId, type.id), ...edit };
  });
}

/**
 * An edit of the learner's note type `type` (locked by the caller) in the caller's transaction, as a save makes it
 * (`editedNoteType`'s checks, Spanish 400s): the type written, its cards of a template no longer there deleted, kept
 * templates' cards following their new places, the notes' fields following the new list, and every note of the type
 * rendered again. When it would delete cards and `change.confirm` is not true, nothing is written (`written` false,
 * `deletedCards` how many it would delete). The one path both the note types screen and a community copy's later
 * versions change a type by.
 */
export async function applyNoteTypeEdit(run: Query, userId: number, type: NoteTypeRecord, change: NoteTypeChange) {
  const { fieldFrom, templateFrom, next } = editedNoteType(type, change);
  const { fields, templates } = next;

  // Cards of a template no longer there go (with their history): asked first.
  const droppedOrds =
    type.kind === 'cloze' ? [] : type.templates.map((_t, i) => i).filter((i) => !templateFrom.includes(i));
  const [{ n: doomed }] = await run<{ n: number }>(
    `select count(*)::int as n from cards c join notes n on n.user_id = c.user_id and n.id = c.note_id
      where c.user_id = $3 and n.note_type_id = $1 and c.template_ord = any($2::int[])`,
    [type.id, droppedOrds, userId],
  );
  if (doomed > 0 && !change.confirm) return { written: false, deletedCards: doomed, folderIds: [] as number[] };

  try {
    await run(
      `update note_types set name = $2, fields = $3::text[], templates = $4::jsonb, css = $5, updated_at = now()
        where user_id = $6 and id = $1`,
      [type.id, next.name, fields, JSON.stringify(templates), change.css === undefined ? type.css : change.css, userId],
    );
  } catch (error) {
    if (nameTaken(error)) throw conflict(noteInputMessages.nameTaken);
    throw error;
  }
  if (doomed > 0)
    await run(
      `delete from cards c using notes n
        where c.user_id = $3 and n.user_id = c.user_id and n.id = c.note_id and n.note_type_id = $1
          and c.template_ord = any($2::int[])`,
      [type.id, droppedOrds, userId],
    );
  if (type.kind !== 'cloze' && templateFrom.some((from, i) => from !== i)) {
    // Kept templates move to their new places: their cards' ordinals follow (through negatives, as ords are unique
    // per note in use, not by constraint).
    const moves = templateFrom.flatMap((from, i) => (from === null || from === i ? [] : [[from, i]]));
    await run(
      `update cards c set template_ord = m.to_ord
         from notes n, unnest($2::int[], $3::int[]) as m(from_ord, to_ord)
        where c.user_id = $4 and n.user_id = c.user_id and n.id = c.note_id and n.note_type_id = $1
          and c.template_ord = m.from_ord`,
      [type.id, moves.map(([from]) => from), moves.map(([, to]) => to), userId],
    );
  }
  // The notes' fields follow the new list; then every note is rendered again.
  const notes = await run<{ id: number; fields: string[]; folder_id: number }>(
    `update notes n set fields = array(select coalesce(n.fields[f.from_index + 1], '')
                                        from unnest($2::int[]) with ordinality as f(from_index, i) order by f.i),
            updated_at = now()
      where n.user_id = $3 and n.note_type_id = $1
     returning n.id, n.fields, n.folder_id`,
    [type.id, fieldFrom.map((from) => from ?? 1_000_000), userId],
  );
  const written = { ...next, css: change.css === undefined ? type.css : (change.css ?? null) };
  await rewriteNotesLeavingEmpty(run, userId, written, notes);
  return { written: true, deletedCards: doomed, folderIds: [...new Set(notes.map((note) => note.folder_id))] };
}

/**
 * What an edit of one of the learner's note types would make of one of its notes (nothing written): the first note of
 * the type, its fields following the edit, rendered with the one renderer; with no note of the type, its field names
 * as placeholders (`«Palabra»`; a cloze type's in a gap each). A change a save would refuse is the same Spanish 400.
 */
export async function previewNoteType(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const userId = requireUserId(actor);
  const change = validate(updateNoteTypeSchema, input ?? {});
  const run: Query = (text, values) => query(em, text, values);
  const type = await findNoteType(run, userId, id);
  const { fieldFrom, next } = editedNoteType(type, change);
  const [note] = await run<{ id: number; fields: string[] }>(
    'select id, fields from notes where note_type_id = $1 and user_id = $2 order by id limit 1',
    [type.id, userId],
  );
  const fields = note
    ? fieldFrom.map((from) => (from === null ? '' : (note.fields[from] ?? '')))
    : next.fields.map((name) => (type.kind === 'cloze' ? `{{c1::«${name}»}}` : `«${name}»`));
  try {
    return { noteId: note?.id ?? null, cards: renderNoteCards(next, fields) };
  } catch (error) {
    if (error instanceof AnkiRenderError)
      throw badInput([{ path: 'templates', message: noteMessages.renderRefused(error.message) }]);
    throw error;
  }
}

/** Re-renders a type's notes after an edit; a note left without any card keeps its cards, all flagged empty. */
async function rewriteNotesLeavingEmpty(
  run: Query,
  userId: number,
  noteType: WritableNoteType,
  notes: { id: number; fields: string[] }[],
) {
  const rendering = notes.filter((note) => renderNoteCards(noteType, note.fields).length > 0);
  const silent = notes.filter((note) => !rendering.includes(note));
  await rewriteNotes(
    run,
    userId,
    rendering.map((note) => ({ id: note.id, noteType, fields: note.fields })),
  );
  if (silent.length > 0)
    await run('update cards set empty = true where user_id = $1 and note_id = any($2::int[]) and not empty', [
      userId,
      silent.map((n) => n.id),
    ]);
}

/**
 * Deletes one of the learner's own note types; a built-in is refused (409), and so is a type notes use unless
 * `confirm` is true (then its notes and their cards go too).
 */
export async function deleteNoteType(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const userId = requireUserId(actor);
  const { confirm } = validate(deleteNoteTypeSchema, input ?? {});
  return transaction(em, async (run) => {
    const type = await findNoteType(run, userId, id);
    if (type.builtin) throw conflict(noteInputMessages.builtinDelete);
    if (type.noteCount > 0 && !confirm) throw conflict(noteInputMessages.noteTypeInUse(type.noteCount));
    const folders = await run<{ folder_id: number }>(
      'delete from notes where user_id = $1 and note_type_id = $2 returning folder_id',
      [userId, type.id],
    );
    await run('delete from note_types where user_id = $1 and id = $2', [userId, type.id]);
    return { id: type.id, folderIds: [...new Set(folders.map((row) => row.folder_id))] };
  });
}
