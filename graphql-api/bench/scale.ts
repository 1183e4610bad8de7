/**
 * `node -r @swc-node/register bench/scale.ts [learners]` (from graphql-api/; issue 40, items 2 and 3): a learner's
 * screens and every background job, measured on a service of `learners` seeded learners (default 0: an empty one).
 * Figures printed, never asserted. The database: SCALE_DB_DIR's embedded PostgreSQL (kept: seeding is the slow part),
 * else BENCH_DATABASE_URL / DATABASE_URL; it is seeded up to `learners` first (`scale-seed.ts`) when it holds fewer.
 *
 * 1. Screens, one request at a time (SCALE_COUNT, 200, after 5 unmeasured), from the load generator's own process:
 *    a typical learner's (the sample folders and 40 ratings, signed up now) and a rater's ratings, as the browser and a
 *    third-party tool send them (harness.ts `benchEndpoints`); and, once seeded, learner 7's (20 000+ cards).
 * 2. Jobs: the reminder digest over every learner (its time, this process's peak memory and its statements), the
 *    daily fit scan and the fit queue's scan, the weekly fit of a learner with 300 000 reviews (SCALE_FIT_REVIEWS),
 *    the nightly backup with learners' p99 while it runs against without, a restore of it into a new database
 *    (SCALE_RESTORE=0 skips it: it needs the database's size again on disk), the community sitemap, and what
 *    `card_due_days`' upkeep costs a rating.
 * SCALE_ONLY=screens or jobs runs one part. SCALE_PGBOUNCER=1 puts Debian's PgBouncer (transaction mode, deploy/pgbouncer.ini's
 * settings; test/pgbouncer.ts starts it) between PostgreSQL and both the server and the jobs, as docker-compose.yml
 * does: the server's DATABASE_DIRECT_URL (and the backup) still go to PostgreSQL itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client, Pool } from 'pg';
import { mikroOrmConfig } from '../src/config/mikro-orm.config';
import type { Services } from '../src/core/services';
import { restoreBackup, writeBackup } from '../src/db/backup/backup-file';
import { sendDueDigests } from '../src/modules/reminders/reminder.service';
import { pendingFits, requestDueFits, runParameterFit } from '../src/modules/study/parameter-fit.service';
import { type Pooler, pgbouncerBinary, startPgBouncer, stopPgBouncer, throughPooler } from '../test/pgbouncer';
import { writeHistory } from '../test/synthetic-learner';
import {
  type BenchRequest,
  benchEndpoints,
  clearTokenCounters,
  getJson,
  heavyScreens,
  type Learner,
  type LoadGenerator,
  loadGenerator,
  prepareLearners,
  ratedCardIds,
  runBench,
  type Server,
  startServer,
} from './harness';
import type { SequentialResult } from './load';
import { SCALE_PASSWORD, scaleDatabase, seedScale } from './scale-seed';

const count = Number(process.env.SCALE_COUNT ?? 200);
const fitReviews = Number(process.env.SCALE_FIT_REVIEWS ?? 300_000);
const only = process.env.SCALE_ONLY;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const seconds = (fromMs: number) => `${((performance.now() - fromMs) / 1000).toFixed(1)} s`;

/** Signs in as a seeded learner (`escala<n>@example.com`). */
async function signIn(base: string, pool: Pool, n: number): Promise<Learner | undefined> {
  const { rows } = await pool.query<{ id: number }>('select id from users where email = $1', [
    `escala${n}@example.com`,
  ]);
  if (rows.length === 0) return undefined;
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `escala${n}@example.com`, password: SCALE_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: rows[0].id, cookie, tokens: [] };
}

/** `requests` one at a time, `count` of them (ratings take the next cards each run; a tool's tokens start afresh). */
function timer(load: LoadGenerator, base: string, pool: Pool) {
  let turn = 0;
  return async (requests: BenchRequest[], n = count) => {
    const offset = (turn++ * (n + 5)) % requests.length;
    if (requests[0].headers?.authorization) await clearTokenCounters(pool);
    return load.run({
      kind: 'sequential',
      base,
      requests: [...requests.slice(offset), ...requests.slice(0, offset)],
      count: n,
    });
  };
}

const line = (label: string, r: SequentialResult) =>
  `  ${label.padEnd(58)} ${r.failures > 0 ? `(${r.failures} failed) ` : ''}p50 ${ms(r.p50)} / p95 ${ms(r.p95)} / p99 ${ms(r.p99)} ms`;

async function screens(repaso: Server, pool: Pool, load: LoadGenerator) {
  const time = timer(load, repaso.base, pool);
  const learners = await prepareLearners(repaso.base, 2);
  console.log(`\n1. Screens, one request at a time (${count} each, after 5 unmeasured)`);
  console.log('  A typical learner (sample folders, 40 ratings):');
  for (const endpoint of await benchEndpoints(learners))
    console.log(
      line(`${endpoint.client === 'browser' ? 'browser' : 'tool'} ${endpoint.label}`, await time(endpoint.requests)),
    );
  const heavy = await signIn(repaso.base, pool, 7);
  if (!heavy) return;
  const [{ cards }] = (
    await pool.query<{ cards: number }>(
      'select count(*)::int as cards from cards c join folders f on f.id = c.folder_id where f.user_id = $1',
      [heavy.userId],
    )
  ).rows;
  const [folder] = await getJson<{ id: number }[]>(repaso.base, heavy, '/api/folders');
  const rated = await ratedCardIds(pool, heavy.userId, 2000);
  console.log(`  Seeded learner 7 (${cards} cards):`);
  for (const screen of await heavyScreens(heavy, folder.id, rated))
    console.log(line(`browser ${screen.label}`, await time(screen.requests)));
}

/** This process's peak RSS while `work` runs, sampled every 50 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; baseMb: number; peakMb: number }> {
  const baseMb = process.memoryUsage().rss / 1e6;
  let peakMb = baseMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage().rss / 1e6);
  }, 50);
  try {
    const result = await work();
    return { result, baseMb, peakMb: Math.max(peakMb, process.memoryUsage().rss / 1e6) };
  } finally {
    clearInterval(sampler);
  }
}

async function digest(orm: MikroORM, pool: Pool) {
  const now = new Date();
  // Everyone was last mailed yesterday: today's digest is due for all who have something due.
  await pool.query(
    `update users set last_daily_reminder_sent = $1::timestamptz - interval '1 day' where reminders_enabled`,
    [now],
  );
  let mails = 0;
  const statements = await pool.query<{ n: string }>(
    `select coalesce(sum(xact_commit + xact_rollback), 0)::text as n from pg_stat_database where datname = current_database()`,
  );
  const services = {
    clock: { now: () => now },
    appUrl: 'https://repaso.example',
    logger: { error: () => {}, info: () => {}, warn: () => {}, debug: () => {} },
    mailer: {
      send: async () => {
        mails++;
      },
    },
  } as unknown as Services;
  const started = performance.now();
  const { result, baseMb, peakMb } = await peakRss(() =>
    sendDueDigests(orm.em.fork(), services, { reminderHour: 0, unsubscribeSecret: 'escala' }),
  );
  const took = seconds(started);
  // Each backend hands its counts to pg_stat_database within a second of going idle.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const after = await pool.query<{ n: string }>(
    `select coalesce(sum(xact_commit + xact_rollback), 0)::text as n from pg_stat_database where datname = current_database()`,
  );
  const [{ learners }] = (
    await pool.query<{ learners: number }>('select count(*)::int as learners from users where reminders_enabled')
  ).rows;
  console.log(
    `  reminder digest: ${result.sent} mails (${mails} handed to the mailer) for ${learners} learners with reminders on` +
      ` in ${took}; ${Number(after.rows[0].n) - Number(statements.rows[0].n)} transactions;` +
      ` RSS ${baseMb.toFixed(0)} → peak ${peakMb.toFixed(0)} MB`,
  );
}

async function fits(orm: MikroORM, pool: Pool) {
  const now = new Date();
  await pool.query('update users set fit_requested_at = null where fit_requested_at is not null');
  let started = performance.now();
  const asked = await requestDueFits(orm.em.fork(), now);
  console.log(`  daily fit check (requestDueFits): ${asked} learners asked for a fit in ${seconds(started)}`);
  started = performance.now();
  const pending = await pendingFits(orm.em.fork());
  console.log(`  fit queue's scan (pendingFits, every minute): ${pending.length} sent in ${seconds(started)}`);
  await pool.query('update users set fit_requested_at = null where fit_requested_at is not null');
  if (fitReviews <= 0) return;
  const email = `escala-ajuste-${fitReviews}@example.com`;
  let [user] = (await pool.query<{ id: number }>('select id from users where email = $1', [email])).rows;
  if (!user) {
    [user] = (
      await pool.query<{ id: number }>(`insert into users (email, password_hash) values ($1, 'x') returning id`, [
        email,
      ])
    ).rows;
    const em = orm.em.fork();
    started = performance.now();
    await writeHistory((query, params) => em.execute(query, params), user.id, fitReviews, now, 5);
    await pool.query('vacuum analyze reviews');
    console.log(`  (a learner with ${fitReviews} reviews written in ${seconds(started)})`);
  }
  await pool.query('update users set fit_requested_at = $2, fsrs_weights = null where id = $1', [user.id, now]);
  started = performance.now();
  const { result, baseMb, peakMb } = await peakRss(() => runParameterFit(orm.em.fork(), user.id, () => new Date()));
  console.log(
    `  weekly fit of a learner with ${fitReviews} reviews: ${result.ran ? `${result.reviewsUsed} reviews used, ` : ''}` +
      `${seconds(started)}; RSS ${baseMb.toFixed(0)} → peak ${peakMb.toFixed(0)} MB`,
  );
}

async function backupAndRestore(url: string, repaso: Server, pool: Pool, load: LoadGenerator) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-scale-backup-'));
  try {
    const learners = await prepareLearners(repaso.base, 1);
    const [dashboard] = await benchEndpoints(learners);
    const time = timer(load, repaso.base, pool);
    const without = await time(dashboard.requests, 400);
    let started = performance.now();
    const backup = writeBackup(url, dir);
    // Learners keep studying while it runs: the same screen, one request at a time, until the backup ends.
    const during: SequentialResult[] = [];
    let done = false;
    const file = backup.finally(() => {
      done = true;
    });
    while (!done) during.push(await time(dashboard.requests, 100));
    const result = await file;
    const took = seconds(started);
    const p99s = during.map((r) => r.p99).sort((a, b) => a - b);
    console.log(
      `  nightly backup (logical, gzip): ${(result.bytes / 1e6).toFixed(0)} MB in ${took};` +
        ` ${dashboard.label} p99 ${ms(without.p99)} ms without, while it ran the median run of 100 had p99` +
        ` ${ms(p99s[Math.floor(p99s.length / 2)] ?? 0)} ms (worst ${ms(p99s[p99s.length - 1] ?? 0)} ms, ${during.length} runs)`,
    );
    if (process.env.SCALE_RESTORE === '0') return;
    const target = new URL(url);
    const name = `repaso_restore_${Date.now()}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    target.pathname = `/${name}`;
    const orm = await MikroORM.init(mikroOrmConfig(target.toString()));
    try {
      started = performance.now();
      await restoreBackup(result.file, target.toString(), orm);
      console.log(`  restore of that backup into a new database: ${seconds(started)}`);
    } finally {
      await orm.close(true);
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function sitemap(repaso: Server, pool: Pool) {
  const [{ folders }] = (
    await pool.query<{ folders: number }>(
      'select count(*)::int as folders from community_folders where unpublished_at is null and hidden_at is null',
    )
  ).rows;
  let started = performance.now();
  const index = await (await fetch(`${repaso.base}/sitemap.xml`)).text();
  const pages = index.match(/<loc>[^<]+<\/loc>/g) ?? [];
  console.log(`  community sitemap index (${folders} published folders, ${pages.length} pages): ${seconds(started)}`);
  started = performance.now();
  const first = await (await fetch(`${repaso.base}/sitemap/comunidad-1.xml`)).text();
  console.log(`  its first page (${(first.match(/<url>/g) ?? []).length} URLs): ${seconds(started)}`);
}

/** What keeping `card_due_days` costs a rating: the trigger's time on one card's new due date, in EXPLAIN ANALYZE. */
async function dueDaysUpkeep(pool: Pool) {
  const [{ rows: dueRows }] = (await pool.query<{ rows: number }>('select count(*)::int as rows from card_due_days'))
    .rows;
  const client = await pool.connect();
  try {
    const { rows: cards } = await client.query<{ id: number }>(
      `select c.id from cards c join folders f on f.id = c.folder_id join users u on u.id = f.user_id
        where u.email = 'escala7@example.com' and c.next_review_at is not null limit 50`,
    );
    // Learner 7 (20 000+ cards) once seeded, else anyone's.
    if (cards.length === 0)
      cards.push(
        ...(await client.query<{ id: number }>('select id from cards where next_review_at is not null limit 50')).rows,
      );
    if (cards.length === 0) return;
    const times: number[] = [];
    for (const card of cards) {
      await client.query('begin');
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, format json)
         update cards set next_review_at = next_review_at + interval '3 days', updated_at = now() where id = $1`,
        [card.id],
      );
      await client.query('rollback');
      const [plan] = rows[0]['QUERY PLAN'] as { Triggers?: { 'Trigger Name': string; Time: number }[] }[];
      times.push(plan.Triggers?.find((trigger) => trigger['Trigger Name'] === 'cards_due_days_updated')?.Time ?? 0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  card_due_days upkeep (${dueRows} rows): its trigger on a card's new due date takes` +
        ` p50 ${times[Math.floor(times.length / 2)].toFixed(2)} / max ${times[times.length - 1].toFixed(2)} ms`,
    );
  } finally {
    client.release();
  }
}

async function main() {
  const target = Number(process.argv[2] ?? process.env.SCALE_LEARNERS ?? 0);
  const db = await scaleDatabase();
  const pooler = process.env.SCALE_PGBOUNCER === '1' ? await startPooler(db.url) : null;
  // What the server and the jobs connect to: PgBouncer when asked, else PostgreSQL.
  const appUrl = pooler ? throughPooler(db.url, pooler.port) : db.url;
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const orm = await MikroORM.init(mikroOrmConfig(appUrl));
  const servers: Server[] = [];
  const load = loadGenerator();
  try {
    const [{ seeded }] = (
      await pool.query<{ seeded: number }>(
        `select count(*)::int as seeded from users where email ~ '^escala[0-9]+@example\\.com$'`,
      )
    ).rows;
    if (seeded < target) await seedScale(db.url, { learners: target - seeded, log: (text) => console.log(text) });
    const [sizes] = (
      await pool.query<{ learners: number; cards: number; reviews: number; bytes: string }>(
        `select (select count(*)::int from users) as learners, (select count(*)::int from cards) as cards,
                (select count(*)::int from reviews) as reviews,
                pg_database_size(current_database())::text as bytes`,
      )
    ).rows;
    console.log(
      `Service: ${sizes.learners} learners, ${sizes.cards} cards and ${sizes.reviews} reviews,` +
        ` ${(Number(sizes.bytes) / 1e9).toFixed(1)} GB; ${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    if (pooler) console.log(`Through PgBouncer on port ${pooler.port} (transaction mode)`);
    const repaso = await startServer('Repaso', appUrl, pooler ? { env: { DATABASE_DIRECT_URL: db.url } } : {});
    servers.push(repaso);
    if (only !== 'jobs') await screens(repaso, pool, load);
    if (only !== 'screens') {
      console.log('\n2. Jobs');
      await digest(orm, pool);
      await fits(orm, pool);
      await sitemap(repaso, pool);
      await dueDaysUpkeep(pool);
      await backupAndRestore(db.url, repaso, pool, load);
    }
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    load.stop();
    for (const server of servers) await server.stop();
    await orm.close(true);
    await pool.end();
    if (pooler) await stopPgBouncer(pooler);
    await db.stop();
  }
}

async function startPooler(url: string): Promise<Pooler> {
  if (!pgbouncerBinary)
    throw new Error('SCALE_PGBOUNCER=1: no pgbouncer binary (apt-get install pgbouncer, as .ci/run does)');
  return startPgBouncer(pgbouncerBinary, url);
}

runBench(main);
