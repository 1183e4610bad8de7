// The API's integration subset through PgBouncer in transaction mode (jest.pgbouncer.config.js): the PostgreSQL of
// every run (global-setup.ts), then Debian's PgBouncer in front of it; test-app.ts connects each app's pool through it.
import globalSetup from './global-setup';
import { type Pooler, pgbouncerBinary, startPgBouncer } from './pgbouncer';

declare global {
  var __REPASO_PGBOUNCER__: Pooler | undefined;
}

export default async function globalSetupWithPgBouncer() {
  if (!pgbouncerBinary) {
    throw new Error('PgBouncer is not installed: .ci/run installs it (apt-get install pgbouncer)');
  }
  await globalSetup();
  const pooler = await startPgBouncer(pgbouncerBinary, process.env.REPASO_TEST_ADMIN_URL as string);
  globalThis.__REPASO_PGBOUNCER__ = pooler;
  process.env.REPASO_TEST_POOLER_PORT = String(pooler.port);
}
