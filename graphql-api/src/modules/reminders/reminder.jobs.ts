import type { MikroORM } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Services } from '../../core/services';
import { pruneRateLimits } from '../accounts/throttle';
import { type DigestOptions, sendDueDigests } from './reminder.service';

export const DIGEST_QUEUE = 'reminder-digest';
/** Every 15 minutes: each user gets their digest within a quarter of an hour of REMINDER_HOUR local. */
const DIGEST_CRON = '*/15 * * * *';
export const RATE_LIMIT_PRUNE_QUEUE = 'rate-limit-prune';
/** Hourly, off the quarter hours of the digest. */
const RATE_LIMIT_PRUNE_CRON = '7 * * * *';

export type ReminderWorker = { boss: PgBoss; stop: (timeoutMs?: number) => Promise<void> };

/**
 * pg-boss on the application's PostgreSQL (schema `pgboss`): a cron schedule that any number of
 * instances share (one job per tick), and a worker that sends the digests. A run with failed sends
 * fails the job, and pg-boss retries it with back-off; users already served are not mailed again.
 */
export async function startReminderWorker(
  databaseUrl: string,
  orm: MikroORM,
  services: Services,
  options: DigestOptions,
): Promise<ReminderWorker> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 2 });
  boss.on('error', (error) => services.logger.error('pg-boss', error));
  await boss.start();
  await boss.createQueue(DIGEST_QUEUE, {
    name: DIGEST_QUEUE,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    policy: 'singleton',
  });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON);
  await boss.work(DIGEST_QUEUE, async () => {
    const result = await sendDueDigests(orm.em.fork(), services, options);
    if (result.sent > 0) services.logger.info(`Recordatorios enviados: ${result.sent}`);
    if (result.failed > 0) throw new Error(`${result.failed} recordatorios fallaron; se reintentará`);
  });
  await boss.createQueue(RATE_LIMIT_PRUNE_QUEUE, { name: RATE_LIMIT_PRUNE_QUEUE, policy: 'singleton' });
  await boss.schedule(RATE_LIMIT_PRUNE_QUEUE, RATE_LIMIT_PRUNE_CRON);
  await boss.work(RATE_LIMIT_PRUNE_QUEUE, async () => {
    await pruneRateLimits(orm.em.fork(), services.clock.now());
  });
  return { boss, stop: (timeoutMs) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }) };
}
