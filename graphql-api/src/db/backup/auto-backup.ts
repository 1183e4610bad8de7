import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../core/clock';
import { isError, type Logger } from '../../core/logger';
import type { Metrics } from '../../core/metrics';
import type { BackupStatus } from '../../core/services';
import { type BackupResult, writeBackup } from './backup-file';
import { backupsToDelete, goodBackups, type RotationPolicy } from './rotation';

export type AutoBackups = {
  /** One backup now, then the rotation; a failure is logged, counted and kept for `/api/health`, then rethrown. */
  run: (kind: 'scheduled' | 'before-migrations') => Promise<BackupResult>;
  status: () => BackupStatus;
};

export type AutoBackupOptions = {
  databaseUrl: string;
  dir: string;
  keep: RotationPolicy;
  logger: Logger;
  metrics: Metrics;
  clock: Clock;
};

/** Reasons `/api/health` may show (it is public): what an operator checks first, never a path or an address. */
export const backupFailureReasons = {
  unwritable: 'No se puede escribir en la carpeta de copias (BACKUP_DIR)',
  full: 'No queda espacio en el disco de la carpeta de copias (BACKUP_DIR)',
  database: 'La base de datos no respondió a la copia',
  other: 'La copia falló: el registro del servidor dice por qué',
};

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR' || code === 'EEXIST') {
    return backupFailureReasons.unwritable;
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return backupFailureReasons.full;
  if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || code.startsWith('ECONN') || code === 'ETIMEDOUT')) {
    return backupFailureReasons.database;
  }
  return backupFailureReasons.other;
}

/** The error as the log may carry it: a connection string's password (should one appear in a message) blanked. */
function withoutCredentials(error: unknown): unknown {
  if (!isError(error) || !/\/\/[^/\s:@]*:[^@\s]*@/.test(error.message)) return error;
  const clean = new Error(error.message.replace(/\/\/([^/\s:@]*):[^@\s]*@/g, '//$1:[oculto]@'));
  clean.name = error.name;
  Object.assign(clean, { code: (error as { code?: unknown }).code });
  return clean;
}

/**
 * The automatic backups of one process: `run` writes a backup through `writeBackup` (one consistent snapshot, gzip,
 * `.sha256`) and then applies the rotation to the folder. The last outcome lives in memory, so `/api/health` and the
 * metrics read it for free; at creation it starts from the newest good backup already in the folder (one listing,
 * here and after each backup, never per request), so a restart does not forget the last night's backup.
 */
export function createAutoBackups(options: AutoBackupOptions): AutoBackups {
  const { dir, logger, metrics, clock } = options;
  const state: BackupStatus = { lastSuccessAt: undefined, lastFailureAt: undefined, failure: undefined };

  const succeeded = (at: Date, bytes: number) => {
    state.lastSuccessAt = at;
    state.failure = undefined;
    metrics.backupLastSuccess.set(Math.floor(at.getTime() / 1000));
    metrics.backupLastSize.set(bytes);
  };

  const newest = (() => {
    try {
      return goodBackups(fs.readdirSync(dir))[0];
    } catch {
      return undefined; // no folder yet
    }
  })();
  if (newest) {
    try {
      succeeded(newest.at, fs.statSync(path.join(dir, newest.name)).size);
    } catch {
      // deleted meanwhile
    }
  }

  const rotate = () => {
    const names = fs.readdirSync(dir);
    const doomed = backupsToDelete(names, options.keep);
    for (const name of doomed) fs.rmSync(path.join(dir, name), { force: true });
    const backups = doomed.filter((name) => !name.endsWith('.sha256'));
    if (backups.length > 0) logger.info(`Copias antiguas borradas por la rotación: ${backups.length}`, { backups });
  };

  return {
    status: () => ({ ...state }),
    run: async (kind) => {
      const started = clock.now();
      const t0 = Date.now();
      let result: BackupResult;
      try {
        result = await writeBackup(options.databaseUrl, dir, started, kind);
      } catch (error) {
        state.lastFailureAt = clock.now();
        state.failure = reasonOf(error);
        metrics.backupFailures.inc();
        logger.error(`La copia de seguridad ${kindLabel[kind]} falló: ${state.failure}`, withoutCredentials(error), {
          kind,
          dir,
        });
        throw error;
      }
      succeeded(started, result.bytes);
      logger.info(`Copia de seguridad ${kindLabel[kind]} hecha`, {
        kind,
        file: path.basename(result.file),
        bytes: result.bytes,
        ms: Date.now() - t0,
      });
      try {
        rotate();
      } catch (error) {
        // The backup itself is good: a rotation that could not delete is retried after the next one.
        logger.error('La rotación de las copias no pudo borrar las antiguas', withoutCredentials(error), { dir });
      }
      return result;
    },
  };
}

const kindLabel = { scheduled: 'nocturna', 'before-migrations': 'previa a las migraciones' } as const;
