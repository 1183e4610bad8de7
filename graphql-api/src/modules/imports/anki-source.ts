import { Unzip, UnzipInflate } from 'fflate';
import { Decompress } from 'fzstd';
import initSqlJs, { type Database } from 'sql.js';
import { MAX_CARD_SIDE } from '../cards/card.schema';
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

/**
 * The collection files of a package, inflated with fflate's streaming unzip: only those entries are inflated (media
 * is skipped unread), and their inflated bytes are counted as they come, so a zip bomb stops at `maxBytes` whatever
 * its headers claim.
 */
export function unzipCollections(zip: Uint8Array, maxBytes: number): Map<CollectionName, Uint8Array> {
  if (!looksLikeZip(zip)) throw new ImportFailure(importMessages.notZip);
  const chunks = new Map<CollectionName, Uint8Array[]>();
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
    const parts: Uint8Array[] = [];
    chunks.set(name, parts);
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) {
        failure = new ImportFailure(importMessages.badZip);
        return;
      }
      inflated += data.length;
      if (inflated > maxBytes) {
        failure = new ImportFailure(importMessages.zipBomb(maxBytes));
        file.terminate();
        return;
      }
      parts.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let offset = 0; offset < zip.length && !failure; offset += step) {
      unzip.push(zip.subarray(offset, offset + step), offset + step >= zip.length);
    }
  } catch {
    throw new ImportFailure(importMessages.badZip);
  }
  if (failure) throw failure;
  const files = new Map<CollectionName, Uint8Array>();
  for (const [name, parts] of chunks) files.set(name, concat(parts));
  return files;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Anki 2.1.50+'s collection is zstd-compressed SQLite: decompressed with fzstd, bytes counted against `maxBytes`. */
function unzstd(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > maxBytes) throw new ImportFailure(importMessages.zipBomb(maxBytes));
    parts.push(chunk);
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
  return concat(parts);
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
 * Reads an Anki package (.apkg / .colpkg): legacy `collection.anki2`/`.anki21` (SQLite) or `collection.anki21b`
 * (zstd, Anki 2.1.50+), through sql.js. Each card becomes a card of its deck's folder: the note's first two fields
 * (cloze notes: the cloze hidden on the front, revealed on the back), its `revlog` rows as reviews, and its schedule.
 * The package bytes are released as soon as the collection is out; cards are then read one at a time.
 */
export async function ankiSource(
  zip: Uint8Array,
  limits: { maxUnzippedBytes: number; maxCards: number },
): Promise<ImportSource> {
  const files = unzipCollections(zip, limits.maxUnzippedBytes);
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
    db = new SQL.Database(bytes ?? undefined);
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
    const statement = db.prepare('select cid, id, ease, ivl, lastIvl, factor, time, type from revlog order by cid, id');
    let row: Record<string, number> | null = statement.step()
      ? (statement.getAsObject() as Record<string, number>)
      : null;
    return {
      of(cardId: number): SourceReview[] {
        const reviews: SourceReview[] = [];
        let ease = 250;
        while (row && row.cid < cardId)
          row = statement.step() ? (statement.getAsObject() as Record<string, number>) : null;
        while (row && row.cid === cardId) {
          const rating = ratingOfEase[row.ease];
          // Type 4 (and ease 0) is a manual reschedule, not an answer; type 5 a manual due-date change.
          if (rating && row.type <= 3) {
            const easeAfter = row.factor > 0 ? Math.round(row.factor / 10) : ease;
            reviews.push({
              rating,
              reviewedAt: new Date(row.id),
              durationMs: row.time > 0 ? Math.min(row.time, 3_600_000) : null,
              // Negative intervals are learning steps in seconds: less than a day.
              intervalBefore: Math.max(0, Math.min(36_500, row.lastIvl)),
              intervalAfter: Math.max(0, Math.min(36_500, row.ivl)),
              easeBefore: ease,
              easeAfter,
            });
            ease = easeAfter;
          }
          row = statement.step() ? (statement.getAsObject() as Record<string, number>) : null;
        }
        return reviews;
      },
      free: () => statement.free(),
    };
  }

  function* items(): Iterable<SourceCard | SkippedNote> {
    const statement = db.prepare(
      `select c.id, c.nid, c.did, c.odid, c.ord, c.type, c.queue, c.due, c.odue, c.ivl, c.factor, c.reps, c.lapses, n.flds
         from cards c join notes n on n.id = c.nid
        order by c.id`,
    );
    const history = historyReader();
    const notesSeen = new Set<number>();
    try {
      while (statement.step()) {
        const card = statement.getAsObject() as Record<string, number | string>;
        const fields = String(card.flds).split('\x1f');
        const ord = Number(card.ord);
        if (!notesSeen.has(Number(card.nid))) {
          notesSeen.add(Number(card.nid));
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
        if (front.length > MAX_CARD_SIDE || back.length > MAX_CARD_SIDE) {
          yield { skipped: skipReasons.tooLong };
          continue;
        }
        const filtered = Number(card.odid) !== 0;
        const deckId = filtered ? Number(card.odid) : Number(card.did);
        const isNew = Number(card.type) === 0;
        const due = filtered && Number(card.odue) !== 0 ? Number(card.odue) : Number(card.due);
        const foreign: ForeignSchedule = {
          due: isNew ? null : dueInstant(due, collectionCreated),
          interval: Math.max(0, Math.min(36_500, Number(card.ivl))),
          easeFactor: Number(card.factor) > 0 ? Math.round(Number(card.factor) / 10) : 250,
          reps: Number(card.reps),
          lapses: Number(card.lapses),
        };
        yield {
          folder: decks.get(deckId) || 'Anki',
          front,
          back,
          foreign,
          // A new card keeps no history: Anki shows it as never studied (it was reset, or never answered).
          reviews: isNew ? [] : history.of(Number(card.id)),
        };
      }
    } finally {
      statement.free();
      history.free();
    }
  }

  return {
    total,
    items,
    mediaSkipped: () => media,
    close: () => db.close(),
  };
}
