import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded-postgres';
import { inspectProcess } from '../src/db/postmaster-lock';
import { createTestDatabase } from './test-app';

const servers: { child: ChildProcess; exited: Promise<number> }[] = [];

const apiDir = path.resolve(__dirname, '..');

/** `npm start` as a newcomer runs it: main.ts compiled to dist/ (when stale), run as JavaScript in its own process. */
function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  );
  servers.push({ child, exited });
  return { child, output: () => output, exited };
}

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir });
});

// A test that failed half-way still stops the servers it started (and so their databases).
afterEach(async () => {
  for (const { child, exited } of servers.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
});

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const errorLines = (output: string) => output.split('\n').filter((line) => line.includes('No se pudo arrancar'));

/** Whether `pid` runs (a zombie waiting for init to reap it does not). */
const alive = (pid: number) => inspectProcess(pid).state === 'alive';

/** The app's HTTP surface on `port`, as a browser or a tool sees it. */
function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  return {
    post: (path: string, body: object) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    health: () => fetch(`${base}/api/health`).then((res) => res.status),
  };
}

// Process-level tests start the real server (and PostgreSQL): more than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

describe('starting the server', () => {
  it('refuses a malformed DATABASE_URL with one clear line', async () => {
    const server = startServer({ DATABASE_URL: 'mysql:/nope' });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toEqual([
      '[repaso] No se pudo arrancar: Configuración no válida: DATABASE_URL debe ser una URL postgres://usuario:clave@servidor:puerto/base',
    ]);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a pool too small for an import with one clear line', async () => {
    const server = startServer({ DATABASE_POOL_MAX: '1' });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toEqual([
      '[repaso] No se pudo arrancar: Configuración no válida: DATABASE_POOL_MAX debe ser al menos 2 (una importación usa dos conexiones a la vez)',
    ]);
  });

  it('names an unreachable database in one line', async () => {
    const server = startServer({ DATABASE_URL: `postgres://repaso:x@127.0.0.1:${await freePort()}/repaso` });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toHaveLength(1);
    expect(server.output()).toMatch(/no se puede conectar con la base de datos \(ECONNREFUSED/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('names a port already in use in one line', async () => {
    const database = await createTestDatabase();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '0.0.0.0', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const server = startServer({ DATABASE_URL: database.url, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(errorLines(server.output())).toEqual([
        `[repaso] No se pudo arrancar: el puerto ${port} ya está en uso (cambia PORT o detén el otro proceso)`,
      ]);
    } finally {
      blocker.close();
      await database.drop();
    }
  });

  it('stops on SIGINT in production right after serving a burst of requests', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      SESSION_SECRET: 'startup-test-secret-startup-test-secret',
      MAIL_TRANSPORT: 'log',
      REMINDER_WORKER: 'false',
    });
    try {
      await waitFor(() => server.output().includes('escuchando'), 'start');
      const query = () =>
        fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ viewer { id } }' }),
        }).then((res) => res.status);
      const statuses = await Promise.all(Array.from({ length: 200 }, query));
      expect(statuses.every((status) => status === 200)).toBe(true);
      server.child.kill('SIGINT');
      const code = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
      ]);
      expect(code).toBe(0);
      expect(server.output()).toContain('SIGINT: cerrando');
    } finally {
      server.child.kill('SIGKILL');
      await database.drop();
    }
  });

  it('creates the embedded database on first start, keeps the data across a restart and stops it on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-start-'));
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const post = (path: string, body: object) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const listening = new RegExp(
      `Repaso escuchando en 0\\.0\\.0\\.0:${port} \\(todas las interfaces IPv4: [^)]*http://127\\.0\\.0\\.1:${port}[,)]`,
    );
    const viewer = () =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      }).then((res) => res.json());
    try {
      const first = startServer(env);
      await waitFor(() => first.output().includes('escuchando'), 'first start');
      expect(await viewer()).toEqual({ data: { viewer: null } });
      expect(first.output()).toMatch(/Applied 'Migration\d+_initial'/);
      expect(first.output()).toMatch(listening);
      expect(first.output()).toContain(`APP_URL, la de los enlaces de los correos): http://localhost:${port}\n`);
      const account = { email: 'persiste@example.com', password: 'contraseña-segura' };
      const registered = await post('/api/auth/register', { ...account, confirmPassword: account.password });
      expect(registered.status).toBe(201);
      first.child.kill('SIGTERM');
      await first.exited;
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      const secret = fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8');

      const second = startServer(env);
      await waitFor(() => second.output().includes('escuchando'), 'second start');
      expect(await viewer()).toEqual({ data: { viewer: null } });
      expect(second.output()).not.toMatch(/Applied/);
      expect((await post('/api/auth/login', account)).status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
      second.child.kill('SIGINT');
      await second.exited;
      expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('starting again after a crash', () => {
  it('stops the PostgreSQL orphaned by a killed node process and serves the same data; refuses while its Repaso runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-crash-'));
    const pgDir = path.join(dataDir, 'postgres');
    const port = await freePort();
    const app = client(port);
    const account = { email: 'sobrevive@example.com', password: 'contraseña-segura' };
    try {
      const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitFor(() => first.output().includes('escuchando'), 'first start');
      expect((await app.post('/api/auth/register', { ...account, confirmPassword: account.password })).status).toBe(
        201,
      );
      const postgresPid = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

      // A second Repaso on the same data while the first runs is refused, and the first keeps serving.
      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(errorLines(second.output())).toEqual([
        `[repaso] No se pudo arrancar: la base de datos embebida ${pgDir} ya la usa otro proceso ` +
          `(pid ${first.child.pid}; PostgreSQL pid ${postgresPid}): detenlo antes o usa otro DATA_DIR`,
      ]);
      expect(await app.health()).toBe(200);

      // kill -9 (or the out-of-memory killer) ends node only: its PostgreSQL lives on, holding the folder.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(alive(postgresPid)).toBe(true);

      const restarted = Date.now();
      const third = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitFor(() => third.output().includes('escuchando'), 'start after the crash', 30_000);
      const restartMs = Date.now() - restarted;
      expect(third.output()).toContain(`un servidor huérfano de un arranque anterior (pid ${postgresPid})`);
      expect(third.output()).toMatch(/servidor huérfano detenido en \d+ ms/);
      expect(alive(postgresPid)).toBe(false);
      expect((await app.post('/api/auth/login', account)).status).toBe(200);
      expect(restartMs).toBeLessThan(20_000);

      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(fs.existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never answers a failed start with "undefined": a damaged data folder is named in one line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-broken-'));
    try {
      // What a half-copied or damaged folder looks like: a version file and nothing else.
      fs.mkdirSync(path.join(dataDir, 'postgres'), { mode: 0o700 });
      fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '17\n');
      const damaged = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await damaged.exited).toBe(1);
      const [line, ...more] = errorLines(damaged.output());
      expect(more).toEqual([]);
      expect(line).toMatch(
        new RegExp(`^\\[repaso\\] No se pudo arrancar: PostgreSQL embebido no arrancó en ${dataDir}/postgres: \\S`),
      );

      // Data folder path taken by a file.
      fs.rmSync(path.join(dataDir, 'postgres'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'postgres'), '');
      const file = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await file.exited).toBe(1);
      expect(errorLines(file.output())).toEqual([
        `[repaso] No se pudo arrancar: ${dataDir}/postgres no es una carpeta: bórralo o usa otro DATA_DIR`,
      ]);

      for (const output of [damaged.output(), file.output()]) {
        expect(output).not.toMatch(/undefined|\n\s+at /);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
