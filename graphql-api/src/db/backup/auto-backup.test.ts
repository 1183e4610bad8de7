import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { everything } from '../../../test/database-rows';
import { folderWithCards, learnerWithToken, sql } from '../../../test/factories';
import { capturingLogger, createTestDatabase, startTestApp, type TestApp } from '../../../test/test-app';
import { mikroOrmConfig } from '../../config/mikro-orm.config';
import { migrationsList } from '../migrations';
import { backupFailureReasons } from './auto-backup';
import { BACKUP_QUEUE } from './backup.jobs';
import { backupName, restoreBackup } from './backup-file';

jest.setTimeout(120_000);

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-auto-backup-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A fake backup of the nightly series (content is not read by the rotation), with its checksum file. */
function fakeScheduled(dir: string, day: string) {
  const name = backupName(new Date(`${day}T03:00:00Z`), 'scheduled');
  fs.writeFileSync(path.join(dir, name), 'x');
  fs.writeFileSync(path.join(dir, `${name}.sha256`), `0  ${name}\n`);
  return name;
}

async function waitFor<T>(read: () => T | undefined, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const metricsText = (t: TestApp) => t.services.metrics.registry.metrics();
const metricValue = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

describe('the nightly backup job', () => {
  let t: TestApp;
  let dir: string;
  const log = capturingLogger('info');
  beforeAll(async () => {
    dir = path.join(root, 'nightly');
    fs.mkdirSync(dir);
    // Ten earlier nights (from 2020, long before today), an operator's own backup and files that are not ours.
    for (let day = 1; day <= 10; day++) fakeScheduled(dir, `2020-01-${String(day).padStart(2, '0')}`);
    const manual = backupName(new Date('2019-06-01T12:00:00Z'));
    for (const name of [manual, `${manual}.sha256`, 'notas.txt', 'repaso-2019-01-01T03-00-00Z-scheduled.backup.gz']) {
      fs.writeFileSync(path.join(dir, name), 'mine');
    }
    t = await startTestApp({
      logger: log.logger,
      env: { REMINDER_WORKER: 'true', BACKUP_ENABLED: 'true', BACKUP_DIR: dir, BACKUP_KEEP_DAILY: '3' },
    });
  });
  afterAll(() => t.stop());

  it('is scheduled once, at BACKUP_HOUR UTC, in the shared database', async () => {
    const rows = await sql<{ cron: string; timezone: string }>(
      t,
      'select cron, timezone from pgboss.schedule where name = ?',
      [BACKUP_QUEUE],
    );
    expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'UTC' }]);
  });

  it('knows the newest backup in the folder from the start', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', backups: { lastSuccessAt: '2020-01-10T03:00:00.000Z', failing: false } });
    expect(metricValue(await metricsText(t), 'repaso_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2020-01-10T03:00:00Z') / 1000,
    );
  });

  it('run through pg-boss, writes a backup that restores row for row, and rotates the folder', async () => {
    const learner = await learnerWithToken(t, { scope: 'READ_WRITE' });
    const { cards } = await folderWithCards(learner.agent, ['uno', 'dos'], 'Nocturna');
    await learner.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' }).expect(200);
    const before = await everything(t.databaseUrl);

    const started = Date.now();
    await t.worker?.boss.send(BACKUP_QUEUE, {});
    const today = new Date().toISOString().slice(0, 10);
    const name = await waitFor(
      () =>
        fs
          .readdirSync(dir)
          .find((file) => file.startsWith(`repaso-${today}`) && file.endsWith('-scheduled.backup.gz.sha256'))
          ?.replace(/\.sha256$/, ''),
      'the backup',
    );
    const file = path.join(dir, name);

    // The rotation (3 daily, 4 weekly, 6 monthly): tonight's, then 2020-01-10 and 09 (daily), 05 (the week of
    // 30 Dec – 5 Jan); the operator's backup and the files that are not ours untouched. It runs once the backup is
    // written (its `.sha256` last), in the same job: wait for it rather than catch the folder in between.
    const expected = [
      name,
      `${name}.sha256`,
      'notas.txt',
      'repaso-2019-01-01T03-00-00Z-scheduled.backup.gz',
      'repaso-2019-06-01T12-00-00Z.backup.gz',
      'repaso-2019-06-01T12-00-00Z.backup.gz.sha256',
      ...['05', '09', '10'].flatMap((day) => {
        const old = backupName(new Date(`2020-01-${day}T03:00:00Z`), 'scheduled');
        return [old, `${old}.sha256`];
      }),
    ].sort();
    const listing = () => fs.readdirSync(dir).sort();
    await waitFor(() => (listing().join() === expected.join() ? true : undefined), 'the rotation', 10_000).catch(
      () => undefined,
    );
    expect(listing()).toEqual(expected);

    // What `npm run restore` does, into a fresh database: every row comes back.
    const fresh = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmConfig(fresh.url));
    try {
      await restoreBackup(file, fresh.url, orm);
      expect(await everything(fresh.url)).toEqual(before);
    } finally {
      await orm.close(true);
      await fresh.drop();
    }

    const health = await t.http.get('/api/health').expect(200);
    expect(health.body.backups.failing).toBe(false);
    expect(Date.parse(health.body.backups.lastSuccessAt)).toBeGreaterThanOrEqual(started - 1000);
    const text = await metricsText(t);
    expect(metricValue(text, 'repaso_backup_last_size_bytes')).toBe(fs.statSync(file).size);
    expect(metricValue(text, 'repaso_backup_last_success_timestamp_seconds')).toBe(
      Math.floor(Date.parse(health.body.backups.lastSuccessAt) / 1000),
    );
    expect(metricValue(text, 'repaso_backup_failures_total')).toBe(0);
    expect(log.records().some((r) => r.msg === 'Copia de seguridad nocturna hecha' && r.file === name)).toBe(true);
  });
});

describe('a failing backup', () => {
  it('is logged at error level without the password, shown in /api/health and counted', async () => {
    // A BACKUP_DIR under a file can be made by nobody, root included.
    const blocker = path.join(root, 'a-file');
    fs.writeFileSync(blocker, '');
    const log = capturingLogger('info');
    const t = await startTestApp({
      logger: log.logger,
      env: { BACKUP_ENABLED: 'true', BACKUP_DIR: path.join(blocker, 'backups') },
    });
    try {
      expect((await t.http.get('/api/health').expect(200)).body).toEqual({
        status: 'ok',
        backups: { lastSuccessAt: null, failing: false },
      });
      await expect(t.backups?.run('scheduled')).rejects.toThrow(/ENOTDIR/);

      const res = await t.http.get('/api/health').expect(200);
      expect(res.body).toEqual({
        status: 'ok',
        backups: {
          lastSuccessAt: null,
          failing: true,
          lastFailureAt: expect.any(String),
          message: backupFailureReasons.unwritable,
        },
      });
      expect(metricValue(await metricsText(t), 'repaso_backup_failures_total')).toBe(1);
      const errors = log.records().filter((record) => record.level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].msg).toBe(`La copia de seguridad nocturna falló: ${backupFailureReasons.unwritable}`);
      expect(errors[0].err.code).toBe('ENOTDIR');
      const url = new URL(t.databaseUrl);
      expect(log.text()).not.toContain(`${url.username}:${url.password}@`);
    } finally {
      await t.stop();
    }
  });
});

describe('the backup before migrations', () => {
  const previous = migrationsList[migrationsList.length - 2].name;

  /** A database with data, one migration behind this version. */
  async function oneMigrationBehind() {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmConfig(database.url));
    try {
      await orm.getMigrator().up({ to: previous });
    } finally {
      await orm.close(true);
    }
    return database;
  }

  it('is taken when a start has migrations to apply to a database with data, and not on a first start', async () => {
    const dir = path.join(root, 'before');
    const first = await startTestApp({ env: { BACKUP_ENABLED: 'true', BACKUP_DIR: dir } });
    await first.stop();
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);

    const database = await oneMigrationBehind();
    const t = await startTestApp({ database, env: { BACKUP_ENABLED: 'true', BACKUP_DIR: dir } });
    try {
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(2);
      const name = files.find((file) => file.endsWith('-before-migrations.backup.gz'));
      expect(name).toBeDefined();
      expect(files).toContain(`${name}.sha256`);
      await t.http.get('/api/health/ready').expect(200);

      // Started again, nothing is pending: no second backup.
      await t.close();
      const again = await startTestApp({ database, env: { BACKUP_ENABLED: 'true', BACKUP_DIR: dir } });
      await again.close();
      expect(fs.readdirSync(dir)).toHaveLength(2);
    } finally {
      await database.drop();
    }
  });

  it('stops the start with nothing migrated when it fails', async () => {
    const blocker = path.join(root, 'another-file');
    fs.writeFileSync(blocker, '');
    const database = await oneMigrationBehind();
    try {
      await expect(
        startTestApp({ database, env: { BACKUP_ENABLED: 'true', BACKUP_DIR: path.join(blocker, 'backups') } }),
      ).rejects.toThrow(
        `no se pudo hacer la copia de seguridad previa a las migraciones (${backupFailureReasons.unwritable}); nada se ha migrado. Arregla BACKUP_DIR, o arranca con BACKUP_ENABLED=false para migrar sin copia`,
      );
      const orm = await MikroORM.init(mikroOrmConfig(database.url));
      try {
        expect((await orm.getMigrator().getPendingMigrations()).length).toBe(1);
      } finally {
        await orm.close(true);
      }
    } finally {
      await database.drop();
    }
  });
});
