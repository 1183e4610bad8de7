import { sql } from '../../test/factories';
import { learners, perLearner, shared, sharedSchemas } from '../../test/shard-tables';
import { startTestApp, type TestApp } from '../../test/test-app';

// Issue 40, item 6: the classification of every table is test/shard-tables.ts; here, the schema keeps to it.

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
