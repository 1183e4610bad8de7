/**
 * The bare baseline of `npm run bench`: a plain `node:http` server, in its own process, that answers the benchmarked
 * requests with the same work as Repaso and nothing else — who is asking (the session lookup express-session and
 * connect-pg-simple do, or a personal access token's lookup and rate-limit count), then exactly the SQL statements
 * Repaso sends for that request (same text, same bind parameters or the same values written into the text, same
 * order where Repaso keeps one, same transaction), through one `pg` pool of the app's size, and the same JSON, byte for
 * byte. `sql-check.ts` proves the "exactly" by comparing both servers' statements in PostgreSQL's own log and their
 * answers.
 *
 * No framework, ORM, GraphQL library or validation library: `/graphql` is answered by operation name (the web app's
 * screens and rating), the answer written in the order of the operation's selections. Repaso's statements are imported
 * where it exports them; those its ORM writes (an entity by id, `em.execute`'s statements with their values written
 * in) are spelled out here as the ORM sends them. It answers only the requests the benchmark makes.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { Client, Pool, type PoolClient } from 'pg';
import { sessionIdOf } from '../src/http/session';
import { studySettingsView, type Viewer, viewerSql } from '../src/modules/accounts/account.service';
import { type CardWithFolder, type CardWithFolderRow, cardFromRow } from '../src/modules/cards/card.record';
import { cardMessages } from '../src/modules/cards/card.schema';
import { cardPagesSql, cardPagesValues } from '../src/modules/cards/card.service';
import { encodeCardCursor } from '../src/modules/cards/card-cursor';
import { communitySourcesSql, publicationsSql } from '../src/modules/community/community.service';
import {
  folderListParams,
  folderListSql,
  folderRecordSql,
  folderSummariesParams,
  folderSummariesSql,
} from '../src/modules/folders/folder.service';
import { dueParams } from '../src/modules/scheduling/due';
import type { DueLoad } from '../src/modules/scheduling/load-balance';
import {
  addDays,
  dueInDays,
  formatLocalDate,
  nextIntervals,
  type Rating,
  rate,
  type SchedulerSettings,
} from '../src/modules/scheduling/schedule';
import { dueLoadOf, type SettingsRow, settingsFromRow } from '../src/modules/scheduling/scheduler-settings';
import { FORECAST_DAYS, INTERVAL_BUCKETS, type StatisticsRange } from '../src/modules/statistics/statistics.schema';
import { statisticsPlan, streaks } from '../src/modules/statistics/statistics.service';
import { userStatsSql } from '../src/modules/statistics/user-stats.service';
import { dueListParams, dueListSql } from '../src/modules/study/due-list.service';
import {
  isLeechAfter,
  type ReviewLockRow,
  reviewLockSql,
  reviewWriteParams,
  reviewWriteSql,
} from '../src/modules/study/rating.service';
import { presentStudyCard } from '../src/modules/study/study.present';
import { CLOCK_SKEW_MS, OFFLINE_WINDOW_DAYS } from '../src/modules/study/study.schema';
import { TOKEN_RATE_LIMIT } from '../src/modules/tokens/token.schema';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const secret = process.env.SESSION_SECRET ?? '';
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
// Idle clients error out when the database restarts; the process must not die of it.
pool.on('error', (error) => console.error('bare server: idle connection lost', error.message));

type Queryable = Pool | PoolClient;

/** One statement with bind parameters, as Repaso's `db/raw.ts` sends it (none: the simple protocol). */
/** `query` on one connection or the pool, in the shape the app's statements helpers take (`db/raw.ts`'s `Query`). */
const runOn =
  (db: Queryable) =>
  <Row>(text: string, values?: readonly unknown[]) =>
    query<Row>(db, text, values);

async function query<Row>(db: Queryable, text: string, values: readonly unknown[] = []): Promise<Row[]> {
  const result = await db.query({ text, values: values as unknown[] });
  return result.rows as Row[];
}

/**
 * A value written into a statement's text as MikroORM's `em.execute` writes it (PostgreSqlPlatform's `escape`): a
 * string as `pg` quotes a literal, an instant as its ISO text in quotes, a list as its items separated by commas.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return Client.prototype.escapeLiteral(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return value.map(literal).join(', ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`bare server: cannot write ${typeof value} into a statement`);
}

/**
 * A statement as Repaso's `em.execute(sql, values)` sends it: each `?` replaced by its value's `literal`, then sent
 * without bind parameters (the simple protocol). The statements here hold no `??` or `\?`.
 */
async function inlined<Row>(db: Queryable, sql: string, values: readonly unknown[]): Promise<Row[]> {
  let next = 0;
  const result = await db.query(sql.replace(/\?/g, () => literal(values[next++])));
  return result.rows as Row[];
}

/** The viewer as Repaso reads them for GraphQL's `viewer` (`viewerOf`). */
const viewerById = (db: Queryable, userId: number) => query<Viewer>(db, viewerSql, [userId]);

/** The user row MikroORM reads for `em.findOne(User, id)` (a write's viewer), as it writes the statement. */
const userById = (db: Queryable, userId: number) =>
  query<SettingsRow & { id: number }>(db, `select "u0".* from "users" as "u0" where "u0"."id" = ${userId} limit 1`);

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Caller = { userId: number; headers: Record<string, string> };

/**
 * The signed-in user's id, as express-session + connect-pg-simple find it: the `s:`-prefixed cookie value
 * unsigned with the secret, then connect-pg-simple's own statement (bind parameters, as it sends them).
 */
async function sessionUserId(cookie: string | undefined): Promise<number> {
  const sid = sessionIdOf(cookie, secret);
  if (sid) {
    const { rows } = await pool.query<{ sess: { userId?: unknown } }>(
      'SELECT sess FROM "sessions" WHERE sid = $1 AND expire >= to_timestamp($2)',
      [sid, Math.ceil(Date.now() / 1000)],
    );
    const userId = rows[0]?.sess.userId;
    if (typeof userId === 'number') return userId;
  }
  throw new HttpError(401, 'Unauthorized');
}

/**
 * A personal access token's owner, as Repaso's `authenticateApiToken` and `tokenRateLimit` find it: the token by the
 * sha256 of its secret (its last use written at most once a minute), then one more hit in its rate-limit window,
 * refused past `TOKEN_RATE_LIMIT`; the answer carries the window's `RateLimit` headers.
 */
async function tokenCaller(header: string): Promise<Caller> {
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token?.startsWith('rps_')) throw new HttpError(401, 'Unauthorized');
  const now = new Date();
  const [row] = await inlined<{ id: number; user_id: number; last_used_at: Date | null; scope: string }>(
    pool,
    `select id, user_id, last_used_at, scope from api_tokens
      where token_hash = ? and revoked_at is null and (expires_at is null or expires_at > ?)`,
    [crypto.createHash('sha256').update(token).digest('hex'), now],
  );
  if (!row) throw new HttpError(401, 'Unauthorized');
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
    await inlined(pool, 'update api_tokens set last_used_at = ? where user_id = ? and id = ?', [
      now,
      row.user_id,
      row.id,
    ]);
  }
  const hitAt = new Date();
  const { max, windowSeconds } = TOKEN_RATE_LIMIT;
  const [hit] = await inlined<{ hits: number; window_start: Date }>(
    pool,
    `insert into rate_limits (key, hits, window_start) values (?, ?::int, ?)
     on conflict (key) do update set
       hits = case when rate_limits.window_start <= ?::timestamptz - make_interval(secs => ?) then excluded.hits else rate_limits.hits + excluded.hits end,
       window_start = case when rate_limits.window_start <= ?::timestamptz - make_interval(secs => ?) then excluded.window_start else rate_limits.window_start end
     returning hits, window_start`,
    [`token:${row.id}`, 1, hitAt, hitAt, windowSeconds, hitAt, windowSeconds],
  );
  const reset = Math.max(
    0,
    Math.ceil((new Date(hit.window_start).getTime() + windowSeconds * 1000 - Date.now()) / 1000),
  );
  const headers = {
    'RateLimit-Policy': `${max};w=${windowSeconds}`,
    RateLimit: `limit=${max}, remaining=${Math.max(0, max - hit.hits)}, reset=${reset}`,
  };
  if (hit.hits > max) throw new HttpError(429, 'Demasiadas peticiones con este token');
  return { userId: row.user_id, headers };
}

/** Who is asking: a bearer token when one is sent, otherwise the session cookie. */
function callerOf(req: http.IncomingMessage): Promise<Caller> {
  const authorization = req.headers.authorization;
  if (authorization) return tokenCaller(authorization);
  return sessionUserId(req.headers.cookie).then((userId) => ({ userId, headers: {} }));
}

type FolderListRow = {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  total: number;
  mastered: number;
  medium: number;
  difficult: number;
  suspended: number;
  studied: boolean;
  due: number;
};

type SummaryRow = Omit<FolderListRow, 'name' | 'description' | 'created_at' | 'updated_at'>;

/** `listFolders`: the folders with their figures, in one statement (GraphQL asks for its 1 000 most recent). */
const folderList = (userId: number, now: Date, limit: number | null) =>
  query<FolderListRow>(pool, folderListSql, folderListParams(now, userId, limit));

/** `dueList`: the settings, then the due cards with their folders (one statement). */
async function dueList(userId: number, now: Date, limit: number) {
  const rows = await query<SettingsRow & { id: number | null }>(
    pool,
    dueListSql,
    dueListParams(now, userId, null, limit),
  );
  if (rows.length === 0) throw new HttpError(401, 'Unauthorized');
  const cards = rows.flatMap((row) => (row.id === null ? [] : [cardFromRow(row as unknown as CardWithFolderRow)]));
  const settings = settingsFromRow(rows[0]);
  const load = cards.length > 0 ? await dueLoadOf(runOn(pool), userId, now, settings) : undefined;
  return { cards, settings, load };
}

/** `userStats`: every figure of the dashboard in one statement. */
async function userStats(userId: number, now: Date) {
  const [stats] = await query<Record<string, number>>(pool, userStatsSql, dueParams(now, userId));
  if (!stats) throw new HttpError(401, 'Unauthorized');
  return stats;
}

type FolderSettings = {
  autoPlay: boolean;
  frontLanguage: string | null;
  backLanguage: string | null;
  bothDirections: boolean;
};
const noSettings: FolderSettings = { autoPlay: false, frontLanguage: null, backLanguage: null, bothDirections: false };

/** `settingsOfFolders` (GraphQL's `Folder.autoPlay` and languages through their DataLoader): each folder's settings. */
async function settingsOf(userId: number, folderIds: number[]): Promise<Map<number, FolderSettings>> {
  const rows = await query<{
    id: number;
    auto_play: boolean;
    front_language: string | null;
    back_language: string | null;
    both_directions: boolean;
  }>(
    pool,
    'select id, auto_play, front_language, back_language, both_directions from folders where user_id = $1 and id = any($2)',
    [userId, folderIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        autoPlay: row.auto_play,
        frontLanguage: row.front_language,
        backLanguage: row.back_language,
        bothDirections: row.both_directions,
      },
    ]),
  );
}

/** `FolderStudySettings_folder`'s fields (the study screens do not ask for `bothDirections`). */
const studySettings = ({ autoPlay, frontLanguage, backLanguage }: FolderSettings) => ({
  autoPlay,
  frontLanguage,
  backLanguage,
});

/** `summarizeFolders` (GraphQL's folder figures through its DataLoader): `em.execute`, the values written in. */
const folderSummaries = (userId: number, folderIds: number[], now: Date) =>
  inlined<SummaryRow>(pool, folderSummariesSql, folderSummariesParams(now, userId, folderIds));

// REST (SPEC §7), for a third-party tool.

async function restFolders(userId: number) {
  const rows = await folderList(userId, new Date(), null);
  return rows.map((folder) => ({
    id: folder.id,
    name: folder.name,
    description: folder.description,
    createdAt: folder.created_at,
    updatedAt: folder.updated_at,
    hasStudiedCards: folder.studied,
    cardCount: folder.total,
    dueCount: folder.due,
  }));
}

async function restDueCards(userId: number, params: URLSearchParams) {
  if (params.has('folderId')) throw new HttpError(400, 'folderId: not answered by the bare server');
  const limit = Number(params.get('limit') ?? 200);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new HttpError(400, 'limit');
  const now = new Date();
  const { cards, settings, load } = await dueList(userId, now, limit);
  return cards.map((card) => ({ ...presentStudyCard(card, { now, settings, load }), folderName: card.folder.name }));
}

async function restUserStats(userId: number) {
  const { today: _today, ...figures } = await userStats(userId, new Date());
  return figures;
}

// A rating (`reviewCard`): the card locked and read, then the writes, in one transaction.

type RatingInput = {
  rating: Rating;
  studySessionId: number | null;
  durationMs: number | null;
  clientId: string | null;
  reviewedAt: string | null;
};

/** `ratingTime`: the client's `reviewedAt` within the offline window, never before the card's last review. */
function ratingTime(reviewedAt: string | null, now: Date, lastReviewedAt: Date | null): Date {
  if (!reviewedAt) return now;
  const at = new Date(reviewedAt);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new HttpError(400, 'reviewedAt');
  if (at.getTime() < now.getTime() - OFFLINE_WINDOW_DAYS * 86_400_000) throw new HttpError(400, 'reviewedAt');
  const clamped = at.getTime() > now.getTime() ? now : at;
  return lastReviewedAt && clamped < lastReviewedAt ? lastReviewedAt : clamped;
}

async function reviewCard(userId: number, cardId: number, input: RatingInput) {
  const client = await pool.connect();
  try {
    await query(client, 'begin');
    const [row] = await query<ReviewLockRow>(client, reviewLockSql, [cardId, userId, input.studySessionId]);
    if (!row) throw new HttpError(404, cardMessages.notFound);
    const before = cardFromRow(row);
    const settings = settingsFromRow(row);
    let result: { card: CardWithFolder; reviewId: number; replayed: boolean; becameLeech: boolean } | undefined;
    let load: DueLoad | undefined;
    if (input.clientId) {
      const [first] = await query<{ id: number; card_id: number }>(
        client,
        'select id, card_id from reviews where user_id = $1 and client_id = $2',
        [userId, input.clientId],
      );
      if (first && first.card_id !== before.id) throw new HttpError(409, 'clientId');
      if (first) result = { card: before, reviewId: first.id, replayed: true, becameLeech: false };
    }
    if (!result) {
      if (input.studySessionId && row.session_id === null) throw new HttpError(404, 'studySessionId');
      const now = new Date();
      const at = ratingTime(input.reviewedAt, now, before.lastReviewedAt);
      load = await dueLoadOf(runOn(client), userId, at, settings);
      const rated = rate(before.id, before, input.rating, at, settings, load);
      const leech = isLeechAfter(before, rated.lapses, row.leech_threshold);
      const card: CardWithFolder = { ...before, ...rated, leech, updatedAt: now };
      const [review] = await query<{ id: number }>(
        client,
        reviewWriteSql,
        reviewWriteParams(userId, before, card, input.rating, { at, now }, settings, input),
      );
      result = { card, reviewId: review.id, replayed: false, becameLeech: leech && !before.leech };
    }
    await query(client, 'commit');
    return { ...result, settings, load };
  } catch (error) {
    await query(client, 'rollback');
    throw error;
  } finally {
    client.release();
  }
}

const ratings = new Set<string>(['easy', 'medium', 'hard']);

async function restRating(userId: number, cardId: number, body: unknown) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof input.difficulty !== 'string' || !ratings.has(input.difficulty)) throw new HttpError(400, 'difficulty');
  const { card, reviewId, replayed, becameLeech, settings, load } = await reviewCard(userId, cardId, {
    rating: input.difficulty as Rating,
    studySessionId: typeof input.studySessionId === 'number' ? input.studySessionId : null,
    durationMs: typeof input.durationMs === 'number' ? input.durationMs : null,
    clientId: typeof input.clientId === 'string' ? input.clientId : null,
    reviewedAt: typeof input.reviewedAt === 'string' ? input.reviewedAt : null,
  });
  return { ...presentStudyCard(card, { now: new Date(), settings, load }), reviewId, replayed, becameLeech };
}

// GraphQL: the web app's operations, each answered in its selections' order (`__typename` where Apollo adds it).

type Variables = Record<string, unknown>;

const folderStats = (row: SummaryRow) => ({
  totalCards: row.total,
  dueCards: row.due,
  masteredCards: row.mastered,
  mediumCards: row.medium,
  difficultCards: row.difficult,
  __typename: 'FolderStats',
});

/** `FolderStats_folder`'s fields after the ones before it. */
const withFolderStats = (row: SummaryRow, updatedAt: Date) => ({
  cardCount: row.total,
  hasStudiedCards: row.studied,
  updatedAt,
  stats: folderStats(row),
  __typename: 'Folder',
});

/**
 * A card as each screen selects it: `CardItem_card` (the folder screen's card), `StudyCard_card` (the study screen's:
 * the buttons' intervals), or a rating's answer (both fragments: `StudyCard_card`'s fields, then `CardItem_card`'s
 * `suspended`, in the order GraphQL merges them). Both fragments end with the leech tag and the sibling.
 */
function cardItem(
  card: CardWithFolder,
  now: Date,
  settings: SchedulerSettings,
  as: 'folder' | 'study' | 'rating',
  load?: DueLoad,
) {
  const fields = {
    id: String(card.id),
    folderId: String(card.folder.id),
    front: card.front,
    back: card.back,
    difficulty: card.difficulty.toUpperCase(),
    reviewCount: card.reviewCount,
    lastReviewedAt: card.lastReviewedAt,
    nextReviewAt: card.nextReviewAt,
    dueInDays: dueInDays(card, now, settings.timeZone),
  };
  const pair = { leech: card.leech, reversed: card.reversed, siblingId: card.sibling ? String(card.sibling.id) : null };
  if (as === 'folder') return { ...fields, suspended: card.suspended, ...pair, __typename: 'Card' };
  const { easy, medium, hard } = nextIntervals(card.id, card, now, settings, load);
  const study = {
    ...fields,
    ...pair,
    nextIntervals: { easy, medium, hard, __typename: 'NextIntervals' },
    __typename: 'Card',
  };
  return as === 'study' ? study : { ...study, suspended: card.suspended };
}

const viewerStats = (userId: number, stats: Record<string, number>) => ({
  id: String(userId),
  stats: {
    cardsDueToday: stats.cardsDueToday,
    cardsStudiedToday: stats.cardsStudiedToday,
    totalFolders: stats.totalFolders,
    currentStreak: stats.currentStreak,
    newCards: stats.newCards,
    hardCards: stats.hardCards,
    goodCards: stats.goodCards,
    easyCards: stats.easyCards,
    __typename: 'UserStats',
  },
  __typename: 'User',
});

const idOf = (value: unknown) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new HttpError(400, 'id');
  return id;
};

/** Dashboard: the viewer, then their figures. */
async function dashboard(userId: number) {
  const [user] = await viewerById(pool, userId);
  if (!user) return { viewer: null };
  return { viewer: viewerStats(user.id, await userStats(user.id, new Date())) };
}

/** Folders: every folder with its figures. */
async function folders(userId: number) {
  const rows = await folderList(userId, new Date(), 1000);
  return {
    folders: rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      description: row.description,
      ...withFolderStats(row, row.updated_at),
    })),
  };
}

/** `PublishDialog_publication`'s fields and `FolderCommunity_folder`'s `communitySource`'s, in their order. */
const publicationFields = [
  'id',
  'slug',
  'title',
  'description',
  'frontLanguage',
  'backLanguage',
  'level',
  'tags',
  'licence',
  'version',
  'unpublished',
  'hidden',
  'hiddenReason',
];
const sourceFields = ['slug', 'title', 'version', 'latestVersion', 'hasUpdate'];
const pick = (row: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, row[field]]));

/**
 * Folder: the folder (by id and owner), then its settings, publication, community source, first page of cards and
 * figures at once.
 */
async function folder(userId: number, variables: Variables) {
  const folderId = idOf(variables.id);
  const search = typeof variables.search === 'string' && variables.search.trim() ? variables.search.trim() : undefined;
  if (search) throw new HttpError(400, 'search: not answered by the bare server');
  const [found] = await query<{ id: number; name: string; description: string | null; updated_at: Date }>(
    pool,
    folderRecordSql,
    [folderId, userId],
  );
  if (!found) return { folder: null };
  // The folder screen's first page (web app/routes/signed-in/folder.graphql).
  const page = { first: 20, after: null, search: undefined, leech: false, tags: [] };
  const now = new Date();
  const [folderSettings, [publication], [source], rows, [summary]] = await Promise.all([
    settingsOf(userId, [folderId]),
    query<Record<string, unknown>>(pool, publicationsSql, [[folderId], userId]),
    query<Record<string, unknown>>(pool, communitySourcesSql, [[folderId], userId]),
    query<SettingsRow & { id: number | null; created_us: string }>(
      pool,
      cardPagesSql(page),
      cardPagesValues(userId, [folderId], page),
    ),
    folderSummaries(userId, [folderId], now),
  ]);
  const settings = settingsFromRow(rows[0]);
  const cards = rows.filter((row) => row.id !== null);
  const edges = cards.slice(0, page.first).map((row) => {
    const card = cardFromRow(row as unknown as CardWithFolderRow);
    return {
      cursor: encodeCardCursor({ createdUs: row.created_us, id: card.id }),
      node: cardItem(card, now, settings, 'folder'),
      __typename: 'CardEdge',
    };
  });
  return {
    folder: {
      id: String(found.id),
      name: found.name,
      description: found.description,
      ...withFolderStats(summary, found.updated_at),
      // `FolderStatsPanel_folder`: the folder screen's figures add the suspended cards.
      stats: { ...folderStats(summary), suspendedCards: summary.suspended, __typename: 'FolderStats' },
      ...(folderSettings.get(folderId) ?? noSettings),
      // `FolderCommunity_folder`: its publication (`PublishDialog_publication`) and where it was copied from.
      publication: publication
        ? {
            ...pick(publication, publicationFields),
            __typename: 'Publication',
          }
        : null,
      communitySource: source ? { ...pick(source, sourceFields), __typename: 'CommunitySource' } : null,
      cards: {
        edges,
        pageInfo: {
          hasNextPage: cards.length > page.first,
          endCursor: edges.at(-1)?.cursor ?? null,
          __typename: 'PageInfo',
        },
        __typename: 'CardConnection',
        totalCount: summary.total,
      },
    },
  };
}

/**
 * StudyAll: at once the viewer (their study options), the due cards (200) with their buttons' intervals, and the
 * folders' names, then their settings.
 */
async function studyAll(userId: number) {
  const now = new Date();
  const folderSettings = async () => {
    const rows = await folderList(userId, now, 1000);
    return {
      rows,
      settingsById:
        rows.length > 0
          ? await settingsOf(
              userId,
              rows.map((row) => row.id),
            )
          : new Map<number, FolderSettings>(),
    };
  };
  const [[user], { cards, settings, load }, { rows, settingsById }] = await Promise.all([
    viewerById(pool, userId),
    dueList(userId, now, 200),
    folderSettings(),
  ]);
  return {
    viewer: user
      ? {
          id: String(user.id),
          studySettings: { ...studySettingsView(user), __typename: 'StudySettings' },
          __typename: 'User',
        }
      : null,
    dueCards: cards.map((card) => cardItem(card, now, settings, 'study', load)),
    folders: rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      ...studySettings(settingsById.get(row.id) ?? noSettings),
      __typename: 'Folder',
    })),
  };
}

/** PendingReviews: the folders with their figures, and the due cards (1 000) to count them by difficulty, at once. */
async function pendingReviews(userId: number) {
  const now = new Date();
  const [rows, { cards }] = await Promise.all([folderList(userId, now, 1000), dueList(userId, now, 1000)]);
  return {
    folders: rows.map((row) => ({ id: String(row.id), name: row.name, ...withFolderStats(row, row.updated_at) })),
    dueCards: cards.map((card) => ({
      id: String(card.id),
      folderId: String(card.folder.id),
      difficulty: card.difficulty.toUpperCase(),
      __typename: 'Card',
    })),
  };
}

/** Statistics of every folder (the viewer and the folders at once, then `statistics`' four statements at once). */
async function statisticsScreen(userId: number, variables: Variables) {
  if (variables.folderId != null) throw new HttpError(400, 'folderId: not answered by the bare server');
  const range = (typeof variables.range === 'string' ? variables.range.toLowerCase() : 'year') as StatisticsRange;
  const now = new Date();
  const [[user], folderRows] = await Promise.all([viewerById(pool, userId), folderList(userId, now, 1000)]);
  const names = folderRows.map((row) => ({ id: String(row.id), name: row.name, __typename: 'Folder' }));
  if (!user) return { viewer: null, folders: names };
  const plan = statisticsPlan(user.id, user.timeZone, null, range, now);
  const { today, todayDate, from, weeksFrom, seriesWeeks } = plan;
  const [dayRows, weekRows, forecastRows, [cardRow]] = await Promise.all([
    inlined<{ date: string; reviews: number }>(pool, plan.days.sql, plan.days.params),
    inlined<Record<string, number> & { week: string }>(pool, plan.weeks.sql, plan.weeks.params),
    inlined<{ date: string | null; due: number }>(pool, plan.forecast.sql, plan.forecast.params),
    inlined<Record<string, number>>(pool, plan.cards.sql, plan.cards.params),
  ]);

  const { current, longest } = streaks(
    dayRows.map((row) => row.date),
    today,
  );
  const days = dayRows.filter((row) => row.date >= from && row.date <= today);
  const totalReviews = days.reduce((sum, row) => sum + row.reviews, 0);
  const dueOn = new Map(forecastRows.map((row) => [row.date, row.due]));
  const byWeek = new Map(weekRows.map((row) => [row.week, row]));
  const share = (passed: number, due: number) => (due > 0 ? passed / due : null);
  const weeks = Array.from({ length: seriesWeeks }, (_, i) => {
    const weekStart = formatLocalDate(addDays(weeksFrom, 7 * i));
    const row = byWeek.get(weekStart);
    const youngDue = row?.young_due ?? 0;
    const youngPassed = row?.young_passed ?? 0;
    const matureDue = row?.mature_due ?? 0;
    const maturePassed = row?.mature_passed ?? 0;
    return {
      weekStart,
      reviews: row?.reviews ?? 0,
      hard: row?.hard ?? 0,
      medium: row?.medium ?? 0,
      easy: row?.easy ?? 0,
      averageSeconds: row && row.timed > 0 ? row.duration_ms / row.timed / 1000 : null,
      youngDue,
      matureDue,
      retention: share(youngPassed + maturePassed, youngDue + matureDue),
      youngRetention: share(youngPassed, youngDue),
      matureRetention: share(maturePassed, matureDue),
      __typename: 'StatisticsWeek',
    };
  });
  return {
    viewer: {
      id: String(user.id),
      statistics: {
        folderId: null,
        range: range.toUpperCase(),
        today,
        from,
        totalReviews,
        daysStudied: days.length,
        averagePerStudyDay: days.length > 0 ? totalReviews / days.length : 0,
        currentStreak: current,
        longestStreak: longest,
        overdue: dueOn.get(null) ?? 0,
        days: days.map(({ date, reviews }) => ({ date, reviews, __typename: 'StudyDayCount' })),
        forecast: Array.from({ length: FORECAST_DAYS }, (_, i) => {
          const date = formatLocalDate(addDays(todayDate, i));
          return { date, due: dueOn.get(date) ?? 0, __typename: 'ForecastDay' };
        }),
        weeks,
        cardStates: {
          new: cardRow?.new ?? 0,
          learning: cardRow?.learning ?? 0,
          young: cardRow?.young ?? 0,
          mature: cardRow?.mature ?? 0,
          suspended: cardRow?.suspended ?? 0,
          __typename: 'CardStates',
        },
        intervals: INTERVAL_BUCKETS.map(({ min, max }, i) => ({
          minDays: min,
          maxDays: max,
          cards: cardRow?.[`b${i}`] ?? 0,
          __typename: 'IntervalBucket',
        })),
        __typename: 'Statistics',
      },
      __typename: 'User',
    },
    folders: names,
  };
}

/** ReviewCard: the rating, then the viewer, then the card's folder's figures and the viewer's at once. */
async function reviewCardMutation(userId: number, variables: Variables) {
  const rating = String(variables.rating).toLowerCase();
  if (!ratings.has(rating)) throw new HttpError(400, 'rating');
  const optional = <T>(value: unknown, type: string) => (typeof value === type ? (value as T) : null);
  const sessionId = variables.studySessionId == null ? null : idOf(variables.studySessionId);
  const { card, reviewId, replayed, becameLeech } = await reviewCard(userId, idOf(variables.cardId), {
    rating: rating as Rating,
    studySessionId: sessionId,
    durationMs: optional<number>(variables.durationMs, 'number'),
    clientId: optional<string>(variables.clientId, 'string'),
    reviewedAt: optional<string>(variables.reviewedAt, 'string'),
  });
  const [user] = await userById(pool, userId);
  if (!user) throw new HttpError(401, 'Unauthorized');
  const now = new Date();
  const settings = settingsFromRow(user);
  const [load, [summary], stats] = await Promise.all([
    dueLoadOf(runOn(pool), userId, now, settings),
    folderSummaries(userId, [card.folder.id], now),
    userStats(userId, now),
  ]);
  return {
    reviewCard: {
      reviewId: String(reviewId),
      replayed,
      becameLeech,
      card: cardItem(card, now, settings, 'rating', load),
      folder: { id: String(card.folder.id), ...withFolderStats(summary, card.folder.updatedAt) },
      viewer: viewerStats(user.id, stats),
      __typename: 'ReviewCardPayload',
    },
  };
}

const operations: Record<string, (userId: number, variables: Variables) => Promise<unknown>> = {
  Dashboard: dashboard,
  Folders: folders,
  Folder: folder,
  StudyAll: studyAll,
  PendingReviews: pendingReviews,
  Statistics: statisticsScreen,
  ReviewCard: reviewCardMutation,
};

async function graphql(userId: number, body: unknown) {
  const { operationName, variables } = (body ?? {}) as { operationName?: unknown; variables?: Variables };
  const operation = typeof operationName === 'string' ? operations[operationName] : undefined;
  if (!operation) throw new HttpError(400, `operation ${String(operationName)}: not answered by the bare server`);
  return { data: await operation(userId, variables ?? {}) };
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'JSON');
  }
}

const reviewPath = /^\/api\/cards\/(\d+)\/review$/;
const json = 'application/json; charset=utf-8';
const graphqlJson = 'application/graphql-response+json; charset=utf-8';

async function answer(req: http.IncomingMessage, caller: Caller): Promise<{ body: unknown; type: string }> {
  const [path, search = ''] = (req.url ?? '').split('?', 2);
  const { userId } = caller;
  if (req.method === 'POST' && path === '/graphql')
    return { body: await graphql(userId, await readBody(req)), type: graphqlJson };
  if (req.method === 'GET' && path === '/api/folders') return { body: await restFolders(userId), type: json };
  if (req.method === 'GET' && path === '/api/cards/review')
    return { body: await restDueCards(userId, new URLSearchParams(search)), type: json };
  if (req.method === 'GET' && path === '/api/user/stats') return { body: await restUserStats(userId), type: json };
  const review = reviewPath.exec(path);
  if (req.method === 'POST' && review)
    return { body: await restRating(userId, Number(review[1]), await readBody(req)), type: json };
  throw new HttpError(404, 'Not found');
}

function send(res: http.ServerResponse, status: number, body: unknown, type: string, headers: Record<string, string>) {
  // Apollo Server ends its JSON with a line break.
  const text = type === graphqlJson ? `${JSON.stringify(body)}\n` : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

const server = http.createServer((req, res) => {
  let headers: Record<string, string> = {};
  callerOf(req)
    .then((caller) => {
      headers = caller.headers;
      return answer(req, caller);
    })
    .then(
      ({ body, type }) => send(res, 200, body, type, headers),
      (error: unknown) => {
        // The load generator closes its connections at the end of a run, sometimes in the middle of a body.
        if (res.destroyed) return;
        if (error instanceof HttpError) return send(res, error.status, { message: error.message }, json, headers);
        console.error('bare server:', error);
        send(res, 500, { message: 'Error interno del servidor' }, json, headers);
      },
    );
});

server.listen(port, host, () => console.log(`bare server listening on http://${host}:${port}`));

const stop = () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
