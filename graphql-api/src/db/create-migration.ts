import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmConfig } from '../config/mikro-orm.config';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * `npm run migration:create -w graphql-api`: applies the committed migrations to a throw-away
 * embedded database and writes the difference to the entities as a new migration file.
 * Add the new class to `migrations/index.ts` afterwards.
 */
async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-migration-'));
  const db = await startEmbeddedPostgres(path.join(dir, 'pg'), console.error);
  try {
    const orm = await MikroORM.init(mikroOrmConfig(db.url, { log: console.log }));
    const migrator = orm.getMigrator();
    await migrator.up();
    const result = await migrator.createMigration(undefined, false, false, process.argv[2]);
    console.log(
      result.fileName
        ? `Migración creada: ${result.fileName}`
        : 'Sin cambios: las entidades y las migraciones coinciden.',
    );
    await orm.close(true);
  } finally {
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
