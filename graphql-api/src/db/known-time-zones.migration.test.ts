import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the known_time_zones migration', () => {
  it("rewrites stored zones to PostgreSQL's spelling, and the ones Node or PostgreSQL cannot use to UTC", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261121222840_due_list_index' });
    const connection = orm.em.fork().getConnection();
    const stored = ['Europe/Madrid', 'europe/madrid', 'US/Pacific-New', 'Factory', 'Nada/Ninguna', 'UTC'];
    for (const [i, zone] of stored.entries()) {
      await connection.execute(`insert into users (email, password_hash, time_zone) values (?, 'x', ?)`, [
        `zona${i}@example.com`,
        zone,
      ]);
    }

    await migrator.up();

    const rows: { time_zone: string }[] = await connection.execute('select time_zone from users order by id');
    expect(rows.map((row) => row.time_zone)).toEqual(['Europe/Madrid', 'Europe/Madrid', 'UTC', 'UTC', 'UTC', 'UTC']);
  });
});
