import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type supertest from 'supertest';
import { DATABASE_RETRY_AFTER_SECONDS, messages } from '../src/core/errors';
import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { readinessMessages } from '../src/db/readiness';
import { webDocuments } from '../src/graphql/__generated__/web-documents';
import { folderWithCards, signedUpAgent, sql } from './factories';
import { capturingLogger, startTestApp, type TestApp } from './test-app';

// Item 7 of issue 40: PostgreSQL stopped hard (`pg_ctl stop -m immediate`) under learners rating, then started again.
// A server of this test's own, so the shared one of the other test files is never touched.
jest.setTimeout(120_000);

const LEARNERS = 4;
const CARDS = 5;
/** How long the database stays away: longer than a restart, shorter than a failover (which is the same to clients). */
const OUTAGE_MS = 2_500;

const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS);
const reviewCardHash = Object.keys(webDocuments).find((hash) =>
  webDocuments[hash].startsWith('mutation ReviewCard('),
) as string;

let dir: string;
let port: number;
let db: EmbeddedDatabase;
let t: TestApp;
const log = capturingLogger('warn');

const startDatabase = (temporary: boolean) =>
  startEmbeddedPostgres(path.join(dir, 'pg'), () => undefined, {
    database: 'repaso',
    port,
    temporary,
    // fsync off as the other tests run, but every commit acknowledged is in the WAL (synchronous_commit stays on):
    // a server stopped hard loses none of them, and the test checks that.
    settings: { fsync: 'off', full_page_writes: 'off' },
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-outage-'));
  fs.chmodSync(dir, 0o755);
  port = await freePort();
  db = await startDatabase(false);
  t = await startTestApp({ logger: log.logger, database: { url: db.url, drop: async () => undefined } });
});

afterAll(async () => {
  await t?.stop();
  await db?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What `pg_ctl stop -m immediate` does: SIGQUIT to the postmaster, which ends every session at once, no checkpoint. */
async function stopImmediately(dataDir: string) {
  const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGQUIT');
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Outcome = {
  api: 'rest' | 'graphql';
  cardId: number;
  clientId: string;
  status: number;
  body: unknown;
  retryAfter?: string;
};

/** One rating with its client id, over REST or as the web app sends it over GraphQL (by its document's hash). */
async function rate(agent: supertest.Agent, cardId: number, api: Outcome['api'], clientId: string): Promise<Outcome> {
  const res =
    api === 'rest'
      ? await agent.post(`/api/cards/${cardId}/review`).send({ difficulty: 'medium', clientId })
      : await agent
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .send({
            operationName: 'ReviewCard',
            variables: { cardId: String(cardId), rating: 'MEDIUM', clientId },
            extensions: { persistedQuery: { version: 1, sha256Hash: reviewCardHash } },
          });
  return { api, cardId, clientId, status: res.status, body: res.body, retryAfter: res.headers['retry-after'] };
}

/** Whether an answer is the outage's: 503, Retry-After, the Spanish message in each API's shape. */
function isOutageAnswer({
  api,
  status,
  body,
  retryAfter: seconds,
}: Pick<Outcome, 'api' | 'status' | 'body' | 'retryAfter'>) {
  if (status !== 503 || seconds !== retryAfter) return false;
  if (api === 'rest') return JSON.stringify(body) === JSON.stringify({ message: messages.databaseUnavailable });
  const { errors } = body as { errors?: { message: string; extensions: { code: string } }[] };
  return errors?.[0]?.message === messages.databaseUnavailable && errors[0].extensions.code === 'SERVICE_UNAVAILABLE';
}

/** An anonymous GraphQL query that reads the database in its resolver (no session to read before it). */
const communityQuery = (slug: string) => `query { communityFolder(slug: "${slug}") { title } }`;

describe('the database goes away and comes back', () => {
  it('answers 503 with Retry-After in Spanish meanwhile, says so when asked if ready, loses nothing acknowledged, and serves again after', async () => {
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, async () => {
        const { agent } = await signedUpAgent(t);
        const { cards } = await folderWithCards(
          agent,
          Array.from({ length: CARDS }, (_, i) => `carta ${i}`),
        );
        return { agent, cardIds: cards.map((card: { id: number }) => card.id) };
      }),
    );

    // Learners rating all along, half over REST, half over GraphQL, each rating with its own client id.
    const outcomes: (Outcome & { learner: number })[] = [];
    let rating = true;
    const loops = learners.map(async ({ agent, cardIds }, i) => {
      for (let n = 0; rating; n++) {
        const outcome = await rate(agent, cardIds[n % CARDS], i % 2 ? 'graphql' : 'rest', crypto.randomUUID());
        outcomes.push({ ...outcome, learner: i });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const acknowledged = () => outcomes.filter((outcome) => outcome.status === 200);
    const waitUntil = async (done: () => boolean | Promise<boolean>) => {
      while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
    };

    try {
      await waitUntil(() => acknowledged().length >= 20);
      await stopImmediately(db.dataDir);
      const down = Date.now();

      // Readiness says why; liveness, REST and GraphQL (Express's steps, Apollo's pipeline, a known document) answer 503.
      const ready = await t.http.get('/api/health/ready');
      expect([ready.status, ready.body, ready.headers['retry-after']]).toEqual([
        503,
        { message: readinessMessages.unreachable },
        '5',
      ]);
      const health = await t.http.get('/api/health');
      expect([health.status, health.body, health.headers['retry-after']]).toEqual([
        503,
        { message: messages.databaseUnavailable },
        retryAfter,
      ]);
      const { agent, cardIds } = learners[0];
      expect(isOutageAnswer(await rate(agent, cardIds[0], 'rest', crypto.randomUUID()))).toBe(true);
      expect(isOutageAnswer(await rate(agent, cardIds[0], 'graphql', crypto.randomUUID()))).toBe(true);
      // The same text twice: Apollo's pipeline answers the first, the known documents' path the second.
      const query = communityQuery(`no-existe-${crypto.randomUUID()}`);
      for (let time = 0; time < 2; time++) {
        const res = await t.http.post('/graphql').set('Content-Type', 'application/json').send({ query });
        const outcome = { api: 'graphql' as const, status: res.status, body: res.body };
        expect(isOutageAnswer({ ...outcome, retryAfter: res.headers['retry-after'] })).toBe(true);
      }

      // The import queue's first use on this instance, meanwhile: refused, and not remembered as refused.
      await expect(t.imports.enqueue(1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - down))));
      db = await startDatabase(true);
      await waitUntil(async () => (await t.http.get('/api/health/ready')).status === 200);
      const before = acknowledged().length;
      await waitUntil(() => acknowledged().length >= before + 10);
    } finally {
      rating = false;
      await Promise.all(loops);
    }

    // Every answer was a rating or the outage's 503: never a 500, nothing logged as unexpected.
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect(refused.filter((outcome) => !isOutageAnswer(outcome))).toEqual([]);
    expect(new Set(refused.map((outcome) => outcome.api))).toEqual(new Set(['rest', 'graphql']));
    expect(log.records().filter((record) => record.msg === 'Error inesperado')).toEqual([]);

    // What a client does with a 503: sends it again with the same client id once the API answers. Each counts once.
    for (const outcome of refused) {
      const again = await rate(learners[outcome.learner].agent, outcome.cardId, outcome.api, outcome.clientId);
      expect(again.status).toBe(200);
    }
    const stored = await sql<{ client_id: string; n: number }>(
      t,
      'select client_id, count(*)::int as n from reviews group by client_id',
    );
    const sent = outcomes.map((outcome) => outcome.clientId).sort();
    expect(stored.map((row) => row.client_id).sort()).toEqual(sent);
    expect(stored.every((row) => row.n === 1)).toBe(true);

    // And the app serves as before, its import queue too.
    await t.imports.enqueue(1);
    const folders = await learners[1].agent.get('/api/folders');
    expect(folders.status).toBe(200);
    expect(folders.body).toHaveLength(1);
  });
});
