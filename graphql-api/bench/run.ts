/**
 * `npm run bench`: figures for the targets of the developers' guide, printed, never asserted.
 * Starts the real server (production mode, its own process) on a fresh database with a typical learner
 * (10 folders, 500 cards) and a heavy one (20 folders, 100 000 cards), then measures latency and
 * throughput at 64 concurrent connections (the load generator shares the machine's cores), a bare
 * `pg` run of the same work, the due list's database time, the server's peak memory, the start-up
 * time and the landing page's JavaScript. BENCH_SECONDS sets each run's length (default 10);
 * BENCH_DATABASE_URL uses an existing PostgreSQL instead of a fresh embedded one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Pool } from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { dueParams, dueTodaySql } from '../src/modules/study/due';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CARDS = 100_000;
const FOLDERS = 20;
const root = path.resolve(__dirname, '../..');

type Result = { requests: number; errors: number; p50: number; p99: number; rps: number };

/** `CONNECTIONS` loops calling `work` for `SECONDS`; latency percentiles in ms. */
async function load(work: () => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          await work();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, p50: at(0.5), p99: at(0.99), rps: latencies.length / elapsed };
}

const fmt = (r: Result) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   errors ${r.errors}`;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(databaseUrl: string, port: number): Promise<{ child: ChildProcess; startupMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--max-old-space-size=192', '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.join(root, 'graphql-api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: '10',
      SESSION_SECRET: 'benchmark-secret-benchmark-secret-benchmark',
      MAIL_TRANSPORT: 'log',
      REMINDER_WORKER: 'false',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('escuchando')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, startupMs: Date.now() - started };
}

function landingJavaScriptKb(): number | undefined {
  const dist = path.join(root, 'web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const html = fs.readFileSync(index, 'utf8');
  // The landing page is in the entry chunk; what index.html loads and preloads is all a visitor downloads.
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  return bytes / 1024;
}

/** A learner with `folders` folders sharing `cards` cards: a third never reviewed, a third overdue, a third due later. */
async function seedLearner(base: string, pool: Pool, folders: number, cards: number) {
  const email = `bench.${folders}.${cards}.${Date.now()}@example.com`;
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark-password', confirmPassword: 'benchmark-password' }),
  });
  const { id: userId } = (await register.json()) as { id: number };
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await pool.query(`insert into folders (name, user_id) select 'Carpeta ' || g, $1 from generate_series(1, $2) g`, [
    userId,
    folders,
  ]);
  await pool.query(
    `insert into cards (front, back, folder_id, difficulty, review_count, next_review_at, last_reviewed_at)
     select 'front ' || g, 'back ' || g, f.id,
            (array['new','easy','good','hard'])[1 + g % 4],
            case when g % 3 = 0 then 0 else 1 + g % 5 end,
            case when g % 3 = 0 then null when g % 3 = 1 then now() - (g % 500) * interval '1 hour' else now() + (g % 90) * interval '1 day' end,
            case when g % 3 = 0 then null else now() - interval '3 days' end
       from generate_series(1, $2) g
       join (select id, row_number() over (order by id) - 1 as n from folders where user_id = $1) f on f.n = g % $3`,
    [userId, cards, folders],
  );
  const get = (url: string) => async () => {
    const res = await fetch(`${base}${url}`, { headers: { Cookie: cookie } });
    if (!res.ok) throw new Error(String(res.status));
    await res.arrayBuffer();
  };
  return { userId, get };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-bench-'));
  const db = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres(path.join(dir, 'pg'), () => {});
  const port = await freePort();
  const { child, startupMs } = await startServer(db.url, port);
  const base = `http://127.0.0.1:${port}`;
  const pool = new Pool({ connectionString: db.url, max: 10 });
  try {
    const typical = await seedLearner(base, pool, 10, 500);
    const heavy = await seedLearner(base, pool, FOLDERS, CARDS);
    await pool.query('analyze');

    let peakRss = rssMb(child.pid as number);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(child.pid as number));
    }, 200);

    console.log(`\nRepaso benchmark — ${os.cpus().length} cores, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
    console.log(`start-up (process start to listening, migrations included): ${startupMs} ms`);
    const show = (label: string, result: Result) => console.log(`${label.padEnd(42)}${fmt(result)}`);

    console.log('\nA typical learner: 10 folders, 500 cards');
    await load(typical.get('/api/folders')); // warm-up
    show('GET /api/folders (folders + stats)', await load(typical.get('/api/folders')));
    show('GET /api/cards/review?limit=50', await load(typical.get('/api/cards/review?limit=50')));
    show('GET /api/user/stats', await load(typical.get('/api/user/stats')));
    show('GET /api/auth/user', await load(typical.get('/api/auth/user')));

    console.log(`\nA heavy learner: ${FOLDERS} folders, ${CARDS} cards`);
    const folders = await load(heavy.get('/api/folders'));
    show('GET /api/folders (folders + stats)', folders);
    const bare = await load(async () => {
      const list = await pool.query('select * from folders where user_id = $1 order by updated_at desc, id desc', [
        heavy.userId,
      ]);
      await pool.query(
        `select folder_id, count(*)::int, count(*) filter (where next_review_at is null or next_review_at <= now())::int,
                count(*) filter (where difficulty = 'easy')::int, count(*) filter (where difficulty = 'hard')::int,
                bool_or(review_count > 0) from cards where folder_id = any($1) group by folder_id`,
        [list.rows.map((row) => row.id)],
      );
    });
    show('bare pg, the same two queries', bare);
    console.log(`  throughput ratio bare / API: ${(bare.rps / folders.rps).toFixed(2)}x (target ≤ 1.25x)`);
    show('GET /api/cards/review?limit=50', await load(heavy.get('/api/cards/review?limit=50')));
    clearInterval(sampler);
    console.log(`server peak RSS under load: ${peakRss.toFixed(0)} MB (target < 300 MB)`);

    let placeholder = 0;
    const plan = await pool.query(
      `explain (analyze, format json) ${dueTodaySql.replace(/\?/g, () => `$${++placeholder}`)}`,
      dueParams(new Date(), heavy.userId),
    );
    const executionMs = plan.rows[0]['QUERY PLAN'][0]['Execution Time'];
    console.log(`due list (200 of ${CARDS} cards) database time: ${executionMs.toFixed(2)} ms (target < 10 ms)`);
    const landing = landingJavaScriptKb();
    console.log(
      landing === undefined
        ? 'landing JS: web/dist missing (npm run build)'
        : `landing page JavaScript: ${landing.toFixed(1)} KB gzipped (target ≤ 120 KB)`,
    );
  } finally {
    await pool.end();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
