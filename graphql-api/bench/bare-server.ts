/**
 * The bare baseline of `npm run bench`: a plain `node:http` server, in its own process, that answers the hot
 * endpoints with the same work as Repaso and nothing else — the session lookup express-session and
 * connect-pg-simple do, then exactly the SQL statements Repaso sends for that endpoint (same text, same bind
 * parameters, same order, same transaction), through one `pg` pool of the app's size, and the same JSON.
 * `sql-check.ts` proves the "exactly" by comparing both servers' statements in PostgreSQL's own log.
 *
 * Repaso's hot paths keep their SQL in exported constants (with the functions that build their values): they are
 * imported here. It answers only the requests the benchmark makes (no `folderId` filter, no study session on a
 * rating).
 */
import http from 'node:http';
import { Pool, type PoolClient } from 'pg';
import { sessionIdOf } from '../src/http/session';
import { type CardWithFolder, type CardWithFolderRow, cardFromRow } from '../src/modules/cards/card.record';
import { cardMessages } from '../src/modules/cards/card.schema';
import { folderListParams, folderListSql } from '../src/modules/folders/folder.service';
import { dueParams } from '../src/modules/study/due';
import { type Rating, rate } from '../src/modules/study/schedule';
import { presentStudyCard } from '../src/modules/study/study.routes';
import {
  dueListParams,
  dueListSql,
  type ReviewLockRow,
  reviewLockSql,
  reviewWriteParams,
  reviewWriteSql,
  type SettingsRow,
  settingsFromRow,
  userStatsSql,
} from '../src/modules/study/study.service';

const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const secret = process.env.SESSION_SECRET ?? '';
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
// Idle clients error out when the database restarts; the process must not die of it.
pool.on('error', (error) => console.error('bare server: idle connection lost', error.message));

type Queryable = Pool | PoolClient;

/** One statement with bind parameters, as Repaso's `db/raw.ts` sends it (none: the simple protocol). */
async function query<Row>(db: Queryable, text: string, values: readonly unknown[] = []): Promise<Row[]> {
  const result = await db.query({ text, values: values as unknown[] });
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
  const sid = sessionIdOf(req.headers.cookie, secret);
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

type FolderListRow = {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
  total: number;
  studied: boolean;
  due: number;
};

/** GET /api/folders: `listFolders`, one statement. */
async function folders(userId: number, now: Date) {
  const rows = await query<FolderListRow>(pool, folderListSql, folderListParams(now, userId, null));
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

/** GET /api/cards/review: `dueList`, one statement (the settings, then the due cards with their folders). */
async function dueCards(userId: number, now: Date, params: URLSearchParams) {
  if (params.has('folderId')) throw new HttpError(400, 'folderId: not answered by the bare server');
  const limit = Number(params.get('limit') ?? 200);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new HttpError(400, 'limit');
  const rows = await query<SettingsRow & { id: number | null }>(
    pool,
    dueListSql,
    dueListParams(now, userId, null, limit),
  );
  if (rows.length === 0) throw new HttpError(401, 'Unauthorized');
  const settings = settingsFromRow(rows[0]);
  return rows.flatMap((row) => {
    if (row.id === null) return [];
    const card = cardFromRow(row as unknown as CardWithFolderRow);
    return [{ ...presentStudyCard(card, { now, settings }), folderName: card.folder.name }];
  });
}

/** GET /api/user/stats: `userStats`, one statement. */
async function userStats(userId: number, now: Date) {
  const [stats] = await query<Record<string, unknown>>(pool, userStatsSql, dueParams(now, userId));
  if (!stats) throw new HttpError(401, 'Unauthorized');
  const { today: _today, ...figures } = stats;
  return figures;
}

const ratings = new Set<string>(['easy', 'medium', 'hard']);

/** POST /api/cards/:id/review: `reviewCard`'s transaction — the card locked and read, then the writes. */
async function reviewCard(userId: number, cardId: number, body: unknown) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof input.difficulty !== 'string' || !ratings.has(input.difficulty)) throw new HttpError(400, 'difficulty');
  if (input.studySessionId != null) throw new HttpError(400, 'studySessionId: not answered by the bare server');
  const rating = input.difficulty as Rating;
  const durationMs = typeof input.durationMs === 'number' ? input.durationMs : null;
  const client = await pool.connect();
  try {
    await query(client, 'begin');
    const [row] = await query<ReviewLockRow>(client, reviewLockSql, [cardId, userId, null]);
    if (!row) throw new HttpError(404, cardMessages.notFound);
    const before = cardFromRow(row);
    const settings = settingsFromRow(row);
    const now = new Date();
    const card: CardWithFolder = { ...before, ...rate(before.id, before, rating, now, settings), updatedAt: now };
    const [review] = await query<{ id: number }>(
      client,
      reviewWriteSql,
      reviewWriteParams(userId, before, card, rating, { at: now, now }, settings, {
        studySessionId: null,
        durationMs,
        clientId: null,
      }),
    );
    await query(client, 'commit');
    return { ...presentStudyCard(card, { now: new Date(), settings }), reviewId: review.id, replayed: false };
  } catch (error) {
    await query(client, 'rollback');
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
