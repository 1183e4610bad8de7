import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openUnmigratedOrm, startTestApp } from '../../test/test-app';
import { migrationsList } from './migrations';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

type Column = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  column_default: string | null;
  character_maximum_length: number | null;
};

async function columns(table: string): Promise<Record<string, Column>> {
  const rows: Column[] = await orm.em
    .fork()
    .getConnection()
    .execute(
      `select table_name, column_name, data_type, is_nullable, column_default, character_maximum_length
       from information_schema.columns where table_schema = 'public' and table_name = ?`,
      [table],
    );
  return Object.fromEntries(rows.map((row) => [row.column_name, row]));
}

describe('migrations on an empty database', () => {
  it('apply from scratch, leave nothing pending and match the entities exactly', async () => {
    const migrator = orm.getMigrator();
    const applied = await migrator.up();
    expect(applied.length).toBeGreaterThan(0);
    expect(await migrator.getPendingMigrations()).toEqual([]);
    expect(await migrator.up()).toEqual([]);
    // An entity changed without a migration shows up here as SQL to run.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('create every table of SPEC §3 and DESIGN §4', async () => {
    const rows: { table_name: string }[] = await orm.em
      .fork()
      .getConnection()
      .execute(`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(rows.map((row) => row.table_name)).toEqual([
      'api_tokens',
      'card_due_days',
      'card_intervals',
      'cards',
      'community_cards',
      'community_folders',
      'community_media',
      'community_note_types',
      'community_notes',
      'community_reports',
      'email_reminders',
      'folders',
      'import_jobs',
      'import_uploads',
      'media',
      'media_chunks',
      'mikro_orm_migrations',
      'note_types',
      'notes',
      'public_request_buckets',
      'rate_limits',
      'review_days',
      'reviews',
      'sessions',
      'study_days',
      'study_sessions',
      'users',
    ]);
  });

  it('give the sessions table the columns connect-pg-simple needs', async () => {
    const session = await columns('sessions');
    expect(Object.keys(session).sort()).toEqual(['expire', 'sess', 'sid']);
    expect(session.sid).toMatchObject({ is_nullable: 'NO' });
    expect(session.sess).toMatchObject({ data_type: 'json', is_nullable: 'NO' });
    expect(session.expire).toMatchObject({ data_type: 'timestamp with time zone', is_nullable: 'NO' });
    const indexes: { indexdef: string }[] = await orm.em
      .fork()
      .getConnection()
      .execute(`select indexdef from pg_indexes where tablename = 'sessions'`);
    expect(indexes.map((index) => index.indexdef).join('\n')).toMatch(/\(expire\)/);
  });

  it('keep the lengths and defaults of SPEC §3', async () => {
    const users = await columns('users');
    expect(users.email.character_maximum_length).toBe(255);
    expect(users.password_hash.character_maximum_length).toBe(255);
    expect(users.first_name.character_maximum_length).toBe(100);
    expect(users.reset_token.character_maximum_length).toBe(255);
    expect(users.is_email_verified.column_default).toBe('false');
    expect(users.time_zone.column_default).toBe("'UTC'::character varying");
    expect(users.reminders_enabled.column_default).toBe('true');
    const cards = await columns('cards');
    expect(cards.difficulty).toMatchObject({
      character_maximum_length: 10,
      column_default: "'new'::character varying",
    });
    expect(cards.interval.column_default).toBe('2');
    expect(cards.ease_factor.column_default).toBe('250');
    expect(cards.review_count.column_default).toBe('0');
    expect((await columns('folders')).name.character_maximum_length).toBe(255);
    expect((await columns('email_reminders')).difficulty.character_maximum_length).toBe(10);
  });

  it('make e-mail unique regardless of case', async () => {
    const connection = orm.em.fork().getConnection();
    await connection.execute(`insert into users (email, password_hash) values ('ana@example.com', 'x')`);
    await expect(
      connection.execute(`insert into users (email, password_hash) values ('ANA@example.com', 'x')`),
    ).rejects.toThrow(/users_email_lower_unique/);
  });

  it('cascade a user deletion to folders and cards', async () => {
    const connection = orm.em.fork().getConnection();
    const [user] = await connection.execute(
      `insert into users (email, password_hash) values ('borrar@example.com', 'x') returning id`,
    );
    const [folder] = await connection.execute(`insert into folders (name, user_id) values ('F', ?) returning id`, [
      user.id,
    ]);
    await connection.execute(`insert into cards (front, back, folder_id) values ('a', 'b', ?)`, [folder.id]);
    await connection.execute('delete from users where id = ?', [user.id]);
    const [{ count }] = await connection.execute('select count(*)::int as count from cards where folder_id = ?', [
      folder.id,
    ]);
    expect(count).toBe(0);
  });
});

describe('several instances starting together', () => {
  it('migrate one at a time and all start', async () => {
    const database = await createTestDatabase();
    const shared = { ...database, drop: async () => {} };
    const apps = await Promise.all([1, 2, 3].map(() => startTestApp({ database: shared })));
    try {
      const [{ n }] = await apps[0].orm.em
        .fork()
        .getConnection()
        .execute('select count(*)::int as n from mikro_orm_migrations');
      // Each migration applied exactly once, not once per instance.
      expect(n).toBe(migrationsList.length);
    } finally {
      for (const app of apps) await app.stop();
      await database.drop();
    }
  });
});
