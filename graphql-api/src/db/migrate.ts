import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

const MIGRATION_LOCK = 727_372_001;

export type MigrateOptions = {
  /**
   * Runs under the lock before migrations are applied to a database that already holds data (some migration applied
   * before): the backup taken before them. A failure stops the start with nothing migrated.
   */
  beforeMigrations?: (pending: string[]) => Promise<void>;
};

/**
 * Applies pending migrations under a PostgreSQL advisory lock, held on a connection of its own,
 * so several instances starting together migrate one after the other (and only the first backs up).
 */
export async function migrate(orm: MikroORM, databaseUrl: string, options: MigrateOptions = {}): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const migrator = orm.getMigrator();
    if (options.beforeMigrations) {
      const pending = await migrator.getPendingMigrations();
      // An empty database (the first start) has nothing to lose.
      if (pending.length > 0 && (await migrator.getExecutedMigrations()).length > 0) {
        await options.beforeMigrations(pending.map((migration) => migration.name));
      }
    }
    await migrator.up();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lock.end();
  }
}
