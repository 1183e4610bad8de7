import type { EntityManager } from '@mikro-orm/postgresql';

/** Rows an export reads per query: each page is turned into text and written out before the next is read. */
export const EXPORT_PAGE_SIZE = 1000;

/** A position in `(timestamp, id)` order: the timestamp in whole microseconds since the epoch (PostgreSQL's precision). */
export type Keyset = { us: string; id: number };

/** SQL that selects a timestamp column as microseconds since the epoch, the form `Keyset.us` takes. */
export const microseconds = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** The condition "after `keyset`" on `(column, id)`, and its two parameters; nothing on the first page. */
export function afterKeyset(column: string, idColumn: string, keyset: Keyset | null): [string, unknown[]] {
  if (!keyset) return ['', []];
  return [
    `and (${column}, ${idColumn}) > (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`,
    [keyset.us, keyset.id],
  ];
}

/**
 * Reads a query page by page (keyset pagination, never OFFSET) and yields each page: at most `pageSize` rows are
 * in memory at a time, whatever the total. `query(after)` runs one page after the given position (`null`: the
 * first), ordered by the key that `keyOf` reads from a row. Raw rows through `em.execute`, so nothing lands in
 * the request's identity map.
 */
export async function* keysetPages<Row, Key>(
  em: EntityManager,
  query: (after: Key | null) => [string, unknown[]],
  keyOf: (row: Row) => Key,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const [sql, params] = query(after);
    const rows = await em.execute<Row[]>(`${sql} limit ?`, [...params, pageSize]);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** A timestamp as ISO 8601 UTC, or null. */
export function isoOrNull(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}
