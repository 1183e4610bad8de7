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

// The real server process, its PostgreSQL work and 50 clients: far more than jest's default 5 s.
jest.setTimeout(180_000);

let child: ChildProcess | undefined;
let output = '';
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let dataDir: string | undefined;
/** Set when the test ends, however it ends: the learners' loops and the slow request stop. */
let finished = false;

afterAll(async () => {
  finished = true;
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
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

type Outcome = { at: number; status?: number; retryAfter?: string | null; body?: { message?: string }; error?: string };

describe('SIGTERM under load', () => {
  it('keeps every acknowledged rating, lets running requests finish, answers 503 + Retry-After meanwhile', async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir });
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-shutdown-'));
    const port = await freePort();
    // `npm start`'s server: dist/main.js, in its own process, on the test's database.
    child = spawn(process.execPath, ['dist/main.js'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'graceful-shutdown-test-secret-0123456789',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        REMINDER_WORKER: 'false',
      },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    await waitFor(() => output.includes('Repaso escuchando'), 'the server to listen');

    const base = `http://127.0.0.1:${port}`;
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

    await waitFor(() => {
      const failed = outcomes.find((o) => o.status !== 200);
      if (failed) throw new Error(`a rating before the signal failed: ${JSON.stringify(failed)}`);
      return acknowledged.length >= 300;
    }, '300 ratings');
    signalledAt = Date.now();
    child.kill('SIGTERM');

    expect(await slow).toBe(201);
    await load;
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: cerrando');

    const before = outcomes.filter((o) => o.at < signalledAt);
    const after = outcomes.filter((o) => o.at >= signalledAt);
    // Before the signal every rating was answered 200.
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
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
    } finally {
      await db.end();
    }
  });
});
