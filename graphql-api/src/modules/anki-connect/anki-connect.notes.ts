import { DomainError } from '../../core/errors';
import { type Query, query, transaction, withConnection } from '../../db/raw';
import { mediaReferences } from '../media/media.schema';
import { deleteUnusedMedia } from '../media/media.service';
import { insertNotes, normalizeTags, noteMessages, rewriteNotes } from '../notes/note.write';
import { markdownToAnkiHtml } from '../notes/render/anki-html';
import { htmlToMarkdown } from '../notes/render/html-markdown';
import { AnkiRenderError } from '../notes/render/render-error';
import {
  type AnkiContext,
  type FolderRow,
  fieldIndex,
  findFolder,
  findNoteType,
  foldersOf,
  type NoteTypeRow,
  noteTypesOf,
  requireWrite,
} from './anki-connect.context';
import { mediaBytes, mediaWriter, ownMedia } from './anki-connect.media';
import { AnkiConnectError, ankiMessages, MAX_NOTES_PER_REQUEST } from './anki-connect.schema';

type Params = Record<string, unknown>;

const isObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** AnkiConnect's text when a note makes no card at all (the writer's own says it in Spanish). */
const noCardMessage = 'The field values you have provided would make an empty question on all cards.';

/** A note of `addNote` / `canAddNote(s)`, read and checked but not written. */
type Candidate = {
  folder: FolderRow;
  type: NoteTypeRow;
  /** Each field of the type, as the tool sent it (HTML). */
  html: string[];
  markdown: string[];
  tags: string[];
  allowDuplicate: boolean;
  scope: { deckName: unknown; checkChildren: boolean; checkAllModels: boolean } | null;
  media: { fields: number[]; source: Params; kind: 'audio' | 'video' | 'picture' }[];
};

type Outcome<T> = { ok: T } | { error: string };

/** Turndown's refusals (a field too large or too deep) as the tool's error. */
function toMarkdown(html: string): string {
  try {
    return htmlToMarkdown(html, ownMedia).markdown;
  } catch (error) {
    if (error instanceof AnkiRenderError) throw new AnkiConnectError(error.message);
    throw error;
  }
}

const mediaKinds = ['audio', 'video', 'picture'] as const;

/** A media option (`audio`, `picture`, `video`): one object or a list, each with the fields it goes into. */
function mediaOf(note: Params, type: NoteTypeRow): Candidate['media'] {
  const media: Candidate['media'] = [];
  for (const kind of mediaKinds) {
    const value = note[kind];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isObject(item)) continue;
      const names = Array.isArray(item.fields) ? item.fields : typeof item.fields === 'string' ? [item.fields] : [];
      const fields = names
        .filter((name): name is string => typeof name === 'string')
        .map((name) => fieldIndex(type, name))
        .filter((index) => index >= 0);
      // As AnkiConnect: a media object that names no field of the note is left out.
      if (fields.length > 0) media.push({ fields, source: item, kind });
    }
  }
  return media;
}

/** Reads one note of AnkiConnect's shape against the learner's types and folders; refusals in AnkiConnect's words. */
function readNote(note: unknown, types: readonly NoteTypeRow[], folders: readonly FolderRow[]): Candidate {
  if (!isObject(note) || !isObject(note.fields)) throw new AnkiConnectError(ankiMessages.badParams('note'));
  const type = findNoteType(types, note.modelName);
  if (!type) throw new AnkiConnectError(ankiMessages.modelNotFound(note.modelName));
  const folder = findFolder(folders, note.deckName);
  if (!folder) throw new AnkiConnectError(ankiMessages.deckNotFound(note.deckName));
  const html = type.fields.map(() => '');
  for (const [name, value] of Object.entries(note.fields)) {
    const index = fieldIndex(type, name);
    if (index >= 0) html[index] = typeof value === 'string' ? value : String(value ?? '');
  }
  const tags = Array.isArray(note.tags) ? note.tags.filter((tag): tag is string => typeof tag === 'string') : [];
  const options = isObject(note.options) ? note.options : {};
  if (options.allowDuplicate !== undefined && typeof options.allowDuplicate !== 'boolean') {
    throw new AnkiConnectError(ankiMessages.allowDuplicate);
  }
  const scopeOptions = isObject(options.duplicateScopeOptions) ? options.duplicateScopeOptions : {};
  if (scopeOptions.checkChildren !== undefined && typeof scopeOptions.checkChildren !== 'boolean') {
    throw new AnkiConnectError(ankiMessages.checkChildren);
  }
  if (scopeOptions.checkAllModels !== undefined && typeof scopeOptions.checkAllModels !== 'boolean') {
    throw new AnkiConnectError(ankiMessages.checkAllModels);
  }
  return {
    folder,
    type,
    html,
    markdown: html.map(toMarkdown),
    tags,
    allowDuplicate: options.allowDuplicate === true,
    scope:
      options.duplicateScope === 'deck' || scopeOptions.checkAllModels !== undefined
        ? {
            deckName: options.duplicateScope === 'deck' ? (scopeOptions.deckName ?? note.deckName) : null,
            checkChildren: scopeOptions.checkChildren === true,
            checkAllModels: scopeOptions.checkAllModels === true,
          }
        : null,
    media: mediaOf(note, type),
  };
}

/**
 * Reads and checks notes as Anki's `canAddNote` does (DESIGN §17): their type and deck exist, the first field is not
 * empty, and the note is no duplicate — the first field equal to another note's of the same
 * type (any type with `checkAllModels`), in the whole collection or, with `duplicateScope: "deck"`, in the scope's
 * deck (and its sub-decks with `checkChildren`), notes earlier in the same list included. One query for the lot.
 */
export async function checkNotes(ctx: AnkiContext, notes: readonly unknown[]): Promise<Outcome<Candidate>[]> {
  if (notes.length > MAX_NOTES_PER_REQUEST) throw new AnkiConnectError(ankiMessages.tooManyNotes);
  const [types, folders] = await Promise.all([noteTypesOf(ctx.em, ctx.userId), foldersOf(ctx.em, ctx.userId)]);
  const read: Outcome<Candidate>[] = notes.map((note) => {
    try {
      const candidate = readNote(note, types, folders);
      if ((candidate.markdown[0] ?? '').trim() === '') return { error: ankiMessages.empty };
      return { ok: candidate };
    } catch (error) {
      if (error instanceof AnkiConnectError) return { error: error.message };
      throw error;
    }
  });
  const firsts = [...new Set(read.flatMap((outcome) => ('ok' in outcome ? [outcome.ok.markdown[0] as string] : [])))];
  const existing = await query<{ note_type_id: number; folder_id: number; first: string }>(
    ctx.em,
    `select note_type_id, folder_id, fields[1] as first from notes where user_id = $1 and fields[1] = any($2::text[])`,
    [ctx.userId, firsts],
  );
  const known = existing.map((row) => ({ typeId: row.note_type_id, folderId: row.folder_id, first: row.first }));
  const folderName = new Map(folders.map((folder) => [folder.id, folder.name.toLowerCase()]));
  return read.map((outcome) => {
    if (!('ok' in outcome)) return outcome;
    const candidate = outcome.ok;
    const { scope } = candidate;
    const scopeName =
      scope?.deckName === null || scope === null
        ? null
        : (findFolder(folders, scope.deckName)?.name.toLowerCase() ?? undefined);
    const inScope = (folderId: number) => {
      if (scopeName === null) return true;
      if (scopeName === undefined) return false;
      const name = folderName.get(folderId) ?? '';
      return name === scopeName || (scope?.checkChildren === true && name.startsWith(`${scopeName} › `));
    };
    const duplicate = known.some(
      (note) =>
        note.first === candidate.markdown[0] &&
        (scope?.checkAllModels === true || note.typeId === candidate.type.id) &&
        inScope(note.folderId),
    );
    if (duplicate && !candidate.allowDuplicate) return { error: ankiMessages.duplicate };
    known.push({ typeId: candidate.type.id, folderId: candidate.folder.id, first: candidate.markdown[0] as string });
    return outcome;
  });
}

/** A checked note with its media's bytes, fetched before the transaction. */
type Ready = {
  candidate: Candidate;
  media: { bytes: Buffer; fields: number[]; kind: Candidate['media'][number]['kind'] }[];
};

async function fetchMedia(ctx: AnkiContext, candidate: Candidate): Promise<Ready> {
  const media: Ready['media'] = [];
  for (const item of candidate.media) {
    const fetched = await mediaBytes(ctx, item.source);
    if ('bytes' in fetched) media.push({ bytes: fetched.bytes, fields: item.fields, kind: item.kind });
  }
  return { candidate, media };
}

/** Stores a note's media and appends each to its fields, as AnkiConnect does (`<img>` or `[sound:]`). */
async function attachMedia(store: Awaited<ReturnType<typeof mediaWriter>>, ready: Ready): Promise<string[]> {
  const { candidate } = ready;
  const html = [...candidate.html];
  const touched = new Set<number>();
  for (const item of ready.media) {
    const stored = await store(item.bytes, item.kind === 'video');
    for (const index of item.fields) {
      html[index] += item.kind === 'picture' ? `<img src="${stored.name}">` : `[sound:${stored.name}]`;
      touched.add(index);
    }
  }
  return candidate.markdown.map((markdown, index) =>
    touched.has(index) ? toMarkdown(html[index] as string) : markdown,
  );
}

/** A refusal of the notes writer (its 400s) as the tool's error. */
async function asAnkiError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) throw new AnkiConnectError(error.message);
    throw error;
  }
}

/**
 * Adds checked notes in ONE transaction: their media first (each note's refusal, such as a file of a type we do not
 * keep, makes that note's answer an error and writes nothing of it), then the notes and cards, set-based, one
 * `insertNotes` per folder and type. Answers each note's id or its error, in order.
 */
export async function addCheckedNotes(ctx: AnkiContext, outcomes: Outcome<Candidate>[]): Promise<Outcome<number>[]> {
  requireWrite(ctx);
  const fetched: Outcome<Ready>[] = [];
  for (const outcome of outcomes) {
    if (!('ok' in outcome)) fetched.push(outcome);
    else {
      try {
        fetched.push({ ok: await fetchMedia(ctx, outcome.ok) });
      } catch (error) {
        if (!(error instanceof AnkiConnectError)) throw error;
        fetched.push({ error: error.message });
      }
    }
  }
  return asAnkiError(() =>
    transaction(ctx.em, async (tx) => {
      const results: Outcome<number>[] = fetched.map((outcome) => ('ok' in outcome ? { ok: 0 } : outcome));
      const store = fetched.some((outcome) => 'ok' in outcome && outcome.ok.media.length > 0)
        ? await mediaWriter(tx, ctx)
        : undefined;
      const groups = new Map<
        string,
        { type: NoteTypeRow; folderId: number; at: number[]; fields: string[][]; tags: string[][] }
      >();
      for (const [at, outcome] of fetched.entries()) {
        if (!('ok' in outcome)) continue;
        const { candidate } = outcome.ok;
        let fields = candidate.markdown;
        if (store && outcome.ok.media.length > 0) {
          try {
            fields = await attachMedia(store, outcome.ok);
          } catch (error) {
            if (!(error instanceof AnkiConnectError)) throw error;
            results[at] = { error: error.message };
            continue;
          }
        }
        const key = `${candidate.folder.id}:${candidate.type.id}`;
        const group = groups.get(key) ?? {
          type: candidate.type,
          folderId: candidate.folder.id,
          at: [],
          fields: [],
          tags: [],
        };
        group.at.push(at);
        group.fields.push(fields);
        group.tags.push(candidate.tags);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        for (const note of await insertGroup(tx, ctx, group, results)) results[note.at] = { ok: note.noteId };
      }
      return results;
    }),
  );
}

type Group = { type: NoteTypeRow; folderId: number; at: number[]; fields: string[][]; tags: string[][] };

/** The writer's refusal of one note of a group (its 400 names it `notes.<i>.…`, or nothing when it was alone). */
function refusedIndex(error: DomainError, size: number): number | undefined {
  if (error.status !== 400) return undefined;
  const path = error.issues?.[0]?.path ?? '';
  const match = /^notes\.(\d+)\./.exec(path);
  if (match) return Number(match[1]);
  return size === 1 ? 0 : undefined;
}

/**
 * Writes one folder's notes of one type with `insertNotes`, which checks them all before it writes anything. A note
 * it refuses (a cloze without a deletion, a side too long) becomes that note's error, as AnkiConnect answers it in
 * `addNotes`, and the rest are written again without it; refusals that name no note fail the request.
 */
async function insertGroup(tx: Query, ctx: AnkiContext, group: Group, results: Outcome<number>[]) {
  const live = group.at.map((at, i) => ({ at, fields: group.fields[i] as string[], tags: group.tags[i] as string[] }));
  for (;;) {
    if (live.length === 0) return [];
    try {
      const written = await insertNotes(
        tx,
        ctx.userId,
        group.folderId,
        group.type,
        live.map(({ fields, tags }) => ({ fields, tags })),
      );
      return written.map((note, i) => ({ at: (live[i] as { at: number }).at, noteId: note.noteId }));
    } catch (error) {
      const index = error instanceof DomainError ? refusedIndex(error, live.length) : undefined;
      if (index === undefined || !live[index]) throw error;
      results[(live[index] as { at: number }).at] = {
        error:
          error instanceof DomainError && error.message === noteMessages.noCard
            ? noCardMessage
            : (error as Error).message,
      };
      live.splice(index, 1);
    }
  }
}

/** `notesInfo`'s shape: each note's fields as HTML (its media named `<sha256>.<ext>`), or `{}` for an unknown id. */
export async function notesInfo(ctx: AnkiContext, ids: unknown) {
  const wanted = idList(ids);
  const rows = await query<{
    id: number;
    tags: string[];
    fields: string[];
    name: string;
    names: string[];
    cards: number[];
    mod: number;
  }>(
    ctx.em,
    `select n.id, n.tags, n.fields, t.name, t.fields as names, extract(epoch from n.updated_at)::int as mod,
            array(select c.id from cards c where c.user_id = $1 and c.note_id = n.id order by c.template_ord, c.id) as cards
       from notes n join note_types t on t.id = n.note_type_id and t.user_id = n.user_id
      where n.user_id = $1 and n.id = any($2::int[])`,
    [ctx.userId, wanted],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map((id) => {
    const note = byId.get(id);
    if (!note) return {};
    return {
      noteId: note.id,
      profile: 'Repaso',
      tags: note.tags,
      fields: Object.fromEntries(
        note.names.map((name, order) => [name, { value: fieldHtml(note.fields[order] ?? ''), order }]),
      ),
      modelName: note.name,
      mod: note.mod,
      cards: note.cards,
    };
  });
}

/** A field's Markdown as the HTML a tool reads (and may send back). */
export const fieldHtml = (markdown: string) => markdownToAnkiHtml(markdown, () => {});

/** Whole positive ids of a list; anything else in it is no id of ours. */
export function idList(ids: unknown): number[] {
  if (!Array.isArray(ids)) throw new AnkiConnectError(ankiMessages.badParams('ids'));
  return ids.map(Number).map((id) => (Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : 0));
}

type StoredNote = { id: number; fields: string[]; tags: string[]; type: NoteTypeRow };

/** A note id as a tool sends it; anything that is not one of ours is 0, which no note has. */
const noteIdOf = (id: unknown) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 && n < 2 ** 31 ? n : 0;
};

/**
 * One of the learner's notes with its type (locked for the write when `run` is the write's transaction); someone
 * else's is as unknown as a missing one.
 */
async function storedNote(run: Query, ctx: AnkiContext, id: unknown, lock: boolean): Promise<StoredNote> {
  const [row] = await run<{ id: number; fields: string[]; tags: string[]; note_type_id: number }>(
    `select id, fields, tags, note_type_id from notes where id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [noteIdOf(id), ctx.userId],
  );
  const type = row && (await noteTypesOf(run, ctx.userId)).find((candidate) => candidate.id === row.note_type_id);
  if (!row || !type) throw new AnkiConnectError(ankiMessages.noteNotFound(id));
  return { id: row.id, fields: row.fields, tags: row.tags, type };
}

/**
 * `updateNoteFields` / `updateNote`: the named fields (HTML, any case, a built-in's English names too) replace the
 * note's, media objects are stored and appended, the tags (when given) replace the note's; its cards are re-rendered
 * in the same transaction with their schedules kept. Media no card uses any more go afterwards.
 */
export async function updateNote(ctx: AnkiContext, note: unknown, requireSomething: boolean): Promise<null> {
  requireWrite(ctx);
  if (!isObject(note)) throw new AnkiConnectError(ankiMessages.badParams('note'));
  const hasFields = isObject(note.fields);
  const hasTags = note.tags !== undefined;
  if (requireSomething && !hasFields && !hasTags) throw new AnkiConnectError(ankiMessages.fieldsOrTags);
  if (hasTags && !(Array.isArray(note.tags) && note.tags.every((tag) => typeof tag === 'string'))) {
    throw new AnkiConnectError(ankiMessages.tagsList);
  }
  const released = await asAnkiError(async () => {
    // The note's type says which fields the media go to; its files are fetched before the transaction opens.
    const { type } = await withConnection(ctx.em, (run) => storedNote(run, ctx, note.id, false));
    const media = hasFields ? mediaOf(note, type) : [];
    const fetched: Ready['media'] = [];
    for (const item of media) {
      const bytes = await mediaBytes(ctx, item.source);
      if ('bytes' in bytes) fetched.push({ bytes: bytes.bytes, fields: item.fields, kind: item.kind });
    }
    return transaction(ctx.em, async (tx) => {
      const stored = await storedNote(tx, ctx, note.id, true);
      const html = stored.fields.map(fieldHtml);
      const markdown = [...stored.fields];
      while (markdown.length < stored.type.fields.length) {
        markdown.push('');
        html.push('');
      }
      if (hasFields) {
        for (const [name, value] of Object.entries(note.fields as Params)) {
          const index = fieldIndex(stored.type, name);
          if (index < 0) continue;
          html[index] = typeof value === 'string' ? value : String(value ?? '');
          markdown[index] = toMarkdown(html[index] as string);
        }
      }
      let fields = markdown;
      if (fetched.length > 0) {
        const store = await mediaWriter(tx, ctx);
        fields = await attachMedia(store, {
          candidate: { html, markdown } as Candidate,
          media: fetched,
        });
      }
      await rewriteNotes(tx, ctx.userId, [
        { id: stored.id, noteType: stored.type, fields, tags: hasTags ? (note.tags as string[]) : undefined },
      ]);
      const kept = new Set(mediaReferences(...fields));
      return mediaReferences(...stored.fields).filter((hash) => !kept.has(hash));
    });
  });
  await deleteUnusedMedia(ctx.em, ctx.userId, released);
  return null;
}

/** `updateNoteTags`: the note's tags become `tags` (a list, or one tag as a string). */
export async function setNoteTags(ctx: AnkiContext, noteId: unknown, tags: unknown): Promise<null> {
  requireWrite(ctx);
  const list = typeof tags === 'string' ? [tags] : tags;
  if (!Array.isArray(list) || !list.every((tag) => typeof tag === 'string')) {
    throw new AnkiConnectError(ankiMessages.tagsList);
  }
  const normalized = await asAnkiError(async () => normalizeTags(list.flatMap((tag) => tag.split(/\s+/u))));
  const [id] = idList([noteId]);
  const updated = await query(
    ctx.em,
    'update notes set tags = $3::text[], updated_at = now() where id = $1 and user_id = $2 returning id',
    [id, ctx.userId, normalized],
  );
  if (updated.length === 0) throw new AnkiConnectError(ankiMessages.noteNotFound(noteId));
  return null;
}

/** `addTags` / `removeTags`: space-separated tags added to (or taken from, any case) each of the learner's notes. */
export async function changeTags(ctx: AnkiContext, notes: unknown, tags: unknown, add: boolean): Promise<null> {
  requireWrite(ctx);
  if (typeof tags !== 'string') throw new AnkiConnectError(ankiMessages.badParams(add ? 'addTags' : 'removeTags'));
  const ids = idList(notes);
  const list = await asAnkiError(async () => normalizeTags(tags.split(/\s+/u).filter((tag) => tag !== '')));
  if (list.length === 0 || ids.length === 0) return null;
  const lower = list.map((tag) => tag.toLowerCase());
  await query(
    ctx.em,
    add
      ? `update notes set updated_at = now(),
                tags = tags || array(select t from unnest($3::text[]) t where lower(t) <> all (select lower(x) from unnest(tags) x))
          where user_id = $1 and id = any($2::int[])`
      : `update notes set updated_at = now(), tags = array(select x from unnest(tags) x where lower(x) <> all ($3::text[]))
          where user_id = $1 and id = any($2::int[])`,
    [ctx.userId, ids, add ? list : lower],
  );
  return null;
}

/** `deleteNotes`: the learner's notes among `ids` with their cards and histories; media nothing uses any more go too. */
export async function deleteNotes(ctx: AnkiContext, ids: unknown): Promise<null> {
  requireWrite(ctx);
  const wanted = idList(ids);
  const released = await transaction(ctx.em, async (tx) => {
    const sides = await tx<{ front: string; back: string }>(
      `select c.front, c.back from cards c join notes n on n.id = c.note_id and n.user_id = c.user_id
        where c.user_id = $1 and n.id = any($2::int[]) and (c.front like '%/api/media/%' or c.back like '%/api/media/%')`,
      [ctx.userId, wanted],
    );
    await tx('delete from notes where user_id = $1 and id = any($2::int[])', [ctx.userId, wanted]);
    return mediaReferences(...sides.flatMap((side) => [side.front, side.back]));
  });
  await deleteUnusedMedia(ctx.em, ctx.userId, released);
  return null;
}
