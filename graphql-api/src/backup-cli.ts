import path from 'node:path';
import readline from 'node:readline/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ConfigError, loadConfig } from './config/config';
import { mikroOrmConfig } from './config/mikro-orm.config';
import { BackupError, restoreBackup, verifyBackup, writeBackup } from './db/backup/backup-file';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded-postgres';
import { describeStartupError } from './db/startup-errors';

/**
 * `npm run backup`: one backup now, of the running Repaso's database or (when none runs) of the embedded one started
 * for the purpose, into BACKUP_DIR. `npm run restore -- <file> [--yes]`: the embedded database replaced by a backup;
 * refused while a Repaso runs on it. The previous data stays beside it as the database `repaso_antes_de_restaurar`.
 */
const PREVIOUS = 'repaso_antes_de_restaurar';
const RESTORING = 'repaso_restaurando';

const say = (line: string) => console.log(`[repaso] ${line}`);

async function backup() {
  const config = loadConfig();
  const dir = path.join(config.dataDir, 'postgres');
  // One long transaction: on PostgreSQL itself, not through a pooler's few connections.
  const running = config.databaseDirectUrl ?? config.databaseUrl ?? runningEmbeddedUrl(dir);
  const embedded = running ? undefined : await startEmbeddedPostgres(dir, () => {});
  try {
    const result = await writeBackup(running ?? (embedded?.url as string), config.backupDir);
    say(`Copia hecha: ${result.file} (${(result.bytes / 1024).toFixed(0)} kB, SHA-256 ${result.sha256.slice(0, 12)}…)`);
  } finally {
    await embedded?.stop();
  }
}

async function restore(args: string[]) {
  const config = loadConfig();
  const given = args.find((arg) => !arg.startsWith('--'));
  if (!given) throw new BackupError('Uso: npm run restore -- <archivo .backup.gz> [--yes]');
  // npm runs this in graphql-api/: a relative path is the caller's.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (config.databaseUrl) {
    throw new BackupError(
      'Con DATABASE_URL, restaura con las herramientas de tu proveedor de PostgreSQL (README: «Backups and upgrades»)',
    );
  }
  await verifyBackup(file);
  const dir = path.join(config.dataDir, 'postgres');
  if (runningEmbeddedUrl(dir)) {
    throw new BackupError(`Repaso está en marcha con los datos de ${dir}: detenlo antes de restaurar`);
  }
  if (!args.includes('--yes')) {
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `Esto sustituye los datos de ${dir} por la copia ${path.basename(file)} (los actuales quedan como la base ${PREVIOUS}). ¿Seguir? [s/N] `,
    );
    prompt.close();
    if (!/^s(í|i)?$/i.test(answer.trim())) {
      say('Nada cambiado.');
      return;
    }
  }
  // Refuses (one line naming the process) while a Repaso runs on this data.
  const embedded = await startEmbeddedPostgres(dir, () => {}, { database: 'repaso' });
  try {
    const admin = new Client({ connectionString: embedded.url.replace(/\/repaso$/, '/postgres') });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${RESTORING}`);
      await admin.query(`create database ${RESTORING}`);
      const url = embedded.url.replace(/\/repaso$/, `/${RESTORING}`);
      const orm = await MikroORM.init(mikroOrmConfig(url));
      try {
        const header = await restoreBackup(file, url, orm);
        say(`Copia del ${header.createdAt} restaurada (${header.tables.length} tablas)`);
      } finally {
        await orm.close(true);
      }
      await admin.query(`drop database if exists ${PREVIOUS}`);
      await admin.query(`alter database repaso rename to ${PREVIOUS}`);
      await admin.query(`alter database ${RESTORING} rename to repaso`);
    } catch (error) {
      await admin.query(`drop database if exists ${RESTORING}`).catch(() => {});
      throw error;
    } finally {
      await admin.end();
    }
  } finally {
    await embedded.stop();
  }
  say('Listo: `npm start` arranca con los datos restaurados.');
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore(args);
  else throw new BackupError('Uso: backup-cli backup | restore <archivo> [--yes]');
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof BackupError ? error.message : describeStartupError(error);
  console.error(`[repaso] No se pudo completar: ${message}`);
  process.exit(1);
});
