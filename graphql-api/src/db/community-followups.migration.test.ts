import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';
import { typeHashSql } from '../modules/community/community.notes';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the community follow-ups migration', () => {
  it("ties copied notes (and cards copied before notes) to the copy they are in, and counts a copied type unedited only while it equals the community's", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261129070000_keyed_triggers' });
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
    const [copy, other] = await db.execute(
      `insert into folders (name, user_id, community_folder_id, community_version) values ('Animales', ?, ?, 1), ('Mía', ?, null, null)
       returning id`,
      [bea.id, cf.id, bea.id],
    );
    const templates = JSON.stringify([{ name: 'Tarjeta 1', question: '{{Palabra}}', answer: '{{Traducción}}' }]);
    const [same, differs] = await db.execute(
      `insert into community_note_types (community_folder_id, name, kind, fields, templates)
       values (?, 'Vocabulario', 'standard', '{Palabra,Traducción}', ?::jsonb),
              (?, 'Verbos', 'standard', '{Palabra,Traducción}', ?::jsonb) returning id`,
      [cf.id, templates, cf.id, templates],
    );
    const [asTaken, edited] = await db.execute(
      `insert into note_types (user_id, name, kind, fields, templates, community_note_type_id)
       values (?, 'Vocabulario', 'standard', '{Palabra,Traducción}', ?::jsonb, ?),
              (?, 'Verbos', 'standard', '{Palabra,Traducción,Ejemplo}', ?::jsonb, ?) returning id`,
      [bea.id, templates, same.id, bea.id, templates, differs.id],
    );
    const [inCopy, movedOut, own] = await db.execute(
      `insert into notes (user_id, folder_id, note_type_id, fields, guid, community_guid, community_hash)
       values (?, ?, ?, '{perro,dog}', 'g1', 'g1', 'h'), (?, ?, ?, '{gato,cat}', 'g2', 'g2', 'h'),
              (?, ?, ?, '{pez,fish}', 'g3', null, null) returning id`,
      [bea.id, copy.id, asTaken.id, bea.id, other.id, asTaken.id, bea.id, copy.id, asTaken.id],
    );

    // A card copied before notes: its note (the safety-net trigger's) follows no community note.
    const [card] = await db.execute(
      `insert into cards (folder_id, user_id, front, back, community_key) values (?, ?, 'uno', 'one', 'k1') returning note_id`,
      [copy.id, bea.id],
    );

    await migrator.up();

    expect(await db.execute('select community_copy_id from notes where id = ?', [card.note_id])).toEqual([
      { community_copy_id: copy.id },
    ]);
    expect(
      await db.execute('select id, community_copy_id from notes where id in (?, ?, ?) order by id', [
        inCopy.id,
        movedOut.id,
        own.id,
      ]),
    ).toEqual([
      { id: inCopy.id, community_copy_id: copy.id },
      // Moved before the copy was remembered: nothing tells which copy it came from, so it follows none.
      { id: movedOut.id, community_copy_id: null },
      { id: own.id, community_copy_id: null },
    ]);
    const hashes: { id: number; community_hash: string | null }[] = await db.execute(
      'select id, community_hash from note_types where id in (?, ?) order by id',
      [asTaken.id, edited.id],
    );
    // The hash a copy's update compares: the type as it is, so it counts as unedited.
    expect(
      await db.execute(
        `select ${typeHashSql('nt')} = nt.community_hash as unedited from note_types nt where nt.id = ?`,
        [asTaken.id],
      ),
    ).toEqual([{ unedited: true }]);
    expect(hashes[1]).toEqual({ id: edited.id, community_hash: null });

    await migrator.down({ to: 'Migration20261129070000_keyed_triggers' });
    const columns: { column_name: string }[] = await db.execute(
      `select column_name from information_schema.columns
        where table_name in ('notes', 'note_types') and column_name in ('community_copy_id', 'community_hash')`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['community_hash']);
    await migrator.up();
  });
});
