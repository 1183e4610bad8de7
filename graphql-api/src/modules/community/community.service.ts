import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors';
import { query } from '../../db/raw';
import { extensionOf, MEDIA_URL_PREFIX, mediaMessages, mediaNamePattern } from '../media/media.schema';
import type { MediaRecord } from '../media/media.service';
import { communityMessages, PREVIEW_CARDS } from './community.schema';

// What the community shows and how it is read. Publishing, copying, updating copies and moderation live in
// community.publication.ts, community.copies.ts, community.updates.ts and community.moderation.ts.

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

/** A row without its `rowId` (ids are in sequence: never shown). */
export const withoutRowId = <T extends object>(row: T): Omit<T, 'rowId'> => {
  const { rowId: _, ...rest } = row as T & { rowId?: number };
  return rest;
};

/** Columns of `PublicationView` (plus the source folder's id as `folderId`), from the same join as `viewColumns`. */
export const publicationColumns = `${viewColumns}, cf.source_folder_id as "folderId",
  cf.unpublished_at is not null as unpublished, cf.hidden_at is not null as hidden, cf.hidden_reason as "hiddenReason"`;

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
    `select m.id, m.user_id as "userId", m.sha256, m.mime_type as "mimeType", m.bytes, m.width, m.height
       from community_folders cf
       join community_media cm on cm.community_folder_id = cf.id
       join media m on m.id = cm.media_id
      where cf.slug = $1 and ${visible} and m.sha256 = $2`,
    [slug.slice(0, 80), match[1]],
  );
  if (!media || extensionOf(media.mimeType) !== match[2]) throw notFound(mediaMessages.notFound);
  return media;
}
