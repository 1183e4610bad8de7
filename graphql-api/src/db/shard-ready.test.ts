import { sql } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 40, item 6: the data can be distributed by learner (Citus with `user_id` as the distribution column, or one
 * database per group of learners). Every table is classified here, so a new one fails this test until it is.
 */

/** A learner's rows: each carries `user_id`, never null, with an index that leads with it. */
const perLearner = [
  'api_tokens',
  'card_due_days',
  'card_intervals',
  'cards',
  'email_reminders',
  'folders',
  'import_jobs',
  'import_uploads',
  'media',
  'media_chunks',
  'note_types',
  'notes',
  'review_days',
  'reviews',
  'study_days',
  'study_sessions',
];

/** The learners themselves: distributed by their `id`, which every per-learner row names. */
const learners = ['users'];

/** Rows no single learner owns: they stay whole on every node (or on the coordinator), and why. */
const shared: Record<string, string> = {
  community_folders: 'the community library, read by every learner',
  community_cards: "a published folder's cards, read by every learner",
  community_media: "a published folder's media, read by every learner",
  community_note_types: "the note types of a published folder's notes, read by every learner who copies it",
  community_notes: "a published folder's notes, read by every learner who copies it",
  community_reports: 'reports on a published folder, read by the operators',
  sessions: 'browser sessions, looked up by their cookie before the learner is known',
  rate_limits: 'limits by address or e-mail, before a learner is known',
  public_request_buckets: "anonymous visitors' request budgets, by address",
  mikro_orm_migrations: 'the schema version',
};

/** Whole schemas of shared rows. */
const sharedSchemas: Record<string, string> = { pgboss: "pg-boss's job queue (imports, digest, fits, backups)" };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('the schema, distributable by learner', () => {
  it('classifies every table: per learner, the learners, or shared', async () => {
    const tables = await sql<{ schema: string; name: string }>(
      t,
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
    );
    const unclassified = tables.filter(({ schema, name }) =>
      schema === 'public'
        ? !perLearner.includes(name) && !learners.includes(name) && !(name in shared)
        : !(schema in sharedSchemas),
    );
    expect(unclassified).toEqual([]);
    const publicTables = tables.filter((table) => table.schema === 'public').map((table) => table.name);
    expect(publicTables.sort()).toEqual([...perLearner, ...learners, ...Object.keys(shared)].sort());
  });

  it('gives every per-learner table a user_id, never null, led by an index', async () => {
    const rows = await sql<{ name: string; nullable: string | null; type: string | null; index: string | null }>(
      t,
      `select t.name, c.is_nullable as nullable, c.data_type as type,
              (select min(i.indexrelid::regclass::text) from pg_index i
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
                where i.indrelid = ('public.' || t.name)::regclass and a.attname = 'user_id' and i.indisvalid) as index
         from unnest(?::text[]) as t(name)
         left join information_schema.columns c
           on c.table_schema = 'public' and c.table_name = t.name and c.column_name = 'user_id'
        order by 1`,
      [`{${perLearner.join(',')}}`],
    );
    const wrong = rows.filter((row) => row.nullable !== 'NO' || row.type !== 'integer' || row.index === null);
    expect(wrong).toEqual([]);
    expect(rows).toHaveLength(perLearner.length);
  });

  it("keys each child table's rows by the learner first, so a distributed key holds the distribution column", async () => {
    const keys = await sql<{ name: string; first: string }>(
      t,
      `select c.conrelid::regclass::text as name, a.attname as first
         from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'p' and c.conrelid::regclass::text = any(?::text[])
        order by 1`,
      ['{card_due_days,card_intervals,import_uploads,media_chunks}'],
    );
    expect(keys).toEqual([
      { name: 'card_due_days', first: 'user_id' },
      { name: 'card_intervals', first: 'user_id' },
      { name: 'import_uploads', first: 'user_id' },
      { name: 'media_chunks', first: 'user_id' },
    ]);
  });
});
