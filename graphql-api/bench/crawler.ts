// An anonymous crawler beside signed-in learners (issue 29): does paging through the whole community library at
// 200 requests a second slow the learners down? Against a running Repaso (`npm start`, production mode):
//   node -r @swc-node/register bench/crawler.ts http://127.0.0.1:3000 [seconds]
// It signs up LEARNERS learners (sample data each) and a few authors who publish folders, then runs the learners'
// load (their folder list, stats and due cards, `LEARNER_RATE` requests a second in all, evenly spaced, latency
// counted from when each request was due, as wrk2 measures) for `seconds` alone, then the same beside a crawler at
// `CRAWLER_RATE` (200) requests a second that pages through `/api/community/folders` and opens every folder's
// public page (`/comunidad/<slug>`) and the sitemap, sending no cookie and no `If-None-Match`. Prints the learners'
// p50 and p99 in both phases, and how the crawler's requests were answered. Figures, not a test. The crawler runs in
// a process of its own (this script, forked), as a crawler is another machine: its client work must not delay the
// learners' requests in this process's event loop, which the latencies would then count against the server.
// `CRAWLER_AT=<url>` sends the crawler elsewhere: to a stand-in that refuses everything as a proxy in front would
// (`node -r @swc-node/register bench/crawler.ts refuser [port]`, default 3299: a bare `node:http` 429), the learners' figures
// beside it are what the crawler's mere presence costs on a shared machine, the floor for Repaso's own.
import { fork } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const [base = 'http://127.0.0.1:3000', secondsArg = '20'] = process.argv.slice(2);
const seconds = Number(secondsArg);
const learnerRate = Number(process.env.LEARNER_RATE ?? 50);
const crawlerRate = Number(process.env.CRAWLER_RATE ?? 200);
const learnerCount = Number(process.env.LEARNERS ?? 10);
const crawlerBase = process.env.CRAWLER_AT ?? base;
const password = 'contraseña-de-medida';

async function signUp(label: string): Promise<string> {
  const email = `crawler-bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, confirmPassword: password }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (res.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
}

async function call(cookie: string, method: string, path: string, body?: unknown): Promise<{ id: number }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

/** Authors publishing `folders` folders of 30 cards (10 publications a day each). */
async function publishFolders(folders: number) {
  for (let author = 0; author * 10 < folders; author++) {
    const cookie = await signUp(`author${author}`);
    await call(cookie, 'PUT', '/api/user/settings', { publicName: `Autora ${author + 1}` });
    for (let index = author * 10; index < Math.min(folders, (author + 1) * 10); index++) {
      const folder = await call(cookie, 'POST', '/api/folders', { name: `Carpeta ${index}` });
      for (let card = 0; card < 30; card++) {
        await call(cookie, 'POST', `/api/folders/${folder.id}/cards`, {
          front: `word ${card}`,
          back: `palabra ${card}`,
        });
      }
      await call(cookie, 'POST', `/api/folders/${folder.id}/publish`, {
        title: `Vocabulario ${index} para el nivel B1`,
        description: 'Palabras **frecuentes** con su traducción.',
        level: 'B1',
        tags: ['vocabulario'],
      });
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** `rate` requests a second for `ms`, each made by `next` when due; latencies counted from when it was due. */
async function openLoop(rate: number, ms: number, next: (i: number) => Promise<number>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const errors = new Set<string>();
  const start = performance.now();
  const total = Math.floor((rate * ms) / 1000);
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      next(i)
        .then((status) => {
          latencies.push(performance.now() - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        })
        .catch((error: unknown) => {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
          errors.add(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));
        }),
    );
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), statuses, errors };
}

/** The crawler: the library page by page (50 a page, by cursor), each folder's page, now and then the sitemap. */
function crawler() {
  const slugs: string[] = [];
  let cursor: string | null = null;
  return async (i: number) => {
    let path: string;
    if (i % 20 === 0) path = '/sitemap.xml';
    else if (i % 4 === 0 || slugs.length === 0) {
      path = `/api/community/folders?first=50${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`;
    } else path = `/comunidad/${slugs[i % slugs.length]}`;
    const res = await fetch(`${crawlerBase}${path}`, {
      headers: { accept: path.startsWith('/api') ? 'application/json' : 'text/html' },
    });
    if (path.startsWith('/api/community/folders?') && res.ok) {
      const page = (await res.json()) as { items: { slug: string }[]; nextCursor: string | null };
      for (const item of page.items) if (!slugs.includes(item.slug)) slugs.push(item.slug);
      cursor = page.nextCursor;
    } else await res.arrayBuffer();
    return res.status;
  };
}

type Run = Awaited<ReturnType<typeof openLoop>>;

/**
 * The crawler, in a forked copy of this script: started (and compiled) first, it crawls on `go()`, and its figures
 * come back as a message.
 */
async function crawlerProcess(): Promise<{ go: () => Promise<Run> }> {
  const child = fork(process.argv[1] as string, process.argv.slice(2), {
    execArgv: process.execArgv,
    env: { ...process.env, CRAWLER_PROCESS: '1' },
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the crawler's process ended with ${code}`)));
    });
  await next();
  return {
    go: async () => {
      child.send('go');
      const run = (await next()) as { latencies: number[]; statuses: [number, number][]; errors: string[] };
      return { latencies: run.latencies, statuses: new Map(run.statuses), errors: new Set(run.errors) };
    },
  };
}

async function main() {
  console.log(`Preparando ${learnerCount} estudiantes y 30 carpetas publicadas en ${base}…`);
  const learners: string[] = [];
  for (let i = 0; i < learnerCount; i++) {
    const cookie = await signUp(`learner${i}`);
    await call(cookie, 'POST', '/api/seed-sample-data');
    learners.push(cookie);
  }
  await publishFolders(30);

  const learnerPaths = ['/api/folders', '/api/user/stats', '/api/cards/review'];
  const learnerRequest = async (i: number) => {
    const res = await fetch(`${base}${learnerPaths[i % learnerPaths.length]}`, {
      headers: { cookie: learners[i % learners.length] as string },
    });
    await res.arrayBuffer();
    return res.status;
  };

  // Unmeasured warm-ups (the crawler's compiles the public pages' code and queries, as a long-running server has;
  // its address's allowance is back before it crawls again), then the learners alone, then beside the crawler.
  await openLoop(crawlerRate, 2000, crawler());
  await openLoop(learnerRate, 2000, learnerRequest);
  const alone = await openLoop(learnerRate, seconds * 1000, learnerRequest);
  const crawling = await crawlerProcess();
  const [beside, crawled] = await Promise.all([openLoop(learnerRate, seconds * 1000, learnerRequest), crawling.go()]);
  const line = (label: string, run: Run) =>
    `${label}: p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms, ` +
    `answers ${[...run.statuses].map(([status, n]) => `${status || 'error'}×${n}`).join(' ')}` +
    (run.errors.size > 0 ? ` (${[...run.errors].slice(0, 2).join('; ')})` : '');
  console.log(`Estudiantes (${learnerRate} req/s, ${seconds} s):`);
  console.log(`  ${line('solos', alone)}`);
  console.log(`  ${line(`con el rastreador a ${crawlerRate} req/s`, beside)}`);
  console.log(`  ${line('rastreador', crawled)}`);
}

/** The forked crawler: its run at `CRAWLER_RATE`, handed back to the learners' process. */
async function crawl() {
  const go = new Promise((resolve) => process.once('message', resolve));
  process.send?.('ready');
  await go;
  const run = await openLoop(crawlerRate, seconds * 1000, crawler());
  process.send?.({ latencies: run.latencies, statuses: [...run.statuses], errors: [...run.errors] }, () =>
    process.exit(0),
  );
}

/** The control's stand-in: every request refused with a 429 and nothing else, as a proxy's limit would. */
function refuser(port: number) {
  http
    .createServer((_req, res) => {
      res.writeHead(429, { 'Retry-After': '1', 'Content-Length': '0' });
      res.end();
    })
    .listen(port, '127.0.0.1', () => console.log(`refusing every request on http://127.0.0.1:${port}`));
}

(base === 'refuser'
  ? Promise.resolve(refuser(Number(process.argv[3] ?? 3299)))
  : process.env.CRAWLER_PROCESS
    ? crawl()
    : main()
).catch((error) => {
  console.error(error);
  process.exit(1);
});
