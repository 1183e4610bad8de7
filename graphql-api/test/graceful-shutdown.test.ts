import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sha256 } from '../src/core/hash';
import { freePort } from '../src/db/embedded-postgres';
import { createTestDatabase } from './test-app';

const apiDir = path.resolve(__dirname, '..');
const LEARNERS = 50;
const CARDS = 3;
const GRACE_MS = 8_000;
/** Rows of the CSV imported meanwhile: enough that the import still runs when the signal comes. */
const IMPORT_ROWS = 100_000;

// The real server process twice, its PostgreSQL work, 50 clients and an import run again: far more than jest's 5 s.
jest.setTimeout(360_000);

const children: ChildProcess[] = [];
let output = '';
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let dataDir: string | undefined;
/** Set when the test ends, however it ends: the learners' loops and the slow request stop. */
let finished = false;

afterAll(async () => {
  finished = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Learners and their read-write tokens written straight into the database (no sign-up throttle, no argon2). */
async function makeLearners(url: string): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const secrets: string[] = [];
    for (let i = 0; i < LEARNERS; i++) {
      const secret = `rps_${crypto.randomBytes(32).toString('base64url')}`;
      const [user] = (
        await db.query<{ id: number }>(
          `insert into users (email, password_hash) values ($1, 'no-password') returning id`,
          [`learner${i}@example.com`],
        )
      ).rows;
      await db.query(
        `insert into api_tokens (user_id, name, token_hash, scope) values ($1, 'carga', $2, 'read_write')`,
        [user.id, sha256(secret)],
      );
      secrets.push(secret);
    }
    return secrets;
  } finally {
    await db.end();
  }
}

/** `npm start`'s server (dist/main.js) in its own process, on the test's database, once it listens. */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'graceful-shutdown-test-secret-0123456789',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // The job worker runs here: it takes the import.
      REMINDER_WORKER: 'true',
    },
  });
  children.push(child);
  const from = output.length;
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitFor(() => output.includes('Repaso escuchando', from), 'the server to listen');
  return { child, exited, base: `http://127.0.0.1:${port}` };
}

/** The import job as the API shows it. */
async function importJob(base: string, secret: string, id: number) {
  const res = await fetch(`${base}/api/imports/${id}`, { headers: { Authorization: `Bearer ${secret}` } });
  return ((await res.json()) as { importJob: { status: string; total: number } }).importJob;
}

type Outcome = { at: number; status?: number; retryAfter?: string | null; body?: { message?: string }; error?: string };

describe('SIGTERM under load', () => {
  it('keeps every acknowledged rating, lets running requests finish, answers 503 + Retry-After meanwhile, and an import caught by it is committed or run again whole', async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir });
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-shutdown-'));
    const { child, exited, base } = await startServer(database.url, dataDir);
    const secrets = await makeLearners(database.url);
    const call = (secret: string, method: string, url: string, body?: object) =>
      fetch(`${base}${url}`, {
        method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const cardsOf = await Promise.all(
      secrets.map(async (secret, i) => {
        const folder = (await (await call(secret, 'POST', '/api/folders', { name: `Carpeta ${i}` })).json()) as {
          id: number;
        };
        const cards: number[] = [];
        for (let c = 0; c < CARDS; c++) {
          const res = await call(secret, 'POST', `/api/folders/${folder.id}/cards`, { front: `f${c}`, back: `b${c}` });
          expect(res.status).toBe(201);
          cards.push(((await res.json()) as { id: number }).id);
        }
        return cards;
      }),
    );

    // 50 learners rate their cards, one rating after another each, until the server stops answering.
    let signalledAt = Number.POSITIVE_INFINITY;
    const acknowledged: number[] = [];
    const outcomes: Outcome[] = [];
    const ratings = ['easy', 'medium', 'hard'];
    const learner = async (secret: string, cards: number[]) => {
      for (let n = 0; !finished; n++) {
        const at = Date.now();
        try {
          const res = await call(secret, 'POST', `/api/cards/${cards[n % CARDS]}/review`, {
            difficulty: ratings[n % 3],
          });
          const body = (await res.json()) as { reviewId: number; message?: string };
          outcomes.push({ at, status: res.status, retryAfter: res.headers.get('retry-after'), body });
          if (res.status === 200) acknowledged.push(body.reviewId);
          if (res.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
        } catch (error) {
          // The port closed (after the signal): this learner is done.
          outcomes.push({ at, error: String((error as Error).cause ?? error) });
          return;
        }
      }
    };
    const load = Promise.all(secrets.map((secret, i) => learner(secret, cardsOf[i])));

    await waitFor(() => {
      const failed = outcomes.find((o) => o.status !== 200);
      if (failed) throw new Error(`a rating before the signal failed: ${JSON.stringify(failed)}\n${output}`);
      return acknowledged.length >= 300;
    }, '300 ratings');
    // Then the first learner imports a CSV into a new folder (a pg-boss job on this server's worker), and the signal
    // comes once the import has read the file (its total known) and writes its cards.
    const csv = Array.from({ length: IMPORT_ROWS }, (_, n) => `frente ${n},reverso ${n}`).join('\n');
    const form = new FormData();
    form.append('format', 'csv');
    form.append('hasHeader', 'false');
    form.append('folderName', 'Importada');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'grande.csv');
    const upload = await fetch(`${base}/api/imports`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secrets[0]}` },
      body: form,
    });
    expect(upload.status).toBe(202);
    const importId = ((await upload.json()) as { importJob: { id: number } }).importJob.id;

    // A request still arriving when the signal comes: its headers now, its body 2 s after the signal.
    const slow = new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ name: 'Carpeta lenta' });
      const request = http.request(`${base}/api/folders`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secrets[0]}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(body.slice(0, 5));
      const finish = setInterval(() => {
        if (finished) clearInterval(finish);
        if (Date.now() - signalledAt > 2_000) {
          clearInterval(finish);
          request.end(body.slice(5));
        }
      }, 50);
    });
    const deadline = Date.now() + 60_000;
    for (let job = await importJob(base, secrets[0], importId); job.status !== 'running' || job.total === 0; ) {
      if (job.status === 'done' || job.status === 'failed' || Date.now() > deadline) {
        throw new Error(`the import was not running before the signal: ${JSON.stringify(job)}\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await importJob(base, secrets[0], importId);
    }
    signalledAt = Date.now();
    child.kill('SIGTERM');

    expect(await slow).toBe(201);
    // A request already arriving finished within the grace period.
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
    await load;
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: cerrando');

    const before = outcomes.filter((o) => o.at < signalledAt);
    const after = outcomes.filter((o) => o.at >= signalledAt);
    // Before the signal every rating was answered: 200, or 503 for one sent just before it that arrived after it
    // (refused, so nothing to keep) — never a connection cut under it.
    expect(before.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    // After it: 200 (already running), 503 with Retry-After and a Spanish message (new), or a closed port at the end.
    const refused = after.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(o.retryAfter).toBe('5');
      expect(o.body).toEqual({ message: 'El servidor se está reiniciando: vuelve a intentarlo en unos segundos' });
    }
    expect(after.filter((o) => o.status !== undefined && o.status !== 200 && o.status !== 503)).toEqual([]);

    // Every acknowledged rating is in the database.
    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const stored = (await db.query<{ id: number }>('select id from reviews where id = any($1)', [acknowledged])).rows;
      expect(stored.length).toBe(acknowledged.length);
      const folders = await db.query(`select 1 from folders where name = 'Carpeta lenta'`);
      expect(folders.rowCount).toBe(1);

      // The import committed whole, or nothing of it is there and it waits to run again.
      const imported = async () =>
        (
          await db.query<{ folders: number; cards: number; fronts: number }>(
            `select count(distinct f.id)::int as folders, count(c.id)::int as cards, count(distinct c.front)::int as fronts
               from folders f left join cards c on c.folder_id = f.id where f.name = 'Importada'`,
          )
        ).rows[0];
      const [job] = (await db.query<{ status: string }>('select status from import_jobs where id = $1', [importId]))
        .rows;
      const atStop = await imported();
      if (job.status === 'done') expect(atStop).toEqual({ folders: 1, cards: IMPORT_ROWS, fronts: IMPORT_ROWS });
      else expect([job.status, atStop]).toEqual(['running', { folders: 0, cards: 0, fronts: 0 }]);

      // The next process on the same data finishes it (pg-boss's retry, 30 s after the stop): its cards once.
      const next = await startServer(database.url, dataDir as string);
      const until = Date.now() + 150_000;
      let status = job.status;
      while (status !== 'done') {
        if (status === 'failed' || Date.now() > until) throw new Error(`the import ended ${status}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        status = (await importJob(next.base, secrets[0], importId)).status;
      }
      expect(await imported()).toEqual({ folders: 1, cards: IMPORT_ROWS, fronts: IMPORT_ROWS });
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    } finally {
      await db.end();
    }
  });
});
