import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

type StoreCard = { storeKey: string; cardKey: string; front: string; back: string; noteId: number | null };

describe('the store notes migration', () => {
  it("gives every card of Repaso's store folders a Básica community note of its sides, and only those", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261129083000_community_followups' });
    const db = orm.em.fork().getConnection();
    const storeCards = (): Promise<StoreCard[]> =>
      db.execute(
        `select f.store_key as "storeKey", c.card_key as "cardKey", c.front, c.back, c.note_id as "noteId"
           from community_cards c join community_folders f on f.id = c.community_folder_id
          where f.store_key is not null order by f.id, c.position`,
      );
    const before = await storeCards();
    expect(before).toHaveLength(50);
    expect(before.every((card) => card.noteId === null)).toBe(true);
    // A learner's snapshot taken before notes is theirs: it stays as it is.
    const [ana] = await db.execute(
      `insert into users (email, password_hash) values ('ana@example.com', 'x') returning id`,
    );
    const [published] = await db.execute(
      `insert into community_folders (slug, author_id, title) values ('animales-a2b3', ?, 'Animales') returning id`,
      [ana.id],
    );
    await db.execute(
      `insert into community_cards (community_folder_id, position, card_key, front, back, changed_version)
       values (?, 0, 'k1', 'perro', 'dog', 1)`,
      [published.id],
    );
    const versions = await db.execute('select id, version from community_folders order by id');

    await migrator.up();

    const notes = await db.execute(
      `select f.store_key as "storeKey", c.card_key as "cardKey", c.template_ord as "templateOrd", n.fields, n.guid,
              n.changed_version as "changedVersion", t.name, t.kind, t.builtin, t.fields as "typeFields", t.templates
         from community_cards c join community_folders f on f.id = c.community_folder_id
         join community_notes n on n.id = c.note_id and n.community_folder_id = f.id
         join community_note_types t on t.id = n.community_note_type_id and t.community_folder_id = f.id
        where f.store_key is not null order by f.id, c.position`,
    );
    expect(notes).toEqual(
      before.map((card) => ({
        storeKey: card.storeKey,
        cardKey: card.cardKey,
        templateOrd: 0,
        fields: [card.front, card.back],
        guid: `repaso-${card.storeKey}-${card.cardKey}`,
        changedVersion: 1,
        name: 'Básica',
        kind: 'standard',
        builtin: 'basic',
        typeFields: ['Anverso', 'Reverso'],
        templates: [
          { name: 'Tarjeta 1', question: '{{Anverso}}', answer: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Reverso}}' },
        ],
      })),
    );
    expect(await db.execute('select count(*)::int as n from community_note_types')).toEqual([{ n: 5 }]);
    expect(
      await db.execute('select note_id, template_ord from community_cards where community_folder_id = ?', [
        published.id,
      ]),
    ).toEqual([{ note_id: null, template_ord: null }]);
    // Copies already taken have no new version to take.
    expect(await db.execute('select id, version from community_folders order by id')).toEqual(versions);

    // Down through this migration (and any later one).
    await migrator.down({ to: 'Migration20261129091000_store_notes' });
    expect(await storeCards()).toEqual(before);
    expect(await db.execute('select count(*)::int as n from community_notes')).toEqual([{ n: 0 }]);
    expect(await db.execute('select count(*)::int as n from community_note_types')).toEqual([{ n: 0 }]);
  });
});
