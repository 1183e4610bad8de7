import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';
import { plainTextAsMarkdown } from '../modules/cards/markdown';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the markdown cards migration', () => {
  it("escapes every card's plain text so that it shows as before, and leaves plain cards and dates alone", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261123203646_card_search_gist' });
    const db = orm.em.fork().getConnection();
    const [user] = await db.execute(
      `insert into users (email, password_hash) values ('md@example.com', 'x') returning id`,
    );
    const [folder] = await db.execute(`insert into folders (name, user_id) values ('F', ?) returning id`, [user.id]);
    const sides = [
      ['casa', 'house'],
      ['*to be* (ser/estar)', '# 1. <b>uno</b> [dos](tres) C:\\ruta\\'],
      ['  - guion\n1) uno', '| a |\n|---|\n~~no~~ `x` &amp; _y_'],
    ];
    const updatedAt = '2025-01-02T03:04:05.000Z';
    const inserted = [];
    for (const [front, back] of sides) {
      const [card] = await db.execute(
        `insert into cards (front, back, folder_id, updated_at) values (?, ?, ?, ?) returning id`,
        [front, back, folder.id, updatedAt],
      );
      inserted.push(card.id);
    }

    await migrator.up({ to: 'Migration20261125170000_markdown_cards' });

    const rows = (await db.execute('select id, front, back, updated_at from cards order by id')) as {
      front: string;
      back: string;
      updated_at: Date;
    }[];
    expect(rows.map((row) => [row.front, row.back])).toEqual(
      sides.map(([front, back]) => [plainTextAsMarkdown(front), plainTextAsMarkdown(back)]),
    );
    expect(rows[0]).toMatchObject({ front: 'casa', back: 'house' });
    expect(rows[1].front).toBe('\\*to be\\* (ser/estar)');
    for (const row of rows) expect(new Date(row.updated_at).toISOString()).toBe(updatedAt);
  });
});
