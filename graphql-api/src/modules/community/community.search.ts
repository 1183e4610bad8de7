import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';
import { validate } from '../../core/validate';
import { query } from '../../db/raw';
import { type CommunitySort, communityMessages, searchSchema } from './community.schema';
import { type CommunityFolderRow, viewColumns, visible } from './community.service';

/** One page of community folders, each with the cursor that points just after it. */
export type CommunityPage = {
  edges: { cursor: string; node: CommunityFolderRow }[];
  hasNextPage: boolean;
  /** The order actually used: relevance without a search is by copies. */
  sort: CommunitySort;
};

/** A title is a match for a misspelt search from this word similarity on (pg_trgm, accents ignored). */
const TYPO_SIMILARITY = 0.45;

type Cursor = { sort: CommunitySort; key: number; id: number };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string, sort: CommunitySort): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (cursor.sort === sort && Number.isFinite(cursor.key) && Number.isSafeInteger(cursor.id)) return cursor;
  } catch {
    // Falls through to the 400 below.
  }
  throw badInput([{ path: 'after', message: communityMessages.cursorInvalid }]);
}

/** The language part of a BCP-47 tag (`en` of `en-US`): a language pair filter matches any of its variants. */
const languageOf = (tag: string) => tag.split('-')[0];

/**
 * Published folders for anyone: searched in Spanish and English (full-text on title, tags and description, accents
 * ignored) or, for typos, by the title's trigram similarity; filtered by language pair, level and tag; sorted by
 * relevance, copies or most recent (re)publication, then id; cursor-paginated (keyset), at most
 * `COMMUNITY_PAGE_MAX` a page. One statement.
 */
export async function searchCommunityFolders(em: EntityManager, input: unknown): Promise<CommunityPage> {
  const filters = validate(searchSchema, input ?? {});
  const sort: CommunitySort = filters.sort === 'relevance' && !filters.search ? 'copies' : filters.sort;
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions = [visible];
  let score = 'cf.copies_count::float8';
  if (filters.search) {
    const text = param(filters.search);
    const ts = `(websearch_to_tsquery('spanish', community_unaccent(${text})) || websearch_to_tsquery('english', community_unaccent(${text})))`;
    const similarity = `word_similarity(community_unaccent(${text}), public.community_unaccent(cf.title))`;
    conditions.push(
      `(public.community_document(cf.title, cf.description, cf.tags) @@ ${ts} or ${similarity} >= ${TYPO_SIMILARITY})`,
    );
    if (sort === 'relevance') {
      score = `(ts_rank(public.community_document(cf.title, cf.description, cf.tags), ${ts})::float8 + ${similarity}::float8)`;
    }
  }
  if (filters.frontLanguage)
    conditions.push(`split_part(cf.front_language, '-', 1) = ${param(languageOf(filters.frontLanguage))}`);
  if (filters.backLanguage)
    conditions.push(`split_part(cf.back_language, '-', 1) = ${param(languageOf(filters.backLanguage))}`);
  if (filters.level) conditions.push(`cf.level = ${param(filters.level)}`);
  if (filters.tag) conditions.push(`cf.tags @> array[${param(filters.tag)}]::text[]`);
  // Every key is a float8 (a date as its microseconds, exact in a double), compared exactly with the cursor's.
  const key =
    sort === 'recent'
      ? '(extract(epoch from cf.updated_at) * 1000000)::float8'
      : sort === 'copies'
        ? 'cf.copies_count::float8'
        : score;
  if (filters.after) {
    const cursor = decodeCursor(filters.after, sort);
    conditions.push(`(${key}, cf.id) < (${param(cursor.key)}::float8, ${param(cursor.id)})`);
  }
  const limit = param(filters.first + 1);
  const rows = await query<CommunityFolderRow & { sortKey: number }>(
    em,
    `select ${viewColumns}, ${key} as "sortKey"
       from community_folders cf left join users u on u.id = cf.author_id
      where ${conditions.join(' and ')}
      order by ${key} desc, cf.id desc
      limit ${limit}`,
    values,
  );
  const page = rows.slice(0, filters.first);
  return {
    edges: page.map(({ sortKey, ...node }) => ({
      cursor: encodeCursor({ sort, key: sortKey, id: node.rowId }),
      node,
    })),
    hasNextPage: rows.length > filters.first,
    sort,
  };
}

/** Published folders one sitemap page lists at most (the protocol allows 50 000). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** How many sitemap pages there are: pages are ranges of row ids, so each is bounded whatever is hidden (one statement). */
export async function sitemapPageCount(em: EntityManager): Promise<number> {
  const [{ last }] = await query<{ last: number }>(
    em,
    'select coalesce(max(id), 0)::int as last from community_folders',
  );
  return Math.max(1, Math.ceil(last / SITEMAP_PAGE_SIZE));
}

/** The visible folders of sitemap page `page` (1-based): their slug and last (re)publication (one statement). */
export async function sitemapPage(em: EntityManager, page: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return query<{ slug: string; updatedAt: Date }>(
    em,
    `select cf.slug, cf.updated_at as "updatedAt" from community_folders cf
      where ${visible} and cf.id > $1 and cf.id <= $2 order by cf.id`,
    [(page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE],
  );
}
