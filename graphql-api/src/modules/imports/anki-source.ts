import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { MAX_CARD_SIDE } from '../cards/card.schema';
import { AUDIO_MAX_BYTES } from '../media/media.schema';
import type { Rating } from '../scheduling/schedule';
import { decodeMediaEntries, notetypeKind, packageVersion, templateFormats } from './anki/anki-protobuf';
import { COLLECTIONS, readMediaFiles, unzipCollections, unzstd } from './anki/package';
import { AnkiRenderError } from './anki/render-error';
import { type RenderedNoteCard, renderNoteCard } from './anki/render-note';
import { type AnkiNoteType, cardsOfNote } from './anki/template';
import { importMessages } from './import.schema';
import {
  type ForeignSchedule,
  ImportFailure,
  type ImportSource,
  type MediaLink,
  type MediaSink,
  type SkippedNote,
  type SourceCard,
  type SourceReview,
  skipReasons,
} from './import-source';

/** Anki's deck name as a folder name: `A::B` (2.1.50+ stores `A\x1fB`) becomes `A › B`. */
export function folderNameOfDeck(name: string): string {
  return name
    .replaceAll('\x1f', '::')
    .split('::')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' › ')
    .slice(0, 255);
}

const ratingOfEase: Record<number, Rating> = { 1: 'hard', 2: 'medium', 3: 'medium', 4: 'easy' };

type Row = Record<string, number | string | Uint8Array | null>;

function rows(db: Database, sql: string, params: (number | string)[] = []): Row[] {
  const statement = db.prepare(sql, params);
  const out: Row[] = [];
  try {
    while (statement.step()) out.push(statement.getAsObject() as Row);
  } finally {
    statement.free();
  }
  return out;
}

/** Decks by id, as folder names: the `decks` table (schema 18) or the JSON in `col.decks` (older schemas). */
function deckNames(db: Database, tables: Set<string>): Map<number, string> {
  const names = new Map<number, string>();
  if (tables.has('decks')) {
    for (const row of rows(db, 'select id, name from decks'))
      names.set(Number(row.id), folderNameOfDeck(String(row.name)));
    return names;
  }
  const [col] = rows(db, 'select decks from col limit 1');
  const decks = JSON.parse(String(col?.decks ?? '{}')) as Record<string, { id?: number; name?: string }>;
  for (const [id, deck] of Object.entries(decks)) names.set(Number(id), folderNameOfDeck(deck.name ?? ''));
  return names;
}

/** Anki's `due`: a day number counted from the collection's creation (`col.crt`), or a timestamp in seconds. */
function dueInstant(due: number, collectionCreated: number): Date {
  if (due > 1_000_000_000) return new Date(due * 1000);
  // Midday of that Anki day: safely inside the learner's study day whatever their zone's offset.
  return new Date((collectionCreated + due * 86_400 + 12 * 3600) * 1000);
}

/**
 * A database over `bytes` without a second copy of them. sql.js writes its argument into Emscripten's in-memory file
 * system, which keeps `bytes.slice()` — a copy, 20 MB for a 20 000-card collection, held next to ours until ours is
 * collected. For that one call this array's `slice` returns a view instead, so the file system keeps these very
 * bytes; the caller must not use `bytes` afterwards (SQLite owns them). Were sql.js to stop calling `slice`, it
 * would copy as before: nothing breaks.
 */
function openWithoutCopy(SQL: SqlJsStatic, bytes: Uint8Array): Database {
  Object.defineProperty(bytes, 'slice', {
    value: (start?: number, end?: number) => bytes.subarray(start, end),
    configurable: true,
  });
  try {
    return new SQL.Database(bytes);
  } finally {
    delete (bytes as { slice?: unknown }).slice;
  }
}

/**
 * Anki 2.1.28+ declares names with its own `unicase` collation, which sql.js cannot register, and SQLite then refuses
 * to read those tables (`fields` and `templates` have no other way in). This copy of the collection is ours and only
 * read: its schema says `nocase` instead (the same order for ASCII names), and SQLite reloads it.
 */
function withoutUnicase(db: Database) {
  db.run('pragma writable_schema = on');
  db.run("update sqlite_master set sql = replace(sql, 'COLLATE unicase', 'COLLATE nocase') where sql like '%unicase%'");
  db.run('pragma writable_schema = reset');
}

/** Note types by id: the `notetypes`, `fields` and `templates` tables (schema 18), or `col.models` (older schemas). */
function noteTypes(db: Database, tables: Set<string>): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  if (tables.has('notetypes')) {
    for (const row of rows(db, 'select id, config from notetypes')) {
      types.set(Number(row.id), {
        kind: notetypeKind(row.config as Uint8Array) === 1 ? 'cloze' : 'standard',
        fields: [],
        templates: [],
      });
    }
    for (const row of rows(db, 'select ntid, name from fields order by ntid, ord')) {
      types.get(Number(row.ntid))?.fields.push(String(row.name));
    }
    for (const row of rows(db, 'select ntid, name, config from templates order by ntid, ord')) {
      types
        .get(Number(row.ntid))
        ?.templates.push({ name: String(row.name), ...templateFormats(row.config as Uint8Array) });
    }
    return types;
  }
  const [col] = rows(db, 'select models from col limit 1');
  type LegacyModel = {
    type?: number;
    flds?: { name?: string; ord?: number }[];
    tmpls?: { name?: string; ord?: number; qfmt?: string; afmt?: string }[];
  };
  const models = JSON.parse(String(col?.models ?? '{}')) as Record<string, LegacyModel>;
  const byOrd = <T extends { ord?: number }>(items: T[] = []) => [...items].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  for (const [id, model] of Object.entries(models)) {
    types.set(Number(id), {
      kind: model.type === 1 ? 'cloze' : 'standard',
      fields: byOrd(model.flds).map((field) => String(field.name ?? '')),
      templates: byOrd(model.tmpls).map((template) => ({
        name: String(template.name ?? ''),
        qfmt: String(template.qfmt ?? ''),
        afmt: String(template.afmt ?? ''),
      })),
    });
  }
  return types;
}

/**
 * The package's media map, as zip entry name → file name: a JSON object in the legacy formats, a zstd-compressed
 * protobuf list in the latest one. A name is only ever a key here (the files are read into the database, never
 * written to a path), so `../` in a hostile map leads nowhere.
 */
function mediaMap(bytes: Uint8Array | undefined, latest: boolean, maxBytes: number): Map<string, string> {
  if (!bytes || bytes.length === 0) return new Map();
  try {
    if (latest) return decodeMediaEntries(unzstd(bytes, maxBytes));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return new Map(
      Object.entries(json).flatMap(([entry, name]) => (typeof name === 'string' ? [[entry, name] as const] : [])),
    );
  } catch {
    throw new ImportFailure(importMessages.badMediaMap);
  }
}

// Where fields and templates name a media file: `<img src="…">` (quoted or not) and Anki's `[sound:…]`.
const imageSource = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const soundTag = /\[sound:([^\]]+)\]/g;

/** A file name as fields write it, and as the media map does: HTML entities and URL escapes undone. */
export function mediaFileName(reference: string): string {
  const unescaped = reference
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}

/** The file names `html` points at. */
function referencedFiles(html: string, into: Set<string>) {
  if (!html.includes('<img') && !html.includes('<IMG') && !html.includes('[sound:')) return;
  for (const match of html.matchAll(imageSource)) into.add(mediaFileName(match[1] ?? match[2] ?? match[3] ?? ''));
  for (const match of html.matchAll(soundTag)) into.add(mediaFileName(match[1]));
}

/** Notes whose generated cards are kept for their other cards (a note's cards are usually next to each other). */
const GENERATED_NOTES_KEPT = 64;

/**
 * Reads an Anki package (.apkg / .colpkg): legacy `collection.anki2`/`.anki21` (SQLite) or `collection.anki21b`
 * (zstd, Anki 2.1.50+), through sql.js. Each Anki card becomes one card of its deck's folder (a filtered deck's card
 * goes to its home deck), rendered from its note type's templates as Anki renders it and turned into Markdown
 * (`renderNoteCards`), with its `revlog` rows as reviews, its schedule, its FSRS memory when Anki kept one, and its
 * suspension. `prepare` stores the images and sounds the notes use, read from the package a file at a time. The
 * package is read in two passes, as it is unzipped (never whole in memory): the collection and media map first, the
 * media files second; SQLite works on the one copy of the collection, and cards are read one at a time.
 */
export async function ankiSource(
  zip: () => AsyncIterable<Uint8Array>,
  limits: { maxUnzippedBytes: number; maxCards: number },
): Promise<ImportSource> {
  const files = await unzipCollections(zip(), limits.maxUnzippedBytes);
  const name = COLLECTIONS.find((candidate) => files.has(candidate));
  if (!name) throw new ImportFailure(importMessages.noCollection);
  const meta = files.get('meta');
  const latest = (meta ? packageVersion(meta) : 0) >= 3 || name === 'collection.anki21b';
  const mediaFiles = mediaMap(files.get('media'), latest, limits.maxUnzippedBytes);
  let bytes: Uint8Array | null = files.get(name) ?? null;
  files.clear();
  if (name === 'collection.anki21b' && bytes) bytes = unzstd(bytes, limits.maxUnzippedBytes);
  // A module of its own per import: WebAssembly memory never shrinks, so the heap goes with the import.
  const SQL = await initSqlJs();
  let db: Database;
  let tables: Set<string>;
  try {
    db = bytes ? openWithoutCopy(SQL, bytes) : new SQL.Database();
    bytes = null;
    tables = new Set(rows(db, "select name from sqlite_master where type = 'table'").map((row) => String(row.name)));
  } catch {
    throw new ImportFailure(importMessages.notCollection);
  }
  if (!['col', 'notes', 'cards', 'revlog'].every((table) => tables.has(table))) {
    db.close();
    throw new ImportFailure(importMessages.notCollection);
  }
  let decks: Map<number, string>;
  let types: Map<number, AnkiNoteType>;
  let collectionCreated: number;
  let total: number;
  try {
    withoutUnicase(db);
    decks = deckNames(db, tables);
    types = noteTypes(db, tables);
    collectionCreated = Number(rows(db, 'select crt from col limit 1')[0]?.crt ?? 0);
    total = Number(rows(db, 'select count(*) as n from cards')[0]?.n ?? 0);
    // Anki's own index on revlog(cid) serves the history pass; a collection without one gets one.
    const cidIndex = rows(
      db,
      "select name from sqlite_master where type = 'index' and tbl_name = 'revlog' and sql like '%(cid)%'",
    );
    if (cidIndex.length === 0) db.run('create index repaso_revlog_cid on revlog (cid)');
  } catch {
    db.close();
    throw new ImportFailure(importMessages.notCollection);
  }
  if (total === 0) {
    db.close();
    throw new ImportFailure(importMessages.noCards);
  }
  if (total > limits.maxCards) {
    db.close();
    throw new ImportFailure(importMessages.tooManyCards(total, limits.maxCards));
  }

  const links = new Map<string, MediaLink>();
  let mediaImported = 0;
  const mediaRefused = new Map<string, number>();
  const refuse = (reason: string) => mediaRefused.set(reason, (mediaRefused.get(reason) ?? 0) + 1);
  let mediaMissing = 0;

  /** Stores the media files the notes (and their templates) point at, through `sink`, one at a time. */
  async function prepare(sink: MediaSink) {
    if (mediaFiles.size === 0) return;
    const referenced = new Set<string>();
    for (const type of types.values()) {
      for (const template of type.templates) {
        referencedFiles(template.qfmt, referenced);
        referencedFiles(template.afmt, referenced);
      }
    }
    const statement = db.prepare('select flds from notes');
    try {
      while (statement.step()) referencedFiles(String(statement.get()[0]), referenced);
    } finally {
      statement.free();
    }
    const wanted = new Map<string, string>();
    for (const [entry, file] of mediaFiles) if (referenced.has(file)) wanted.set(entry, file);
    if (wanted.size === 0) return;
    await readMediaFiles(
      zip(),
      new Set(wanted.keys()),
      { zstd: latest, maxFileBytes: AUDIO_MAX_BYTES },
      async ({ entry, bytes: data }) => {
        const file = wanted.get(entry) as string;
        const stored = await sink(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
        if ('skipped' in stored) return void refuse(stored.skipped);
        links.set(file, stored.link);
        mediaImported++;
      },
      () => refuse('size'),
    );
  }

  /**
   * Each card's history, read alongside the cards: both in card id order (revlog through its `cid` index), so one
   * pass over each table replaces a query per card.
   */
  function historyReader() {
    // Rows as arrays (`get`): `getAsObject` reads every column's name again for each of the ~10 rows a card has.
    const statement = db.prepare('select cid, id, ease, ivl, lastIvl, factor, time, type from revlog order by cid, id');
    let row: number[] | null = statement.step() ? statement.get().map(Number) : null;
    return {
      of(cardId: number): SourceReview[] {
        const reviews: SourceReview[] = [];
        let ease = 250;
        while (row && row[0] < cardId) row = statement.step() ? statement.get().map(Number) : null;
        while (row && row[0] === cardId) {
          const [, id, answer, ivl, lastIvl, factor, time, type] = row;
          const rating = ratingOfEase[answer];
          // Type 4 (and ease 0) is a manual reschedule, not an answer; type 5 a manual due-date change.
          if (rating && type <= 3) {
            // An SM-2 ease in permille (1300 and up); Anki's FSRS writes the card's difficulty there instead (100–1100).
            const easeAfter = factor >= 1300 ? Math.round(factor / 10) : ease;
            reviews.push({
              rating,
              reviewedAt: new Date(id),
              durationMs: time > 0 ? Math.min(time, 3_600_000) : null,
              // Negative intervals are learning steps in seconds: less than a day.
              intervalBefore: Math.max(0, Math.min(36_500, lastIvl)),
              intervalAfter: Math.max(0, Math.min(36_500, ivl)),
              easeBefore: ease,
              easeAfter,
            });
            ease = easeAfter;
          }
          row = statement.step() ? statement.get().map(Number) : null;
        }
        return reviews;
      },
      free: () => statement.free(),
    };
  }

  // The ords Anki generates for each recent note, by note id.
  const generated = new Map<number, number[]>();
  const resolveMedia = (reference: string) => links.get(reference) ?? links.get(mediaFileName(reference)) ?? null;

  function* items(): Iterable<SourceCard | SkippedNote> {
    const statement = db.prepare(
      `select c.id, c.nid, c.did, c.odid, c.ord, c.type, c.queue, c.due, c.odue, c.ivl, c.factor, c.reps, c.lapses,
              n.mid, n.guid, n.flds, c.data
         from cards c join notes n on n.id = c.nid
        order by c.id`,
    );
    const history = historyReader();
    try {
      while (statement.step()) {
        // Rows as arrays (`get`), like the history: column names are not read again for every card.
        const row = statement.get();
        // Numbers even where a collection made by another tool stored one as text.
        const [cardId, nid, did, odid, ord, type, queue, due, odue, ivl, factor, reps, lapses, mid] = row
          .slice(0, 14)
          .map(Number);
        const noteType = types.get(mid);
        if (!noteType) {
          yield { skipped: skipReasons.unknownNoteType };
          continue;
        }
        const card = render(nid, noteType, String(row[15]).split('\x1f'), ord);
        if ('skipped' in card) {
          yield card;
          continue;
        }
        mediaMissing += card.mediaMissing;
        if (!card.front || !card.back) {
          // Only media the package lacks: nothing would show.
          yield { skipped: skipReasons.emptySide };
          continue;
        }
        if (card.front.length > MAX_CARD_SIDE || card.back.length > MAX_CARD_SIDE) {
          yield { skipped: skipReasons.tooLong };
          continue;
        }
        const filtered = odid !== 0;
        const deckId = filtered ? odid : did;
        const isNew = type === 0;
        const dueDay = filtered && odue !== 0 ? odue : due;
        const foreign: ForeignSchedule = {
          due: isNew ? null : dueInstant(dueDay, collectionCreated),
          interval: Math.max(0, Math.min(36_500, ivl)),
          easeFactor: factor > 0 ? Math.round(factor / 10) : 250,
          reps,
          lapses,
          state: type >= 1 && type <= 3 ? type : undefined,
          memory: fsrsMemory(row[16]),
        };
        yield {
          folder: decks.get(deckId) || 'Anki',
          front: card.front,
          back: card.back,
          foreign,
          suspended: queue === -1,
          languages: card.tts,
          sourceKey: `anki:${String(row[14])}:${ord}`,
          // Every answer Anki shows in the card's info, a new card's too (one that was reset keeps its history).
          reviews: history.of(cardId),
        };
      }
    } finally {
      statement.free();
      history.free();
      // The collection's bytes go as soon as the last card is read, before the writer's last batch and commit.
      close();
    }
  }

  /**
   * Anki card `ord` of note `nid` as Anki shows it, or why it cannot come: a card Anki would not generate (its
   * question became empty: Anki keeps it until "Empty Cards"), or a template or field refused as too large or too
   * nested (`AnkiRenderError`'s Spanish message).
   */
  function render(nid: number, noteType: AnkiNoteType, fields: string[], ord: number): RenderedNoteCard | SkippedNote {
    try {
      let ords = generated.get(nid);
      if (!ords) {
        ords = cardsOfNote(noteType, fields);
        if (generated.size >= GENERATED_NOTES_KEPT) generated.delete(generated.keys().next().value as number);
        generated.set(nid, ords);
      }
      if (!ords.includes(ord)) return { skipped: skipReasons.emptyCard };
      return renderNoteCard(noteType, fields, ord, resolveMedia);
    } catch (error) {
      if (error instanceof AnkiRenderError) return { skipped: error.message };
      throw error;
    }
  }

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    db.close();
  };

  return {
    total,
    prepare,
    items,
    media: () => ({ imported: mediaImported, missing: mediaMissing, refused: mediaRefused }),
    close,
  };
}

/** Anki's FSRS memory state (`cards.data`, Anki 23.10+: `{"s": stability, "d": difficulty, …}`), when it kept one. */
function fsrsMemory(data: unknown): ForeignSchedule['memory'] {
  if (typeof data !== 'string' || !data.includes('"s"')) return undefined;
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    const stability = Number(parsed.s);
    const difficulty = Number(parsed.d);
    if (stability > 0 && difficulty >= 1 && difficulty <= 10) return { stability, difficulty };
  } catch {}
  return undefined;
}
