import { sql } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { migrationsList } from '../db/migrations';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready with the database migrated to this version', async () => {
    const res = await t.http.get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this version is missing, and says so in Spanish', async () => {
    const last = migrationsList[migrationsList.length - 1].name;
    const [row] = await sql<{ id: number; name: string; executed_at: Date }>(
      t,
      'select * from mikro_orm_migrations where name like ?',
      [`${last}%`],
    );
    expect(row).toBeDefined();
    await sql(t, 'delete from mikro_orm_migrations where id = ?', [row.id]);
    try {
      const res = await t.http.get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ message: 'Falta 1 migración por aplicar' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await sql(t, 'insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
        row.id,
        row.name,
        row.executed_at,
      ]);
    }
    await t.http.get('/api/health/ready').expect(200);
  });

  it('is not ready once the database is gone', async () => {
    await t.dropDatabase();
    const res = await t.http.get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ message: 'La base de datos no responde' });
  });
});
