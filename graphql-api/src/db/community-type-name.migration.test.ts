import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the community type name migration', () => {
  it("counts an existing copied type as not renamed only while it has the community type's name", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261129083000_community_followups' });
    const db = orm.em.fork().getConnection();
    const [ana, bea] = await db.execute(
      `insert into users (email, password_hash) values ('ana@example.com', 'x'), ('bea@example.com', 'x') returning id`,
    );
    const [source] = await db.execute(`insert into folders (name, user_id) values ('Animales', ?) returning id`, [
      ana.id,
    ]);
    const [cf] = await db.execute(
      `insert into community_folders (slug, author_id, source_folder_id, title) values ('animales-a2b3', ?, ?, 'Animales')
       returning id`,
      [ana.id, source.id],
    );
    const templates = JSON.stringify([{ name: 'Tarjeta 1', question: '{{Palabra}}', answer: '{{Traducción}}' }]);
    const [vocab, verbs] = await db.execute(
      `insert into community_note_types (community_folder_id, name, kind, fields, templates)
       values (?, 'Vocabulario', 'standard', '{Palabra,Traducción}', ?::jsonb),
              (?, 'Verbos', 'standard', '{Palabra,Traducción}', ?::jsonb) returning id`,
      [cf.id, templates, cf.id, templates],
    );
    const [asCopied, renamed, own] = await db.execute(
      `insert into note_types (user_id, name, kind, fields, templates, community_note_type_id)
       values (?, 'Vocabulario', 'standard', '{Palabra,Traducción}', ?::jsonb, ?),
              (?, 'Mis verbos', 'standard', '{Palabra,Traducción}', ?::jsonb, ?),
              (?, 'Verbos', 'standard', '{Palabra,Traducción}', ?::jsonb, null) returning id`,
      [bea.id, templates, vocab.id, bea.id, templates, verbs.id, bea.id, templates],
    );

    await migrator.up();
    expect(
      await db.execute('select id, community_name from note_types where id in (?, ?, ?) order by id', [
        asCopied.id,
        renamed.id,
        own.id,
      ]),
    ).toEqual([
      { id: asCopied.id, community_name: 'Vocabulario' },
      // Named otherwise: the learner's rename, as far as anything tells.
      { id: renamed.id, community_name: null },
      { id: own.id, community_name: null },
    ]);

    await migrator.down({ to: 'Migration20261129083000_community_followups' });
    expect(
      await db.execute(
        `select column_name from information_schema.columns where table_name = 'note_types' and column_name = 'community_name'`,
      ),
    ).toEqual([]);
    await migrator.up();
  });
});
