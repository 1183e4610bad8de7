import type { MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Services } from '../../core/services';
import { pendingFits, requestDueFits, runParameterFit } from './parameter-fit.service';

export const FIT_QUEUE = 'parameter-fit';
export const FIT_SCAN_QUEUE = 'parameter-fit-scan';
export const FIT_WEEKLY_QUEUE = 'parameter-fit-weekly';
/** Requests made on an instance without the worker wait at most this long for a job. */
const SCAN_CRON = '* * * * *';
/** Once a day, learners due their weekly refit (or a first fit) are asked for one. */
const WEEKLY_CRON = '40 3 * * *';

type FitJob = { userId: number };

/**
 * The optimizer on pg-boss (DESIGN §5). A fit is asked for by setting `users.fit_requested_at` (settings, or the
 * daily check of who is due a weekly refit); a scan every minute sends one `parameter-fit` job per pending learner,
 * keyed by the learner (queue policy `stately`: one queued and one running per learner at most, across
 * instances). A worker runs one fit at a time; the fit itself runs in fsrs-rs on libuv's thread pool.
 * `services.requestParameterFit` sends the job at once when this instance runs the worker.
 */
export async function startParameterFitWorker(boss: PgBoss, orm: MikroORM, services: Services): Promise<void> {
  await boss.createQueue(FIT_QUEUE, { name: FIT_QUEUE, policy: 'stately', retryLimit: 2, retryDelay: 300 });
  await boss.createQueue(FIT_SCAN_QUEUE, { name: FIT_SCAN_QUEUE, policy: 'singleton' });
  await boss.createQueue(FIT_WEEKLY_QUEUE, { name: FIT_WEEKLY_QUEUE, policy: 'singleton' });
  await boss.schedule(FIT_SCAN_QUEUE, SCAN_CRON);
  await boss.schedule(FIT_WEEKLY_QUEUE, WEEKLY_CRON);

  const send = (userId: number) =>
    boss.send(FIT_QUEUE, { userId } satisfies FitJob, { singletonKey: `user:${userId}` }).then(() => {});

  await boss.work(FIT_SCAN_QUEUE, async () => {
    for (const userId of await pendingFits(orm.em.fork())) await send(userId);
  });
  await boss.work(FIT_WEEKLY_QUEUE, async () => {
    const asked = await requestDueFits(orm.em.fork(), services.clock.now());
    if (asked > 0) services.logger.info(`Ajustes de parámetros pedidos: ${asked}`);
  });
  await boss.work<FitJob>(FIT_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const started = Date.now();
    const run = await runParameterFit(orm.em.fork(), job.data.userId, () => services.clock.now());
    if (run.ran) {
      // Figures only: never the learner's reviews or weights.
      services.logger.info(run.improved ? 'Parámetros ajustados' : 'Parámetros mantenidos', {
        userId: run.userId,
        reviewsUsed: run.reviewsUsed,
        ms: Date.now() - started,
        logLossBefore: run.previousLogLoss,
        logLoss: run.logLoss,
        recomputed: run.recomputed,
      });
    }
  });
  services.requestParameterFit = send;
}
