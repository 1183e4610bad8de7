import { backupName } from './backup-file';
import { backupsToDelete, goodBackups, isoWeekKey, parseBackupName, type RotationPolicy } from './rotation';

const policy: RotationPolicy = { daily: 7, weekly: 4, monthly: 6, beforeMigrations: 3 };

/** A backup's file and its checksum file, as the folder lists them. */
const withSum = (name: string) => [name, `${name}.sha256`];

/** One scheduled backup a day at 03:00 UTC from `first` to `last` (inclusive), as `YYYY-MM-DD`. */
function scheduledDays(first: string, last: string): string[] {
  const names: string[] = [];
  for (let day = new Date(`${first}T03:00:00Z`); day <= new Date(`${last}T03:00:00Z`); ) {
    names.push(backupName(day, 'scheduled'));
    day = new Date(day.getTime() + 86_400_000);
  }
  return names;
}

/** The days (`YYYY-MM-DD`) of the backups that remain once `deleted` are gone. */
function daysLeft(names: string[], deleted: string[]): string[] {
  const gone = new Set(deleted);
  return goodBackups(names.filter((name) => !gone.has(name)))
    .map((file) => file.at.toISOString().slice(0, 10))
    .sort();
}

describe('backup names', () => {
  it('carry the UTC time and the kind', () => {
    const at = new Date('2025-03-09T03:00:07.123Z');
    expect(backupName(at)).toBe('repaso-2025-03-09T03-00-07Z.backup.gz');
    expect(backupName(at, 'scheduled')).toBe('repaso-2025-03-09T03-00-07Z-scheduled.backup.gz');
    expect(backupName(at, 'before-migrations')).toBe('repaso-2025-03-09T03-00-07Z-before-migrations.backup.gz');
    expect(parseBackupName(backupName(at, 'before-migrations'))).toEqual({
      name: 'repaso-2025-03-09T03-00-07Z-before-migrations.backup.gz',
      at: new Date('2025-03-09T03:00:07Z'),
      kind: 'before-migrations',
    });
    expect(parseBackupName('repaso-2025-03-09T03-00-07Z.backup.gz')?.kind).toBe('manual');
    for (const other of [
      'notes.txt',
      'repaso-2025-03-09T03-00-07Z.backup.gz.partial',
      'repaso-2025-03-09T03-00-07Z-weekly.backup.gz',
      'repaso-2025-13-45T03-00-07Z.backup.gz.sha256',
      'mine-repaso-2025-03-09T03-00-07Z.backup.gz',
    ]) {
      expect(parseBackupName(other)).toBeUndefined();
    }
  });

  it('ISO weeks start on Monday and the first holds the first Thursday', () => {
    expect(isoWeekKey(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01'); // a Monday of 2024 in 2025's week 1
    expect(isoWeekKey(new Date('2025-01-05T23:59:59Z'))).toBe('2025-W01'); // Sunday
    expect(isoWeekKey(new Date('2025-01-06T00:00:00Z'))).toBe('2025-W02'); // Monday
    expect(isoWeekKey(new Date('2026-01-01T03:00:00Z'))).toBe('2026-W01');
    expect(isoWeekKey(new Date('2027-01-01T03:00:00Z'))).toBe('2026-W53');
  });
});

describe('rotation', () => {
  it('keeps 7 daily, 4 weekly and 6 monthly of a year of nightly backups', () => {
    const names = scheduledDays('2025-01-01', '2025-12-31').flatMap(withSum);
    const deleted = backupsToDelete(names, policy);
    expect(daysLeft(names, deleted)).toEqual([
      // monthly: the last of July … November (December's is the newest daily)
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      // weekly: the Sundays closing the weeks before the last (2025-12-28's week is among the dailies)
      '2025-12-14',
      '2025-12-21',
      // daily
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    // Each deleted backup goes with its checksum file, and nothing else is deleted.
    expect(deleted.length).toBe((365 - 14) * 2);
    for (const name of deleted.filter((n) => !n.endsWith('.sha256'))) expect(deleted).toContain(`${name}.sha256`);
  });

  it('applied after every night of the year, leaves what one pass over the year leaves', () => {
    const all = scheduledDays('2025-01-01', '2025-12-31');
    let folder: string[] = [];
    for (const name of all) {
      folder.push(...withSum(name));
      const deleted = new Set(backupsToDelete(folder, policy));
      folder = folder.filter((file) => !deleted.has(file));
      // Never more than the policy allows, and the night's backup always stays.
      expect(goodBackups(folder).length).toBeLessThanOrEqual(7 + 4 + 6);
      expect(folder).toContain(name);
    }
    const once = all.flatMap(withSum);
    expect(daysLeft(folder, [])).toEqual(daysLeft(once, backupsToDelete(once, policy)));
  });

  it('across month and week boundaries in early March, keeps the last of each month and week', () => {
    const names = scheduledDays('2025-01-01', '2025-03-02').flatMap(withSum);
    expect(daysLeft(names, backupsToDelete(names, policy))).toEqual([
      '2025-01-31', // monthly
      '2025-02-09', // weekly (W06, Monday 3 to Sunday 9 February)
      '2025-02-16', // weekly (W07)
      '2025-02-23', // weekly (W08; the dailies start on Monday 24 February)
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28', // daily and February's monthly
      '2025-03-01',
      '2025-03-02', // daily, W09 weekly and March's monthly
    ]);
  });

  it('keeps the newest backup of a day with several, and counts days that have a backup, not calendar days', () => {
    const names = [
      backupName(new Date('2025-05-01T03:00:00Z'), 'scheduled'),
      backupName(new Date('2025-05-01T15:00:00Z'), 'scheduled'),
      // the server was off for most of May
      ...scheduledDays('2025-05-29', '2025-06-02'),
    ].flatMap(withSum);
    const deleted = backupsToDelete(names, { ...policy, weekly: 0, monthly: 0 });
    expect(deleted).toEqual([
      'repaso-2025-05-01T03-00-00Z-scheduled.backup.gz',
      'repaso-2025-05-01T03-00-00Z-scheduled.backup.gz.sha256',
    ]);
  });

  it('keeps the last 3 backups taken before migrations, and never touches manual backups or other files', () => {
    const before = [1, 2, 3, 4, 5].map((month) =>
      backupName(new Date(Date.UTC(2025, month, 10, 8, 30)), 'before-migrations'),
    );
    const manual = backupName(new Date('2024-01-01T12:00:00Z'));
    const others = [
      'README.txt',
      'repaso-2024-01-01T03-00-00Z-scheduled.backup.gz.partial',
      'copia-de-repaso.backup.gz',
      'repaso-2024-02-01T03-00-00Z-scheduled.backup.gz', // no checksum: unfinished or damaged, left alone
    ];
    const names = [...before.flatMap(withSum), ...withSum(manual), ...others];
    expect(backupsToDelete(names, policy)).toEqual([
      before[1],
      `${before[1]}.sha256`,
      before[0],
      `${before[0]}.sha256`,
    ]);
  });

  it('never deletes the newest good backup, whatever the counts', () => {
    const names = [
      ...scheduledDays('2025-06-01', '2025-06-03'),
      backupName(new Date('2025-06-04T07:00:00Z'), 'before-migrations'),
    ].flatMap(withSum);
    const none: RotationPolicy = { daily: 0, weekly: 0, monthly: 0, beforeMigrations: 0 };
    expect(daysLeft(names, backupsToDelete(names, none))).toEqual(['2025-06-04']);
    const scheduledOnly = scheduledDays('2025-06-01', '2025-06-03').flatMap(withSum);
    expect(daysLeft(scheduledOnly, backupsToDelete(scheduledOnly, none))).toEqual(['2025-06-03']);
  });
});
