import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Query, query } from '../../db/raw';

/** Bytes per `media_chunks` row: every chunk but a media's last holds exactly this many. */
export const MEDIA_CHUNK_BYTES = 1024 * 1024;

/** Bytes `start` to `end` of a media, both included (HTTP's form). */
export type ByteRange = { start: number; end: number };

/**
 * Where the bytes of a media live; the `media` rows (owner, hash, type, size) stay in PostgreSQL whatever the store.
 * The one here keeps them in PostgreSQL too; an S3-compatible store for operators who outgrow the database would
 * implement the same three calls (and then also delete the objects of an account that goes, which the database does
 * here through its foreign keys).
 */
export type MediaStore = {
  /**
   * Stores `bytes` as media `mediaId` (reserved by the caller) as they arrive, never holding more than a chunk. `tx` is
   * the upload's transaction: a database store writes in it, so a refused upload leaves nothing behind.
   */
  put: (tx: Query, userId: number, mediaId: number, bytes: AsyncIterable<Buffer>) => Promise<void>;
  /** `range` of media `mediaId` of learner `userId`, read piece by piece as the consumer asks for it. */
  open: (em: EntityManager, userId: number, mediaId: number, range: ByteRange) => Readable;
  /** Forgets the bytes of learner `userId`'s media `mediaIds` (their rows are gone, or never were). */
  delete: (tx: Query, userId: number, mediaIds: number[]) => Promise<void>;
};

/** The bytes in `media_chunks`, 1 MB a row (stored uncompressed and out of line; see the migration). */
export const postgresMediaStore: MediaStore = {
  async put(tx, userId, mediaId, bytes) {
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingSize = 0;
    const store = (data: Buffer) =>
      tx('insert into media_chunks (user_id, media_id, seq, data) values ($1, $2, $3, $4)', [
        userId,
        mediaId,
        seq++,
        data,
      ]);
    for await (const chunk of bytes) {
      pending.push(chunk);
      pendingSize += chunk.length;
      while (pendingSize >= MEDIA_CHUNK_BYTES) {
        const all = pending.length === 1 ? pending[0] : Buffer.concat(pending);
        await store(all.subarray(0, MEDIA_CHUNK_BYTES));
        pending = [all.subarray(MEDIA_CHUNK_BYTES)];
        pendingSize = all.length - MEDIA_CHUNK_BYTES;
      }
    }
    if (pendingSize > 0) await store(Buffer.concat(pending));
  },

  open(em, userId, mediaId, { start, end }) {
    const first = Math.floor(start / MEDIA_CHUNK_BYTES);
    const last = Math.floor(end / MEDIA_CHUNK_BYTES);
    async function* chunks() {
      for (let seq = first; seq <= last; seq++) {
        const from = seq === first ? start - seq * MEDIA_CHUNK_BYTES : 0;
        const to = seq === last ? end - seq * MEDIA_CHUNK_BYTES : MEDIA_CHUNK_BYTES - 1;
        // Only the part of the chunk the range covers leaves the database (substring counts from 1).
        const [row] = await query<{ data: Buffer }>(
          em,
          'select substring(data from $4 for $5) as data from media_chunks where user_id = $1 and media_id = $2 and seq = $3',
          [userId, mediaId, seq, from + 1, to - from + 1],
        );
        if (!row) throw new Error(`media ${mediaId}: chunk ${seq} missing`);
        yield row.data;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  },

  async delete(tx, userId, mediaIds) {
    if (mediaIds.length > 0) {
      await tx('delete from media_chunks where user_id = $1 and media_id = any($2::int[])', [userId, mediaIds]);
    }
  },
};
