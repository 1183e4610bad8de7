import { pipeline, Readable } from 'node:stream';
import Papa from 'papaparse';
import { DomainError } from '../../core/errors';
import { MAX_CARD_SIDE } from '../cards/card.schema';
import { REPASO_CSV_COLUMNS, REPASO_CSV_NOTE_COLUMNS } from '../exports/export.formats';
import { newNoteGuid, noteMessages, parseTagText, prepareNote, type WritableNoteType } from '../notes/note.write';
import type { CardState, StoredDifficulty } from '../scheduling/schedule';
import { fieldColumnsOf, importMessages, looksLikeHeader } from './import.schema';
import { ImportFailure, type ImportSource, type SkippedNote, type SourceCard, skipReasons } from './import-source';

type Delimiter = ',' | ';' | '\t';

export type CsvOptions = {
  delimiter?: Delimiter;
  hasHeader?: boolean;
  frontColumn: number;
  backColumn: number;
  /** The mapped columns of a note type's fields (null: a field without one), and of the tags. */
  fieldColumns?: (number | null)[];
  tagsColumn?: number;
};

/** The note types a CSV's notes take: the chosen one (a mapped import) and, for Repaso's export, each by its name. */
export type CsvNoteTypes = {
  chosen: WritableNoteType | null;
  /** The learner's type of that name (or a built-in's alias), null when they have none. */
  named(name: string): Promise<WritableNoteType | null>;
};

/** The columns a CSV's options read: the mapped fields' and the tags', or front and back. */
const usedColumns = (options: CsvOptions) =>
  [...fieldColumnsOf(options), options.tagsColumn].filter((column): column is number => column != null);

/** How a CSV will be read once its options are settled (what the upload checks and the job uses). */
export type CsvLayout = {
  delimiter: Delimiter;
  hasHeader: boolean;
  columns: number;
  /** Repaso's own export (its header): front/back are columns 0 and 1 and the schedule comes along. */
  repasoExport: boolean;
  /** Repaso's export since notes (REPASO_CSV_NOTE_COLUMNS after the schedule): each card's note comes along too. */
  repasoNotes: boolean;
};

/** How much of a CSV's start settles its layout (delimiter, header, columns): the same at upload and in the job. */
export const CSV_HEAD_BYTES = 64 * 1024;

/**
 * The first rows of a CSV as text, from its first bytes (`bytes`, at least CSV_HEAD_BYTES of them unless the file is
 * shorter; `more` when the file goes on after them): a head that ends inside a row (or a character) loses its last,
 * partial line.
 */
export function csvHead(bytes: Uint8Array, more: boolean): string {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, CSV_HEAD_BYTES));
  return more || bytes.length > CSV_HEAD_BYTES ? text.slice(0, Math.max(text.lastIndexOf('\n'), 0)) : text;
}

/**
 * Characters handed to papaparse at a time. Each time its consumer catches up (backpressure), papaparse's stream
 * parses again everything left of the piece it was given, so its work grows with rows × piece: a stored 1 MB chunk
 * as one piece took 215 s of parsing for 100 000 rows, with the server's event loop blocked for a minute at a time.
 */
const PARSE_PIECE = 16 * 1024;

/**
 * The bytes as text, a piece at a time (at most PARSE_PIECE characters): UTF-8 with or without a BOM (dropped).
 * Anything that is not valid UTF-8 (a Latin-1 export, a binary file) is refused rather than imported as mojibake.
 */
async function* utf8Text(pieces: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (piece?: Uint8Array) => {
    try {
      return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
    } catch {
      throw new ImportFailure(importMessages.invalidUtf8);
    }
  };
  for await (const piece of pieces) {
    const text = decode(piece);
    // A piece may end inside a surrogate pair: papaparse joins a row's parts as strings, which puts it together again.
    for (let at = 0; at < text.length; at += PARSE_PIECE) yield text.slice(at, at + PARSE_PIECE);
  }
  const rest = decode();
  if (rest) yield rest;
}

/**
 * The rows of a CSV as they are parsed (papaparse's Node stream: RFC 4180, quoted fields whose newlines fall across
 * pieces), read from `pieces` only as fast as they are used: a file of any size is never whole in memory.
 */
async function* csvRows(pieces: AsyncIterable<Uint8Array>, delimiter: Delimiter): AsyncGenerator<string[]> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter, skipEmptyLines: 'greedy' });
  // An error on either side (a read, invalid UTF-8) ends both and comes out of the loop below.
  const rows = pipeline(Readable.from(utf8Text(pieces)), parser, () => {});
  for await (const row of rows) yield row as string[];
}

/** Papaparse's reading of `text` with a known or guessed delimiter (comma, semicolon or tab). */
function parse(text: string, delimiter: Delimiter | undefined, preview?: number) {
  return Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview,
  });
}

/**
 * Settles delimiter, header and columns from the first rows of `text` (the rest is not read): a CSV with one
 * column, or a chosen column it does not have, is refused here, before anything is stored.
 */
export function inspectCsv(text: string, options: CsvOptions): CsvLayout {
  const sample = parse(text, options.delimiter, 50);
  const rows = sample.data;
  if (rows.length === 0) throw new ImportFailure(importMessages.noRows);
  const delimiter = (options.delimiter ?? sample.meta.delimiter) as Delimiter;
  const columns = Math.max(...rows.map((row) => row.length));
  const first = rows[0].map((cell) => cell.trim());
  const noteHeader = [...REPASO_CSV_COLUMNS, ...REPASO_CSV_NOTE_COLUMNS];
  const repasoNotes = noteHeader.every((name, i) => first[i] === name);
  const repasoExport = repasoNotes || first.join(',') === REPASO_CSV_COLUMNS.join(',');
  if (columns < 2) throw new ImportFailure(importMessages.oneColumn);
  const used = usedColumns(options);
  if (!repasoExport) {
    for (const column of used) {
      if (column >= columns) throw new ImportFailure(importMessages.missingColumn(column, columns));
    }
  }
  const hasHeader = repasoExport || (options.hasHeader ?? looksLikeHeader(first, used));
  return { delimiter, hasHeader, columns, repasoExport, repasoNotes };
}

const optionalDate = (value: string | undefined) => {
  if (!value?.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
};

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

const optionalNumber = (value: string | undefined) => {
  const parsed = value?.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

const difficulties = new Set<StoredDifficulty>(['new', 'easy', 'good', 'hard']);

/** A row of Repaso's export back as a card state (a value it cannot read takes the new card's default). */
function exportedState(row: string[]): { state: CardState; createdAt: Date | undefined } {
  const cell = (name: (typeof REPASO_CSV_COLUMNS)[number]) => row[REPASO_CSV_COLUMNS.indexOf(name)];
  const difficulty = cell('difficulty')?.trim() as StoredDifficulty;
  const reviewCount = Math.max(0, Math.trunc(numberOr(cell('review_count'), 0)));
  return {
    createdAt: optionalDate(cell('created_at')) ?? undefined,
    state: {
      difficulty: difficulties.has(difficulty) ? difficulty : 'new',
      reviewCount,
      lastReviewedAt: optionalDate(cell('last_reviewed_at')),
      nextReviewAt: optionalDate(cell('next_review_at')),
      interval: Math.min(36_500, Math.max(0, Math.trunc(numberOr(cell('interval'), 2)))),
      easeFactor: Math.min(1000, Math.max(100, Math.trunc(numberOr(cell('ease_factor'), 250)))),
      stability: optionalNumber(cell('stability')),
      fsrsDifficulty: optionalNumber(cell('fsrs_difficulty')),
      state: Math.min(3, Math.max(0, Math.trunc(numberOr(cell('state'), 0)))),
      lapses: Math.max(0, Math.trunc(numberOr(cell('lapses'), 0))),
    },
  };
}

/**
 * A mapped row as its note (DESIGN §16): the fields from their columns, the tags from theirs (Anki's text form),
 * and the cards the chosen type renders them into with the one renderer; a row the note rules refuse is skipped.
 */
function mappedNote(
  row: string[],
  type: WritableNoteType,
  fieldColumns: (number | null)[],
  tagsColumn: number | undefined,
): SourceCard[] | SkippedNote {
  const fields = fieldColumns.map((column) => (column === null ? '' : row[column].trim()));
  // As Anki's CSV import: the first field is the note's key, and a row without it is no note.
  if (!fields[0]) return { skipped: skipReasons.noCard };
  let prepared: ReturnType<typeof prepareNote>;
  try {
    const tags = tagsColumn === undefined ? [] : parseTagText(row[tagsColumn]);
    prepared = prepareNote(type, { fields, tags }, '');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { skipped: error.message === noteMessages.noCard ? skipReasons.noCard : skipReasons.badNote };
  }
  const note = { guid: newNoteGuid(), type: { id: type.id }, fields: prepared.fields, tags: prepared.tags ?? [] };
  return prepared.cards.map((card, i) => ({
    folder: '',
    front: card.front,
    back: card.back,
    reviews: [],
    note,
    templateOrd: card.ord,
    sameRow: i > 0,
  }));
}

/**
 * The note of a row of Repaso's export: its type by name among the learner's, its fields (`field_1`…, the columns
 * past the type's fields empty), tags and card ordinal. Rows of one note share its exported guid, which becomes one
 * new guid here (`guids`), so that importing a folder again never takes over the learner's own notes. Null (the card
 * becomes a "Básica" note of its sides) when the learner has no type of that name or its fields do not fit it.
 */
async function exportedNote(
  row: string[],
  types: CsvNoteTypes,
  guids: Map<string, string>,
): Promise<Pick<SourceCard, 'note' | 'templateOrd'> | null> {
  const at = REPASO_CSV_COLUMNS.length;
  const [typeName, tagText, exportedGuid, ordText] = row.slice(at, at + REPASO_CSV_NOTE_COLUMNS.length);
  const fields = row.slice(at + REPASO_CSV_NOTE_COLUMNS.length);
  const ord = Number(ordText);
  if (!typeName?.trim() || !exportedGuid?.trim() || !Number.isInteger(ord) || ord < 0) return null;
  const type = await types.named(typeName.trim());
  if (!type || fields.slice(type.fields.length).some((field) => field !== '')) return null;
  let tags: string[];
  try {
    tags = parseTagText(tagText ?? '');
  } catch {
    tags = [];
  }
  let guid = guids.get(exportedGuid);
  if (!guid) {
    guid = newNoteGuid();
    guids.set(exportedGuid, guid);
  }
  const noteFields = type.fields.map((_, i) => fields[i] ?? '');
  return { note: { guid, type: { id: type.id }, fields: noteFields, tags }, templateOrd: ord };
}

/**
 * The cards of a CSV/TSV upload, each to the import's folder. `upload` reads the stored file from its start each time
 * it is called: once for the layout (its head), once to count the rows and check the whole file is UTF-8 (before
 * anything is written), once for the cards as the writer takes them.
 */
export async function csvSource(
  upload: () => AsyncIterable<Uint8Array>,
  options: CsvOptions,
  maxCards: number,
  types: CsvNoteTypes,
): Promise<ImportSource> {
  const head: Uint8Array[] = [];
  let headSize = 0;
  let more = false;
  for await (const piece of upload()) {
    if (headSize >= CSV_HEAD_BYTES) {
      more = true;
      break;
    }
    head.push(piece);
    headSize += piece.length;
  }
  const layout = inspectCsv(csvHead(Buffer.concat(head), more), options);
  const skipHeader = layout.hasHeader ? 1 : 0;
  let total = -skipHeader;
  for await (const _row of csvRows(upload(), layout.delimiter)) total++;
  if (total <= 0) throw new ImportFailure(importMessages.noRows);
  if (total > maxCards) throw new ImportFailure(importMessages.tooManyCards(total, maxCards));
  const [frontColumn, backColumn] = layout.repasoExport ? [0, 1] : [options.frontColumn, options.backColumn];
  const mapped = layout.repasoExport ? null : types.chosen;
  const lastColumn = Math.max(...(mapped ? usedColumns(options) : [frontColumn, backColumn]));
  const guids = new Map<string, string>();
  return {
    total,
    async *items(): AsyncIterable<SourceCard | SkippedNote> {
      let skip = skipHeader;
      for await (const row of csvRows(upload(), layout.delimiter)) {
        if (skip > 0) {
          skip--;
          continue;
        }
        if (row.length <= lastColumn) {
          yield { skipped: skipReasons.shortRow };
          continue;
        }
        if (mapped) {
          const note = mappedNote(row, mapped, fieldColumnsOf(options), options.tagsColumn);
          if ('skipped' in note) yield note;
          else yield* note;
          continue;
        }
        const front = row[frontColumn].trim();
        const back = row[backColumn].trim();
        if (!front || !back) yield { skipped: skipReasons.emptySide };
        else if (front.length > MAX_CARD_SIDE || back.length > MAX_CARD_SIDE) yield { skipped: skipReasons.tooLong };
        else if (layout.repasoNotes) {
          const note = await exportedNote(row, types, guids);
          yield { folder: '', front, back, reviews: [], ...exportedState(row), ...note };
        } else if (layout.repasoExport) yield { folder: '', front, back, reviews: [], ...exportedState(row) };
        else yield { folder: '', front, back, reviews: [] };
      }
    },
    media: () => ({ imported: 0, missing: 0, refused: new Map() }),
    close: () => {},
  };
}
