/**
 * The load generator of `npm run bench`, a process of its own (neither server's): `run.ts` forks it once and
 * sends it jobs over IPC. A `load` job is an autocannon run; a `sequential` job sends one request at a time
 * and times each one itself (autocannon's histogram only has whole milliseconds).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { BenchRequest } from './harness';

export type LoadJob = {
  kind: 'load';
  base: string;
  cookie: string;
  /** Sent in turn, one per request. */
  requests: BenchRequest[];
  connections: number;
  seconds: number;
  /** A fixed offered load (requests per second over all connections) instead of as fast as possible. */
  overallRate?: number;
};

export type LoadResult = {
  /** Successful (2xx) answers per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors (timeouts included). */
  failures: number;
};

export type SequentialJob = { kind: 'sequential'; base: string; cookie: string; request: BenchRequest; count: number };

export type SequentialResult = {
  status: number;
  p50: number;
  p99: number;
  /** The last answer's body, so the caller can tell what the server did with the request. */
  body: string;
};

export type Job = LoadJob | SequentialJob;

function headersFor(cookie: string, request: BenchRequest): Record<string, string> {
  return { cookie, ...(request.body ? { 'content-type': 'application/json' } : {}) };
}

async function load(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  const turn = () => job.requests[next++ % job.requests.length];
  const first = job.requests[0];
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.seconds,
    overallRate: job.overallRate,
    requests: [
      {
        method: first.method,
        path: first.path,
        headers: headersFor(job.cookie, first),
        body: first.body,
        // Only when there is more than one request to take turns with (it rebuilds the request every time).
        ...(job.requests.length > 1
          ? {
              setupRequest: (request) => {
                const { method, path, body } = turn();
                return { ...request, method, path, body };
              },
            }
          : {}),
      },
    ],
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function once(job: SequentialJob): Promise<{ status: number; body: string; ms: number }> {
  const { method, path, body } = job.request;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(`${job.base}${path}`, { method, agent, headers: headersFor(job.cookie, job.request) });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
    });
    req.end(body);
  });
}

async function sequential(job: SequentialJob): Promise<SequentialResult> {
  // A few unmeasured requests first: the first use of a query plan or a connection is not what a learner waits for.
  for (let i = 0; i < 5; i++) await once(job);
  const times: number[] = [];
  let last = { status: 0, body: '' };
  for (let i = 0; i < job.count; i++) {
    const { status, body, ms } = await once(job);
    times.push(ms);
    last = { status, body };
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { status: last.status, body: last.body, p50: at(0.5), p99: at(0.99) };
}

process.on('message', (job: Job) => {
  const run = job.kind === 'load' ? load(job) : sequential(job);
  run.then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
