/**
 * `npm run bench`: Repaso against a bare baseline doing the same work, for what its clients really send; figures
 * printed against the targets, never asserted.
 *
 * One PostgreSQL (a fresh embedded one, or BENCH_DATABASE_URL) and three processes besides this one:
 * - Repaso as `npm start` runs it (production mode, the same heap cap);
 * - the bare server (`bare-server.ts`): plain `node:http`, one `pg` pool of the app's size, who is asking and then
 *   exactly Repaso's SQL statements for each request, the same JSON (`sql-check.ts` proves it);
 * - the load generator (`load.ts`: autocannon, an evenly paced sender and a one-at-a-time one), so neither server
 *   shares its process with the load.
 * Both servers run on `serverNode()`: this node, or BENCH_NODE=24's (what the Docker image runs).
 *
 * What is sent (`harness.ts` `benchEndpoints`): the browser's requests — each screen's GraphQL operation exactly as
 * the web app sends it (`web-operations.ts`: by hash) with the session cookie, and the study screen's rating — then a
 * third-party tool's, with personal access tokens: the SPEC's REST reads and rating, and the same GraphQL operations
 * by their text.
 * The learners: a typical one (the sample folders + 40 ratings), one whose cards the ratings rate, and a heavy one
 * (10 folders, 100 000 cards, 300 000 reviews over two years, written with SQL).
 *
 * Printed: (1) throughput at 64 connections, BENCH_RUNS (5) runs of BENCH_SECONDS (2.5) per server alternated Repaso,
 * bare, bare, Repaso…, after an unmeasured warm-up, each run listed and the medians compared (targets: REST >= 0.8x,
 * GraphQL >= 0.7x); (2) p99 at a fixed, evenly spaced offered load of half the bare median, as many runs alternated
 * the same way, each after an unmeasured second at that load (target: Repaso's median p99 <= 2x bare's); (3) the heavy
 * learner's screens one request at a time, HEAVY_COUNT (100) requests a run, as many runs alternated (target: median
 * p95 <= 20 ms; p99 beside); Repaso's peak memory, its start-up time and the landing page's JavaScript. Each run's
 * figures are kept in the system's temporary folder per node major; those of the other node, when there, are printed
 * beside (BENCH_BESIDE=<major> chooses which). The machine is shared with the load generator (and maybe with others):
 * compare ratios within one run, not figures across runs.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Pool } from 'pg';
import { measureAddNotes } from './anki-connect';
import {
  apiDir,
  type BenchRequest,
  benchEndpoints,
  clearTokenCounters,
  cpuMs,
  type Endpoint,
  getJson,
  heavy,
  heavyScreens,
  poolMax,
  prepareLearners,
  repoDir,
  rssMb,
  runBench,
  type Server,
  seedHeavyLearner,
  send,
  serverNode,
  startDatabase,
  startServer,
} from './harness';
import type { Job, LoadJob, LoadResult, SequentialJob, SequentialResult } from './load';

const connections = 64;
// 2.5 s runs: a whole run (18 request kinds, 5 runs per server of each, twice) takes about 25 minutes.
const seconds = Number(process.env.BENCH_SECONDS ?? 2.5);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const warmUpSeconds = Math.min(2, seconds);
const heavyCount = Number(process.env.HEAVY_COUNT ?? 100);
const targets = { rest: 0.8, graphql: 0.7, halfLoadP99: 2, screenP95Ms: 20, rssMb: 300 };

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
  /** How long each phase took, in ms (the last one until `stop`). */
  readonly durations = new Map<string, number>();
  private phase = 'seeding';
  private phaseStarted = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(pids: number[]) {
    this.timer = setInterval(() => {
      const peaks = this.peaks.get(this.phase) ?? new Map<number, number>();
      for (const pid of pids) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, rssMb(pid)));
      this.peaks.set(this.phase, peaks);
    }, 250);
  }

  enter(phase: string) {
    this.durations.set(this.phase, performance.now() - this.phaseStarted);
    this.phase = phase;
    this.phaseStarted = performance.now();
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
    this.durations.set(this.phase, performance.now() - this.phaseStarted);
    clearInterval(this.timer);
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const row = (cells: string[], widths: number[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i]))
    .join('  ')
    .trimEnd();

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => (cells[i] ?? '').length)));
  console.log(row(header, widths));
  console.log(
    row(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
  );
  for (const cells of rows) console.log(row(cells, widths));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `count` runs of each of two servers' work, alternated as Repaso, bare, bare, Repaso, Repaso, bare… (the other way
 * round when `bareFirst`), so that neither always follows the other; each server's runs in the order made.
 */
async function alternated<T>(count: number, repaso: () => Promise<T>, bare: () => Promise<T>, bareFirst = false) {
  const results = { repaso: [] as T[], bare: [] as T[] };
  for (let i = 0; results.repaso.length < count || results.bare.length < count; i++) {
    const repasoTurn = (Math.floor((i + 1) / 2) % 2 === 0) !== bareFirst;
    if (repasoTurn && results.repaso.length < count) results.repaso.push(await repaso());
    else if (!repasoTurn && results.bare.length < count) results.bare.push(await bare());
    else if (results.repaso.length < count) results.repaso.push(await repaso());
    else results.bare.push(await bare());
  }
  return results;
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
type Runs = { repaso: Measured[]; bare: Measured[] };

/** What one benchmark run found, kept per node major so that a run on another node can print it beside its own. */
type Figures = {
  node: string;
  seconds: number;
  throughput: Record<string, { ratio: number; repaso: number; bare: number }>;
  halfLoad: Record<string, { repaso: number; bare: number }>;
  screens: Record<string, { p95: number; p99: number }>;
};

const figuresFile = (major: string) => path.join(os.tmpdir(), `repaso-bench-figures-node${major}.json`);

/** The figures of a run on another node (BENCH_BESIDE, or 20 when this is another one), if one was kept. */
function figuresBeside(major: string): Figures | undefined {
  const beside = process.env.BENCH_BESIDE ?? (major === '20' ? '24' : '20');
  if (beside === major || !fs.existsSync(figuresFile(beside))) return undefined;
  return JSON.parse(fs.readFileSync(figuresFile(beside), 'utf8')) as Figures;
}

const keyOf = (endpoint: Pick<Endpoint, 'client' | 'label'>) => `${endpoint.client} ${endpoint.label}`;

async function main() {
  const startedAt = performance.now();
  const node = serverNode();
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const major = nodeVersion.slice(1).split('.')[0];
  const beside = figuresBeside(major);
  const besideLabel = beside ? `Node ${beside.node.slice(1).split('.')[0]}` : '';
  const db = await startDatabase();
  const servers: Server[] = [];
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const load = new LoadGenerator();
  const figures: Figures = { node: nodeVersion, seconds, throughput: {}, halfLoad: {}, screens: {} };
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

    const learners = await prepareLearners(repaso.base);
    const heavyLearner = await seedHeavyLearner(repaso.base, pool);
    const endpoints = await benchEndpoints(learners);

    const measure = async (server: Server, requests: BenchRequest[], options: Partial<LoadJob> = {}) => {
      if (requests[0].headers?.authorization) await clearTokenCounters(pool);
      const before = cpuMs(server.pid);
      const result = await load.run({ kind: 'load', base: server.base, requests, connections, seconds, ...options });
      const answered = result.rps * (options.seconds ?? seconds);
      return { ...result, cpuPerRequest: (cpuMs(server.pid) - before) / Math.max(1, answered) };
    };
    /** One request to each server before an endpoint's runs: both must answer it, and GraphQL without errors. */
    const probe = async (endpoint: Endpoint) => {
      const problems: string[] = [];
      for (const server of [repaso, bare]) {
        if (endpoint.client === 'token') await clearTokenCounters(pool);
        const response = await send(server.base, endpoint.requests[0]);
        const text = await response.text();
        if (!response.ok || (endpoint.api === 'GraphQL' && /^\{"errors"|"errors":\[/.test(text)))
          problems.push(`${server.name} answered ${response.status} ${text.slice(0, 200)}`);
      }
      return problems;
    };

    console.log(
      `\nRepaso benchmark: servers on node ${nodeVersion} (load generator on ${process.version}), ${os.cpus().length} ` +
        `cores (load average ${os.loadavg()[0].toFixed(1)} at the start), ${connections} connections, ${runs} runs of ` +
        `${seconds} s per server and request, pool of ${poolMax} connections`,
    );
    console.log(
      'Shared machine: the servers, PostgreSQL and the load generator compete for the same cores (and so may ' +
        'other work). Ratios within one run are the figures to read.',
    );
    if (beside) console.log(`Beside: the figures of the last run on node ${beside.node} (${beside.seconds} s runs).`);

    // 1. Throughput: the same requests to both servers, alternated.
    memory.enter('the throughput runs');
    const saturated = new Map<Endpoint, Runs>();
    const refused = new Map<Endpoint, string[]>();
    for (const [index, endpoint] of endpoints.entries()) {
      const problems = await probe(endpoint);
      if (problems.length > 0) {
        refused.set(endpoint, problems);
        console.error(`${endpoint.client} ${endpoint.label}: ${problems.join('; ')}`);
        continue;
      }
      // Unmeasured: JIT, connection pools and PostgreSQL's caches warm up first.
      await measure(repaso, endpoint.requests, { seconds: warmUpSeconds });
      await measure(bare, endpoint.requests, { seconds: warmUpSeconds });
      saturated.set(
        endpoint,
        await alternated(
          runs,
          () => measure(repaso, endpoint.requests),
          () => measure(bare, endpoint.requests),
          index % 2 === 1,
        ),
      );
    }

    const target = (endpoint: Endpoint) => (endpoint.api === 'REST' ? targets.rest : targets.graphql);
    const measuredEndpoints = endpoints.filter((endpoint) => saturated.has(endpoint));
    const verdicts: { what: string; met: boolean }[] = [];
    console.log(
      `\nThroughput at ${connections} connections: req/s of each run (in the order made), the median of ${runs}, and the ` +
        'ratio of the medians',
    );
    printTable(
      [
        'client',
        'request',
        'Repaso req/s runs',
        'median',
        'bare req/s runs',
        'median',
        'ratio',
        'target met?',
        'CPU ms/req Repaso',
        'bare',
        ...(beside ? [`${besideLabel} ratio`] : []),
      ],
      [
        ...measuredEndpoints.map((endpoint) => {
          const { repaso: r, bare: b } = saturated.get(endpoint) as Runs;
          const [rm, bm] = [median(r.map((x) => x.rps)), median(b.map((x) => x.rps))];
          const ratio = rm / bm;
          const met = ratio >= target(endpoint);
          verdicts.push({ what: `throughput ${keyOf(endpoint)}`, met });
          figures.throughput[keyOf(endpoint)] = { ratio, repaso: rm, bare: bm };
          const failures = [...r, ...b].reduce((sum, x) => sum + x.failures, 0);
          const old = beside?.throughput[keyOf(endpoint)];
          return [
            endpoint.client,
            endpoint.label,
            r.map((x) => x.rps.toFixed(0)).join(' '),
            rm.toFixed(0),
            b.map((x) => x.rps.toFixed(0)).join(' '),
            bm.toFixed(0),
            `${ratio.toFixed(2)}x`,
            `${met ? 'yes' : 'NO'} (>= ${target(endpoint)}x)${failures ? ` (${failures} refused)` : ''}`,
            median(r.map((x) => x.cpuPerRequest)).toFixed(2),
            median(b.map((x) => x.cpuPerRequest)).toFixed(2),
            ...(beside
              ? [old ? `${old.ratio.toFixed(2)}x (${old.repaso.toFixed(0)}/${old.bare.toFixed(0)})` : '—']
              : []),
          ];
        }),
        ...[...refused].map(([endpoint, problems]) => {
          verdicts.push({ what: `throughput ${keyOf(endpoint)}`, met: false });
          return [endpoint.client, endpoint.label, `not measured: ${problems.join('; ').slice(0, 120)}`];
        }),
      ],
    );
    console.log(
      "CPU ms/req: the server process's CPU time (user + system, from /proc) over a measured run divided by its " +
        'answers (median of the runs); bare / Repaso is what the throughput ratio tends to when the servers are ' +
        'CPU-bound, and it moves less than req/s when other work shares the machine.' +
        (beside ? ` ${besideLabel} ratio: that run's ratio (Repaso/bare median req/s).` : ''),
    );

    // 2. Latency at half the bare server's throughput (a load both can carry).
    memory.enter('the half-load runs');
    const halfLoad = new Map<Endpoint, Runs & { rate: number }>();
    for (const [index, endpoint] of measuredEndpoints.entries()) {
      const rate = Math.max(1, Math.round(median((saturated.get(endpoint) as Runs).bare.map((x) => x.rps)) / 2));
      // Each measured run after an unmeasured second at the same load: the server left by the run before (another
      // server's saturated run, its grown heap) is not what this load meets.
      const paced = async (server: Server) => {
        await measure(server, endpoint.requests, { rate, seconds: 1 });
        return measure(server, endpoint.requests, { rate });
      };
      const result = await alternated(
        runs,
        () => paced(repaso),
        () => paced(bare),
        index % 2 === 1,
      );
      halfLoad.set(endpoint, { rate, ...result });
    }

    console.log(
      `\nLatency at a fixed offered load of half the bare median throughput (evenly spaced, up to ${connections} ` +
        `connections; from when each request was due): p99 of each run (ms, in the order made), medians of ${runs}`,
    );
    printTable(
      [
        'client',
        'request',
        'offered req/s',
        'Repaso p99 runs',
        'median',
        'bare p99 runs',
        'median',
        'p50 Repaso',
        'bare',
        'target met?',
        ...(beside ? [`${besideLabel} p99 Repaso/bare`] : []),
      ],
      measuredEndpoints.map((endpoint) => {
        const { rate, repaso: r, bare: b } = halfLoad.get(endpoint) as Runs & { rate: number };
        const [rp99, bp99] = [median(r.map((x) => x.p99)), median(b.map((x) => x.p99))];
        const met = rp99 <= targets.halfLoadP99 * bp99;
        verdicts.push({ what: `half-load p99 ${keyOf(endpoint)}`, met });
        figures.halfLoad[keyOf(endpoint)] = { repaso: rp99, bare: bp99 };
        const failures = [...r, ...b].reduce((sum, x) => sum + x.failures, 0);
        const old = beside?.halfLoad[keyOf(endpoint)];
        return [
          endpoint.client,
          endpoint.label,
          String(rate),
          r.map((x) => ms(x.p99)).join(' '),
          ms(rp99),
          b.map((x) => ms(x.p99)).join(' '),
          ms(bp99),
          ms(median(r.map((x) => x.p50))),
          ms(median(b.map((x) => x.p50))),
          `${met ? 'yes' : 'NO'} (<= ${targets.halfLoadP99}x bare)${failures ? ` (${failures} refused)` : ''}`,
          ...(beside ? [old ? `${ms(old.repaso)} / ${ms(old.bare)} ms` : '—'] : []),
        ];
      }),
    );

    // 3. The heavy learner's screens, one request at a time.
    memory.enter("the heavy learner's screens");
    const [heavyFolder] = await getJson<{ id: number }[]>(repaso.base, heavyLearner, '/api/folders');
    const ratedCards = (
      await pool.query<{ id: number }>(
        `select c.id from cards c join folders f on f.id = c.folder_id
          where f.user_id = $1 and c.review_count > 0 order by c.id limit 5000`,
        [heavyLearner.userId],
      )
    ).rows.map((card) => card.id);
    const screens = await heavyScreens(heavyLearner, heavyFolder.id, ratedCards);
    console.log(
      `\nThe heavy learner (${heavy.folders} folders, ${heavy.cards} cards, ${heavy.reviews} reviews over two years): ` +
        `each screen's request one at a time, ${heavyCount} requests a run (after 5 unmeasured), ${runs} runs per ` +
        'server alternated; p95 of each run (ms), then the medians of the runs',
    );
    let turn = 0;
    // Ratings take the next cards each run: every rating is of a card rated before, never twice in a run.
    const sequential = (server: Server, requests: BenchRequest[]) => {
      const offset = (turn++ * (heavyCount + 5)) % requests.length;
      return load.run({
        kind: 'sequential',
        base: server.base,
        requests: [...requests.slice(offset), ...requests.slice(0, offset)],
        count: heavyCount,
      });
    };
    const screenRows: string[][] = [];
    for (const [index, screen] of screens.entries()) {
      const { repaso: r, bare: b } = await alternated(
        runs,
        () => sequential(repaso, screen.requests),
        () => sequential(bare, screen.requests),
        index % 2 === 1,
      );
      const failures = [...r, ...b].reduce((sum, x) => sum + x.failures, 0);
      const [p95, p99] = [median(r.map((x) => x.p95)), median(r.map((x) => x.p99))];
      const met = p95 <= targets.screenP95Ms && failures === 0;
      verdicts.push({ what: `heavy ${screen.label}`, met });
      figures.screens[screen.label] = { p95, p99 };
      const old = beside?.screens[screen.label];
      screenRows.push([
        screen.label,
        r.map((x) => ms(x.p95)).join(' '),
        ms(p95),
        ms(p99),
        ms(median(r.map((x) => x.p50))),
        ms(median(b.map((x) => x.p95))),
        ms(median(b.map((x) => x.p99))),
        `${met ? 'yes' : 'NO'}${failures ? ` (${failures} refused)` : ''}`,
        ...(beside ? [old ? `${ms(old.p95)} / ${ms(old.p99)} ms` : '—'] : []),
      ]);
    }
    printTable(
      [
        'screen',
        'Repaso p95 runs',
        'p95',
        'p99',
        'p50',
        'bare p95',
        'p99',
        `p95 <= ${targets.screenP95Ms} ms?`,
        ...(beside ? [`${besideLabel} p95 / p99`] : []),
      ],
      screenRows,
    );
    const rank = heavyCount - (Math.ceil(0.99 * heavyCount) - 1);
    console.log(
      `  p99 of ${heavyCount} requests is the ${rank === 1 ? '' : rank === 2 ? 'second ' : `${rank}th `}slowest of ` +
        'them: one major GC of either process decides it.',
    );

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
    // Tools that make cards (DESIGN §17): a thousand notes in one AnkiConnect request, one transaction.
    console.log(await measureAddNotes(repaso.base, repaso.pid, 1000, 3));

    const missed = verdicts.filter((verdict) => !verdict.met);
    console.log(
      `\nTargets: ${verdicts.length - missed.length} of ${verdicts.length} met on node ${nodeVersion}` +
        (missed.length ? `; not met: ${missed.map((verdict) => verdict.what).join('; ')}` : ''),
    );
    fs.writeFileSync(figuresFile(major), JSON.stringify(figures));
    console.log(
      `Whole run: ${((performance.now() - startedAt) / 60_000).toFixed(1)} min (` +
        [...memory.durations].map(([phase, took]) => `${phase} ${(took / 60_000).toFixed(1)}`).join(', ') +
        `); figures kept in ${figuresFile(major)}`,
    );
  } finally {
    load.stop();
    await pool.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
}

runBench(main);
