/**
 * `node -r @swc-node/register bench/heavy.ts [explain] [sizes] [time]` (from graphql-api/): only the heavy learner's
 * part of `npm run bench` (run.ts §3), for working on those screens without the throughput runs.
 *
 * - `time` (the default): each screen's call one at a time (200 requests after 5 unmeasured, from the load
 *   generator's own process, as run.ts does), Repaso and the bare server;
 * - `sizes`: each answer's JSON bytes, its gzipped bytes and how long gzip takes;
 * - `explain`: `EXPLAIN (ANALYZE, BUFFERS)` of the statements behind the study, pending and search screens, the
 *   dashboard's figures (also in every rating's answer) and the statistics screen's four series.
 *
 * HEAVY_ONLY=<regular expression> times only the screens whose label matches it; HEAVY_COUNT requests each (200);
 * HEAVY_PROFILE=1 runs Repaso under --cpu-prof and summarizes the timed requests.
 * HEAVY_DB_DIR=/some/dir keeps the database (an embedded PostgreSQL in that folder) and its heavy learner between
 * runs: seeding 300 000 reviews is the slow part. Otherwise a throw-away database (or BENCH_DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import {
  cardPagesSql,
  cardPagesValues,
  countCardsOfFoldersSql,
  folderCardsSql,
} from '../src/modules/cards/card.service';
import { dueParams, numbered } from '../src/modules/scheduling/due';
import { statisticsPlan } from '../src/modules/statistics/statistics.service';
import { userStatsSql } from '../src/modules/statistics/user-stats.service';
import { dueListParams, dueListSql } from '../src/modules/study/due-list.service';
import {
  type BenchRequest,
  cpuMs,
  type Database,
  getJson,
  heavy,
  heavyScreens,
  heavySearchText,
  type Learner,
  loadGenerator,
  ratedCardIds,
  runBench,
  type Server,
  seedHeavyLearner,
  startDatabase,
  startServer,
} from './harness';
import type { SequentialJob, SequentialResult } from './load';
import { type CpuProfile, monotonicUs, summarize } from './profile';

const count = Number(process.env.HEAVY_COUNT ?? 200);
const modes = new Set(process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['time']);
const password = 'benchmark-password';

async function database(): Promise<Database> {
  const dir = process.env.HEAVY_DB_DIR;
  if (!dir) return startDatabase();
  const db = await startEmbeddedPostgres(dir, (line) => console.error(`[postgres] ${line}`));
  return { url: db.url, stop: db.stop };
}

/** The heavy learner already in the database (signed in again), or a new one. */
async function heavyLearner(base: string, pool: Pool): Promise<Learner> {
  const { rows } = await pool.query<{ id: number; email: string }>(
    `select id, email from users where email like 'bench.heavy.%' order by id desc limit 1`,
  );
  if (rows.length === 0) {
    const started = performance.now();
    const learner = await seedHeavyLearner(base, pool);
    console.log(`seeded the heavy learner in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return learner;
  }
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: rows[0].email, password }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: rows[0].id, cookie, tokens: [] };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

async function main() {
  const db = await database();
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const servers: Server[] = [];
  const load = loadGenerator();
  try {
    // HEAVY_PROFILE=1: Repaso under --cpu-prof, summarized over the timed requests at the end.
    const profileDir = process.env.HEAVY_PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-heavy-')) : undefined;
    const windows: [number, number][] = [];
    const repaso = await startServer('Repaso', db.url, {
      nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    servers.push(repaso);
    const bare = await startServer('bare', db.url);
    servers.push(bare);
    const learner = await heavyLearner(repaso.base, pool);
    const [folder] = await getJson<{ id: number }[]>(repaso.base, learner, '/api/folders');
    const ratedCards = await ratedCardIds(pool, learner.userId, 5000);
    const all = await heavyScreens(learner, folder.id, ratedCards);
    const screens = all.filter(
      (screen) => !process.env.HEAVY_ONLY || new RegExp(process.env.HEAVY_ONLY).test(screen.label),
    );

    if (modes.has('sizes')) {
      console.log('\nAnswer sizes (Repaso)');
      for (const screen of screens) {
        const { body, status } = await load.run({
          kind: 'sequential',
          base: repaso.base,
          requests: screen.requests,
          count: 1,
        });
        const started = performance.now();
        const gz = zlib.gzipSync(body);
        const gzipMs = performance.now() - started;
        const parsed = JSON.parse(body) as unknown;
        const items = Array.isArray(parsed) ? `${parsed.length} items` : '';
        console.log(
          `  ${screen.label}: HTTP ${status}, ${body.length} bytes, gzip ${gz.length} bytes in ${gzipMs.toFixed(1)} ms ${items}`,
        );
      }
    }

    if (modes.has('explain')) {
      const now = new Date();
      const explain = async (label: string, sql: string, values: unknown[]) => {
        // Twice: the first warms the caches, the second is what a learner meets.
        await pool.query({ text: `explain (analyze, buffers) ${sql}`, values });
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
          text: `explain (analyze, buffers) ${sql}`,
          values,
        });
        console.log(`\n=== ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      };
      await explain('due list, limit 200', dueListSql, dueListParams(now, learner.userId, null, 200));
      await explain('due list, limit 1000', dueListSql, dueListParams(now, learner.userId, null, 1000));
      await explain(`card search '${heavySearchText}'`, folderCardsSql, [
        folder.id,
        learner.userId,
        `%${heavySearchText}%`,
        false,
        null,
      ]);
      const firstPage = { first: 20, after: null, search: undefined, leech: false, tags: [] };
      await explain(
        'folder first page (20)',
        cardPagesSql(firstPage),
        cardPagesValues(learner.userId, [folder.id], firstPage),
      );
      const page = { first: 100, after: null, search: heavySearchText, leech: false, tags: [] };
      await explain(
        `card search page '${heavySearchText}'`,
        cardPagesSql(page),
        cardPagesValues(learner.userId, [folder.id], page),
      );
      // countCardsOfFolders' statement (GraphQL's totalCount).
      await explain(`card search count '${heavySearchText}'`, countCardsOfFoldersSql, [
        [folder.id],
        learner.userId,
        `%${heavySearchText}%`,
        false,
        [],
      ]);
      // The dashboard's figures (the streak among them): the rating's answer carries them too.
      await explain('user stats (dashboard, rating)', userStatsSql, dueParams(now, learner.userId));
      const [{ time_zone: timeZone }] = (
        await pool.query<{ time_zone: string }>('select time_zone from users where id = $1', [learner.userId])
      ).rows;
      const plan = statisticsPlan(learner.userId, timeZone, null, 'year', now);
      for (const series of ['days', 'weeks', 'forecast', 'cards'] as const)
        await explain(`statistics: ${series}`, numbered(plan[series].sql), plan[series].params);
    }

    if (modes.has('time')) {
      console.log(
        `\nThe heavy learner (${heavy.folders} folders, ${heavy.cards} cards, ${heavy.reviews} reviews): one at a time, ${count} requests (after 5 unmeasured)`,
      );
      let turn = 0;
      // Ratings take the next cards each time: never the same card twice in a row of requests.
      const sequential = (server: Server, requests: BenchRequest[]): Promise<SequentialResult> => {
        const offset = (turn++ * (count + 5)) % requests.length;
        return load.run({
          kind: 'sequential',
          base: server.base,
          requests: [...requests.slice(offset), ...requests.slice(0, offset)],
          count,
        } satisfies SequentialJob);
      };
      console.log(
        "  (CPU: the server process's user + system time per request, from /proc: steadier than latency when others share the machine)",
      );
      for (const screen of screens) {
        const before = cpuMs(repaso.pid);
        const from = monotonicUs();
        const r = await sequential(repaso, screen.requests);
        windows.push([from, monotonicUs()]);
        const cpu = (cpuMs(repaso.pid) - before) / (count + 5);
        const bareBefore = cpuMs(bare.pid);
        const b = await sequential(bare, screen.requests);
        const bareCpu = (cpuMs(bare.pid) - bareBefore) / (count + 5);
        console.log(
          `  ${screen.label.padEnd(66)} Repaso ${r.status === 200 ? '' : `HTTP ${r.status} `}p50 ${ms(r.p50)} / p95 ${ms(r.p95)} / p99 ${ms(r.p99)} ms, CPU ${cpu.toFixed(2)} ms` +
            `   bare p50 ${ms(b.p50)} / p95 ${ms(b.p95)} / p99 ${ms(b.p99)} ms, CPU ${bareCpu.toFixed(2)} ms`,
        );
      }
    }
    await repaso.stop();
    if (profileDir)
      for (const file of fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
        console.log(`\nRepaso's profile: ${path.join(profileDir, file)}`);
        summarize(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile, windows);
      }
  } finally {
    load.stop();
    await pool.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
}

runBench(main);
