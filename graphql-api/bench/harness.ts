/**
 * What `run.ts` (the benchmark) and `sql-check.ts` (the proof that the bare server does the app's SQL) share:
 * one PostgreSQL, the two servers in their own processes, and the learners they are measured on.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';

export const apiDir = path.resolve(__dirname, '..');
export const repoDir = path.resolve(apiDir, '..');
export const sessionSecret = 'benchmark-secret-benchmark-secret-benchmark';
/** The app's `DATABASE_POOL_MAX` default; the bare server's one pool has the same size. */
export const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);

export type Database = {
  url: string;
  stop: () => Promise<void>;
  /** With `logStatements`: everything PostgreSQL logged so far, each record starting with `@@<pid>@@ `. */
  log?: () => string;
};

/** The part of the ESM-only `embedded-postgres` API used here (its types don't resolve from CommonJS). */
type EmbeddedPostgresClass = new (options: {
  databaseDir: string;
  user: string;
  password: string;
  port: number;
  persistent: boolean;
  createPostgresUser: boolean;
  postgresFlags: string[];
  onLog: (message: unknown) => void;
  onError: (message: unknown) => void;
}) => {
  initialise: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
};

/**
 * BENCH_DATABASE_URL, or a fresh embedded PostgreSQL (the app's `startEmbeddedPostgres`) in a temporary folder.
 * With `logStatements` the embedded server is started here instead, with `log_statement = all`, and its log
 * (which `startEmbeddedPostgres` drops) is kept: every statement any client runs, as PostgreSQL received it.
 */
export async function startDatabase(options: { logStatements?: boolean } = {}): Promise<Database> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external && !options.logStatements) return { url: external, stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-bench-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (!options.logStatements) {
    const db = await startEmbeddedPostgres(path.join(dir, 'pg'), (line) => console.error(`[postgres] ${line}`));
    return { url: db.url, stop: () => db.stop().finally(removeDir) };
  }
  // A real dynamic import (not rewritten to require): the package is ESM-only.
  const { default: EmbeddedPostgres } = (await new Function('m', 'return import(m)')('embedded-postgres')) as {
    default: EmbeddedPostgresClass;
  };
  const runsAsRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to reach the data folder.
  if (runsAsRoot) fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const chunks: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'postgres',
    password: 'repaso',
    port,
    persistent: false,
    createPostgresUser: runsAsRoot,
    postgresFlags: ['-c', 'log_statement=all', '-c', 'log_line_prefix=@@%p@@ '],
    onLog: (message) => chunks.push(String(message)),
    onError: (message) => console.error(`[postgres] ${String(message).trim()}`),
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('repaso');
  return {
    url: `postgres://postgres:repaso@127.0.0.1:${port}/repaso`,
    log: () => chunks.join(''),
    stop: () => pg.stop().finally(removeDir),
  };
}

export type Server = {
  name: 'Repaso' | 'bare';
  base: string;
  pid: number;
  /** From spawning the process to its "listening" line. */
  startupMs: number;
  stop: () => Promise<void>;
};

/** Node's flags in `npm start` (graphql-api's start script): the heap limits Repaso runs with. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const flags = /exec node (.*) dist\/main\.js$/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error('graphql-api start script: expected `exec node <flags> dist/main.js`');
  return flags.split(' ');
}

/**
 * Spawns one server in its own process and waits for the line saying it listens. Repaso runs as
 * `npm start` runs it (production mode, the same heap limits); the bare server with the same flags.
 * `nodeFlags` are added to node's (`profile.ts` passes `--cpu-prof`), `env` to the environment.
 */
export async function startServer(
  name: Server['name'],
  databaseUrl: string,
  options: { nodeFlags?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<Server> {
  const port = await freePort();
  // Repaso's compiled JavaScript (compiled first if stale), as `npm start` runs it; the bare server is bench code.
  if (name === 'Repaso') execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const script = name === 'Repaso' ? ['dist/main.js'] : ['-r', '@swc-node/register', 'bench/bare-server.ts'];
  const ready = name === 'Repaso' ? 'escuchando' : 'listening';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...startFlags(), ...(options.nodeFlags ?? []), ...script], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(poolMax),
      SESSION_SECRET: sessionSecret,
      MAIL_TRANSPORT: 'log',
      REMINDER_WORKER: 'false',
      APP_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    let listening = false;
    // Keep reading stdout for the process's whole life: a full pipe would block the server's logger.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (listening) return;
      seen += chunk.toString();
      if (seen.includes(ready)) {
        listening = true;
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
  const startupMs = performance.now() - started;
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    startupMs,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis, from `state` (field 3 of stat(5)): utime is 14, stime 15.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A signed-in learner: the session cookie works on both servers (same secret, same `sessions` table). */
export type Learner = { userId: number; cookie: string };

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** Registers a learner through Repaso's API (which opens the session) and keeps its cookie. */
export async function registerLearner(base: string, label: string): Promise<Learner> {
  const email = `bench.${label}.${Date.now()}@example.com`;
  const password = 'benchmark-password';
  const response = await expectOk(
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, confirmPassword: password }),
    }),
    'register',
  );
  const { id } = (await response.json()) as { id: number };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: id, cookie };
}

export async function getJson<T>(base: string, learner: Learner, url: string): Promise<T> {
  const response = await expectOk(await fetch(`${base}${url}`, { headers: { Cookie: learner.cookie } }), url);
  return (await response.json()) as T;
}

export async function postJson<T>(base: string, learner: Learner, url: string, body?: unknown): Promise<T> {
  const response = await expectOk(
    await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { Cookie: learner.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    url,
  );
  return (await response.json()) as T;
}

/** The ids of every card of the learner's folders, folder by folder. */
export async function cardIds(base: string, learner: Learner): Promise<number[]> {
  const folders = await getJson<{ id: number }[]>(base, learner, '/api/folders');
  const ids: number[] = [];
  for (const folder of folders) {
    const cards = await getJson<{ id: number }[]>(base, learner, `/api/folders/${folder.id}/cards`);
    ids.push(...cards.map((card) => card.id));
  }
  return ids;
}

const ratings = ['easy', 'medium', 'hard'] as const;

/**
 * The typical learner: the sample folders ("cargar datos de ejemplo") and `ratings` ratings through the API,
 * so some cards are reviewed, some due, most new, and today has reviews.
 */
export async function seedTypicalLearner(base: string, label: string, ratingCount: number): Promise<Learner> {
  const learner = await registerLearner(base, label);
  // Daily limits high enough that the due list carries every due card (the default 20 new cards a day would leave
  // it nearly empty after the ratings below, and the benchmark would time an empty list).
  await expectOk(
    await fetch(`${base}/api/user/settings`, {
      method: 'PUT',
      headers: { Cookie: learner.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ newCardsPerDay: 1000, reviewsPerDay: 10000 }),
    }),
    '/api/user/settings',
  );
  await postJson(base, learner, '/api/seed-sample-data');
  const ids = await cardIds(base, learner);
  for (let i = 0; i < ratingCount; i++) {
    // Spread over the folders: every 7th card.
    const id = ids[(i * 7) % ids.length];
    await postJson(base, learner, `/api/cards/${id}/review`, { difficulty: ratings[i % 3] });
  }
  return learner;
}

export const heavy = { folders: 10, cards: 100_000, reviews: 300_000, days: 730 } as const;

/**
 * The heavy learner, written with SQL: `heavy.folders` folders sharing `heavy.cards` cards, of which two
 * thirds carry `heavy.reviews` reviews spread evenly over two years (up to now) and the rest were never
 * reviewed. Each reviewed card's columns then agree with its reviews: `review_count` = their number,
 * `last_reviewed_at` = the last one, `difficulty`, `interval` and `ease_factor` from it, and
 * `next_review_at` = its time + its interval, so many are overdue as after a long break.
 */
export async function seedHeavyLearner(base: string, pool: Pool): Promise<Learner> {
  const learner = await registerLearner(base, 'heavy');
  const reviewed = Math.floor((heavy.cards * 2) / 3);
  await pool.query(
    `insert into folders (name, description, user_id, created_at, updated_at)
     select 'Carpeta ' || g, 'Carpeta de prueba ' || g, $1, now() - interval '2 years', now() - g * interval '1 hour'
       from generate_series(1, $2) g`,
    [learner.userId, heavy.folders],
  );
  // Card g goes to folder g mod folders; its text says what it is, so searches find a handful.
  await pool.query(
    `insert into cards (front, back, folder_id, created_at, updated_at)
     select 'palabra ' || g, 'word ' || g, f.id, now() - interval '2 years' + g * interval '1 minute', now() - interval '1 day'
       from generate_series(1, $2) g
       join (select id, row_number() over (order by id) - 1 as n from folders where user_id = $1) f on f.n = g % $3`,
    [learner.userId, heavy.cards, heavy.folders],
  );
  // Review g rates card (g mod reviewed) at a time that grows with g, so each card's reviews are in order.
  await pool.query(
    `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after,
                          reviewed_at, duration_ms)
     select $1, c.id, c.folder_id, r.rating,
            1 + g % 30,
            case r.rating when 'hard' then 1 when 'medium' then 3 + g % 40 else 7 + g % 120 end,
            200 + g % 80,
            case r.rating when 'hard' then 180 + g % 80 when 'medium' then 200 + g % 80 else 215 + g % 80 end,
            now() - ($2 - g) * ($3::float8 / $2) * interval '1 day',
            1000 + g % 9000
       from generate_series(1, $2) g
       cross join lateral (select (array['hard', 'medium', 'easy', 'medium'])[1 + g % 4] as rating) r
       join (select id, folder_id, row_number() over (order by id) - 1 as n
               from cards where folder_id in (select id from folders where user_id = $1)) c on c.n = g % $4`,
    [learner.userId, heavy.reviews, heavy.days, reviewed],
  );
  await pool.query(
    `update cards c
        set review_count = last.count, last_reviewed_at = last.reviewed_at,
            difficulty = case last.rating when 'medium' then 'good' else last.rating end,
            interval = last.interval_after, ease_factor = last.ease_after,
            next_review_at = last.reviewed_at + last.interval_after * interval '1 day'
       from (select distinct on (card_id) card_id, rating, interval_after, ease_after, reviewed_at,
                    count(*) over (partition by card_id) as count
               from reviews where user_id = $1 order by card_id, reviewed_at desc) last
      where c.id = last.card_id`,
    [learner.userId],
  );
  await pool.query('vacuum analyze folders, cards, reviews');
  return learner;
}

/** A term the heavy learner's card searches look for (about a hundred matches in a folder of 10 000 cards). */
export const heavySearchText = 'palabra 77';

/** One HTTP request of the benchmark (the session cookie is added by whoever sends it). */
export type BenchRequest = { method: 'GET' | 'POST'; path: string; body?: string };

/** The folder screen's query (web/src/app/routes/folder.graphql, fragments spelled out). */
export const folderQuery = `query Folder($id: ID!, $search: String) {
  folder(id: $id) {
    id name description cardCount hasStudiedCards updatedAt
    stats { totalCards dueCards masteredCards mediumCards difficultCards }
    cards(first: 100, search: $search) {
      edges { cursor node { id folderId front back difficulty reviewCount lastReviewedAt nextReviewAt dueInDays } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
}`;

/** The study screen's query over every folder (web/src/app/routes/study.graphql, fragment spelled out). */
export const studyAllQuery = `query StudyAll {
  dueCards(folderId: null) {
    id folderId front back difficulty reviewCount lastReviewedAt nextReviewAt dueInDays
    nextIntervals { easy medium hard }
  }
  folders { id name }
}`;

/** The pending screen's query (web/src/app/routes/pending-reviews.graphql, fragment spelled out). */
export const pendingQuery = `query PendingReviews {
  folders {
    id name cardCount hasStudiedCards updatedAt
    stats { totalCards dueCards masteredCards mediumCards difficultCards }
  }
  dueCards(folderId: null, limit: 1000) { id folderId difficulty }
}`;

/** A GraphQL operation sent as the web app sends it (POST, JSON). */
export const graphql = (query: string): BenchRequest => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query }),
});

/** The folder screen's request for folder `id`, with a search or without. */
export const folderScreen = (id: number, search: string | null, query = folderQuery): BenchRequest => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({
    query,
    variables: { id: String(id), search },
  }),
});

export const graphqlFolders = {
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query: '{ folders { id name stats { totalCards dueCards masteredCards difficultCards } } }' }),
} as const satisfies BenchRequest;

/**
 * A hot endpoint: the requests sent to Repaso, and those sent to the bare server for the same work (the GraphQL
 * folder list is compared with the bare REST folder list). Several requests are sent in turn (ratings of
 * different cards, so concurrent ratings seldom wait for the same row lock).
 */
export type Endpoint = {
  label: string;
  repaso: BenchRequest[];
  bare: BenchRequest[];
  /** Rates cards: measured on a learner of its own, so that the others' history stays typical. */
  writes?: true;
};

export function hotEndpoints(reviewCardIds: readonly number[]): Endpoint[] {
  const get = (path: string): BenchRequest[] => [{ method: 'GET', path }];
  const reviews = reviewCardIds.map(
    (id, i): BenchRequest => ({
      method: 'POST',
      path: `/api/cards/${id}/review`,
      body: JSON.stringify({ difficulty: ratings[i % 3] }),
    }),
  );
  return [
    { label: 'GET /api/folders', repaso: get('/api/folders'), bare: get('/api/folders') },
    // The study screen's call: the default page (200 cards at most).
    { label: 'GET /api/cards/review', repaso: get('/api/cards/review'), bare: get('/api/cards/review') },
    { label: 'GET /api/user/stats', repaso: get('/api/user/stats'), bare: get('/api/user/stats') },
    { label: 'POST /api/cards/{id}/review', repaso: reviews, bare: reviews, writes: true },
    { label: 'GraphQL folders { id name stats }', repaso: [graphqlFolders], bare: get('/api/folders') },
  ];
}

/** Sends one benchmark request with the learner's cookie. */
export function send(base: string, learner: Learner, request: BenchRequest): Promise<Response> {
  return fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { Cookie: learner.cookie, ...(request.body ? { 'Content-Type': 'application/json' } : {}) },
    body: request.body,
  });
}

/** A screen of the heavy learner's, timed one request at a time; `bareToo` when the bare server answers it too. */
export type HeavyScreen = { label: string; request: BenchRequest; bareToo?: true; page?: true };

/** Every screen's call for the heavy learner, `folderId` being one of their folders. */
export function heavyScreens(folderId: number): HeavyScreen[] {
  const get = (url: string): BenchRequest => ({ method: 'GET', path: url });
  return [
    { label: 'dashboard: GET /api/user/stats', request: get('/api/user/stats'), bareToo: true },
    { label: 'folders: GET /api/folders', request: get('/api/folders'), bareToo: true },
    { label: 'folders: GraphQL folders { id name stats }', request: graphqlFolders },
    { label: 'study: GET /api/cards/review (200)', request: get('/api/cards/review'), bareToo: true },
    { label: 'pending: GET /api/cards/review?limit=1000', request: get('/api/cards/review?limit=1000'), bareToo: true },
    {
      label: 'folder page: GET /api/folders/{id}/cards?limit=50',
      request: get(`/api/folders/${folderId}/cards?limit=50`),
      page: true,
    },
    {
      label: 'card search: GET /api/folders/{id}/cards?search=…',
      request: get(`/api/folders/${folderId}/cards?search=${encodeURIComponent(heavySearchText)}`),
    },
    // What the web screens themselves send (GraphQL).
    { label: 'study screen: GraphQL StudyAll (200 due cards)', request: graphql(studyAllQuery) },
    { label: 'pending screen: GraphQL PendingReviews', request: graphql(pendingQuery) },
    { label: 'folder screen: GraphQL Folder (first 100 cards)', request: folderScreen(folderId, null) },
    { label: 'folder screen search: GraphQL Folder(search)', request: folderScreen(folderId, heavySearchText) },
  ];
}

/**
 * Runs a bench script's `main` and exits with its outcome: 1 when it throws or says it failed (`false`), else 0. The
 * exit is explicit: embedded-postgres's exit hook would otherwise decide the exit code.
 */
export function runBench(main: () => Promise<unknown>) {
  main().then(
    (passed) => process.exit(passed === false ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
