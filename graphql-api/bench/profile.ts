/**
 * `node -r @swc-node/register bench/profile.ts [request…]` (from graphql-api/): where a benchmarked request's time goes.
 * Starts a fresh database, Repaso and the bare server, seeds the benchmark's learners, and sends each chosen request
 * kind of `npm run bench` (each argument picks those whose client and label contain it: 'browser dashboard',
 * 'token GET /api/folders', review…; all by default) for PROFILE_SECONDS (default 8) at PROFILE_CONNECTIONS (default 64) connections from the load
 * generator's process, to Repaso then to the bare server:
 * as fast as they answer, or with PROFILE_RATE at that fixed offered load (requests per second, evenly spaced).
 * Printed per endpoint: requests per second and the server's CPU time (user + system, from /proc) per answered
 * request — on a machine shared with other work the CPU time per request is the steadier figure, and the ratio of the
 * two servers' is what throughput tends to at saturation.
 * With PROFILE_CPU=Repaso (or bare) that server runs under `--cpu-prof`; the profile is summarized at the end (self
 * time by package or area, then the heaviest functions) and stays in the printed folder (Chrome's DevTools opens it).
 * Not part of `npm test`; the figures are a shared machine's.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import {
  apiDir,
  benchEndpoints,
  cpuMs,
  prepareLearners,
  runBench,
  type Server,
  startDatabase,
  startServer,
} from './harness';
import type { LoadJob, LoadResult } from './load';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** The area a frame's time is counted in: a package of node_modules, our source, node itself, or V8's states. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node internals';
  const src = url.indexOf('/graphql-api/');
  return src >= 0 ? url.slice(src + '/graphql-api/'.length) : url;
}

/** The measured runs' samples only (start-up and seeding left out): V8's clock is the system's monotonic one. */
export function summarize(
  profile: CpuProfile,
  windows: [number, number][],
  top = Number(process.env.PROFILE_TOP ?? 35),
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows.some(([from, to]) => at >= from && at <= to)) continue;
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const nameOf = ({ callFrame }: ProfileNode) =>
    `${callFrame.functionName || '(anonymous)'} ${areaOf(callFrame.url, callFrame.functionName)}:${callFrame.lineNumber + 1}`;
  // Inclusive: a sample counts once for every function on its stack (a recursive one only once).
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const node = byId.get(id) as ProfileNode;
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + ms);
    functions.set(nameOf(node), (functions.get(nameOf(node)) ?? 0) + ms);
    if (area === '(idle)') continue;
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      onStack.add(nameOf(byId.get(at) as ProfileNode));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const busy = total - (areas.get('(idle)') ?? 0);
  const print = (title: string, entries: Map<string, number>) => {
    console.log(
      `\n${title} (share of busy time ${busy.toFixed(0)} ms; idle ${(areas.get('(idle)') ?? 0).toFixed(0)} ms)`,
    );
    for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      if (name.startsWith('(idle)')) continue;
      console.log(`${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print('Self time by area', areas);
  print('Heaviest functions (self time)', functions);
  print('Heaviest functions (inclusive: with what they call)', inclusive);
}

export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function main() {
  const wanted = process.argv.slice(2);
  const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
  const which = process.env.PROFILE_CPU;
  const profiling = {
    nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-profile-'))}`],
  };
  const dir = profiling.nodeFlags[1].split('=')[1];
  const db = await startDatabase();
  const servers: Server[] = [];
  const windows: [number, number][] = [];
  const pool = new Pool({ connectionString: db.url, max: 1 });
  const clearTokenCounters = () => pool.query(`delete from rate_limits where key like 'token:%'`);
  const load = fork(path.join(__dirname, 'load.ts'), [], { cwd: apiDir, execArgv: ['-r', '@swc-node/register'] });
  const run = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      load.once('message', (reply: { ok: boolean; result: LoadResult; error: string }) =>
        reply.ok ? resolve(reply.result) : reject(new Error(reply.error)),
      );
      load.send(job);
    });
  try {
    // Repaso serves the seeding (the bare server answers only the benchmarked requests).
    const repaso = await startServer('Repaso', db.url, which === 'Repaso' ? profiling : {});
    servers.push(repaso);
    const bare = await startServer('bare', db.url, which === 'bare' ? profiling : {});
    servers.push(bare);
    const endpoints = (await benchEndpoints(await prepareLearners(repaso.base))).filter((endpoint) =>
      wanted.length === 0 ? true : wanted.some((words) => `${endpoint.client} ${endpoint.label}`.includes(words)),
    );
    for (const endpoint of endpoints) {
      const figures: string[] = [];
      const perRequest: number[] = [];
      for (const server of [repaso, bare]) {
        const job = (length: number): LoadJob => ({
          kind: 'load',
          base: server.base,
          requests: endpoint.requests,
          connections: Number(process.env.PROFILE_CONNECTIONS ?? 64),
          seconds: length,
          rate: Number(process.env.PROFILE_RATE ?? 0) || undefined,
        });
        // A token may make 600 requests a minute: its counters start afresh.
        await clearTokenCounters();
        await run(job(1));
        await clearTokenCounters();
        const before = cpuMs(server.pid);
        const from = monotonicUs();
        const result = await run(job(seconds));
        windows.push([from, monotonicUs()]);
        const used = cpuMs(server.pid) - before;
        const answered = result.rps * seconds;
        perRequest.push(used / answered);
        figures.push(
          `${server.name} ${result.rps.toFixed(0)} req/s, ${((1000 * used) / answered).toFixed(0)} µs CPU/req, p50 ${result.p50.toFixed(1)} / p99 ${result.p99.toFixed(1)} ms${result.failures ? `, ${result.failures} failed` : ''}`,
        );
      }
      console.log(
        `${endpoint.client} ${endpoint.label}: ${figures.join('; ')}; CPU ratio bare/Repaso ${(perRequest[1] / perRequest[0]).toFixed(2)}`,
      );
    }
  } finally {
    load.kill();
    await pool.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    console.log(`\n${which ?? ''}: ${path.join(dir, file)}`);
    summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile, windows);
  }
}

// Run, unless imported for `summarize` (bench/heavy.ts).
if (require.main === module) runBench(main);
