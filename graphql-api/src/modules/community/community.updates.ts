import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { badInput, conflict } from '../../core/errors';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import { getFolder } from '../folders/folder.service';
import { mediaReferences } from '../media/media.schema';
import { deleteUnusedMedia } from '../media/media.service';
import { type CopyDeps, copyMedia } from './community.copies';
import { cardHashSql } from './community.notes';
import { applyUpdateSchema, communityMessages, EDITED_CARDS_SHOWN } from './community.schema';
import { visible } from './community.service';

// A copy's later versions ("Hay cambios"): what a newer version would change, and taking it.

/** What taking a new version of a copied folder would do ("Hay cambios"). */
export type CommunityUpdate = {
  slug: string;
  fromVersion: number;
  toVersion: number;
  /** Cards the author added (or changed) that the copy lacks: added as new. */
  added: number;
  /** Cards the author changed that the learner did not edit: updated in place, schedule and history kept. */
  updated: number;
  /** Cards the author changed that the learner edited too: only replaced when the learner says so. */
  conflicting: number;
  /** Cards the author deleted: only removed when the learner says so. */
  deleted: number;
};

const updateSql = `
  with mine as (
    select c.id, c.community_key, c.community_hash, ${cardHashSql('c')} as hash
      from cards c where c.user_id = $4 and c.folder_id = $1 and c.community_key is not null),
  theirs as (
    select cc.card_key, cc.changed_version from community_cards cc where cc.community_folder_id = $2)
  select
    (select count(*) from theirs t where t.changed_version > $3
        and not exists (select 1 from mine m where m.community_key = t.card_key))::int as added,
    (select count(*) from theirs t join mine m on m.community_key = t.card_key
      where t.changed_version > $3 and m.hash = m.community_hash)::int as updated,
    (select count(*) from theirs t join mine m on m.community_key = t.card_key
      where t.changed_version > $3 and m.hash <> m.community_hash)::int as conflicting,
    (select count(*) from mine m
      where not exists (select 1 from theirs t where t.card_key = m.community_key))::int as deleted`;

type CopyRow = { id: number; communityFolderId: number; communityVersion: number; slug: string; version: number };

async function copyOf(run: Query, userId: number, folderId: number): Promise<CopyRow | null> {
  const [row] = await run<CopyRow>(
    `select f.id, f.community_folder_id as "communityFolderId", f.community_version as "communityVersion",
            cf.slug, cf.version
       from folders f join community_folders cf on cf.id = f.community_folder_id
      where f.id = $1 and f.user_id = $2 and ${visible}`,
    [folderId, userId],
  );
  return row ?? null;
}

/** The changes a newer version of a copied folder brings, or null (not a copy, up to date, or no longer published). */
export async function communityUpdateOf(
  em: EntityManager,
  actor: Actor,
  folderId: number,
): Promise<CommunityUpdate | null> {
  const userId = requireUserId(actor);
  const run: Query = (text, values) => query(em, text, values);
  const copy = await copyOf(run, userId, folderId);
  if (!copy || copy.version <= copy.communityVersion) return null;
  const [counts] = await run<Omit<CommunityUpdate, 'slug' | 'fromVersion' | 'toVersion'>>(updateSql, [
    folderId,
    copy.communityFolderId,
    copy.communityVersion,
    userId,
  ]);
  return { slug: copy.slug, fromVersion: copy.communityVersion, toVersion: copy.version, ...counts };
}

/** A card the learner edited whose text the author changed too: theirs and the author's newer text, side by side. */
export type EditedCardView = { cardId: number; front: string; back: string; authorFront: string; authorBack: string };

/**
 * The first `EDITED_CARDS_SHOWN` cards of the actor's copy `folderId` that the learner edited and the newer version
 * changes too (what "Hay cambios" asks about before replacing), in the author's order; empty when up to date.
 */
export async function editedCardsOf(em: EntityManager, actor: Actor, folderId: number): Promise<EditedCardView[]> {
  const userId = requireUserId(actor);
  const run: Query = (text, values) => query(em, text, values);
  const copy = await copyOf(run, userId, folderId);
  if (!copy || copy.version <= copy.communityVersion) return [];
  return run<EditedCardView>(
    `select c.id as "cardId", c.front, c.back, cc.front as "authorFront", cc.back as "authorBack"
       from cards c join community_cards cc on cc.community_folder_id = $2 and cc.card_key = c.community_key
      where c.user_id = $5 and c.folder_id = $1 and cc.changed_version > $3 and ${cardHashSql('c')} <> c.community_hash
      order by cc.position limit $4`,
    [folderId, copy.communityFolderId, copy.communityVersion, EDITED_CARDS_SHOWN, userId],
  );
}

/**
 * Takes the community folder's latest version into one of the actor's copies: cards the author added come in as
 * new; cards the author changed are rewritten in place (schedule and history untouched), except those the learner
 * edited, unless `overwriteEdited`; cards the author deleted are removed with `removeDeleted`, otherwise they stay
 * as the learner's own. Answers what was done.
 */
export async function applyCommunityUpdate(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  input: unknown,
  deps: CopyDeps,
): Promise<CommunityUpdate> {
  const userId = requireUserId(actor);
  const { removeDeleted, overwriteEdited } = validate(applyUpdateSchema, input ?? {});
  await getFolder(em, actor, folderId);
  const result = await transaction(em, async (tx) => {
    await tx('select 1 from folders where id = $1 for update', [folderId]);
    const copy = await copyOf(tx, userId, folderId);
    if (!copy) throw badInput([{ path: 'folderId', message: communityMessages.notACopy }]);
    if (copy.version <= copy.communityVersion) throw conflict(communityMessages.noUpdate);
    const [counts] = await tx<Omit<CommunityUpdate, 'slug' | 'fromVersion' | 'toVersion'>>(updateSql, [
      folderId,
      copy.communityFolderId,
      copy.communityVersion,
      userId,
    ]);
    await copyMedia(em, tx, userId, copy.communityFolderId, deps);
    const now = deps.clock.now();
    const values = [folderId, copy.communityFolderId, copy.communityVersion, now, userId];
    await tx(
      `update cards c set front = cc.front, back = cc.back, community_hash = ${cardHashSql('cc')}, updated_at = $4
         from community_cards cc
        where c.user_id = $5 and c.folder_id = $1 and cc.community_folder_id = $2 and cc.card_key = c.community_key
          and cc.changed_version > $3
          ${overwriteEdited ? '' : `and ${cardHashSql('c')} = c.community_hash`}`,
      values,
    );
    await tx(
      `insert into cards (folder_id, user_id, front, back, community_key, community_hash, created_at, updated_at)
       select $1, $5, cc.front, cc.back, cc.card_key, ${cardHashSql('cc')}, $4, $4
         from community_cards cc
        where cc.community_folder_id = $2 and cc.changed_version > $3
          and not exists (select 1 from cards c where c.user_id = $5 and c.folder_id = $1 and c.community_key = cc.card_key)
        order by cc.position`,
      values,
    );
    const orphans = `c.user_id = $3 and c.folder_id = $1 and c.community_key is not null
          and not exists (select 1 from community_cards cc where cc.community_folder_id = $2 and cc.card_key = c.community_key)`;
    let released: string[] = [];
    if (removeDeleted) {
      const removed = await tx<{ front: string; back: string }>(
        `delete from cards c where ${orphans} returning c.front, c.back`,
        [folderId, copy.communityFolderId, userId],
      );
      released = removed.flatMap((card) => [card.front, card.back]);
    } else {
      await tx(`update cards c set community_key = null, community_hash = null where ${orphans}`, [
        folderId,
        copy.communityFolderId,
        userId,
      ]);
    }
    await tx('update folders set community_version = $2, updated_at = $3 where id = $1', [folderId, copy.version, now]);
    return {
      update: { slug: copy.slug, fromVersion: copy.communityVersion, toVersion: copy.version, ...counts },
      released,
    };
  });
  if (result.released.length > 0) {
    await deleteUnusedMedia(em, userId, mediaReferences(...result.released));
  }
  return result.update;
}
