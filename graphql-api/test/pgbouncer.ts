import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverUser } from '../src/db/postgres-user';
import { freePort, listening } from './ports';

/** Debian's PgBouncer, where `.ci/run` installs it (or on the PATH). */
export const pgbouncerBinary = ['/usr/sbin', '/usr/local/bin', '/usr/bin', ...(process.env.PATH ?? '').split(':')]
  .map((dir) => path.join(dir, 'pgbouncer'))
  .find((file) => fs.existsSync(file));

export type Pooler = { port: number; process: ChildProcess; dir: string };

/**
 * PgBouncer in front of the PostgreSQL of `serverUrl` with `deploy/pgbouncer.ini`'s settings (transaction mode and
 * its limits), but any database of that server (each test file has its own), on a loopback port, logging in to the
 * server as `serverUrl`'s user, in a temporary folder; resolves once it accepts. As root it runs as `postgres`, as the
 * embedded server does (PgBouncer refuses root).
 */
export async function startPgBouncer(binary: string, serverUrl: string): Promise<Pooler> {
  const server = new URL(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-pgbouncer-'));
  const user = serverUser();
  const port = await freePort();
  const deployed = fs.readFileSync(path.join(__dirname, '../../deploy/pgbouncer.ini'), 'utf8');
  const settings = sectionOf(deployed, 'pgbouncer');
  if (settings.pool_mode !== 'transaction')
    throw new Error('deploy/pgbouncer.ini no longer says pool_mode = transaction');
  delete settings.auth_file;
  Object.assign(settings, {
    listen_addr: '127.0.0.1',
    listen_port: String(port),
    // The test's clients are on loopback; the server connection carries the user and password below.
    auth_type: 'any',
    unix_socket_dir: '',
    logfile: path.join(dir, 'pgbouncer.log'),
    pidfile: path.join(dir, 'pgbouncer.pid'),
  });
  const login = `host=${server.hostname} port=${server.port} user=${decodeURIComponent(server.username)} password=${decodeURIComponent(server.password)}`;
  const ini = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    ini,
    `[databases]\n* = ${login}\n\n[pgbouncer]\n${Object.entries(settings)
      .map(([key, value]) => `${key} = ${value}`)
      .join('\n')}\n`,
  );
  if (user) {
    for (const file of [dir, ini]) fs.chownSync(file, user.uid, user.gid);
  }
  const child = spawn(binary, [ini], { stdio: 'pipe', uid: user?.uid, gid: user?.gid });
  await listening(child, port, 'PgBouncer', path.join(dir, 'pgbouncer.log'));
  return { port, process: child, dir };
}

/** Stops PgBouncer (SIGINT: at once, closing its connections) and removes its folder. */
export async function stopPgBouncer(pooler: Pooler): Promise<void> {
  if (pooler.process.exitCode === null) {
    const exited = new Promise((resolve) => pooler.process.once('exit', resolve));
    pooler.process.kill('SIGINT');
    await exited;
  }
  fs.rmSync(pooler.dir, { recursive: true, force: true });
}

/** The same database through the pooler on `port`. */
export function throughPooler(databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

/** The `key = value` lines of one `[section]` of an ini file (comments left out). */
function sectionOf(ini: string, name: string): Record<string, string> {
  const entries: Record<string, string> = {};
  let inside = false;
  for (const line of ini.split('\n').map((text) => text.trim())) {
    if (line.startsWith('[')) inside = line === `[${name}]`;
    else if (inside && line && !line.startsWith(';') && !line.startsWith('#') && line.includes('=')) {
      const at = line.indexOf('=');
      entries[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return entries;
}
