import Papa from 'papaparse';
import { MAX_CARD_SIDE } from '../cards/card.schema';
import { REPASO_CSV_COLUMNS } from '../exports/export.formats';
import type { CardState, StoredDifficulty } from '../study/schedule';
import { importMessages, looksLikeHeader } from './import.schema';
import { ImportFailure, type ImportSource, type SkippedNote, type SourceCard, skipReasons } from './import-source';

type Delimiter = ',' | ';' | '\t';

export type CsvOptions = { delimiter?: Delimiter; hasHeader?: boolean; frontColumn: number; backColumn: number };

/** How a CSV will be read once its options are settled (what the upload checks and the job uses). */
export type CsvLayout = {
  delimiter: Delimiter;
  hasHeader: boolean;
  columns: number;
  /** Repaso's own export (its exact header): front/back are columns 0 and 1 and the schedule comes along. */
  repasoExport: boolean;
};

/**
 * The bytes as text: UTF-8 with or without a BOM (dropped). Anything that is not valid UTF-8 (a Latin-1 export, a
 * binary file) is refused rather than imported as mojibake.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFailure(importMessages.invalidUtf8);
  }
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
  const repasoExport = first.join(',') === REPASO_CSV_COLUMNS.join(',');
  if (columns < 2) throw new ImportFailure(importMessages.oneColumn);
  if (!repasoExport) {
    for (const column of [options.frontColumn, options.backColumn]) {
      if (column >= columns) throw new ImportFailure(importMessages.missingColumn(column, columns));
    }
  }
  const hasHeader =
    repasoExport || (options.hasHeader ?? looksLikeHeader(first, [options.frontColumn, options.backColumn]));
  return { delimiter, hasHeader, columns, repasoExport };
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

/** The cards of a CSV/TSV text (papaparse: RFC 4180 quotes, embedded newlines), each to the import's folder. */
export function csvSource(text: string, options: CsvOptions, maxCards: number): ImportSource {
  const layout = inspectCsv(text, options);
  let rows: string[][] | null = parse(text, layout.delimiter).data;
  if (layout.hasHeader) rows = rows.slice(1);
  if (rows.length === 0) throw new ImportFailure(importMessages.noRows);
  if (rows.length > maxCards) throw new ImportFailure(importMessages.tooManyCards(rows.length, maxCards));
  const [frontColumn, backColumn] = layout.repasoExport ? [0, 1] : [options.frontColumn, options.backColumn];
  const all = rows;
  return {
    total: all.length,
    *items(): Iterable<SourceCard | SkippedNote> {
      for (const row of all) {
        if (row.length <= Math.max(frontColumn, backColumn)) {
          yield { skipped: skipReasons.shortRow };
          continue;
        }
        const front = row[frontColumn].trim();
        const back = row[backColumn].trim();
        if (!front || !back) yield { skipped: skipReasons.emptySide };
        else if (front.length > MAX_CARD_SIDE || back.length > MAX_CARD_SIDE) yield { skipped: skipReasons.tooLong };
        else if (layout.repasoExport) yield { folder: '', front, back, reviews: [], ...exportedState(row) };
        else yield { folder: '', front, back, reviews: [] };
      }
    },
    mediaSkipped: () => 0,
    close: () => {
      rows = null;
    },
  };
}
