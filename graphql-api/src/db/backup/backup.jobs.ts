import type PgBoss from 'pg-boss';
import type { AutoBackups } from './auto-backup';

export const BACKUP_QUEUE = 'backup';

/** The nightly backup's cron: minute 0 of `hour`, in UTC (like the backups' file names and the rotation's days). */
export const backupCron = (hour: number) => `0 ${hour} * * *`;

/**
 * The nightly backup on pg-boss: one schedule in the shared database, so however many instances run the worker, one
 * job a night and one instance takes it (queue policy `stately`: never two at once). A failed backup fails the job
 * (already logged and counted by `run`); pg-boss tries twice more (after 10–20 minutes, then 20–40: its back-off
 * with jitter). Where backups are off (`BACKUP_ENABLED=false`, or `DATABASE_URL` without it) an earlier schedule is
 * removed, so no job waits for a worker.
 */
export async function startBackupJob(boss: PgBoss, backups: AutoBackups | undefined, hour: number): Promise<void> {
  if (!backups) {
    await boss.unschedule(BACKUP_QUEUE);
    return;
  }
  await boss.createQueue(BACKUP_QUEUE, {
    name: BACKUP_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 600,
    retryBackoff: true,
    expireInHours: 4,
  });
  await boss.schedule(BACKUP_QUEUE, backupCron(hour), undefined, { tz: 'UTC' });
  await boss.work(BACKUP_QUEUE, async () => {
    await backups.run('scheduled');
  });
}
