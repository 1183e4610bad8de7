import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  checkOut,
  databaseRows,
  lostOrChanged,
  npmRun,
  type Release,
  type Rows,
  releaseHas,
  releasesToUpgradeFrom,
  removeWorktree,
  repoDir,
  type Server,
  startServer,
} from './releases';

/**
 * `npm run test:upgrade`: the first release and the previous one, each from a worktree of its commit, installed and
 * started as its README says, filled through its own API, stopped; then this code started on the same data folder
 * (its migrations run) must hold every row as it was. A backup the previous release made restores with this code.
 */

// Two installs, three builds and five servers on a shared machine.
jest.setTimeout(40 * 60_000);

const PASSWORD = 'contraseña-de-prueba-1';
const NEW_PASSWORD = 'otra-contraseña-de-prueba-2';
/** The current server: no digest job meanwhile, which would write to the rows being compared. */
const CURRENT_ENV = { REMINDER_WORKER: 'false' };

const from = releasesToUpgradeFrom();
// The releases' folders must be reachable by the `postgres` user when this runs as root (/tmp is, mkdtemp's 0700 not).
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-upgrade-'));
fs.chmodSync(base, 0o755);
const worktree = (release: Release) => path.join(base, `v${release.version}`);
const installed = new Map<string, Promise<void>>();
const servers: Server[] = [];

function dataFolder(name: string): string {
  const dir = path.join(base, name);
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  return dir;
}

beforeAll(() => {
  // Both installs at once; each test waits for its own.
  for (const release of from) {
    const done = checkOut(release, worktree(release));
    done.catch(() => {}); // reported by the test that awaits it
    installed.set(release.commit, done);
  }
});

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  for (const release of from) removeWorktree(worktree(release));
  fs.rmSync(base, { recursive: true, force: true });
});

async function started(dir: string, dataDir: string, env?: Record<string, string>): Promise<Server> {
  const server = await startServer(dir, dataDir, env);
  servers.push(server);
  return server;
}

async function stopped(server: Server) {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
}

type Learner = { email: string; cookie: string; token: string };
type Filled = Learner & {
  folders: { id: number; name: string }[];
  /** Each folder's cards as the release's own API answered them. */
  cards: Record<number, Record<string, unknown>[]>;
  user: Record<string, unknown>;
  media?: { url: string; bytes: Buffer };
};

/** The cookies an answer sets (the session's and the session hint), as a `Cookie` header sends them back. */
function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function client(server: Server, auth: { cookie?: string; token?: string }) {
  return async (method: string, url: string, body?: unknown, expected = [200, 201]) => {
    const headers: Record<string, string> = {};
    if (auth.cookie) headers.Cookie = auth.cookie;
    if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return { res, json: text ? JSON.parse(text) : undefined };
  };
}

/** A learner with settings, folders, cards, media (where the release has them), a study session with ratings, an API token and a reset mail. */
async function fill(server: Server, release: Release): Promise<Filled> {
  const email = `lucia.v${release.version.replaceAll('.', '-')}@example.com`;
  const anonymous = client(server, {});
  const registered = await anonymous('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Lucía',
    timeZone: 'Europe/Madrid',
  });
  const cookie = cookiesOf(registered.res);
  const api = client(server, { cookie });
  await api('PUT', '/api/user/settings', { remindersEnabled: false });
  const schema = fs.readFileSync(path.join(worktree(release), 'schema.graphql'), 'utf8');
  if (schema.includes('desiredRetention')) {
    await api('PUT', '/api/user/settings', { desiredRetention: 0.85, newCardsPerDay: 15, reviewsPerDay: 150 });
  }

  const folders: Filled['folders'] = [];
  const cardIds: number[] = [];
  for (const [name, words] of [
    ['Verbos irregulares', ['ser', 'ir', 'tener', 'hacer']],
    ['Vocabulario de viaje', ['el andén', 'la maleta', 'el billete']],
  ] as const) {
    const folder = (await api('POST', '/api/folders', { name, description: 'Para el examen de junio' })).json;
    folders.push({ id: folder.id, name });
    for (const word of words) {
      const card = (await api('POST', `/api/folders/${folder.id}/cards`, { front: word, back: `${word} en inglés` }))
        .json;
      cardIds.push(card.id);
    }
  }

  let media: Filled['media'];
  if (releaseHas(release, 'graphql-api/src/modules/media/media.routes.ts')) {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'bandera.png');
    const uploaded = (await api('POST', '/api/media', form)).json;
    const served = await fetch(`${server.base}${uploaded.url}`, { headers: { Cookie: cookie } });
    media = { url: uploaded.url, bytes: Buffer.from(await served.arrayBuffer()) };
    await api('POST', `/api/folders/${folders[1].id}/cards`, {
      front: `la bandera ![bandera](${uploaded.url})`,
      back: 'the flag',
    });
  }

  // A study session of the first folder: five ratings (one card twice), then its counts and its end.
  const session = (await api('POST', '/api/study-sessions', { folderId: folders[0].id })).json;
  const ratings = ['easy', 'medium', 'hard', 'medium', 'easy'];
  for (const [n, difficulty] of ratings.entries()) {
    await api('POST', `/api/cards/${cardIds[n % 4]}/review`, {
      difficulty,
      studySessionId: session.id,
      durationMs: 4000 + n * 500,
    });
  }
  await api('PUT', `/api/study-sessions/${session.id}`, {
    cardsStudied: 5,
    easyCount: 2,
    goodCount: 2,
    hardCount: 1,
    completedAt: new Date().toISOString(),
  });
  // And a rating outside any session, in the second folder.
  await api('POST', `/api/cards/${cardIds[5]}/review`, { difficulty: 'hard' });

  const created = (
    await api('POST', '/graphql', { query: 'mutation { createApiToken(name: "Mi herramienta") { secret } }' })
  ).json;
  const token = created.data.createApiToken.secret as string;
  await client(server, { token })('GET', '/api/folders');

  await anonymous('POST', '/api/auth/reset-password', { email });
  const cards: Filled['cards'] = {};
  for (const folder of folders) cards[folder.id] = (await api('GET', `/api/folders/${folder.id}/cards`)).json;
  const user = (await api('GET', '/api/auth/user')).json;
  return { email, cookie, token, folders, cards, user, media };
}

/** The reset link's token from the newest mail in the outbox (the learner's only one; quoted-printable undone). */
async function resetToken(dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const newest = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().at(-1) : undefined;
    const text = newest ? fs.readFileSync(path.join(outbox, newest), 'utf8').replace(/=\r?\n/g, '') : '';
    const token = /new-password\?token(?:=3D|=)([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no reset mail in ${outbox}`);
}

/** What the learner sees through this code's API is what the release's API showed. */
async function expectSameThroughApi(server: Server, filled: Filled, auth: { cookie?: string }) {
  const viaToken = client(server, { token: filled.token });
  const folders = (await viaToken('GET', '/api/folders')).json as { id: number; name: string }[];
  expect(folders.map((f) => ({ id: f.id, name: f.name }))).toEqual(expect.arrayContaining(filled.folders));
  expect(folders).toHaveLength(filled.folders.length);

  let cookie = auth.cookie;
  if (!cookie) {
    const signedIn = await client(server, {})('POST', '/api/auth/login', { email: filled.email, password: PASSWORD });
    cookie = cookiesOf(signedIn.res);
  }
  const api = client(server, { cookie });
  const user = (await api('GET', '/api/auth/user')).json;
  // Every setting the release answered is answered the same; settings it did not have yet come with their defaults.
  for (const [key, value] of Object.entries(filled.user)) expect({ [key]: user[key] }).toMatchObject({ [key]: value });
  expect(user.remindersEnabled).toBe(false);

  for (const folder of filled.folders) {
    const now = (await api('GET', `/api/folders/${folder.id}/cards`)).json as Record<string, unknown>[];
    expect(now).toHaveLength(filled.cards[folder.id].length);
    for (const before of filled.cards[folder.id]) {
      const card = now.find((c) => c.id === before.id);
      // Every field the release answered (its schedule included) is answered the same, but for the views of "now"
      // (recall probability, days until due) that the seconds between the two answers move.
      const stored = Object.keys(before).filter((key) => key !== 'retrievability' && key !== 'dueInDays');
      const pick = (c: Record<string, unknown> | undefined) =>
        c && Object.fromEntries(stored.map((key) => [key, c[key]]));
      expect(pick(card)).toEqual(pick(before));
    }
  }
  if (filled.media) {
    const res = await fetch(`${server.base}${filled.media.url}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(filled.media.bytes)).toBe(true);
  }
}

/** Rows compared as they were: every row of every table of the release, column by column. */
function expectNothingLost(before: Rows, after: Rows) {
  expect(lostOrChanged(before, after)).toEqual([]);
  // What the test made is really there to compare (not two empty databases).
  expect(before.reviews.size).toBe(6);
  expect(before.study_sessions.size).toBe(1);
  expect(before.api_tokens.size).toBe(1);
}

describe.each(from.map((release, n) => [n === 0 ? 'the first release' : 'the previous release', release] as const))(
  'upgrading from %s',
  (_, release) => {
    it(`v${release.version}: this code starts on its data with every row, schedule, session and token kept`, async () => {
      await installed.get(release.commit);
      const dataDir = dataFolder(`data-v${release.version}`);
      const old = await started(worktree(release), dataDir);
      const filled = await fill(old, release);
      const before = await databaseRows(dataDir);
      // A release with `npm run backup` makes one now, restored below.
      const canBackUp = releaseHas(release, 'graphql-api/src/backup-cli.ts');
      const backup = canBackUp
        ? /Copia hecha: (\S+)/.exec(await npmRun(worktree(release), dataDir, ['backup']))?.[1]
        : undefined;
      if (canBackUp) expect(backup).toBeDefined();
      await stopped(old);

      const current = await started(repoDir, dataDir, CURRENT_ENV);
      // Ready: the database answers and holds every migration of this code.
      expect(await fetch(`${current.base}/api/health/ready`).then((res) => res.status)).toBe(200);
      expectNothingLost(before, await databaseRows(dataDir));
      await expectSameThroughApi(current, filled, { cookie: filled.cookie });
      // The reset link mailed by the release still sets a password here.
      const token = await resetToken(dataDir);
      const anonymous = client(current, {});
      await anonymous('POST', '/api/auth/new-password', {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      await anonymous('POST', '/api/auth/login', { email: filled.email, password: NEW_PASSWORD });
      await stopped(current);

      if (!backup) return;
      // The release's own backup, restored by this code into a new data folder.
      const restoredDir = dataFolder(`restored-v${release.version}`);
      await npmRun(repoDir, restoredDir, ['restore', '--', backup, '--yes']);
      const restored = await started(repoDir, restoredDir, CURRENT_ENV);
      expectNothingLost(before, await databaseRows(restoredDir));
      await expectSameThroughApi(restored, filled, {});
      await stopped(restored);
    });
  },
);

it('finds the releases to upgrade from in CHANGELOG.md', () => {
  expect(from.length).toBeGreaterThan(0);
});
