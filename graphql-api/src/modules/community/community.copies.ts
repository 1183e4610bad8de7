import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { type Query, transaction } from '../../db/raw';
import { mediaMessages } from '../media/media.schema';
import { lockLearnerMedia, usedBytes } from '../media/media.service';
import { type MediaStore, postgresMediaStore } from '../media/media-store';
import { type CommunityNoteRow, cardHashSql, communityNotesSql, copyNotes, learnerTypes } from './community.notes';
import { type CommunityFolderRow, getCommunityFolder, withoutRowId } from './community.service';

// A learner's side of the community: "Añadir a mis carpetas" copies a published folder, its cards and media.

/** What copying needs besides the EntityManager and the actor. */
export type CopyDeps = { clock: Clock; quotaBytes: number; store?: MediaStore };

/**
 * Copies the media of community folder `communityFolderId` the learner does not have yet into their own media, in the
 * copy's transaction: the same bytes, theirs now (so they outlive the publication), counted in their quota.
 */
export async function copyMedia(
  em: EntityManager,
  tx: Query,
  userId: number,
  communityFolderId: number,
  deps: CopyDeps,
) {
  const store = deps.store ?? postgresMediaStore;
  await lockLearnerMedia(tx, userId);
  // The folder's media are its author's (publishing takes them from the author's own): read on the author's rows.
  const [source] = await tx<{ author_id: number | null }>('select author_id from community_folders where id = $1', [
    communityFolderId,
  ]);
  if (!source?.author_id) return;
  const missing = await tx<{
    id: number;
    user_id: number;
    sha256: string;
    mime_type: string;
    bytes: number;
    width: number | null;
    height: number | null;
  }>(
    `select m.id, m.user_id, m.sha256, m.mime_type, m.bytes, m.width, m.height
       from community_media cm join media m on m.id = cm.media_id
      where cm.community_folder_id = $1 and m.user_id = $3
        and not exists (select 1 from media mine where mine.user_id = $2 and mine.sha256 = m.sha256)`,
    [communityFolderId, userId, source.author_id],
  );
  if (missing.length === 0) return;
  const used = await usedBytes(tx, userId);
  const needed = missing.reduce((sum, media) => sum + media.bytes, 0);
  if (used + needed > deps.quotaBytes) {
    throw new DomainError('BAD_USER_INPUT', 413, mediaMessages.quotaExceeded(deps.quotaBytes));
  }
  for (const media of missing) {
    const [{ id }] = await tx<{ id: number }>(`select nextval(pg_get_serial_sequence('media', 'id'))::int as id`);
    await store.put(tx, userId, id, store.open(em, media.user_id, media.id, { start: 0, end: media.bytes - 1 }));
    await tx(
      `insert into media (id, user_id, sha256, mime_type, bytes, width, height) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, media.sha256, media.mime_type, media.bytes, media.width, media.height],
    );
  }
}

/**
 * The copy itself, in the caller's transaction `tx`: a new folder of `userId`'s with every card of community folder
 * `source` (new, with schedules of their own), its notes, their note types and tags (`copyNotes`; a snapshot taken
 * before notes gives its cards "Básica" notes, as any card written without one), and its media, remembering the community folder, its version and each
 * card's origin (so later versions can be taken). Answers the new folder's id.
 */
export async function copyInto(
  em: EntityManager,
  tx: Query,
  userId: number,
  source: CommunityFolderRow,
  deps: CopyDeps,
): Promise<number> {
  await copyMedia(em, tx, userId, source.rowId, deps);
  const now = deps.clock.now();
  const [{ id }] = await tx<{ id: number }>(
    `insert into folders (name, description, user_id, front_language, back_language, community_folder_id,
            community_version, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [
      source.title,
      source.description.slice(0, 2000) || null,
      userId,
      source.frontLanguage,
      source.backLanguage,
      source.rowId,
      source.version,
      now,
    ],
  );
  await tx(
    `insert into cards (folder_id, user_id, front, back, community_key, community_hash, created_at, updated_at)
     select $1, $4, c.front, c.back, c.card_key, ${cardHashSql('c')}, $3, $3
       from community_cards c where c.community_folder_id = $2 and c.note_id is null order by c.position`,
    [id, source.rowId, now, userId],
  );
  // Cards of a snapshot taken before notes got "Básica" notes of their own (the safety-net trigger's): of this copy.
  await tx('update notes set community_copy_id = $1 where user_id = $2 and folder_id = $1', [id, userId]);
  const notes = await tx<CommunityNoteRow>(communityNotesSql(), [source.rowId]);
  if (notes.length > 0) {
    const types = await learnerTypes(
      tx,
      userId,
      source.rowId,
      notes.map((note) => note.typeId),
      now,
    );
    await copyNotes(tx, userId, id, notes, types, now);
  }
  await tx('update community_folders set copies_count = copies_count + 1 where id = $1', [source.rowId]);
  return id;
}

/**
 * "Añadir a mis carpetas": copies the visible community folder `slug` into the actor's folders (`copyInto`). Answers
 * the new folder's id and the community folder with its new copy counted.
 */
export async function copyCommunityFolder(em: EntityManager, actor: Actor, slug: string, deps: CopyDeps) {
  const userId = requireUserId(actor);
  const source = await getCommunityFolder(em, slug);
  const folderId = await transaction(em, (tx) => copyInto(em, tx, userId, source, deps));
  return { folderId, communityFolder: { ...withoutRowId(source), copiesCount: source.copiesCount + 1 } };
}
