/**
 * Which backups the automatic rotation deletes: a pure function of the folder's file names (each name carries its
 * UTC time and kind, see `backupName`), so it can be checked on a year of names without a disk.
 *
 * - Scheduled backups (`repaso-<time>-scheduled.backup.gz`) are kept grandfather-father-son: the newest of each of
 *   the last `daily` days that have one, of the last `weekly` ISO weeks (Monday to Sunday, UTC) and of the last
 *   `monthly` calendar months (UTC). Counting buckets that have a backup, not calendar days, means a server that was
 *   off for a month still keeps its last week of backups.
 * - Backups taken before migrations (`…-before-migrations.backup.gz`): the last `beforeMigrations`.
 * - `npm run backup`'s own (`repaso-<time>.backup.gz`) are the operator's: never deleted. Neither is any file whose
 *   name is not one of ours, nor a backup without its `.sha256` (unfinished or damaged: left for a person to see).
 * - Whatever the counts, the newest good backup of the folder is never deleted.
 */

export type BackupKind = 'manual' | 'scheduled' | 'before-migrations';

export type RotationPolicy = { daily: number; weekly: number; monthly: number; beforeMigrations: number };

export type BackupFile = { name: string; at: Date; kind: BackupKind };

const pattern = /^repaso-(\d{4})-(\d\d)-(\d\d)T(\d\d)-(\d\d)-(\d\d)Z(?:-(scheduled|before-migrations))?\.backup\.gz$/;

/** The time and kind a backup's file name carries; `undefined` for any other file. */
export function parseBackupName(name: string): BackupFile | undefined {
  const match = pattern.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, kind] = match;
  const at = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
  if (Number.isNaN(at.getTime())) return undefined;
  return { name, at, kind: (kind as BackupKind | undefined) ?? 'manual' };
}

/** The backups among `names` that are whole: each with its `<name>.sha256` listed too, newest first. */
export function goodBackups(names: string[]): BackupFile[] {
  const present = new Set(names);
  return names
    .filter((name) => present.has(`${name}.sha256`))
    .map(parseBackupName)
    .filter((file): file is BackupFile => file !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name));
}

const dayKey = (at: Date) => at.toISOString().slice(0, 10);
const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** ISO 8601 week (`2025-W01`): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekKey(at: Date): string {
  const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The newest file of each of the first `count` buckets (files newest first). */
function newestPerBucket(files: BackupFile[], key: (at: Date) => string, count: number): BackupFile[] {
  const kept: BackupFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.size >= count) break;
    const bucket = key(file.at);
    if (seen.has(bucket)) continue;
    seen.add(bucket);
    kept.push(file);
  }
  return kept;
}

/** The file names to delete from a folder holding `names` (each backup with its `.sha256`). */
export function backupsToDelete(names: string[], policy: RotationPolicy): string[] {
  const good = goodBackups(names);
  const keep = new Set<string>();
  if (good[0]) keep.add(good[0].name);

  const scheduled = good.filter((file) => file.kind === 'scheduled');
  for (const [key, count] of [
    [dayKey, policy.daily],
    [isoWeekKey, policy.weekly],
    [monthKey, policy.monthly],
  ] as const) {
    for (const file of newestPerBucket(scheduled, key, count)) keep.add(file.name);
  }
  const beforeMigrations = good.filter((file) => file.kind === 'before-migrations');
  for (const file of beforeMigrations.slice(0, policy.beforeMigrations)) keep.add(file.name);

  return [...scheduled, ...beforeMigrations]
    .filter((file) => !keep.has(file.name))
    .flatMap((file) => [file.name, `${file.name}.sha256`]);
}
