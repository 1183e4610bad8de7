import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict, DomainError, forbidden, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import { throttle } from '../accounts/throttle';
import { getFolder } from '../folders/folder.service';
import { extensionOf, MEDIA_URL_PREFIX, mediaMessages, mediaNamePattern, mediaReferences } from '../media/media.schema';
import {
  deleteUnusedMedia,
  lockLearnerMedia,
  type MediaRecord,
  mediaUsedInFolder,
  usedBytes,
} from '../media/media.service';
import { type MediaStore, postgresMediaStore } from '../media/media-store';
import {
  applyUpdateSchema,
  COMMUNITY_MAX_CARDS,
  communityMessages,
  EDITED_CARDS_SHOWN,
  hideSchema,
  PREVIEW_CARDS,
  PUBLISH_LIMIT,
  publishSchema,
  reportPageSchema,
  reportSchema,
} from './community.schema';

/** A published folder as anyone may see it: nothing private (no id of the author's, no e-mail, no schedule). */
export type CommunityFolderView = {
  /** The slug again: the only identity shown (Apollo's cache key). */
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The author's public name; "Repaso" for Repaso's own folders. */
  authorName: string;
  frontLanguage: string | null;
  backLanguage: string | null;
  level: string | null;
  tags: string[];
  licence: string;
  version: number;
  cardCount: number;
  copiesCount: number;
  publishedAt: Date;
  updatedAt: Date;
};

/** A view with the row's own id, for the server's statements only (never shown: ids are in sequence). */
export type CommunityFolderRow = CommunityFolderView & { rowId: number };

/** The author's view of their publication (the folder screen): its state, and why an operator hid it. */
export type PublicationView = CommunityFolderView & {
  unpublished: boolean;
  hidden: boolean;
  hiddenReason: string | null;
};

export type CommunityCardView = { key: string; position: number; front: string; back: string };

/** Name shown for folders Repaso publishes itself. */
export const SYSTEM_AUTHOR = 'Repaso';

/** Columns of `CommunityFolderView` from `community_folders cf left join users u on u.id = cf.author_id`. */
export const viewColumns = `cf.id as "rowId", cf.slug as id, cf.slug, cf.title, cf.description, coalesce(u.public_name, '${SYSTEM_AUTHOR}') as "authorName",
  cf.front_language as "frontLanguage", cf.back_language as "backLanguage", cf.level, cf.tags, cf.licence, cf.version,
  cf.card_count as "cardCount", cf.copies_count as "copiesCount", cf.published_at as "publishedAt",
  cf.updated_at as "updatedAt"`;

/** Published, neither unpublished nor hidden (anything else is a 404 like a slug that never was). */
export const visible = 'cf.unpublished_at is null and cf.hidden_at is null';

/** What tells a copied card's text apart from the community's: sha256 of front, a NUL byte, back. */
export const cardHash = (front: string, back: string) =>
  createHash('sha256').update(front).update('\u0000').update(back).digest('hex');
const cardHashSql = (table: string) =>
  `encode(sha256(convert_to(${table}.front, 'UTF8') || '\\x00'::bytea || convert_to(${table}.back, 'UTF8')), 'hex')`;

const withoutRowId = <T extends object>(row: T): Omit<T, 'rowId'> => {
  const { rowId: _, ...rest } = row as T & { rowId?: number };
  return rest;
};

const slugAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `verbos-irregulares-7k3f`: the title without accents or symbols, then four random characters. */
export function slugFor(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = Array.from({ length: 4 }, () => slugAlphabet[randomInt(slugAlphabet.length)]).join('');
  return `${base || 'carpeta'}-${suffix}`;
}

async function freeSlug(tx: Query, title: string): Promise<string> {
  for (;;) {
    const slug = slugFor(title);
    const taken = await tx('select 1 from community_folders where slug = $1', [slug]);
    if (taken.length === 0) return slug;
  }
}

const publicationColumns = `${viewColumns}, cf.source_folder_id as "folderId",
  cf.unpublished_at is not null as unpublished, cf.hidden_at is not null as hidden, cf.hidden_reason as "hiddenReason"`;

async function publicationRow(run: Query, userId: number, folderId: number): Promise<PublicationView | null> {
  const [row] = await run<PublicationView & { rowId: number }>(
    `select ${publicationColumns} from community_folders cf left join users u on u.id = cf.author_id
      where cf.source_folder_id = $1 and cf.author_id = $2`,
    [folderId, userId],
  );
  return row ? withoutRowId(row) : null;
}

/** `publicationsOf`'s statement: $1 the folders' ids, $2 their owner. */
export const publicationsSql = `select ${publicationColumns} from community_folders cf left join users u on u.id = cf.author_id
      where cf.source_folder_id = any($1::int[]) and cf.author_id = $2`;

/** The publications of the user's folders `folderIds` (any state), by folder: one statement for a whole list. */
export async function publicationsOf(em: EntityManager, userId: number, folderIds: readonly number[]) {
  const rows = await query<PublicationView & { rowId: number; folderId: number }>(em, publicationsSql, [
    folderIds,
    userId,
  ]);
  return new Map(rows.map(({ rowId: _, folderId, ...row }) => [folderId, row as PublicationView]));
}

/** Where a copied folder came from, and whether a newer version waits ("Hay cambios"). */
export type CommunitySource = {
  slug: string;
  title: string;
  version: number;
  latestVersion: number;
  hasUpdate: boolean;
};

/** `communitySourcesOf`'s statement: $1 the folders' ids, $2 their owner. */
export const communitySourcesSql = `select f.id as "folderId", cf.slug, cf.title, f.community_version as version, cf.version as "latestVersion",
            cf.version > f.community_version as "hasUpdate"
       from folders f join community_folders cf on cf.id = f.community_folder_id
      where f.id = any($1::int[]) and f.user_id = $2 and ${visible}`;

/**
 * The community folder each of the user's folders `folderIds` was copied from, by folder, while it is still visible
 * (one statement for a whole list).
 */
export async function communitySourcesOf(em: EntityManager, userId: number, folderIds: readonly number[]) {
  const rows = await query<CommunitySource & { folderId: number }>(em, communitySourcesSql, [folderIds, userId]);
  return new Map(rows.map(({ folderId, ...source }) => [folderId, source]));
}

/** What a change to a published folder needs: the time, and the public answers to forget once it is committed. */
export type PublicationDeps = Pick<Services, 'clock' | 'publicAnswers'>;

/**
 * Publishes one of the actor's folders, or publishes it again: the community folder becomes a snapshot of its cards
 * now (a republication keeps each card's key, marks the cards whose text changed with the new version, adds the new
 * ones and drops the deleted ones), and of the media those cards show. Needs the author's public name; refused for
 * an empty folder, past `COMMUNITY_MAX_CARDS`, and past `PUBLISH_LIMIT` a day. A folder an operator hid stays
 * hidden. Answers the author's view of the publication.
 */
export async function publishFolder(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  input: unknown,
  { clock, publicAnswers }: PublicationDeps,
): Promise<PublicationView> {
  const userId = requireUserId(actor);
  const folder = await getFolder(em, actor, folderId);
  const data = validate(publishSchema, input);
  const [author] = await query<{ public_name: string | null }>(em, 'select public_name from users where id = $1', [
    userId,
  ]);
  if (!author?.public_name) throw badInput([{ path: 'publicName', message: communityMessages.publicNameRequired }]);
  if (folder.cardCount === 0) throw badInput([{ path: 'folderId', message: communityMessages.emptyFolder }]);
  if (folder.cardCount > COMMUNITY_MAX_CARDS) {
    throw badInput([{ path: 'folderId', message: communityMessages.tooManyCards(COMMUNITY_MAX_CARDS) }]);
  }
  await throttle(em, clock.now(), [[PUBLISH_LIMIT, String(userId)]]).catch((error: unknown) => {
    if (error instanceof DomainError && error.retryAfterSeconds) {
      const hours = Math.max(1, Math.ceil(error.retryAfterSeconds / 3600));
      throw new DomainError(
        'RATE_LIMITED',
        429,
        communityMessages.publishRateLimited(hours),
        undefined,
        error.retryAfterSeconds,
      );
    }
    throw error;
  });
  const hashes = await mediaUsedInFolder(em, folderId);
  const now = clock.now();
  const publication = await transaction(em, async (tx) => {
    // One publication of a folder at a time: two at once would both take a version.
    await tx('select pg_advisory_xact_lock(hashtext($1), $2)', ['repaso:publish', folderId]);
    const [existing] = await tx<{ id: number; version: number }>(
      'select id, version from community_folders where source_folder_id = $1 for update',
      [folderId],
    );
    const values = [
      data.title,
      data.description,
      data.frontLanguage ?? folder.frontLanguage,
      data.backLanguage ?? folder.backLanguage,
      data.level,
      data.tags,
      data.licence,
      now,
    ];
    let id: number;
    let version: number;
    if (existing) {
      id = existing.id;
      version = existing.version + 1;
      await tx(
        `update community_folders set title = $2, description = $3, front_language = $4, back_language = $5,
                level = $6, tags = $7, licence = $8, updated_at = $9, version = $10, unpublished_at = null
          where id = $1`,
        [id, ...values, version],
      );
    } else {
      version = 1;
      [{ id }] = await tx<{ id: number }>(
        `insert into community_folders (slug, author_id, source_folder_id, title, description, front_language,
                back_language, level, tags, licence, published_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
        [await freeSlug(tx, data.title), userId, folderId, ...values],
      );
    }
    await tx(
      `with src as (
         select id, front, back, (row_number() over (order by created_at, id) - 1)::int as position
           from cards where folder_id = $2),
       gone as (
         delete from community_cards cc where cc.community_folder_id = $1
            and (cc.source_card_id is null or not exists (select 1 from src where src.id = cc.source_card_id))),
       kept as (
         update community_cards cc set position = src.position, front = src.front, back = src.back,
                changed_version = case when cc.front = src.front and cc.back = src.back then cc.changed_version
                                       else $3 end
           from src where cc.community_folder_id = $1 and cc.source_card_id = src.id)
       insert into community_cards (community_folder_id, position, card_key, source_card_id, front, back, changed_version)
       select $1, src.position, left(replace(gen_random_uuid()::text, '-', ''), 16), src.id, src.front, src.back, $3
         from src
        where not exists (select 1 from community_cards cc where cc.community_folder_id = $1 and cc.source_card_id = src.id)`,
      [id, folderId, version],
    );
    await tx(
      `update community_folders set card_count = (select count(*) from community_cards where community_folder_id = $1)
        where id = $1`,
      [id],
    );
    await tx('delete from community_media where community_folder_id = $1', [id]);
    await tx(
      `insert into community_media (community_folder_id, media_id)
       select $1, id from media where user_id = $2 and sha256 = any($3::text[])`,
      [id, userId, hashes],
    );
    return (await publicationRow(tx, userId, folderId)) as PublicationView;
  });
  await publicAnswers.forget();
  return publication;
}

/**
 * Takes one of the actor's folders out of the community: its page and search answer as if it never existed, copies
 * already made stay with their learners. Publishing it again brings it back under the same address.
 */
export async function unpublishFolder(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  { clock, publicAnswers }: PublicationDeps,
) {
  const userId = requireUserId(actor);
  await getFolder(em, actor, folderId);
  const publication = await transaction(em, async (tx) => {
    const rows = await tx<{ id: number }>(
      `update community_folders set unpublished_at = $3
        where source_folder_id = $1 and author_id = $2 and unpublished_at is null returning id`,
      [folderId, userId, clock.now()],
    );
    if (rows.length === 0) throw notFound(communityMessages.notPublished);
    // Its media are the author's own again: deleted with the last card of theirs that uses them.
    await tx('delete from community_media where community_folder_id = $1', [rows[0].id]);
    return (await publicationRow(tx, userId, folderId)) as PublicationView;
  });
  await publicAnswers.forget();
  return publication;
}

/** A visible community folder by its slug; unpublished, hidden and unknown are the same 404. */
export async function getCommunityFolder(em: EntityManager, slug: string): Promise<CommunityFolderRow> {
  const [row] = await query<CommunityFolderRow>(
    em,
    `select ${viewColumns} from community_folders cf left join users u on u.id = cf.author_id
      where cf.slug = $1 and ${visible}`,
    [slug.slice(0, 80)],
  );
  if (!row) throw notFound(communityMessages.notFound);
  return row;
}

/** A card's media urls as anyone may fetch them: through the community folder that publishes them. */
export const publicMediaPrefix = (slug: string) => `/api/community/folders/${slug}/media/`;
const publicText = (slug: string, text: string) => text.replaceAll(MEDIA_URL_PREFIX, publicMediaPrefix(slug));

/** The first `PREVIEW_CARDS` cards of each of the community folders `folders` (one statement). */
export async function previewCards(
  em: EntityManager,
  folders: readonly Pick<CommunityFolderRow, 'rowId' | 'slug'>[],
): Promise<Map<number, CommunityCardView[]>> {
  const rows = await query<CommunityCardView & { folderId: number }>(
    em,
    `select f.id as "folderId", c.card_key as key, c.position, c.front, c.back
       from unnest($1::int[]) as f(id)
       cross join lateral (
         select * from community_cards where community_folder_id = f.id order by position limit $2) c
      order by f.id, c.position`,
    [folders.map((folder) => folder.rowId), PREVIEW_CARDS],
  );
  const slugs = new Map(folders.map((folder) => [folder.rowId, folder.slug]));
  const previews = new Map<number, CommunityCardView[]>(folders.map((folder) => [folder.rowId, []]));
  for (const { folderId, ...card } of rows) {
    const slug = slugs.get(folderId) as string;
    previews.get(folderId)?.push({ ...card, front: publicText(slug, card.front), back: publicText(slug, card.back) });
  }
  return previews;
}

/**
 * A media a visible community folder publishes, by its name in the url (`<sha256>.<ext>`): anyone may fetch it.
 * Anything else (not in that folder, hidden, unknown) is the same 404.
 */
export async function findCommunityMedia(em: EntityManager, slug: string, name: string) {
  const match = mediaNamePattern.exec(name);
  if (!match) throw notFound(mediaMessages.notFound);
  const [media] = await query<MediaRecord>(
    em,
    `select m.id, m.sha256, m.mime_type as "mimeType", m.bytes, m.width, m.height
       from community_folders cf
       join community_media cm on cm.community_folder_id = cf.id
       join media m on m.id = cm.media_id
      where cf.slug = $1 and ${visible} and m.sha256 = $2`,
    [slug.slice(0, 80), match[1]],
  );
  if (!media || extensionOf(media.mimeType) !== match[2]) throw notFound(mediaMessages.notFound);
  return media;
}

/** What copying needs besides the EntityManager and the actor. */
export type CopyDeps = { clock: Clock; quotaBytes: number; store?: MediaStore };

/**
 * Copies the media of community folder `communityFolderId` the learner does not have yet into their own media, in the
 * copy's transaction: the same bytes, theirs now (so they outlive the publication), counted in their quota.
 */
async function copyMedia(em: EntityManager, tx: Query, userId: number, communityFolderId: number, deps: CopyDeps) {
  const store = deps.store ?? postgresMediaStore;
  await lockLearnerMedia(tx, userId);
  const missing = await tx<{
    id: number;
    sha256: string;
    mime_type: string;
    bytes: number;
    width: number | null;
    height: number | null;
  }>(
    `select m.id, m.sha256, m.mime_type, m.bytes, m.width, m.height
       from community_media cm join media m on m.id = cm.media_id
      where cm.community_folder_id = $1
        and not exists (select 1 from media mine where mine.user_id = $2 and mine.sha256 = m.sha256)`,
    [communityFolderId, userId],
  );
  if (missing.length === 0) return;
  const used = await usedBytes(tx, userId);
  const needed = missing.reduce((sum, media) => sum + media.bytes, 0);
  if (used + needed > deps.quotaBytes) {
    throw new DomainError('BAD_USER_INPUT', 413, mediaMessages.quotaExceeded(deps.quotaBytes));
  }
  for (const media of missing) {
    const [{ id }] = await tx<{ id: number }>(`select nextval(pg_get_serial_sequence('media', 'id'))::int as id`);
    await store.put(tx, id, store.open(em, media.id, { start: 0, end: media.bytes - 1 }));
    await tx(
      `insert into media (id, user_id, sha256, mime_type, bytes, width, height) values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, media.sha256, media.mime_type, media.bytes, media.width, media.height],
    );
  }
}

/**
 * The copy itself, in the caller's transaction `tx`: a new folder of `userId`'s with every card of community folder
 * `source` (new, with schedules of their own) and its media, remembering the community folder, its version and each
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
    `insert into cards (folder_id, front, back, community_key, community_hash, created_at, updated_at)
     select $1, c.front, c.back, c.card_key, ${cardHashSql('c')}, $3, $3
       from community_cards c where c.community_folder_id = $2 order by c.position`,
    [id, source.rowId, now],
  );
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
      from cards c where c.folder_id = $1 and c.community_key is not null),
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
      where c.folder_id = $1 and cc.changed_version > $3 and ${cardHashSql('c')} <> c.community_hash
      order by cc.position limit $4`,
    [folderId, copy.communityFolderId, copy.communityVersion, EDITED_CARDS_SHOWN],
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
    ]);
    await copyMedia(em, tx, userId, copy.communityFolderId, deps);
    const now = deps.clock.now();
    const values = [folderId, copy.communityFolderId, copy.communityVersion, now];
    await tx(
      `update cards c set front = cc.front, back = cc.back, community_hash = ${cardHashSql('cc')}, updated_at = $4
         from community_cards cc
        where c.folder_id = $1 and cc.community_folder_id = $2 and cc.card_key = c.community_key
          and cc.changed_version > $3
          ${overwriteEdited ? '' : `and ${cardHashSql('c')} = c.community_hash`}`,
      values,
    );
    await tx(
      `insert into cards (folder_id, front, back, community_key, community_hash, created_at, updated_at)
       select $1, cc.front, cc.back, cc.card_key, ${cardHashSql('cc')}, $4, $4
         from community_cards cc
        where cc.community_folder_id = $2 and cc.changed_version > $3
          and not exists (select 1 from cards c where c.folder_id = $1 and c.community_key = cc.card_key)
        order by cc.position`,
      values,
    );
    const orphans = `c.folder_id = $1 and c.community_key is not null
          and not exists (select 1 from community_cards cc where cc.community_folder_id = $2 and cc.card_key = c.community_key)`;
    let released: string[] = [];
    if (removeDeleted) {
      const removed = await tx<{ front: string; back: string }>(
        `delete from cards c where ${orphans} returning c.front, c.back`,
        [folderId, copy.communityFolderId],
      );
      released = removed.flatMap((card) => [card.front, card.back]);
    } else {
      await tx(`update cards c set community_key = null, community_hash = null where ${orphans}`, [
        folderId,
        copy.communityFolderId,
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

/**
 * A signed-in learner's report of a visible community folder (one per learner and folder: a second is a 409); their
 * own folders cannot be reported.
 */
export async function reportCommunityFolder(em: EntityManager, actor: Actor, slug: string, input: unknown) {
  const userId = requireUserId(actor);
  const { reason, text } = validate(reportSchema, input);
  const folder = await getCommunityFolder(em, slug);
  return transaction(em, async (tx) => {
    const [own] = await tx('select 1 from community_folders where id = $1 and author_id = $2', [folder.rowId, userId]);
    if (own) throw badInput([{ path: 'slug', message: communityMessages.ownFolder }]);
    const rows = await tx<{ id: number }>(
      `insert into community_reports (community_folder_id, reporter_id, reason, text) values ($1, $2, $3, $4)
       on conflict (community_folder_id, reporter_id) do nothing returning id`,
      [folder.rowId, userId, reason, text],
    );
    if (rows.length === 0) throw conflict(communityMessages.alreadyReported);
    return { id: rows[0].id, reason, text };
  });
}

/** A 403 unless the actor is an operator (granted with `npm run admin -- grant <email>`, never through the API). */
async function requireOperator(em: EntityManager, actor: Actor) {
  const userId = requireUserId(actor);
  const [row] = await query<{ is_operator: boolean }>(em, 'select is_operator from users where id = $1', [userId]);
  if (!row?.is_operator) throw forbidden(communityMessages.operatorOnly);
  return userId;
}

export type ReportView = {
  id: number;
  reason: string;
  text: string;
  createdAt: Date;
  folder: PublicationView;
};

/** Open reports, oldest first, at most `first` after report `after` (operators only; reporters stay anonymous). */
export async function listReports(em: EntityManager, actor: Actor, input: unknown) {
  await requireOperator(em, actor);
  const { first: size, after } = validate(reportPageSchema, input);
  const rows = await query<Omit<ReportView, 'folder'> & { folder: ReportView['folder'] }>(
    em,
    `select r.id, r.reason, r.text, r.created_at as "createdAt",
            (select row_to_json(v) from (
               select ${viewColumns}, cf.hidden_at is not null as hidden, cf.unpublished_at is not null as unpublished,
                      cf.hidden_reason as "hiddenReason") v) as folder
       from community_reports r
       join community_folders cf on cf.id = r.community_folder_id
       left join users u on u.id = cf.author_id
      where r.resolved_at is null and ($1::int is null or r.id > $1)
      order by r.id limit $2`,
    [after, size + 1],
  );
  return {
    reports: rows.slice(0, size).map((row) => ({
      ...row,
      folder: {
        ...withoutRowId(row.folder),
        publishedAt: new Date(row.folder.publishedAt),
        updatedAt: new Date(row.folder.updatedAt),
      },
    })),
    hasNextPage: rows.length > size,
  };
}

/**
 * Hides a community folder (operators only): it answers 404 to everyone from now on, its author sees `reason` on the
 * folder's screen, and its open reports are closed.
 */
export async function hideCommunityFolder(
  em: EntityManager,
  actor: Actor,
  slug: string,
  input: unknown,
  { clock, publicAnswers }: PublicationDeps,
): Promise<{ slug: string; hidden: boolean; hiddenReason: string }> {
  await requireOperator(em, actor);
  const { reason } = validate(hideSchema, input);
  await transaction(em, async (tx) => {
    const rows = await tx<{ id: number }>(
      'update community_folders set hidden_at = $2, hidden_reason = $3 where slug = $1 returning id',
      [slug, clock.now(), reason],
    );
    if (rows.length === 0) throw notFound(communityMessages.notFound);
    await tx('update community_reports set resolved_at = $2 where community_folder_id = $1 and resolved_at is null', [
      rows[0].id,
      clock.now(),
    ]);
  });
  await publicAnswers.forget();
  return { slug, hidden: true, hiddenReason: reason };
}

/** Closes a report without hiding anything (operators only). */
export async function dismissReport(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  await requireOperator(em, actor);
  const rows = await query<{ id: number }>(
    em,
    'update community_reports set resolved_at = $2 where id = $1 and resolved_at is null returning id',
    [id, clock.now()],
  );
  if (rows.length === 0) throw notFound();
  return id;
}

/**
 * Makes the account of `email` an operator, or no longer one (`npm run admin -- grant|revoke <email>`; never reachable
 * through either API). Answers whether such an account exists.
 */
export async function setOperator(em: EntityManager, email: string, operator: boolean): Promise<boolean> {
  const rows = await query(em, 'update users set is_operator = $2 where lower(email) = lower($1) returning id', [
    email.trim(),
    operator,
  ]);
  return rows.length > 0;
}
