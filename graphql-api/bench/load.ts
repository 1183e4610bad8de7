/**
 * The load generator of `npm run bench`, a process of its own (neither server's): `run.ts` forks it once and
 * sends it jobs over IPC. A `load` job is an autocannon run as fast as the server answers, or with `rate` a fixed
 * offered load (`paced`); a `sequential` job sends one request at a time. Those two time each request themselves
 * (autocannon's histogram only has whole milliseconds).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { type BenchRequest, bodyOf } from './harness';

export type LoadJob = {
  kind: 'load';
  base: string;
  /** Sent in turn, one per request, each with its own credentials (and a fresh body where it asks for one). */
  requests: BenchRequest[];
  connections: number;
  seconds: number;
  /** A fixed offered load (requests per second over all connections) instead of as fast as possible. */
  rate?: number;
};

export type LoadResult = {
  /** Successful (2xx) answers per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus connection errors (timeouts included). */
  failures: number;
};

/** `count` requests one at a time, `requests` in turn (after 5 unmeasured ones). */
export type SequentialJob = { kind: 'sequential'; base: string; requests: BenchRequest[]; count: number };

export type SequentialResult = {
  /** The last answer's status. */
  status: number;
  /** Answers that were not 2xx, or GraphQL answers with errors. */
  failures: number;
  p50: number;
  /** Beside p99: of 200 requests, p99 is the second slowest, which a single major GC decides. */
  p95: number;
  p99: number;
  /** The last answer's body, so the caller can tell what the server did with the request. */
  body: string;
};

export type Job = LoadJob | SequentialJob;

async function load(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  const turn = () => job.requests[next++ % job.requests.length];
  const first = job.requests[0];
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.seconds,
    requests: [
      {
        method: first.method,
        path: first.path,
        headers: first.headers,
        body: first.body,
        // Only when there is more than one request to take turns with, or a fresh body to make (it rebuilds the
        // request every time).
        ...(job.requests.length > 1 || first.fresh
          ? {
              setupRequest: (request) => {
                const sent = turn();
                return { ...request, method: sent.method, path: sent.path, headers: sent.headers, body: bodyOf(sent) };
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

/** One request on `agent`: its status, body and when its answer had fully arrived (`performance.now()`). */
function send(
  agent: http.Agent,
  base: string,
  request: BenchRequest,
): Promise<{ status: number; body: string; at: number }> {
  const { method, path, headers } = request;
  const body = bodyOf(request);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent, headers, timeout: 10_000 });
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() }),
      );
    });
    req.end(body);
  });
}

/** The `q` quantile of sorted times. */
function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * A fixed offered load, as wrk2 offers it: request i is due at start + i / rate, goes out on whichever of the
 * `connections` keep-alive sockets is free (or waits for one), and its latency counts from when it was due, so a
 * server that falls behind pays for the wait too. autocannon's own rate (`overallRate`) lets every connection
 * send its share of each second at once when the second starts (its httpClient counts `reqsMadeThisSecond` and
 * resets it every 1 000 ms): bursts of all connections together, which measure the latency of a saturated server.
 */
async function paced(job: LoadJob & { rate: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const total = Math.round(job.rate * job.seconds);
  const latencies: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(agent, job.base, job.requests[i % job.requests.length]).then(
        ({ status, at }) => {
          if (status >= 200 && status < 300) latencies.push(at - due);
          else failures++;
        },
        () => {
          failures++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), failures };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function once(base: string, request: BenchRequest): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const { status, body, at } = await send(agent, base, request);
  return { status, body, ms: at - started };
}

async function sequential(job: SequentialJob): Promise<SequentialResult> {
  let next = 0;
  const turn = () => job.requests[next++ % job.requests.length];
  // A few unmeasured requests first: the first use of a query plan or a connection is not what a learner waits for.
  for (let i = 0; i < 5; i++) await once(job.base, turn());
  const times: number[] = [];
  let last = { status: 0, body: '' };
  let failures = 0;
  for (let i = 0; i < job.count; i++) {
    const request = turn();
    const { status, body, ms } = await once(job.base, request);
    times.push(ms);
    last = { status, body };
    if (status < 200 || status >= 300 || (request.path === '/graphql' && body.includes('"errors":['))) failures++;
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(times, q));
  return { status: last.status, failures, body: last.body, p50, p95, p99 };
}

process.on('message', (job: Job) => {
  const run = job.kind === 'sequential' ? sequential(job) : job.rate ? paced({ ...job, rate: job.rate }) : load(job);
  run.then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
