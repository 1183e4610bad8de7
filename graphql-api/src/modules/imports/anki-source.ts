import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';
import { MAX_CARD_SIDE } from '../cards/card.schema';
import { AUDIO_MAX_BYTES } from '../media/media.schema';
import { htmlToMarkdown } from '../notes/render/html-markdown';
import { escapeHtml } from '../notes/render/html-text';
import { AnkiRenderError } from '../notes/render/render-error';
import { type RenderedNoteCard, renderNoteCard } from '../notes/render/render-note';
import { type AnkiNoteType, cardsOfNote } from '../notes/render/template';
import type { Rating } from '../scheduling/schedule';
import { decodeMediaEntries, notetypeConfig, packageVersion, templateFormats } from './anki/anki-protobuf';
import { COLLECTIONS, readMediaFiles, unzipCollections, unzstd } from './anki/package';
import { importMessages } from './import.schema';
import {
  type ForeignSchedule,
  ImportFailure,
  type ImportSource,
  type MediaLink,
  type MediaSink,
  type SkippedNote,
  type SourceCard,
  type SourceNote,
  type SourceNoteType,
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

/** A package's note type: what rendering needs, its name and its style sheet. */
type PackageNoteType = AnkiNoteType & { name: string; css: string };

/** Note types by id: the `notetypes`, `fields` and `templates` tables (schema 18), or `col.models` (older schemas). */
function noteTypes(db: Database, tables: Set<string>): Map<number, PackageNoteType> {
  const types = new Map<number, PackageNoteType>();
  if (tables.has('notetypes')) {
    for (const row of rows(db, 'select id, name, config from notetypes')) {
      const config = notetypeConfig(row.config as Uint8Array);
      types.set(Number(row.id), {
        name: String(row.name),
        kind: config.kind === 1 ? 'cloze' : 'standard',
        css: config.css,
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
    name?: string;
    css?: string;
    type?: number;
    flds?: { name?: string; ord?: number }[];
    tmpls?: { name?: string; ord?: number; qfmt?: string; afmt?: string }[];
  };
  const models = JSON.parse(String(col?.models ?? '{}')) as Record<string, LegacyModel>;
  const byOrd = <T extends { ord?: number }>(items: T[] = []) => [...items].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  for (const [id, model] of Object.entries(models)) {
    types.set(Number(id), {
      name: String(model.name ?? ''),
      css: String(model.css ?? ''),
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

/** The package once unzipped: its collection open in a sql.js database of its own, and its media map. */
type OpenedPackage = {
  db: Database;
  tables: Set<string>;
  /** The latest package format: a zstd-compressed collection, media map and media files. */
  latest: boolean;
  /** Zip entry name → file name. */
  mediaFiles: Map<string, string>;
};

/**
 * Unzips the package's collection and media map (never the media files: those are read in `prepare`'s pass) and
 * opens the collection. Refuses a package without a collection, or whose collection SQLite cannot read.
 */
async function openPackage(zip: AsyncIterable<Uint8Array>, maxUnzippedBytes: number): Promise<OpenedPackage> {
  const files = await unzipCollections(zip, maxUnzippedBytes);
  const name = COLLECTIONS.find((candidate) => files.has(candidate));
  if (!name) throw new ImportFailure(importMessages.noCollection);
  const meta = files.get('meta');
  const latest = (meta ? packageVersion(meta) : 0) >= 3 || name === 'collection.anki21b';
  const mediaFiles = mediaMap(files.get('media'), latest, maxUnzippedBytes);
  let bytes: Uint8Array | null = files.get(name) ?? null;
  files.clear();
  if (name === 'collection.anki21b' && bytes) bytes = unzstd(bytes, maxUnzippedBytes);
  // A module of its own per import: WebAssembly memory never shrinks, so the heap goes with the import.
  const SQL = await initSqlJs();
  try {
    const db = bytes ? openWithoutCopy(SQL, bytes) : new SQL.Database();
    bytes = null;
    const tables = new Set(
      rows(db, "select name from sqlite_master where type = 'table'").map((row) => String(row.name)),
    );
    return { db, tables, latest, mediaFiles };
  } catch {
    throw new ImportFailure(importMessages.notCollection);
  }
}

/** What every card of the collection needs from it, read once. */
type CollectionFacts = {
  decks: Map<number, string>;
  types: Map<number, PackageNoteType>;
  /** `col.crt`: the collection's creation, in seconds, from which Anki counts its due days. */
  created: number;
  total: number;
};

/**
 * Reads the collection's decks, note types, creation and card count, and gives `revlog` the index by card the
 * history pass needs. Refuses a database that is not an Anki collection.
 */
function readCollection(db: Database, tables: Set<string>): CollectionFacts {
  if (!['col', 'notes', 'cards', 'revlog'].every((table) => tables.has(table))) {
    throw new ImportFailure(importMessages.notCollection);
  }
  try {
    withoutUnicase(db);
    const facts = {
      decks: deckNames(db, tables),
      types: noteTypes(db, tables),
      created: Number(rows(db, 'select crt from col limit 1')[0]?.crt ?? 0),
      total: Number(rows(db, 'select count(*) as n from cards')[0]?.n ?? 0),
    };
    // Anki's own index on revlog(cid) serves the history pass; a collection without one gets one.
    const cidIndex = rows(
      db,
      "select name from sqlite_master where type = 'index' and tbl_name = 'revlog' and sql like '%(cid)%'",
    );
    if (cidIndex.length === 0) db.run('create index repaso_revlog_cid on revlog (cid)');
    return facts;
  } catch {
    throw new ImportFailure(importMessages.notCollection);
  }
}

/** Refuses a collection without cards, or with more than an import may bring. */
function checkCardCount(total: number, maxCards: number) {
  if (total === 0) throw new ImportFailure(importMessages.noCards);
  if (total > maxCards) throw new ImportFailure(importMessages.tooManyCards(total, maxCards));
}

/**
 * Reads an Anki package (.apkg / .colpkg): legacy `collection.anki2`/`.anki21` (SQLite) or `collection.anki21b`
 * (zstd, Anki 2.1.50+), through sql.js. Each Anki card becomes one card of its deck's folder (a filtered deck's card
 * goes to its home deck), rendered from its note type's templates as Anki renders it and turned into Markdown
 * (`renderAnkiNoteCards`), with its `revlog` rows as reviews, its schedule, its FSRS memory when Anki kept one, and its
 * suspension. `prepare` stores the images and sounds the notes use, read from the package a file at a time. The
 * package is read in two passes, as it is unzipped (never whole in memory): the collection and media map first, the
 * media files second; SQLite works on the one copy of the collection, and cards are read one at a time.
 */
export async function ankiSource(
  zip: () => AsyncIterable<Uint8Array>,
  limits: { maxUnzippedBytes: number; maxCards: number },
): Promise<ImportSource> {
  const opened = await openPackage(zip(), limits.maxUnzippedBytes);
  try {
    const collection = readCollection(opened.db, opened.tables);
    checkCardCount(collection.total, limits.maxCards);
    return new AnkiSource(zip, opened, collection);
  } catch (error) {
    opened.db.close();
    throw error;
  }
}

/** The file names the note types' templates and the notes' fields point at. */
function referencedMedia(db: Database, types: Map<number, PackageNoteType>): Set<string> {
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
  return referenced;
}

/** A `revlog` row as `historyReader` reads it. */
type RevlogRow = [
  cid: number,
  id: number,
  ease: number,
  ivl: number,
  lastIvl: number,
  factor: number,
  time: number,
  type: number,
];

/**
 * One `revlog` row as a review, given the ease before it (permille / 10; 250 before the first), or null when it was
 * not an answer: type 4 (and ease 0) is a manual reschedule, type 5 a manual due-date change.
 */
export function reviewOfRevlog(row: RevlogRow, easeBefore: number): SourceReview | null {
  const [, id, answer, ivl, lastIvl, factor, time, type] = row;
  const rating = ratingOfEase[answer];
  if (!rating || type > 3) return null;
  return {
    rating,
    reviewedAt: new Date(id),
    durationMs: time > 0 ? Math.min(time, 3_600_000) : null,
    // Negative intervals are learning steps in seconds: less than a day.
    intervalBefore: Math.max(0, Math.min(36_500, lastIvl)),
    intervalAfter: Math.max(0, Math.min(36_500, ivl)),
    easeBefore,
    // An SM-2 ease in permille (1300 and up); Anki's FSRS writes the card's difficulty there instead (100–1100).
    easeAfter: factor >= 1300 ? Math.round(factor / 10) : easeBefore,
  };
}

/**
 * Each card's history, read alongside the cards: both in card id order (revlog through its `cid` index), so one
 * pass over each table replaces a query per card.
 */
function historyReader(db: Database) {
  // Rows as arrays (`get`): `getAsObject` reads every column's name again for each of the ~10 rows a card has.
  const statement = db.prepare('select cid, id, ease, ivl, lastIvl, factor, time, type from revlog order by cid, id');
  const next = () => (statement.step() ? (statement.get().map(Number) as RevlogRow) : null);
  let row = next();
  return {
    of(cardId: number): SourceReview[] {
      const reviews: SourceReview[] = [];
      let ease = 250;
      while (row && row[0] < cardId) row = next();
      while (row && row[0] === cardId) {
        const review = reviewOfRevlog(row, ease);
        if (review) {
          reviews.push(review);
          ease = review.easeAfter;
        }
        row = next();
      }
      return reviews;
    },
    free: () => statement.free(),
  };
}

/** The columns of an Anki card that say where it is in its schedule (`cards`). */
export type AnkiCardSchedule = {
  type: number;
  due: number;
  /** The card's deck before a filtered deck took it (0: not in a filtered deck), and its due there. */
  odid: number;
  odue: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** `cards.data`, where Anki 23.10+ keeps the card's FSRS memory. */
  data: unknown;
};

/** An Anki card's schedule as Repaso keeps it; `collectionCreated` is `col.crt`. */
export function foreignScheduleOf(card: AnkiCardSchedule, collectionCreated: number): ForeignSchedule {
  const dueDay = card.odid !== 0 && card.odue !== 0 ? card.odue : card.due;
  return {
    due: card.type === 0 ? null : dueInstant(dueDay, collectionCreated),
    interval: Math.max(0, Math.min(36_500, card.ivl)),
    easeFactor: card.factor > 0 ? Math.round(card.factor / 10) : 250,
    reps: card.reps,
    lapses: card.lapses,
    state: card.type >= 1 && card.type <= 3 ? card.type : undefined,
    memory: fsrsMemory(card.data),
  };
}

const cardsSql = `select c.id, c.nid, c.did, c.odid, c.ord, c.type, c.queue, c.due, c.odue, c.ivl, c.factor, c.reps,
        c.lapses, n.mid, n.guid, n.flds, c.data, n.tags
   from cards c join notes n on n.id = c.nid
  order by c.id`;

/**
 * An open Anki collection as an import source: `prepare` stores the media its notes use, `items` reads its cards one
 * at a time and closes the collection after the last.
 */
class AnkiSource implements ImportSource {
  readonly total: number;
  private readonly links = new Map<string, MediaLink>();
  private mediaImported = 0;
  private readonly mediaRefused = new Map<string, number>();
  // The package's files the media rules refused, by name: a side that shows nothing else says they are unavailable.
  private readonly refusedFiles = new Set<string>();
  private mediaMissing = 0;
  // The ords Anki generates for each recent note, and the note as the learner's (fields in Markdown), by note id.
  private readonly recentNotes = new Map<number, { ords: number[]; note: SourceNote }>();
  // Each note type once, as the learner's note types keep it.
  private readonly sourceTypes = new Map<number, SourceNoteType>();
  private closed = false;

  constructor(
    private readonly zip: () => AsyncIterable<Uint8Array>,
    private readonly opened: OpenedPackage,
    private readonly collection: CollectionFacts,
  ) {
    this.total = collection.total;
  }

  /** Stores the media files the notes (and their templates) point at, through `sink`, one at a time. */
  async prepare(sink: MediaSink) {
    const { db, mediaFiles, latest } = this.opened;
    if (mediaFiles.size === 0) return;
    const referenced = referencedMedia(db, this.collection.types);
    const wanted = new Map<string, string>();
    for (const [entry, file] of mediaFiles) if (referenced.has(file)) wanted.set(entry, file);
    if (wanted.size === 0) return;
    await readMediaFiles(
      this.zip(),
      new Set(wanted.keys()),
      { zstd: latest, maxFileBytes: AUDIO_MAX_BYTES },
      async ({ entry, bytes }) => {
        const file = wanted.get(entry) as string;
        const stored = await sink(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        if ('skipped' in stored) {
          this.refusedFiles.add(file);
          return void this.refuse(stored.skipped);
        }
        this.links.set(file, stored.link);
        this.mediaImported++;
      },
      (entry) => {
        this.refusedFiles.add(wanted.get(entry) as string);
        this.refuse('size');
      },
    );
  }

  *items(): Iterable<SourceCard | SkippedNote> {
    const statement = this.opened.db.prepare(cardsSql);
    const history = historyReader(this.opened.db);
    try {
      // Rows as arrays (`get`), like the history: column names are not read again for every card.
      while (statement.step()) yield this.itemOf(statement.get(), history);
    } finally {
      statement.free();
      history.free();
      // The collection's bytes go as soon as the last card is read, before the writer's last batch and commit.
      this.close();
    }
  }

  media() {
    return { imported: this.mediaImported, missing: this.mediaMissing, refused: this.mediaRefused };
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.opened.db.close();
  }

  /** One row of `cardsSql` as a card, or why it cannot come. */
  private itemOf(row: SqlValue[], history: ReturnType<typeof historyReader>): SourceCard | SkippedNote {
    // Numbers even where a collection made by another tool stored one as text.
    const [cardId, nid, did, odid, ord, type, queue, due, odue, ivl, factor, reps, lapses, mid] = row
      .slice(0, 14)
      .map(Number);
    const noteType = this.collection.types.get(mid);
    if (!noteType) return { skipped: skipReasons.unknownNoteType };
    // A file the media rules refused (Anki's 4-byte `foo.wav`) is named as unavailable where it was: never dropped.
    const fields = withUnavailableFiles(String(row[15]), this.refusedFiles).split('\x1f');
    const rendered = this.render(
      nid,
      mid,
      noteType,
      { guid: String(row[14]), fields, tags: String(row[17] ?? '') },
      ord,
    );
    if ('skipped' in rendered) return rendered;
    const { card, note } = rendered;
    this.mediaMissing += card.mediaMissing;
    // Only media the package lacks: nothing would show.
    if (!card.front || !card.back) return { skipped: skipReasons.emptySide };
    if (card.front.length > MAX_CARD_SIDE || card.back.length > MAX_CARD_SIDE) return { skipped: skipReasons.tooLong };
    const schedule = { type, due, odid, odue, ivl, factor, reps, lapses, data: row[16] };
    return {
      folder: this.collection.decks.get(odid !== 0 ? odid : did) || 'Anki',
      front: card.front,
      back: card.back,
      foreign: foreignScheduleOf(schedule, this.collection.created),
      suspended: queue === -1,
      languages: card.tts,
      sourceKey: `anki:${String(row[14])}:${ord}`,
      note,
      templateOrd: ord,
      // Every answer Anki shows in the card's info, a new card's too (one that was reset keeps its history).
      reviews: history.of(cardId),
    };
  }

  /**
   * Anki card `ord` of note `nid` as Anki shows it, or why it cannot come: a card Anki would not generate (its
   * question became empty: Anki keeps it until "Empty Cards"), or a template or field refused as too large or too
   * nested (`AnkiRenderError`'s Spanish message).
   */
  private render(
    nid: number,
    mid: number,
    noteType: PackageNoteType,
    row: { guid: string; fields: string[]; tags: string },
    ord: number,
  ): { card: RenderedNoteCard; note: SourceNote } | SkippedNote {
    try {
      let recent = this.recentNotes.get(nid);
      if (!recent) {
        recent = {
          ords: cardsOfNote(noteType, row.fields),
          note: {
            guid: row.guid,
            type: this.sourceType(mid, noteType),
            // As many fields as its type has (a note written by another tool may have more or fewer).
            fields: noteType.fields.map((_, i) => htmlToMarkdown(row.fields[i] ?? '', this.resolveMedia).markdown),
            tags: row.tags.split(/\s+/).filter(Boolean),
          },
        };
        if (this.recentNotes.size >= GENERATED_NOTES_KEPT)
          this.recentNotes.delete(this.recentNotes.keys().next().value as number);
        this.recentNotes.set(nid, recent);
      }
      if (!recent.ords.includes(ord)) return { skipped: skipReasons.emptyCard };
      return { card: renderNoteCard(noteType, row.fields, ord, this.resolveMedia), note: recent.note };
    } catch (error) {
      if (error instanceof AnkiRenderError) return { skipped: error.message };
      throw error;
    }
  }

  /** Note type `mid` as the learner's note types keep it (templates as Anki wrote them), made once. */
  private sourceType(mid: number, noteType: PackageNoteType): SourceNoteType {
    let type = this.sourceTypes.get(mid);
    if (!type) {
      type = {
        ankiId: String(mid),
        name: noteType.name.trim() || 'Anki',
        kind: noteType.kind,
        fields: noteType.fields,
        templates: noteType.templates.map(({ name, qfmt, afmt }) => ({ name, question: qfmt, answer: afmt })),
        css: noteType.css || null,
      };
      this.sourceTypes.set(mid, type);
    }
    return type;
  }

  private readonly resolveMedia = (reference: string) =>
    this.links.get(reference) ?? this.links.get(mediaFileName(reference)) ?? null;

  private refuse(reason: string) {
    this.mediaRefused.set(reason, (this.mediaRefused.get(reason) ?? 0) + 1);
  }
}

const imageTag = /<img\b[^>]*>/gi;

/**
 * Fields (HTML) with each image or sound of a file in `refused` replaced by the words "Archivo no disponible" and its
 * name, so that a side showing only such a file (Anki's own test deck has a 4-byte `foo.wav`) still shows something,
 * and says what is missing.
 */
export function withUnavailableFiles(html: string, refused: ReadonlySet<string>): string {
  if (refused.size === 0) return html;
  const unavailable = (reference: string, whole: string) => {
    const name = mediaFileName(reference);
    return refused.has(name) ? `<i>Archivo no disponible: ${escapeHtml(name)}</i>` : whole;
  };
  return html
    .replace(soundTag, (whole, name: string) => unavailable(name, whole))
    .replace(imageTag, (whole) => {
      const source = new RegExp(imageSource.source, 'i').exec(whole);
      return source ? unavailable(source[1] ?? source[2] ?? source[3] ?? '', whole) : whole;
    });
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
