import type { EntityManager } from '@mikro-orm/postgresql';
import Papa from 'papaparse';
import { type Actor, requireUserId } from '../../core/actor';
import { getFolder } from '../folders/folder.service';
import { csvFieldColumn, REPASO_CSV_COLUMNS, REPASO_CSV_NOTE_COLUMNS } from './export.formats';
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
  note_type: string | null;
  tags: string[] | null;
  guid: string | null;
  template_ord: number;
  fields: string[] | null;
};

// RFC 4180: CRLF between records. Cells that look like formulas are left as they are (no `escapeFormulae`): the
// file is meant to come back into Repaso or another flashcard tool unchanged, not to be opened as a spreadsheet.
const unparseOptions = { newline: '\r\n', header: false, quotes: false } as const;

function csvRecord(row: CardRow, fieldColumns: number): unknown[] {
  const fields = row.fields ?? [];
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
    row.note_type ?? '',
    (row.tags ?? []).join(' '),
    row.guid ?? '',
    row.template_ord,
    ...Array.from({ length: fieldColumns }, (_, i) => fields[i] ?? ''),
  ];
}

/** The cards of one folder in its creation order, a page at a time. */
function folderCardPages(em: EntityManager, userId: number, folderId: number) {
  return keysetPages<CardRow, Keyset>(
    em,
    (after) => {
      const [condition, params] = afterKeyset('c.created_at', 'c.id', after);
      return [
        `select c.id, ${microseconds('c.created_at')} as created_us, c.front, c.back, c.created_at, c.next_review_at,
                c.last_reviewed_at, c.review_count, c.interval, c.ease_factor, c.difficulty, c.stability,
                c.fsrs_difficulty, c.state, c.lapses, c.template_ord, t.name as note_type, n.tags, n.guid, n.fields
           from cards c left join notes n on n.user_id = c.user_id and n.id = c.note_id
                left join note_types t on t.user_id = n.user_id and t.id = n.note_type_id
          where c.user_id = ? and c.folder_id = ? ${condition}
          order by c.created_at, c.id`,
        [userId, folderId, ...params],
      ];
    },
    (row) => ({ us: row.created_us, id: row.id }),
  );
}

/** The text of a folder's CSV, in pieces: the header, then one piece per page of cards (papaparse `unparse`). */
async function* csvChunks(em: EntityManager, userId: number, folderId: number): AsyncGenerator<string> {
  const [{ fields }] = await em.execute<{ fields: number }[]>(
    `select coalesce(max(cardinality(n.fields)), 0)::int as fields
         from notes n where n.user_id = ? and n.id in (select note_id from cards where user_id = ? and folder_id = ?)`,
    [userId, userId, folderId],
  );
  const header = [
    ...REPASO_CSV_COLUMNS,
    ...REPASO_CSV_NOTE_COLUMNS,
    ...Array.from({ length: fields }, (_, i) => csvFieldColumn(i)),
  ];
  yield Papa.unparse([header], unparseOptions);
  for await (const rows of folderCardPages(em, userId, folderId)) {
    yield `\r\n${Papa.unparse(
      rows.map((row) => csvRecord(row, fields)),
      unparseOptions,
    )}`;
  }
}

/**
 * One of the actor's folders as Repaso's CSV (UTF-8, no BOM, comma-delimited, the header `REPASO_CSV_COLUMNS` then
 * `REPASO_CSV_NOTE_COLUMNS` and the notes' fields,
 * timestamps ISO 8601 UTC and empty for none). The folder is looked up first (someone else's is a 404 before a
 * byte is sent); the cards are then read and written a page at a time.
 */
export async function exportFolderCsv(em: EntityManager, actor: Actor, folderId: number) {
  const folder = await getFolder(em, actor, folderId);
  return { fileName: `${folder.name}.csv`, chunks: csvChunks(em, requireUserId(actor), folder.id) };
}
