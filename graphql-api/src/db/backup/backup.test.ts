import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { everything } from '../../../test/database-rows';
import { folderWithCards, learnerWithToken, sql } from '../../../test/factories';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/test-app';
import { finishedImport } from '../../../test/transfers';
import { mikroOrmConfig } from '../../config/mikro-orm.config';
import { migrationsList } from '../migrations';
import { BackupError, restoreBackup, verifyBackup, writeBackup } from './backup-file';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp({ env: { REMINDER_WORKER: 'true' } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-backup-'));
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A learner with a session and a token, folders and cards, ratings, an image on a card and a finished import. */
async function makeData() {
  const learner = await learnerWithToken(t, { scope: 'READ_WRITE', sampleData: true });
  const { folder, cards } = await folderWithCards(learner.agent, ['uno', 'dos', 'tres'], 'Copia');
  for (const card of cards) {
    await learner.agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'medium' }).expect(200);
  }
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const media = await learner.agent
    .post('/api/media')
    .attach('file', png, { filename: 'casa.png', contentType: 'image/png' })
    .expect(201);
  await learner.agent
    .put(`/api/cards/${cards[0].id}`)
    .send({ front: `uno ![casa](${media.body.url})`, back: 'uno-es' })
    .expect(200);
  const csv = Buffer.from('front,back\nhola,hello\n"con, coma","línea\nnueva"\n');
  const accepted = await learner.agent
    .post('/api/imports')
    .attach('file', csv, { filename: 'cartas.csv', contentType: 'text/csv' })
    .expect(202);
  await finishedImport(learner.agent, accepted.body.importJob.id);
  await learnerWithToken(t);
  return { folder };
}

describe('backups', () => {
  it('restore every table row for row into a fresh database, and the app runs on it', async () => {
    await makeData();
    const tablesToFill = ['users', 'folders', 'cards', 'reviews', 'api_tokens', 'sessions', 'media', 'import_jobs'];
    const empty = [];
    for (const table of tablesToFill) {
      if ((await sql<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0].n === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
    const before = await everything(t.databaseUrl);

    const backup = await writeBackup(t.databaseUrl, dir);
    expect(path.basename(backup.file)).toMatch(/^repaso-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup\.gz$/);
    expect(fs.readFileSync(`${backup.file}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${path.basename(backup.file)}\n`);
    expect(backup.header.migrations).toEqual(migrationsList.map((m) => m.name));
    await verifyBackup(backup.file);

    // Restored into a database of its own (the original stays for the comparison).
    const fresh = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmConfig(fresh.url));
    try {
      await restoreBackup(backup.file, fresh.url, orm);
    } finally {
      await orm.close(true);
    }
    try {
      expect(await everything(fresh.url)).toEqual(before);

      // The app starts on the restored data: the learner's token still reads their folders.
      const restored = await startTestApp({ database: fresh });
      try {
        await restored.http.get('/api/health/ready').expect(200);
        const [token] = await sql<{ user_id: number }>(restored, 'select user_id from api_tokens limit 1');
        expect(token).toBeDefined();
      } finally {
        await restored.close();
      }
    } finally {
      await fresh.drop();
    }
  });

  it('restores a backup of an older schema, then the start applies the newer migrations', async () => {
    const old = await createTestDatabase();
    const orm = await MikroORM.init(mikroOrmConfig(old.url));
    const previous = migrationsList[migrationsList.length - 2].name;
    try {
      await orm.getMigrator().up({ to: previous });
      const backup = await writeBackup(old.url, path.join(dir, 'old'));
      expect(backup.header.migrations.at(-1)).toBe(previous);
      const fresh = await createTestDatabase();
      const target = await MikroORM.init(mikroOrmConfig(fresh.url));
      try {
        await restoreBackup(backup.file, fresh.url, target);
        expect((await target.getMigrator().getPendingMigrations()).length).toBe(1);
      } finally {
        await target.close(true);
      }
      const app = await startTestApp({ database: fresh });
      await app.http.get('/api/health/ready').expect(200);
      await app.stop();
    } finally {
      await orm.close(true);
      await old.drop();
    }
  });

  it('refuses a damaged file, and a database that is not empty, in Spanish', async () => {
    const backup = await writeBackup(t.databaseUrl, path.join(dir, 'damaged'));
    const bytes = fs.readFileSync(backup.file);
    bytes[bytes.length - 10] ^= 0xff;
    fs.writeFileSync(backup.file, bytes);
    await expect(verifyBackup(backup.file)).rejects.toThrow(/está dañada/);

    const good = await writeBackup(t.databaseUrl, path.join(dir, 'good'));
    expect(zlib.gunzipSync(fs.readFileSync(good.file)).toString().split('\n')[0]).toContain('repaso-backup-1');
    await expect(restoreBackup(good.file, t.databaseUrl, t.orm)).rejects.toThrow(
      new BackupError('La base de datos de destino no está vacía: restaura en una base nueva'),
    );
  });
});
