import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

const MIGRATION_LOCK = 727_372_001;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, held on a connection of its own,
 * so several instances starting together migrate one after the other.
 */
export async function migrate(orm: MikroORM, databaseUrl: string): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.getMigrator().up();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
}
