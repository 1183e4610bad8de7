import globalTeardown from './global-teardown';
import { stopPgBouncer } from './pgbouncer';

export default async function globalTeardownWithPgBouncer() {
  if (globalThis.__REPASO_PGBOUNCER__) await stopPgBouncer(globalThis.__REPASO_PGBOUNCER__);
  await globalTeardown();
}
