import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import type { Actor } from '../../core/actor';
import { getFolder } from '../folders/folder.service';
import { REPASO_CSV_COLUMNS } from './export.formats';
import { afterKeyset, isoOrNull, type Keyset, keysetPages, microseconds } from './keyset';

type CardRow = {
  id: number;
  created_us: string;
  front: string;
  back: string;
  created_at: Date;
  next_review_at: Date | null;
  last_reviewed_at: Date | null;
  review_count: number;
  interval: number;
  ease_factor: number;
  difficulty: string;
  stability: number | null;
  fsrs_difficulty: number | null;
  state: number;
  lapses: number;
};

// RFC 4180: CRLF between records. Cells that look like formulas are left as they are (no `escapeFormulae`): the
// file is meant to come back into Repaso or another flashcard tool unchanged, not to be opened as a spreadsheet.
const unparseOptions = { newline: '\r\n', header: false, quotes: false } as const;

function csvRecord(row: CardRow): unknown[] {
  return [
    row.front,
    row.back,
    isoOrNull(row.created_at),
    isoOrNull(row.next_review_at) ?? '',
    isoOrNull(row.last_reviewed_at) ?? '',
    row.review_count,
    row.interval,
    row.ease_factor,
    row.difficulty,
    row.stability ?? '',
    row.fsrs_difficulty ?? '',
    row.state,
    row.lapses,
  ];
}

/** The cards of one folder in its creation order, a page at a time. */
function folderCardPages(em: EntityManager, folderId: number) {
  return keysetPages<CardRow, Keyset>(
    em,
    (after) => {
      const [condition, params] = afterKeyset('created_at', 'id', after);
      return [
        `select id, ${microseconds('created_at')} as created_us, front, back, created_at, next_review_at,
                last_reviewed_at, review_count, interval, ease_factor, difficulty, stability, fsrs_difficulty, state, lapses
           from cards where folder_id = ? ${condition}
          order by created_at, id`,
        [folderId, ...params],
      ];
    },
    (row) => ({ us: row.created_us, id: row.id }),
  );
}

/** The text of a folder's CSV, in pieces: the header, then one piece per page of cards (papaparse `unparse`). */
async function* csvChunks(em: EntityManager, folderId: number): AsyncGenerator<string> {
  yield Papa.unparse([REPASO_CSV_COLUMNS as unknown as string[]], unparseOptions);
  for await (const rows of folderCardPages(em, folderId)) {
    yield `\r\n${Papa.unparse(rows.map(csvRecord), unparseOptions)}`;
  }
}

/**
 * One of the actor's folders as Repaso's CSV (UTF-8, no BOM, comma-delimited, the header `REPASO_CSV_COLUMNS`,
 * timestamps ISO 8601 UTC and empty for none). The folder is looked up first (someone else's is a 404 before a
 * byte is sent); the cards are then read and written a page at a time.
 */
export async function exportFolderCsv(em: EntityManager, actor: Actor, folderId: number) {
  const folder = await getFolder(em, actor, folderId);
  return { fileName: `${folder.name}.csv`, chunks: csvChunks(em, folder.id) };
}
