/**
 * `npm run bench`: Repaso against a bare baseline doing the same work; figures printed, never asserted.
 *
 * One PostgreSQL (a fresh embedded one, or BENCH_DATABASE_URL) and three processes besides this one:
 * - Repaso as `npm start` runs it (production mode, the same heap cap);
 * - the bare server (`bare-server.ts`): plain `node:http`, one `pg` pool of the app's size, the session
 *   lookup and then exactly Repaso's SQL statements for each endpoint, the same JSON (`sql-check.ts` proves it);
 * - the load generator (`load.ts`: autocannon, an evenly paced sender and a one-at-a-time one), so neither server
 *   shares its process with the load.
 * The learners: a typical one (the sample folders + 40 ratings), one whose cards the rating runs rate, and a
 * heavy one (10 folders, 100 000 cards, 300 000 reviews over two years, written with SQL).
 *
 * Printed: throughput at 64 connections per hot endpoint (BENCH_SECONDS each, default 8; Repaso and bare runs
 * alternated as Repaso, bare, bare, Repaso; best of two), p99 at a fixed, evenly spaced offered load of half the
 * bare throughput (alternated the same way, each run after an unmeasured second at that load, the better p99 of two
 * runs each), the heavy learner's screens one request at a time, Repaso's peak memory, its start-up time and the
 * landing page's JavaScript. The machine is shared with the load generator (and maybe with others): compare
 * ratios within one run, not figures across runs.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Pool } from 'pg';
import {
  apiDir,
  type BenchRequest,
  cardIds,
  cpuMs,
  type Endpoint,
  getJson,
  heavy,
  heavyScreens,
  hotEndpoints,
  type Learner,
  poolMax,
  repoDir,
  rssMb,
  runBench,
  type Server,
  seedHeavyLearner,
  seedTypicalLearner,
  startDatabase,
  startServer,
} from './harness';
import type { Job, LoadJob, LoadResult, SequentialJob, SequentialResult } from './load';

const connections = 64;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmUpSeconds = Math.min(2, seconds);
const sequentialCount = 200;
const targets = { throughput: 0.8, graphqlThroughput: 0.7, halfLoadP99: 2, screenMs: 20, rssMb: 300 };

type Reply = { ok: true; result: LoadResult | SequentialResult } | { ok: false; error: string };

/** The load generator's process: one job at a time over IPC. */
class LoadGenerator {
  private readonly child: ChildProcess = fork(path.join(__dirname, 'load.ts'), [], {
    cwd: apiDir,
    execArgv: ['-r', '@swc-node/register'],
  });

  run(job: LoadJob): Promise<LoadResult>;
  run(job: SequentialJob): Promise<SequentialResult>;
  run(job: Job): Promise<LoadResult | SequentialResult> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: Reply) => (reply.ok ? resolve(reply.result) : reject(new Error(reply.error))));
      this.child.send(job);
    });
  }

  stop() {
    this.child.kill();
  }
}

/** The highest resident memory of each server, read from /proc every 250 ms, per phase of the benchmark. */
class PeakMemory {
  /** Peak per phase, then per pid. */
  readonly peaks = new Map<string, Map<number, number>>();
  private phase = 'seeding';
  private readonly timer: NodeJS.Timeout;

  constructor(pids: number[]) {
    this.timer = setInterval(() => {
      const peaks = this.peaks.get(this.phase) ?? new Map<number, number>();
      for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rssMb(pid)));
      this.peaks.set(this.phase, peaks);
    }, 250);
  }

  enter(phase: string) {
    this.phase = phase;
  }

  /** The highest figure of `pid` over every phase, and the phase it was seen in. */
  highest(pid: number): { mb: number; phase: string } {
    let highest = { mb: 0, phase: '' };
    for (const [phase, peaks] of this.peaks) {
      const mb = peaks.get(pid) ?? 0;
      if (mb > highest.mb) highest = { mb, phase };
    }
    return highest;
  }

  stop() {
    clearInterval(this.timer);
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const row = (cells: string[], widths: number[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  console.log(row(header, widths));
  console.log(
    row(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
  );
  for (const cells of rows) console.log(row(cells, widths));
}

function landingJavaScriptKb(): number | undefined {
  const dist = path.join(repoDir, 'web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return undefined;
  const html = fs.readFileSync(index, 'utf8');
  // The landing page is in the entry chunk; what index.html loads and preloads is all a visitor downloads.
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  return bytes / 1024;
}

/** A run's result with the server's CPU time per answered request (ms): steadier than req/s on a shared machine. */
type Measured = LoadResult & { cpuPerRequest: number };
type Pair = { repaso: Measured; bare: Measured };

async function main() {
  const db = await startDatabase();
  const servers: Server[] = [];
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const load = new LoadGenerator();
  try {
    // The first start applies the migrations to an empty database; the restart is what a deploy waits for.
    const first = await startServer('Repaso', db.url);
    servers.push(first);
    await first.stop();
    const repaso = await startServer('Repaso', db.url);
    servers.push(repaso);
    const bare = await startServer('bare', db.url);
    servers.push(bare);
    const memory = new PeakMemory([repaso.pid, bare.pid]);

    const typical = await seedTypicalLearner(repaso.base, 'typical', 40);
    const rater = await seedTypicalLearner(repaso.base, 'rater', 0);
    const heavyLearner = await seedHeavyLearner(repaso.base, pool);
    const endpoints = hotEndpoints(await cardIds(repaso.base, rater));

    const measure = async (
      server: Server,
      learner: Learner,
      requests: BenchRequest[],
      options: Partial<LoadJob> = {},
    ): Promise<Measured> => {
      const before = cpuMs(server.pid);
      const result = await load.run({
        kind: 'load',
        base: server.base,
        cookie: learner.cookie,
        requests,
        connections,
        seconds,
        ...options,
      });
      const answered = result.rps * (options.seconds ?? seconds);
      return { ...result, cpuPerRequest: (cpuMs(server.pid) - before) / Math.max(1, answered) };
    };
    const learnerOf = (endpoint: Endpoint) => (endpoint.writes ? rater : typical);
    const isGraphql = (endpoint: Endpoint) => endpoint.repaso[0].path === '/graphql';

    console.log(
      `\nRepaso benchmark: ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the start), ` +
        `${connections} connections, ${seconds} s a run, pool of ${poolMax} connections`,
    );
    console.log(
      'Shared machine: the servers, PostgreSQL and the load generator compete for the same cores (and so may ' +
        'other work). Ratios within one run are the figures to read.',
    );

    // 1. Throughput: the same requests to both servers, alternated, best of two.
    memory.enter('the throughput runs');
    const saturated = new Map<Endpoint, Pair>();
    for (const endpoint of endpoints) {
      const learner = learnerOf(endpoint);
      // Unmeasured: JIT, connection pools and PostgreSQL's caches warm up first.
      await measure(repaso, learner, endpoint.repaso, { seconds: warmUpSeconds });
      if (isGraphql(endpoint)) {
        const folders = saturated.get(endpoints[0]) as Pair;
        const runs = [await measure(repaso, learner, endpoint.repaso), await measure(repaso, learner, endpoint.repaso)];
        saturated.set(endpoint, { repaso: runs[0].rps >= runs[1].rps ? runs[0] : runs[1], bare: folders.bare });
        continue;
      }
      await measure(bare, learner, endpoint.bare, { seconds: warmUpSeconds });
      const r1 = await measure(repaso, learner, endpoint.repaso);
      const b1 = await measure(bare, learner, endpoint.bare);
      const b2 = await measure(bare, learner, endpoint.bare);
      const r2 = await measure(repaso, learner, endpoint.repaso);
      saturated.set(endpoint, { repaso: r1.rps >= r2.rps ? r1 : r2, bare: b1.rps >= b2.rps ? b1 : b2 });
    }

    console.log(`\nThroughput at ${connections} connections, best of two runs (the typical learner)`);
    printTable(
      [
        'endpoint',
        'Repaso req/s',
        'bare req/s',
        'ratio',
        'Repaso p99',
        'bare p99',
        'target met?',
        'CPU ms/req Repaso',
        'bare',
        'CPU ratio',
      ],
      endpoints.map((endpoint) => {
        const { repaso: r, bare: b } = saturated.get(endpoint) as Pair;
        const target = isGraphql(endpoint) ? targets.graphqlThroughput : targets.throughput;
        const ratio = r.rps / b.rps;
        const failures = r.failures + b.failures > 0 ? ` (${r.failures}/${b.failures} failed)` : '';
        return [
          endpoint.label + (isGraphql(endpoint) ? ' (bare: REST folders)' : ''),
          r.rps.toFixed(0),
          b.rps.toFixed(0),
          `${ratio.toFixed(2)}x`,
          `${r.p99} ms`,
          `${b.p99} ms`,
          `${ratio >= target ? 'yes' : 'NO'} (>= ${target}x)${failures}`,
          r.cpuPerRequest.toFixed(2),
          b.cpuPerRequest.toFixed(2),
          `${(b.cpuPerRequest / r.cpuPerRequest).toFixed(2)}x`,
        ];
      }),
    );

    console.log(
      "CPU ms/req: the server process's CPU time (user + system, from /proc) over the measured run divided by its " +
        'answers; CPU ratio = bare / Repaso, what the throughput ratio tends to when the servers are CPU-bound. ' +
        'It moves less than req/s when other work shares the machine.',
    );

    // 2. Latency at half the bare server's throughput (a load both can carry).
    memory.enter('the half-load runs');
    const halfLoad = new Map<Endpoint, Pair & { rate: number }>();
    for (const [index, endpoint] of endpoints.entries()) {
      const learner = learnerOf(endpoint);
      const rate = Math.max(1, Math.round((saturated.get(endpoint) as Pair).bare.rps / 2));
      // Each measured run after an unmeasured one at the same load, as the throughput runs: the server left by the run
      // before (a saturated one's last requests still in flight, its grown heap) is not what this load meets.
      const paced = async (server: Server, requests: BenchRequest[]) => {
        await measure(server, learner, requests, { rate, seconds: warmUpSeconds });
        return measure(server, learner, requests, { rate });
      };
      if (isGraphql(endpoint)) {
        const folders = halfLoad.get(endpoints[0]) as Pair & { rate: number };
        halfLoad.set(endpoint, {
          rate,
          repaso: [await paced(repaso, endpoint.repaso), await paced(repaso, endpoint.repaso)].reduce((x, y) =>
            x.p99 <= y.p99 ? x : y,
          ),
          bare: folders.bare,
        });
        continue;
      }
      const runRepaso = () => paced(repaso, endpoint.repaso);
      const runBare = () => paced(bare, endpoint.bare);
      // As the throughput runs: alternated (Repaso, bare, bare, Repaso; the other way round for every other
      // endpoint), each server's better p99 of its two runs. One run's p99 is a handful of answers, and a stall of
      // the shared machine lands in either server's.
      const runs: Measured[] = [];
      for (const run of index % 2 === 0
        ? [runRepaso, runBare, runBare, runRepaso]
        : [runBare, runRepaso, runRepaso, runBare]) {
        runs.push(await run());
      }
      const [r1, b1, b2, r2] = index % 2 === 0 ? runs : [runs[1], runs[0], runs[3], runs[2]];
      const lower = (x: Measured, y: Measured) => (x.p99 <= y.p99 ? x : y);
      halfLoad.set(endpoint, { rate, repaso: lower(r1, r2), bare: lower(b1, b2) });
    }

    console.log(
      `\nLatency at a fixed offered load of half the bare throughput (evenly spaced, up to ${connections} connections; ` +
        'from when each request was due)',
    );
    printTable(
      ['endpoint', 'offered req/s', 'Repaso p50', 'bare p50', 'Repaso p99', 'bare p99', 'target met?'],
      endpoints.map((endpoint) => {
        const { rate, repaso: r, bare: b } = halfLoad.get(endpoint) as Pair & { rate: number };
        const met = r.p99 <= targets.halfLoadP99 * b.p99;
        return [
          endpoint.label,
          String(rate),
          `${ms(r.p50)} ms`,
          `${ms(b.p50)} ms`,
          `${ms(r.p99)} ms`,
          `${ms(b.p99)} ms`,
          `${met ? 'yes' : 'NO'} (Repaso p99 <= ${targets.halfLoadP99}x bare)`,
        ];
      }),
    );

    // 3. The heavy learner's screens, one request at a time.
    memory.enter("the heavy learner's screens");
    const [heavyFolder] = await getJson<{ id: number }[]>(repaso.base, heavyLearner, '/api/folders');
    const sequential = (server: Server, request: BenchRequest, count = sequentialCount) =>
      load.run({ kind: 'sequential', base: server.base, cookie: heavyLearner.cookie, request, count });
    const screens = heavyScreens(heavyFolder.id);
    console.log(
      `\nThe heavy learner (${heavy.folders} folders, ${heavy.cards} cards, ${heavy.reviews} reviews over two years): ` +
        `each screen's call one at a time, ${sequentialCount} requests (after 5 unmeasured)`,
    );
    const screenRows: string[][] = [];
    const notes: string[] = [];
    for (const screen of screens) {
      if (screen.page) {
        // Answered as a page only if the server honours `limit`; otherwise time (a few of) what it does send.
        const probe = await sequential(repaso, screen.request, 1);
        const items = probe.status === 200 ? (JSON.parse(probe.body) as unknown[]).length : 0;
        if (probe.status !== 200 || items > 50) {
          const whole = probe.status === 200 ? await sequential(repaso, screen.request, 20) : undefined;
          screenRows.push([screen.label, 'n/a', 'n/a', '—', '—', 'n/a']);
          notes.push(
            probe.status === 200
              ? `folder page: n/a — \`limit\` is ignored; the whole folder (${items} cards) comes back, p50 ${ms(whole?.p50 ?? 0)} ms, p99 ${ms(whole?.p99 ?? 0)} ms (20 requests)`
              : `folder page: n/a — answered ${probe.status}`,
          );
          continue;
        }
      }
      const r = await sequential(repaso, screen.request);
      const b = screen.bareToo ? await sequential(bare, screen.request) : undefined;
      if (screen.label.startsWith('card search') && r.status === 200) {
        notes.push(
          `card search: ${(JSON.parse(r.body) as unknown[]).length} matches in a folder of ${heavy.cards / heavy.folders} cards`,
        );
      }
      screenRows.push([
        screen.label,
        r.status === 200 ? `${ms(r.p50)} ms` : `HTTP ${r.status}`,
        `${ms(r.p95)} ms`,
        `${ms(r.p99)} ms`,
        b ? `${ms(b.p50)} ms` : '—',
        b ? `${ms(b.p95)} ms` : '—',
        b ? `${ms(b.p99)} ms` : '—',
        r.status === 200 && r.p99 <= targets.screenMs ? 'yes' : 'NO',
      ]);
    }
    printTable(
      ['screen', 'Repaso p50', 'p95', 'p99', 'bare p50', 'p95', 'p99', `p99 <= ${targets.screenMs} ms?`],
      screenRows,
    );
    for (const note of notes) console.log(`  ${note}`);

    memory.stop();
    const peak = memory.highest(repaso.pid);
    const underLoad = memory.peaks.get('the throughput runs')?.get(repaso.pid) ?? 0;
    console.log(
      `\nRepaso's peak RSS (sampled every 250 ms): ${peak.mb.toFixed(0)} MB, during ${peak.phase}; ` +
        `${underLoad.toFixed(0)} MB at most during the throughput runs (target <= ${targets.rssMb} MB: ` +
        `${peak.mb <= targets.rssMb ? 'yes' : 'NO'}). The bare server's peak: ${memory.highest(bare.pid).mb.toFixed(0)} MB`,
    );
    console.log(
      `Start-up, process start to listening: ${first.startupMs.toFixed(0)} ms the first time (migrations applied to an ` +
        `empty database${process.env.BENCH_DATABASE_URL ? ', unless BENCH_DATABASE_URL already had them' : ''}), ` +
        `${repaso.startupMs.toFixed(0)} ms on a restart; the bare server: ${bare.startupMs.toFixed(0)} ms`,
    );
    const landing = landingJavaScriptKb();
    console.log(
      landing === undefined
        ? 'Landing page JavaScript: web/dist missing (npm run build first)'
        : `Landing page JavaScript: ${landing.toFixed(1)} KB gzipped (target <= 120 KB)`,
    );
  } finally {
    load.stop();
    await pool.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
}

runBench(main);
