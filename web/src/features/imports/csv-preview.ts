import { importMessages, looksLikeHeader } from '@api/modules/imports/import.schema';
import Papa from 'papaparse';

// The browser's reading of a CSV before anything is sent: papaparse with the server's own settings
// (csv-source.ts), so the preview shows the rows, delimiter and header the import will use.

export type Delimiter = ',' | ';' | '\t';

export const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];

/** How many rows the preview shows. */
export const PREVIEW_ROWS = 5;

/** How much of a file the preview reads: enough for a few rows, whatever the file's size. */
export const SAMPLE_BYTES = 64 * 1024;

export type CsvPreview = {
  /** The first rows as the import will read them (the header row included, when there is one). */
  rows: string[][];
  delimiter: Delimiter;
  /** The widest of the rows read. */
  columns: number;
  /** Whether the first row looks like column names for the chosen columns (the server's guess too). */
  headerGuess: boolean;
};

/** A file the preview cannot read as UTF-8 text: the server's own message, so both say the same. */
export class PreviewError extends Error {}

/**
 * The beginning of a file as text: UTF-8, with or without a BOM. A character cut at the end of the sample is left
 * for later rather than refused; anything else that is not UTF-8 is refused with the server's message.
 */
export async function readSample(file: Blob): Promise<{ text: string; complete: boolean }> {
  const bytes = await readBytes(file.slice(0, SAMPLE_BYTES));
  const complete = file.size <= SAMPLE_BYTES;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !complete }), complete };
  } catch {
    throw new PreviewError(importMessages.invalidUtf8);
  }
}

/** A blob's bytes (FileReader: every browser, and the test DOM, has it). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The first rows of `text` with a chosen delimiter, or the one papaparse detects among comma, semicolon and tab.
 * When the text is only the beginning of a file, its last row may be cut: it is not shown.
 */
export function previewCsv(
  text: string,
  { delimiter, complete = true, columns = [0, 1] }: { delimiter?: Delimiter; complete?: boolean; columns?: number[] },
): CsvPreview {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: 'greedy',
    preview: PREVIEW_ROWS + 2,
  });
  // One row more than shown is read: when it came, the rows shown are whole even in a cut sample.
  const whole = complete || parsed.data.length === PREVIEW_ROWS + 2;
  const rows = (whole ? parsed.data : parsed.data.slice(0, -1)).slice(0, PREVIEW_ROWS + 1);
  const detected = DELIMITERS.find((candidate) => candidate === parsed.meta.delimiter) ?? ',';
  return {
    rows,
    delimiter: delimiter ?? detected,
    columns: Math.max(0, ...rows.map((row) => row.length)),
    headerGuess: rows.length > 0 && looksLikeHeader(rows[0], columns),
  };
}
