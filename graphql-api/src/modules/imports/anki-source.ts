import zlib from 'node:zlib';
import { type AsyncFlateStreamHandler, type FlateError, Unzip, type UnzipDecoder } from 'fflate';
import { Decompress } from 'fzstd';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { MAX_CARD_SIDE } from '../cards/card.schema';
import { plainTextAsMarkdown } from '../cards/markdown';
import type { Rating } from '../study/schedule';
import { importMessages } from './import.schema';
import {
  type ForeignSchedule,
  ImportFailure,
  type ImportSource,
  type SkippedNote,
  type SourceCard,
  type SourceReview,
  skipReasons,
} from './import-source';
import { clozeNumbers, clozeSides, countMedia, fieldText } from './note-text';

/** Collections a package may hold, best first: Anki 2.1.50+ (zstd, schema 18), then 2.1 and 2.0 (plain SQLite). */
const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
type CollectionName = (typeof COLLECTIONS)[number];

/** More entries than any real package has (media files included) is refused as a malformed zip. */
const MAX_ENTRIES = 200_000;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether `bytes` starts like a zip file (what an .apkg/.colpkg is); checked at upload time. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** Bytes written into one buffer as they come, grown as needed: no list of chunks to join (and hold twice). */
class GrowingBuffer {
  private bytes: Uint8Array;
  length = 0;
  constructor(
    expected: number,
    private readonly maxBytes: number,
  ) {
    this.bytes = new Uint8Array(Math.max(64 * 1024, Math.min(expected, maxBytes)));
  }
  /** Appends `chunk`; false (nothing kept) once the total would pass `maxBytes`. */
  push(chunk: Uint8Array): boolean {
    const needed = this.length + chunk.length;
    if (needed > this.maxBytes) return false;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.maxBytes, Math.max(needed, Math.ceil(this.bytes.length * 1.5))));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length = needed;
    return true;
  }
  /** What was written (the buffer itself when its size was right, as a zip's headers usually say). */
  result(): Uint8Array {
    return this.length === this.bytes.length ? this.bytes : this.bytes.slice(0, this.length);
  }
}

/**
 * A zip entry's deflate stream through Node's zlib (native: several times faster than a JavaScript inflate on a
 * 20 MB collection), for fflate's `Unzip`, which still reads the zip's structure.
 */
class ZlibInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly stream = zlib.createInflateRaw();
  constructor() {
    this.stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => this.ondata(null, chunk, false));
    this.stream.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.stream.on('error', (error) => this.ondata(error as unknown as FlateError, new Uint8Array(0), true));
  }
  push(chunk: Uint8Array, final: boolean) {
    this.stream.write(chunk);
    if (final) this.stream.end();
  }
  terminate() {
    this.stream.destroy();
  }
}

/**
 * The collection files of a package, inflated as fflate's streaming unzip finds them: only those entries are
 * inflated (media is skipped unread), each straight into one buffer, and their inflated bytes are counted as they
 * come, so a zip bomb stops at `maxBytes` whatever its headers claim.
 */
export async function unzipCollections(
  zip: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Map<CollectionName, Uint8Array>> {
  const buffers = new Map<CollectionName, GrowingBuffer>();
  const inflating: Promise<void>[] = [];
  let inflated = 0;
  let entries = 0;
  let failure: ImportFailure | null = null;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > MAX_ENTRIES) {
      failure = new ImportFailure(importMessages.tooManyEntries);
      return;
    }
    const name = file.name.split('/').pop() as CollectionName;
    if (!COLLECTIONS.includes(name)) return;
    const out = new GrowingBuffer(file.originalSize ?? 0, maxBytes);
    buffers.set(name, out);
    inflating.push(
      new Promise((resolve) => {
        file.ondata = (error, data, final) => {
          if (failure) return resolve();
          if (error) {
            failure = new ImportFailure(importMessages.badZip);
            return resolve();
          }
          inflated += data.length;
          if (inflated > maxBytes || !out.push(data)) {
            failure = new ImportFailure(importMessages.zipBomb(maxBytes));
            file.terminate();
            return resolve();
          }
          if (final) resolve();
        };
      }),
    );
    file.start();
  });
  unzip.register(ZlibInflate);
  const step = 64 * 1024;
  let first = true;
  let previous: Uint8Array | null = null;
  // Each piece is pushed once the next one is known, so the last one goes with `final` set.
  const push = (piece: Uint8Array, final: boolean) => {
    try {
      for (let offset = 0; offset < piece.length && !failure; offset += step) {
        unzip.push(piece.subarray(offset, offset + step), final && offset + step >= piece.length);
      }
      if (final && piece.length === 0) unzip.push(piece, true);
    } catch {
      throw new ImportFailure(importMessages.badZip);
    }
  };
  for await (const piece of zip) {
    if (first && !looksLikeZip(piece)) throw new ImportFailure(importMessages.notZip);
    first = false;
    if (previous) push(previous, false);
    previous = piece;
    if (failure) break;
  }
  if (first) throw new ImportFailure(importMessages.notZip);
  if (!failure) push(previous ?? new Uint8Array(0), true);
  previous = null;
  await Promise.all(inflating);
  if (failure) throw failure;
  const files = new Map<CollectionName, Uint8Array>();
  for (const [name, out] of buffers) files.set(name, out.result());
  return files;
}

/** Anki 2.1.50+'s collection is zstd-compressed SQLite: decompressed with fzstd, bytes counted against `maxBytes`. */
function unzstd(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const out = new GrowingBuffer(bytes.length * 4, maxBytes);
  const stream = new Decompress((chunk) => {
    if (!out.push(chunk)) throw new ImportFailure(importMessages.zipBomb(maxBytes));
  });
  try {
    const step = 64 * 1024;
    for (let offset = 0; offset < bytes.length; offset += step) {
      stream.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure(importMessages.badZip);
  }
  return out.result();
}

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
 * Reads an Anki package (.apkg / .colpkg): legacy `collection.anki2`/`.anki21` (SQLite) or `collection.anki21b`
 * (zstd, Anki 2.1.50+), through sql.js. Each card becomes a card of its deck's folder: the note's first two fields
 * (cloze notes: the cloze hidden on the front, revealed on the back), its `revlog` rows as reviews, and its schedule.
 * The package is read a piece at a time as it is unzipped (never whole in memory), only the collection is kept, and
 * SQLite works on that one copy of it; cards are then read one at a time.
 */
export async function ankiSource(
  zip: AsyncIterable<Uint8Array>,
  limits: { maxUnzippedBytes: number; maxCards: number },
): Promise<ImportSource> {
  const files = await unzipCollections(zip, limits.maxUnzippedBytes);
  const name = COLLECTIONS.find((candidate) => files.has(candidate));
  if (!name) throw new ImportFailure(importMessages.noCollection);
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
  let collectionCreated: number;
  let total: number;
  try {
    decks = deckNames(db, tables);
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
  let media = 0;

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
            const easeAfter = factor > 0 ? Math.round(factor / 10) : ease;
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

  function* items(): Iterable<SourceCard | SkippedNote> {
    const statement = db.prepare(
      `select c.id, c.nid, c.did, c.odid, c.ord, c.type, c.due, c.odue, c.ivl, c.factor, c.reps, c.lapses, n.flds
         from cards c join notes n on n.id = c.nid
        order by c.id`,
    );
    const history = historyReader();
    const notesSeen = new Set<number>();
    try {
      while (statement.step()) {
        // Rows as arrays (`get`), like the history: column names are not read again for every card.
        const row = statement.get();
        // Numbers even where a collection made by another tool stored one as text.
        const [cardId, nid, did, odid, ord, type, due, odue, ivl, factor, reps, lapses] = row.slice(0, 12).map(Number);
        const fields = String(row[12]).split('\x1f');
        if (!notesSeen.has(nid)) {
          notesSeen.add(nid);
          media += countMedia(fields[0] ?? '') + countMedia(fields[1] ?? '');
        }
        let front: string;
        let back: string;
        const clozes = clozeNumbers(fields[0] ?? '');
        if (clozes.length > 0) {
          ({ front, back } = clozeSides(fields[0] ?? '', clozes.includes(ord + 1) ? ord + 1 : clozes[0]));
          const extra = fieldText(fields[1] ?? '');
          if (extra) back = `${back}\n\n${extra}`;
        } else {
          const [a, b] = ord === 1 ? [fields[1], fields[0]] : [fields[0], fields[1]];
          front = fieldText(a ?? '');
          back = fieldText(b ?? '');
        }
        if (!front || !back) {
          yield { skipped: skipReasons.emptySide };
          continue;
        }
        // The fields' text, as Markdown that shows it unchanged (DESIGN §15).
        front = plainTextAsMarkdown(front);
        back = plainTextAsMarkdown(back);
        if (front.length > MAX_CARD_SIDE || back.length > MAX_CARD_SIDE) {
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
        };
        yield {
          folder: decks.get(deckId) || 'Anki',
          front,
          back,
          foreign,
          // A new card keeps no history: Anki shows it as never studied (it was reset, or never answered).
          reviews: isNew ? [] : history.of(cardId),
        };
      }
    } finally {
      statement.free();
      history.free();
      // The collection's bytes go as soon as the last card is read, before the writer's last batch and commit.
      close();
    }
  }

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    db.close();
  };

  return { total, items, mediaSkipped: () => media, close };
}
