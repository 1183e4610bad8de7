// One PostgreSQL server per test run: TEST_DATABASE_URL when given, otherwise an embedded one in a
// temporary folder. Each test file then creates its own fresh database on it (see test-app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { describeStartupError } from '../src/db/startup-errors';

declare global {
  var __REPASO_PG__: { db: EmbeddedDatabase; dir: string } | undefined;
}

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.REPASO_TEST_ADMIN_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-test-'));
  try {
    const db = await startEmbeddedPostgres(path.join(dir, 'pg'), (line) => console.error(`[test-db] ${line}`), {
      database: 'postgres',
      temporary: true,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    globalThis.__REPASO_PG__ = { db, dir };
    process.env.REPASO_TEST_ADMIN_URL = db.url;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    // One line rather than a stack: the reason and its fix (or set TEST_DATABASE_URL).
    throw new Error(`No se pudo arrancar PostgreSQL para los tests: ${describeStartupError(error)}`);
  }
}
