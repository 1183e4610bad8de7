import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromBuffer } from 'file-type';
import { type Actor, requireUserId } from '../../core/actor';
import { badInput, DomainError, notFound } from '../../core/errors';
import { type Query, query, transaction, withConnection } from '../../db/raw';
import {
  AUDIO_MAX_BYTES,
  acceptedType,
  extensionOf,
  IMAGE_MAX_BYTES,
  MEDIA_URL_PREFIX,
  type MediaType,
  mediaMessages,
  mediaNamePattern,
  SNIFF_BYTES,
} from './media.schema';
import { reencodeImage } from './media-image';
import { type MediaStore, postgresMediaStore } from './media-store';

/** A stored media as the API shows it (with `mediaUrl`). */
export type MediaRecord = {
  id: number;
  /** The learner it belongs to (its bytes are stored under them). */
  userId: number;
  sha256: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
};

/** What an upload needs besides the EntityManager and the actor. */
export type MediaDeps = { quotaBytes: number; store?: MediaStore };

const columns = 'id, user_id as "userId", sha256, mime_type as "mimeType", bytes, width, height';

/** An upload no card uses is kept at least this long (the editor uploads before the card is saved). */
export const UNUSED_MEDIA_GRACE = '24 hours';

const tooLarge = (message: string) => new DomainError('BAD_USER_INPUT', 413, message);
const quotaExceeded = (quotaBytes: number) => tooLarge(mediaMessages.quotaExceeded(quotaBytes));

/**
 * Stores one uploaded image or sound for the actor, read from `file` as it arrives. Its type is sniffed from its
 * first bytes (never its name or the client's word): an image (at most 5 MB) is re-encoded (`reencodeImage`), a sound
 * (at most 10 MB) kept as it is, anything else refused (415); past its type's limit the upload stops being read (413).
 * The bytes go to the store in one transaction with their `media` row, so a refusal (too large, over the learner's
 * `quotaBytes`, undecodable) leaves nothing. The same bytes stored twice by one learner are one media: the answer is
 * then the existing one, with `created: false`.
 */
export async function uploadMedia(
  em: EntityManager,
  actor: Actor,
  deps: MediaDeps,
  file: AsyncIterable<Buffer>,
): Promise<{ media: MediaRecord; created: boolean }> {
  const userId = requireUserId(actor);
  const store = deps.store ?? postgresMediaStore;
  const iterator = file[Symbol.asyncIterator]();
  const head = await readHead(iterator);
  if (head.length === 0) {
    await iterator.return?.();
    throw badInput([{ path: 'file', message: mediaMessages.emptyFile }]);
  }
  const type = acceptedType((await fromBuffer(head.subarray(0, SNIFF_BYTES)))?.ext);
  if (!type) {
    await iterator.return?.();
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 415, mediaMessages.unsupportedType);
  }
  if (type.kind === 'image') {
    const input = await collect(limited(head, iterator, IMAGE_MAX_BYTES, mediaMessages.imageTooLarge));
    const image = await reencodeImage(input, type);
    return save(em, userId, type, inChunks(image.data), { width: image.width, height: image.height }, deps, store);
  }
  return save(
    em,
    userId,
    type,
    limited(head, iterator, AUDIO_MAX_BYTES, mediaMessages.audioTooLarge),
    { width: null, height: null },
    deps,
    store,
  );
}

/**
 * Writes `bytes` as a new media of `userId`, hashing and counting them on the way, then either inserts its row or,
 * when the learner already has those bytes, drops the copy and answers the existing row (so a copy is answered even
 * when the quota is full: it takes no room). Uploads of one learner finish one at a time (an advisory lock), so two
 * at once can neither both pass the quota nor both insert a hash.
 */
function save(
  em: EntityManager,
  userId: number,
  type: MediaType,
  bytes: AsyncIterable<Buffer>,
  size: { width: number | null; height: number | null },
  deps: MediaDeps,
  store: MediaStore,
): Promise<{ media: MediaRecord; created: boolean }> {
  return transaction(em, async (tx) => {
    const [{ id }] = await tx<{ id: number }>(`select nextval(pg_get_serial_sequence('media', 'id'))::int as id`);
    const hash = createHash('sha256');
    let length = 0;
    async function* counted() {
      for await (const chunk of bytes) {
        length += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    }
    await store.put(tx, userId, id, counted());
    const sha256 = hash.digest('hex');

    await lockLearnerMedia(tx, userId);
    const [existing] = await tx<MediaRecord>(`select ${columns} from media where user_id = $1 and sha256 = $2`, [
      userId,
      sha256,
    ]);
    if (existing) {
      await store.delete(tx, userId, [id]);
      return { media: existing, created: false };
    }
    if ((await usedBytes(tx, userId)) + length > deps.quotaBytes) {
      const swept = await sweepAbandonedMedia(tx, userId, store);
      if (swept === 0 || (await usedBytes(tx, userId)) + length > deps.quotaBytes) {
        throw quotaExceeded(deps.quotaBytes);
      }
    }
    const [media] = await tx<MediaRecord>(
      `insert into media (id, user_id, sha256, mime_type, bytes, width, height) values ($1, $2, $3, $4, $5, $6, $7)
       returning ${columns}`,
      [id, userId, sha256, type.mime, length, size.width, size.height],
    );
    return { media, created: true };
  });
}

/** Why a file of an imported package did not become a media. */
export type ImportedMediaSkip = 'type' | 'size' | 'quota';

/**
 * Stores the media files of an import (an Anki package's images and sounds) for `userId`, in the import's
 * transaction `tx`, so a failed import leaves none of them. Each file goes through the upload's rules: type sniffed
 * from the bytes (anything but our images and sounds is skipped), the same size limits, images re-encoded, the same
 * bytes stored once, the learner's quota. The learner's uploads wait for the import (the same lock as theirs), and
 * the quota is read once and then counted here.
 */
export async function mediaImporter(tx: Query, userId: number, deps: MediaDeps) {
  const store = deps.store ?? postgresMediaStore;
  await lockLearnerMedia(tx, userId);
  let used = await usedBytes(tx, userId);
  return async (
    bytes: Buffer,
  ): Promise<{ media: MediaRecord; kind: MediaType['kind'] } | { skipped: ImportedMediaSkip }> => {
    const type = acceptedType((await fromBuffer(bytes.subarray(0, SNIFF_BYTES)))?.ext);
    if (!type) return { skipped: 'type' };
    if (bytes.length > (type.kind === 'image' ? IMAGE_MAX_BYTES : AUDIO_MAX_BYTES)) return { skipped: 'size' };
    let data = bytes;
    let size: { width: number | null; height: number | null } = { width: null, height: null };
    if (type.kind === 'image') {
      try {
        const image = await reencodeImage(bytes, type);
        data = image.data;
        size = { width: image.width, height: image.height };
      } catch {
        return { skipped: 'type' };
      }
    }
    const sha256 = createHash('sha256').update(data).digest('hex');
    const [existing] = await tx<MediaRecord>(`select ${columns} from media where user_id = $1 and sha256 = $2`, [
      userId,
      sha256,
    ]);
    if (existing) return { media: existing, kind: type.kind };
    if (used + data.length > deps.quotaBytes) return { skipped: 'quota' };
    const [{ id }] = await tx<{ id: number }>(`select nextval(pg_get_serial_sequence('media', 'id'))::int as id`);
    await store.put(tx, userId, id, inChunks(data));
    const [media] = await tx<MediaRecord>(
      `insert into media (id, user_id, sha256, mime_type, bytes, width, height) values ($1, $2, $3, $4, $5, $6, $7)
       returning ${columns}`,
      [id, userId, sha256, type.mime, data.length, size.width, size.height],
    );
    used += data.length;
    return { media, kind: type.kind };
  };
}

/**
 * Holds the learner's media writes (an upload, an import's files, a community copy) until `tx` ends, so that two of
 * them never both pass the quota: each reads what is used only after this.
 */
export async function lockLearnerMedia(tx: Query, userId: number): Promise<void> {
  await tx('select pg_advisory_xact_lock(hashtext($1), $2)', ['repaso:media', userId]);
}

/** What the learner's media take in all. */
export async function usedBytes(tx: Query, userId: number): Promise<number> {
  const [{ used }] = await tx<{ used: number }>(
    'select coalesce(sum(bytes), 0)::float8 as used from media where user_id = $1',
    [userId],
  );
  return used;
}

/** The first `SNIFF_BYTES` of an upload (fewer when it is shorter). */
async function readHead(iterator: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    parts.push(next.value);
    size += next.value.length;
  }
  return Buffer.concat(parts);
}

/** `head` then the rest of the upload, refused with a 413 (`message`) as soon as it passes `maxBytes`. */
async function* limited(head: Buffer, iterator: AsyncIterator<Buffer>, maxBytes: number, message: string) {
  let size = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(message);
    return chunk;
  };
  try {
    yield take(head);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield take(next.value);
  } finally {
    // Stops the upload's stream when reading ends early (a refusal).
    await iterator.return?.();
  }
}

async function collect(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of bytes) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* inChunks(data: Buffer, size = 256 * 1024) {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

/**
 * The actor's media named `name` (`<sha256>.<ext>`, as in its url). Someone else's, an unknown one and a wrong
 * extension are the same 404.
 */
export async function findMedia(em: EntityManager, actor: Actor, name: string): Promise<MediaRecord> {
  const userId = requireUserId(actor);
  const match = mediaNamePattern.exec(name);
  if (!match) throw notFound(mediaMessages.notFound);
  const [media] = await query<MediaRecord>(em, `select ${columns} from media where user_id = $1 and sha256 = $2`, [
    userId,
    match[1],
  ]);
  if (!media || extensionOf(media.mimeType) !== match[2]) throw notFound(mediaMessages.notFound);
  return media;
}

/**
 * Deletes the media among `released` (the hashes the cards just deleted pointed at) that no card of the learner's
 * uses any more, a card using a media when its front or back holds `/api/media/<sha256>.`. Only those: an upload not
 * on any card yet is left alone (the editor uploads before the card is saved), and so is anything else the learner
 * stored (abandoned uploads make room when the quota is reached; see `sweepAbandonedMedia`). One statement, run
 * after the cards' deletion is committed: one search of the learner's cards per released media, which the trigram
 * indexes on `front` and `back` answer (about half a millisecond each on a learner of 100 000 cards). A media a
 * published community folder shows stays while it is published. Answers how many went.
 */
export async function deleteUnusedMedia(
  em: EntityManager,
  userId: number,
  released: string[],
  store: MediaStore = postgresMediaStore,
): Promise<number> {
  if (released.length === 0) return 0;
  return withConnection(em, async (run) => {
    const deleted = await run<{ id: number }>(
      `delete from media m
        where m.user_id = $1 and m.sha256 = any($2::text[])
          and not exists (select 1 from community_media cm where cm.media_id = m.id)
          and not exists (
            select 1 from cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id
             where f.user_id = $1
               and (c.front like '%' || $3 || m.sha256 || '.%' or c.back like '%' || $3 || m.sha256 || '.%'))
        returning m.id`,
      [userId, released, MEDIA_URL_PREFIX],
    );
    await forget(run, store, userId, deleted);
    return deleted.length;
  });
}

/** The store's side of deleted media rows (the database store's chunks went with them, by their foreign key). */
async function forget(run: Query, store: MediaStore, userId: number, deleted: { id: number }[]) {
  if (deleted.length > 0) {
    await store.delete(
      run,
      userId,
      deleted.map((row) => row.id),
    );
  }
}

/**
 * The hashes every media url of the learner's cards (or of one folder's) names: the text after each
 * `/api/media/`, 64 characters followed by a dot. Splitting on the prefix is several times faster than a regular
 * expression; what is not a real hash matches no media anyway. Values: `$1` the user, `$2`, `$3` below (a folder, `$4`).
 */
const referencedHashes = (cards: string, scope: string) => `
  select distinct left(p.piece, 64) as sha256
    from ${cards}, unnest(string_to_array(c.front || ' ' || c.back, $2)) with ordinality as p(piece, n)
   where ${scope} and (c.front like $3 or c.back like $3) and p.n > 1 and substr(p.piece, 65, 1) = '.'`;
const referenceValues = [MEDIA_URL_PREFIX, `%${MEDIA_URL_PREFIX}%`];

/** The hashes of the media the cards of the learner's folder `folderId` point at (read before it is deleted). */
export async function mediaUsedInFolder(em: EntityManager, userId: number, folderId: number): Promise<string[]> {
  const rows = await query<{ sha256: string }>(em, referencedHashes('cards c', 'c.user_id = $1 and c.folder_id = $4'), [
    userId,
    ...referenceValues,
    folderId,
  ]);
  return rows.map((row) => row.sha256);
}

/**
 * Deletes the learner's uploads that no card uses and that are older than `UNUSED_MEDIA_GRACE` (put in the editor,
 * then abandoned), in the upload's transaction `tx` (so undone with it if the upload is refused all the same); run
 * when an upload would pass the quota, so what nothing shows never stands in the learner's way. One pass over the
 * learner's cards that hold a media url.
 */
async function sweepAbandonedMedia(tx: Query, userId: number, store: MediaStore): Promise<number> {
  const deleted = await tx<{ id: number }>(
    `with used as (${referencedHashes('cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id', 'f.user_id = $1')})
     delete from media m
      where m.user_id = $1 and m.created_at < now() - $4::interval
        and not exists (select 1 from used where used.sha256 = m.sha256)
        and not exists (select 1 from community_media cm where cm.media_id = m.id)
      returning m.id`,
    [userId, ...referenceValues, UNUSED_MEDIA_GRACE],
  );
  await forget(tx, store, userId, deleted);
  return deleted.length;
}

/** The learner's media among `hashes` (what cards point at), by hash: one statement for a whole list of cards. */
export async function mediaByHashes(
  em: EntityManager,
  userId: number,
  hashes: readonly string[],
): Promise<Map<string, MediaRecord>> {
  if (hashes.length === 0) return new Map();
  const rows = await query<MediaRecord>(em, `select ${columns} from media where user_id = $1 and sha256 = any($2)`, [
    userId,
    hashes,
  ]);
  return new Map(rows.map((media) => [media.sha256, media]));
}

/** Every media of the learner, oldest first (the account export). */
export function listMedia(em: EntityManager, userId: number): Promise<MediaRecord[]> {
  return query<MediaRecord>(em, `select ${columns} from media where user_id = $1 order by id`, [userId]);
}
