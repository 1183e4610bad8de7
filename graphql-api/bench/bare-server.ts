/**
 * The bare baseline of `npm run bench`: a plain `node:http` server, in its own process, that answers the hot
 * endpoints with the same work as Repaso and nothing else — the session lookup express-session and
 * connect-pg-simple do, then exactly the SQL statements Repaso sends for that endpoint (same text, same inlined
 * values, same order, same transaction), through one `pg` pool of the app's size, and the same JSON.
 * `sql-check.ts` proves the "exactly" by comparing both servers' statements in PostgreSQL's own log.
 *
 * Where Repaso's SQL lives in exported constants they are imported; the rest is MikroORM's output for the
 * services' calls (`em.find`, `em.findOne`, the unit of work's flush), copied from that log.
 * It answers only the requests the benchmark makes (no `folderId` filter, no study session on a rating).
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { escapeLiteral, Pool, type PoolClient } from 'pg';
import { sessionCookieName } from '../src/http/session';
import { cardMessages } from '../src/modules/cards/card.schema';
import { folderSummariesParams, folderSummariesSql } from '../src/modules/folders/folder.service';
import { dueParams, dueTodaySql } from '../src/modules/study/due';
import {
  type CardState,
  formatLocalDate,
  nextIntervals,
  type Rating,
  rate,
  retrievability,
  type SchedulerSettings,
  studyDay,
} from '../src/modules/study/schedule';
import { storedState, studyDayUpsertSql, userFiguresParams, userFiguresSql } from '../src/modules/study/study.service';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const secret = process.env.SESSION_SECRET ?? '';
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
// Idle clients error out when the database restarts; the process must not die of it.
pool.on('error', (error) => console.error('bare server: idle connection lost', error.message));

// The very copies of `cookie` and `cookie-signature` that express-session loads, so the cookie is read its way.
const fromExpressSession = createRequire(require.resolve('express-session'));
const cookie = fromExpressSession('cookie') as { parse: (header: string) => Record<string, string | undefined> };
const signature = fromExpressSession('cookie-signature') as {
  unsign: (value: string, secret: string) => string | false;
};

type SqlValue = number | string | boolean | Date | null | readonly number[];

/** A value inlined the way MikroORM's PostgreSQL platform does (`formatQuery`): Repaso sends no bind parameters. */
function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return value.map(literal).join(', ');
  if (typeof value === 'string') return escapeLiteral(value);
  return String(value);
}

const inline = (sql: string, values: readonly SqlValue[]) => {
  let next = 0;
  return sql.replace(/\?/g, () => literal(values[next++]));
};

type Queryable = Pool | PoolClient;

/** One statement with its values inlined, over the simple protocol as MikroORM (through knex) sends it. */
async function query<Row>(db: Queryable, sql: string, values: readonly SqlValue[] = []): Promise<Row[]> {
  const result = await db.query(values.length === 0 ? sql : inline(sql, values));
  return result.rows as Row[];
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The signed-in user's id, as express-session + connect-pg-simple find it: the `s:`-prefixed cookie value
 * unsigned with the secret, then connect-pg-simple's own statement (bind parameters, as it sends them).
 */
async function sessionUserId(req: http.IncomingMessage): Promise<number> {
  const raw = req.headers.cookie ? cookie.parse(req.headers.cookie)[sessionCookieName] : undefined;
  const sid = raw?.startsWith('s:') ? signature.unsign(raw.slice(2), secret) : false;
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

type FolderRow = {
  id: number;
  name: string;
  description: string | null;
  user_id: number;
  created_at: Date;
  updated_at: Date;
};

type CardRow = {
  id: number;
  front: string;
  back: string;
  folder_id: number;
  difficulty: string;
  review_count: number;
  last_reviewed_at: Date | null;
  next_review_at: Date | null;
  interval: number;
  ease_factor: number;
  stability: number | null;
  fsrs_difficulty: number | null;
  state: number;
  lapses: number;
  created_at: Date;
  updated_at: Date;
};

type UserRow = { id: number; time_zone: string; desired_retention: number; fsrs_weights: number[] | null };

/** The learner's scheduler settings, as `schedulerSettingsOf` reads them from the entity. */
const settingsOf = (user: UserRow): SchedulerSettings => ({
  desiredRetention: user.desired_retention,
  weights: user.fsrs_weights,
  timeZone: user.time_zone,
});

/** A card row in the scheduler's terms. */
const stateOf = (card: CardRow): CardState => ({
  difficulty: card.difficulty as CardState['difficulty'],
  reviewCount: card.review_count,
  lastReviewedAt: card.last_reviewed_at,
  nextReviewAt: card.next_review_at,
  interval: card.interval,
  easeFactor: card.ease_factor,
  stability: card.stability,
  fsrsDifficulty: card.fsrs_difficulty,
  state: card.state,
  lapses: card.lapses,
});

/** A card row with its folder's columns, as MikroORM's joined strategy selects them. */
type CardWithFolderRow = CardRow & { f1__name: string };

/** `presentStudyCard` of study.routes.ts: SPEC §7's card, FSRS's figures and the buttons' next hints. */
const presentCard = (card: CardRow, now: Date, settings: SchedulerSettings) => ({
  id: card.id,
  front: card.front,
  back: card.back,
  difficulty: card.difficulty,
  reviewCount: card.review_count,
  lastReviewedAt: card.last_reviewed_at,
  nextReviewAt: card.next_review_at,
  interval: card.interval,
  easeFactor: card.ease_factor,
  folderId: card.folder_id,
  createdAt: card.created_at,
  updatedAt: card.updated_at,
  stability: card.stability,
  retrievability: retrievability(stateOf(card), now, settings),
  dueAt: card.next_review_at,
  nextIntervals: nextIntervals(card.id, stateOf(card), now, settings),
});

const userSql = 'select "u0".* from "users" as "u0" where "u0"."id" = ? limit 1';
const cardColumnsWithFolder =
  'select "c0".*, "f1"."id" as "f1__id", "f1"."name" as "f1__name", "f1"."description" as "f1__description", "f1"."user_id" as "f1__user_id", "f1"."created_at" as "f1__created_at", "f1"."updated_at" as "f1__updated_at", "f1"."card_count" as "f1__card_count", "f1"."new_count" as "f1__new_count", "f1"."easy_count" as "f1__easy_count", "f1"."good_count" as "f1__good_count", "f1"."hard_count" as "f1__hard_count", "f1"."studied_count" as "f1__studied_count" from "cards" as "c0" inner join "folders" as "f1" on "c0"."folder_id" = "f1"."id"';

/** GET /api/folders: `listFolders` then `summarizeFolders`. */
async function folders(userId: number, now: Date) {
  const rows = await query<FolderRow>(
    pool,
    'select "f0".* from "folders" as "f0" where "f0"."user_id" = ? order by "f0"."updated_at" desc, "f0"."id" desc',
    [userId],
  );
  if (rows.length === 0) return [];
  const summaries = await query<{ id: number; total: number; due: number; studied: boolean }>(
    pool,
    folderSummariesSql,
    folderSummariesParams(
      now,
      rows.map((folder) => folder.id),
    ) as SqlValue[],
  );
  const byFolder = new Map(summaries.map((summary) => [summary.id, summary]));
  return rows.map((folder) => {
    const summary = byFolder.get(folder.id);
    return {
      id: folder.id,
      name: folder.name,
      description: folder.description,
      createdAt: folder.created_at,
      updatedAt: folder.updated_at,
      hasStudiedCards: summary?.studied ?? false,
      cardCount: summary?.total ?? 0,
      dueCount: summary?.due ?? 0,
    };
  });
}

/** The ids of the learner's cards due today (`dueToday` of due.ts). */
async function dueIds(userId: number, now: Date) {
  return query<{ id: number; folder_id: number; kind: number }>(
    pool,
    dueTodaySql,
    dueParams(now, userId) as SqlValue[],
  );
}

/** GET /api/cards/review: `dueCards` (the viewer, the due ids, then the cards joined with their folders). */
async function dueCards(userId: number, now: Date, params: URLSearchParams) {
  if (params.has('folderId')) throw new HttpError(400, 'folderId: not answered by the bare server');
  const limit = Number(params.get('limit') ?? 200);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new HttpError(400, 'limit');
  const [user] = await query<UserRow>(pool, userSql, [userId]);
  if (!user) throw new HttpError(401, 'Unauthorized');
  const ids = (await dueIds(user.id, now)).slice(0, limit).map((row) => row.id);
  // With no id MikroORM still sends the query, with an always-false condition.
  const cards = await query<CardWithFolderRow>(
    pool,
    `${cardColumnsWithFolder} where ${ids.length === 0 ? '1 = 0' : '"c0"."id" in (?)'}`,
    ids.length === 0 ? [] : [ids],
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const settings = settingsOf(user);
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [{ ...presentCard(card, now, settings), folderName: card.f1__name }] : [];
  });
}

/** GET /api/user/stats: `userStats` (the viewer, the figures, the cards due today). */
async function userStats(userId: number, now: Date) {
  const [user] = await query<UserRow>(pool, userSql, [userId]);
  if (!user) throw new HttpError(401, 'Unauthorized');
  const todayText = formatLocalDate(studyDay(now, user.time_zone));
  const [figures] = await query<Record<string, number>>(pool, userFiguresSql, userFiguresParams(user.id, todayText));
  return {
    cardsDueToday: (await dueIds(user.id, now)).length,
    cardsStudiedToday: figures.cardsStudiedToday,
    totalFolders: figures.totalFolders,
    currentStreak: figures.currentStreak,
    newCards: figures.newCards,
    hardCards: figures.hardCards,
    goodCards: figures.goodCards,
    easyCards: figures.easyCards,
  };
}

const ratings = new Set<string>(['easy', 'medium', 'hard']);

/** The card's columns in the entity's order, which is the order MikroORM writes the changed ones in. */
const cardColumns = [
  'difficulty',
  'review_count',
  'last_reviewed_at',
  'next_review_at',
  'interval',
  'ease_factor',
  'stability',
  'fsrs_difficulty',
  'state',
  'lapses',
  'updated_at',
] as const;

const sameValue = (a: SqlValue, b: SqlValue) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** `storedState` of the service, from a row: the JSON a `reviews` row keeps of the card before and after. */
const stored = (card: CardRow) => JSON.stringify(storedState({ ...stateOf(card), updatedAt: card.updated_at }));

/**
 * POST /api/cards/:id/review: `reviewCard`'s transaction — the card locked with its folder, the user, today's
 * study day, the pending reminder replaced, the review written (with the card's state before and after), then the
 * card's changed columns — in MikroORM's order.
 */
async function reviewCard(userId: number, cardId: number, body: unknown) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof input.difficulty !== 'string' || !ratings.has(input.difficulty)) throw new HttpError(400, 'difficulty');
  if (input.studySessionId != null) throw new HttpError(400, 'studySessionId: not answered by the bare server');
  const rating = input.difficulty as Rating;
  const durationMs = typeof input.durationMs === 'number' ? input.durationMs : null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN;');
    const [card] = await query<CardRow>(
      client,
      `${cardColumnsWithFolder} where "c0"."id" = ? and "f1"."user_id" = ? limit 1 for update of "c0"`,
      [cardId, userId],
    );
    if (!card) throw new HttpError(404, cardMessages.notFound);
    const [user] = await query<UserRow>(client, userSql, [userId]);
    const now = new Date();
    const settings = settingsOf(user);
    const next = rate(card.id, stateOf(card), rating, now, settings);
    const updated: CardRow = {
      ...card,
      difficulty: next.difficulty,
      review_count: next.reviewCount,
      last_reviewed_at: next.lastReviewedAt,
      next_review_at: next.nextReviewAt,
      interval: next.interval,
      ease_factor: next.easeFactor,
      stability: next.stability,
      fsrs_difficulty: next.fsrsDifficulty,
      state: next.state,
      lapses: next.lapses,
      updated_at: now,
    };
    // The entities are created (their defaults stamped) before the flush.
    const reminderCreatedAt = new Date();
    await query(client, studyDayUpsertSql, [
      user.id,
      formatLocalDate(studyDay(now, user.time_zone)),
      card.review_count === 0 ? 1 : 0,
    ]);
    await query(client, 'delete from "email_reminders" where "card_id" = ? and "sent_at" is null', [card.id]);
    await query(
      client,
      'insert into "email_reminders" ("user_id", "card_id", "difficulty", "scheduled_at", "sent_at", "created_at") values (?, ?, ?, ?, ?, ?) returning "id"',
      [user.id, card.id, next.difficulty, next.nextReviewAt ?? now, null, reminderCreatedAt],
    );
    const [review] = await query<{ id: number }>(
      client,
      'insert into "reviews" ("user_id", "card_id", "folder_id", "study_session_id", "rating", "interval_before", "interval_after", "ease_before", "ease_after", "card_before", "card_after", "reviewed_at", "duration_ms", "client_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"',
      [
        user.id,
        card.id,
        card.folder_id,
        null,
        rating,
        card.interval,
        next.interval,
        card.ease_factor,
        next.easeFactor,
        stored(card),
        stored(updated),
        now,
        durationMs,
        null,
      ],
    );
    const changed = cardColumns.filter((column) => !sameValue(card[column], updated[column]));
    await query(client, `update "cards" set ${changed.map((column) => `"${column}" = ?`).join(', ')} where "id" = ?`, [
      ...changed.map((column) => updated[column]),
      card.id,
    ]);
    await client.query('COMMIT;');
    return { ...presentCard(updated, new Date(), settings), reviewId: review.id, replayed: false };
  } catch (error) {
    await client.query('ROLLBACK;');
    throw error;
  } finally {
    client.release();
  }
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

async function answer(req: http.IncomingMessage): Promise<unknown> {
  const [path, search = ''] = (req.url ?? '').split('?', 2);
  const userId = await sessionUserId(req);
  const now = new Date();
  if (req.method === 'GET' && path === '/api/folders') return folders(userId, now);
  if (req.method === 'GET' && path === '/api/cards/review') return dueCards(userId, now, new URLSearchParams(search));
  if (req.method === 'GET' && path === '/api/user/stats') return userStats(userId, now);
  const review = reviewPath.exec(path);
  if (req.method === 'POST' && review) return reviewCard(userId, Number(review[1]), await readBody(req));
  throw new HttpError(404, 'Not found');
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
  });
  res.end(json);
}

const server = http.createServer((req, res) => {
  answer(req).then(
    (body) => send(res, 200, body),
    (error: unknown) => {
      // The load generator closes its connections at the end of a run, sometimes in the middle of a body.
      if (res.destroyed) return;
      if (error instanceof HttpError) return send(res, error.status, { message: error.message });
      console.error('bare server:', error);
      send(res, 500, { message: 'Error interno del servidor' });
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
