import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/db/embedded-postgres';
import { createTestDatabase } from './test-app';

/** `npm start` as a newcomer runs it: the real main.ts in its own process. */
function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  );
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, what: string, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const errorLines = (output: string) => output.split('\n').filter((line) => line.includes('No se pudo arrancar'));

describe('starting the server', () => {
  it('refuses a malformed DATABASE_URL with one clear line', async () => {
    const server = startServer({ DATABASE_URL: 'mysql:/nope' });
    expect(await server.exited).toBe(1);
    expect(errorLines(server.output())).toEqual([
      '[repaso] No se pudo arrancar: Configuración no válida: DATABASE_URL debe ser una URL postgres://usuario:clave@servidor:puerto/base',
    ]);
    expect(server.output()).not.toMatch(/\n\s+at /);
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
