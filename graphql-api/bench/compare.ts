/**
 * `node -r @swc-node/register bench/compare.ts [request…]` (from graphql-api/): a short comparison of Repaso and the
 * bare server for chosen request kinds of `npm run bench` (arguments pick kinds as `profile.ts`'s do), for trying a
 * change to the server. Not the benchmark's verdict (that is `npm run bench`): a quicker figure for one change.
 *
 * First COMPARE_WARM (5) seconds of every chosen kind on every server, so that no kind is measured while the
 * optimizing compiler is still busy with code that a later kind shares; then per kind COMPARE_RUNS (3) runs of
 * COMPARE_SECONDS (3) per server at 64 connections, the servers taking turns in an order that changes every run.
 * Printed per kind: the medians of requests per second and of the server's CPU time per answered request (user +
 * system, from /proc), each server's against the bare server's, and every run (req/s@µs).
 *
 * COMPARE_BEFORE=<folder of graphql-api>: also runs that compiled copy of Repaso (e.g. `cp -r dist .dist-before`
 * before the change) as "before", so that before and after share the machine's moments. COMPARE_NODE_FLAGS adds node
 * flags to Repaso (the current one), COMPARE_BEFORE_FLAGS to "before". COMPARE_ATTACH='strace -c -f -p {pid}' runs a
 * tool on each server during each measured run, stopped (SIGINT) after it.
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import {
  apiDir,
  asBrowser,
  benchEndpoints,
  prepareLearners,
  runBench,
  type Server,
  startDatabase,
  startServer,
} from './harness';
import type { LoadJob, LoadResult } from './load';

/** User and system CPU time of a process so far, in ms (stat(5) fields 14 and 15, 100 ticks a second). */
function cpuSplit(pid: number): { user: number; system: number } {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const flags = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];

type Run = { rps: number; cpu: number; failures: number };
type Contender = { label: string; server: Server };

async function main() {
  const wanted = process.argv.slice(2);
  const seconds = Number(process.env.COMPARE_SECONDS ?? 3);
  const runs = Number(process.env.COMPARE_RUNS ?? 3);
  const warm = Number(process.env.COMPARE_WARM ?? 5);
  const db = await startDatabase();
  const servers: Server[] = [];
  const pool = new Pool({ connectionString: db.url, max: 1 });
  const load = fork(path.join(__dirname, 'load.ts'), [], { cwd: apiDir, execArgv: ['-r', '@swc-node/register'] });
  const send = (job: LoadJob) =>
    new Promise<LoadResult>((resolve, reject) => {
      load.once('message', (reply: { ok: boolean; result: LoadResult; error: string }) =>
        reply.ok ? resolve(reply.result) : reject(new Error(reply.error)),
      );
      load.send(job);
    });
  const start = async (...args: Parameters<typeof startServer>) => {
    const server = await startServer(...args);
    servers.push(server);
    return server;
  };
  try {
    const contenders: Contender[] = [
      { label: 'Repaso', server: await start('Repaso', db.url, { nodeFlags: flags(process.env.COMPARE_NODE_FLAGS) }) },
    ];
    const before = process.env.COMPARE_BEFORE;
    if (before) {
      const nodeFlags = flags(process.env.COMPARE_BEFORE_FLAGS);
      contenders.unshift({ label: 'before', server: await start('Repaso', db.url, { nodeFlags, build: before }) });
    }
    const bare = await start('bare', db.url);
    contenders.push({ label: 'bare', server: bare });
    const learners = await prepareLearners(contenders[0].server.base);
    // COMPARE_QUERY='{ __typename }': also GraphQL documents of one's own (several separated by ' ;; '), sent as the
    // browser sends the screens' (Repaso only answers them: the bare server's figures for them mean nothing).
    const own = process.env.COMPARE_QUERY?.split(' ;; ') ?? [];
    const endpoints = [
      ...(await benchEndpoints(learners)),
      ...own.map((query) => ({
        label: `own: ${query.length > 60 ? `${query.slice(0, 60)}… (${query.length} characters)` : query}`,
        client: 'browser' as const,
        api: 'GraphQL' as const,
        requests: [
          asBrowser(learners.typical, {
            method: 'POST' as const,
            path: '/graphql',
            headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
            body: JSON.stringify({ query }),
          }),
        ],
      })),
    ].filter((endpoint) =>
      wanted.length === 0 ? true : wanted.some((words) => `${endpoint.client} ${endpoint.label}`.includes(words)),
    );
    const measure = async (server: Server, requests: LoadJob['requests'], length: number, watched: boolean) => {
      const job = (duration: number): LoadJob => ({
        kind: 'load',
        base: server.base,
        requests,
        connections: 64,
        seconds: duration,
      });
      // A token may make 600 requests a minute: its counters start afresh.
      await pool.query(`delete from rate_limits where key like 'token:%'`);
      await send(job(1));
      await pool.query(`delete from rate_limits where key like 'token:%'`);
      const attach = watched ? process.env.COMPARE_ATTACH : undefined;
      const watcher = attach
        ? spawn('sh', ['-c', `exec ${attach.replaceAll('{pid}', String(server.pid))}`], { stdio: 'inherit' })
        : undefined;
      const cpuBefore = cpuSplit(server.pid);
      const result = await send(job(length));
      const cpuAfter = cpuSplit(server.pid);
      if (watcher) {
        const ended = new Promise((resolve) => watcher.once('exit', resolve));
        watcher.kill('SIGINT');
        await ended;
        console.log(`(${server.name} ${server.pid}: ${(result.rps * length).toFixed(0)} answered)`);
      }
      const used = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
      return { rps: result.rps, cpu: (1000 * used) / (result.rps * length), failures: result.failures };
    };
    if (warm) {
      for (const endpoint of endpoints) {
        for (const { server } of contenders) await measure(server, endpoint.requests, warm, false);
      }
    }
    const header = contenders.map(({ label }) => `${label} req/s, µs CPU/req`);
    console.log(
      `kind | ${header.join(' | ')} | ${contenders.map(({ label }) => label).join('/')} vs bare: req/s ×, CPU ×`,
    );
    for (const endpoint of endpoints) {
      const results = new Map<string, Run[]>(contenders.map(({ label }) => [label, []]));
      for (let i = 0; i < runs; i++) {
        // A different order every run: each server follows each other one in turn.
        const order = contenders.map((_, k) => contenders[(k + i) % contenders.length]);
        if (i % 2) order.reverse();
        for (const { label, server } of order) {
          results.get(label)?.push(await measure(server, endpoint.requests, seconds, true));
        }
      }
      const figures = contenders.map(({ label }) => {
        const list = results.get(label) ?? [];
        return {
          label,
          rps: median(list.map((run) => run.rps)),
          cpu: median(list.map((run) => run.cpu)),
          failures: list.reduce((sum, run) => sum + run.failures, 0),
          runs: list.map((run) => `${run.rps.toFixed(0)}@${run.cpu.toFixed(0)}`).join(','),
        };
      });
      const base = figures[figures.length - 1];
      const cells = figures.map(
        (f) => `${f.rps.toFixed(0)}, ${f.cpu.toFixed(0)}${f.failures ? ` (${f.failures} failed)` : ''}`,
      );
      const ratios = figures
        .slice(0, -1)
        .map((f) => `${(f.rps / base.rps).toFixed(2)}×, ${(f.cpu / base.cpu).toFixed(2)}×`);
      console.log(`${endpoint.client} ${endpoint.label} | ${cells.join(' | ')} | ${ratios.join(' / ')}`);
      console.log(`    runs ${figures.map((f) => `${f.label} ${f.runs}`).join('; ')}`);
    }
  } finally {
    load.kill();
    await pool.end();
    for (const server of servers) await server.stop();
    await db.stop();
  }
}

runBench(main);
