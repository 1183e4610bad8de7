import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the card_due_days migration', () => {
  it('counts the cards already there per folder and UTC due date, as the triggers then keep them', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261125190000_folder_auto_play' });
    const connection = orm.em.fork().getConnection();
    await connection.execute(`insert into users (email, password_hash) values ('antes@example.com', 'x')`);
    await connection.execute(
      `insert into folders (name, user_id) select 'Carpeta ' || g, u.id from users u, generate_series(1, 2) g
        where u.email = 'antes@example.com'`,
    );
    // 40 cards over two folders: a few never reviewed, the rest due at instants across days and around midnight UTC.
    await connection.execute(
      `insert into cards (front, back, folder_id, next_review_at)
       select 'f' || g, 'b' || g, f.id,
              case when g % 7 = 0 then null else timestamptz '2026-03-01T00:00:00Z' + g * interval '7 hours' - interval '1 second' end
         from generate_series(1, 40) g
         join (select id, row_number() over (order by id) - 1 as n from folders) f on f.n = g % 2`,
    );

    await migrator.up();

    const recount = `select folder_id, to_char((next_review_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
                            count(*)::int as cards
                       from cards where next_review_at is not null group by 1, 2 order by 1, 2`;
    const kept = `select folder_id, to_char(day, 'YYYY-MM-DD') as day, cards from card_due_days order by 1, 2`;
    const counted: { cards: number }[] = await connection.execute(recount);
    expect(counted.reduce((sum, row) => sum + row.cards, 0)).toBe(35);
    expect(await connection.execute(kept)).toEqual(counted);

    // From then on the triggers keep it: a move to another day, a null, a deletion.
    await connection.execute(`update cards set next_review_at = next_review_at + interval '3 days' where id % 3 = 0`);
    await connection.execute(`update cards set next_review_at = null where id % 5 = 0`);
    await connection.execute(`delete from cards where id % 4 = 0`);
    expect(await connection.execute(kept)).toEqual(await connection.execute(recount));

    // A suspended card is never due: it leaves the counts, and comes back (on its new day) when taken back.
    const dueOnly = recount.replace(
      'where next_review_at is not null',
      'where next_review_at is not null and not suspended',
    );
    await connection.execute('update cards set suspended = true where id % 2 = 1');
    expect(await connection.execute(kept)).toEqual(await connection.execute(dueOnly));
    await connection.execute(
      `update cards set suspended = false, next_review_at = next_review_at + interval '1 day' where id % 6 = 1`,
    );
    await connection.execute(`update cards set next_review_at = next_review_at + interval '2 days' where suspended`);
    await connection.execute(`delete from cards where suspended and id % 9 = 1`);
    expect(await connection.execute(kept)).toEqual(await connection.execute(dueOnly));
    expect((await connection.execute(dueOnly)).length).toBeGreaterThan(0);
  });
});
