import type { MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { ImportLimits, ImportQueue, Services } from '../../core/services';
import { runImport } from './import.service';

export const IMPORT_QUEUE = 'import';

export type ImportJobs = ImportQueue & {
  start: () => Promise<void>;
  /** Waits up to `timeoutMs` for an import in progress; past it pg-boss fails the job, to be retried from the start. */
  stop: (timeoutMs?: number) => Promise<void>;
};

/**
 * The import queue on pg-boss (schema `pgboss`, like the reminders). Every instance can enqueue (its pg-boss starts on
 * the first import); instances that run workers (REMINDER_WORKER) also work the queue, one import at a time each, so
 * a big import never runs inside an HTTP request. A job that dies with its process is expired and run again (the
 * import is one transaction, so a second run starts clean). On a graceful stop an import gets the grace period to
 * commit; past it pg-boss fails the job (a retry, 30 s later, on whichever instance is up), and the import, cut short
 * when the database closes, is not marked failed: its transaction rolls back and the retry starts it again.
 */
export function createImportJobs(
  databaseUrl: string,
  orm: MikroORM,
  services: Services,
  limits: ImportLimits,
  options: { work: boolean; pollingIntervalSeconds?: number },
): ImportJobs {
  let started: Promise<PgBoss> | null = null;
  let stopping = false;
  const boss = () => {
    started ??= (async () => {
      const instance = new PgBoss({
        connectionString: databaseUrl,
        schema: 'pgboss',
        max: 2,
        supervise: options.work,
        schedule: false,
      });
      instance.on('error', (error) => services.logger.error('pg-boss (importaciones)', error));
      await instance.start();
      await instance.createQueue(IMPORT_QUEUE, {
        name: IMPORT_QUEUE,
        retryLimit: 2,
        retryDelay: 30,
        expireInSeconds: 30 * 60,
      });
      if (options.work) {
        await instance.work<{ jobId: number }>(
          IMPORT_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            await runImport(
              orm,
              {
                limits,
                mediaQuotaBytes: services.mediaQuotaBytes,
                clock: services.clock,
                logger: services.logger,
                metrics: services.metrics,
                stopping: () => stopping,
              },
              job.data.jobId,
            );
          },
        );
      }
      return instance;
    })().catch((error) => {
      // A start that failed (the database away) is not kept: the next import tries again, once it is back.
      started = null;
      throw error;
    });
    return started;
  };
  return {
    start: async () => {
      await boss();
    },
    enqueue: async (jobId) => {
      await (await boss()).send(IMPORT_QUEUE, { jobId });
    },
    stop: async (timeoutMs) => {
      stopping = true;
      if (started) await (await started).stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
