import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

const everyCard = `select c.id, c.front, c.back, c.folder_id, c.difficulty, c.review_count, c.last_reviewed_at,
       c.next_review_at, c.interval, c.ease_factor, c.stability, c.fsrs_difficulty, c.state, c.lapses, c.created_at,
       c.updated_at, c.suspended, c.sibling_id, c.reversed, c.leech,
       (select json_agg(r order by r.id) from reviews r where r.card_id = c.id) as history
  from cards c order by c.id`;

describe('the notes migration', () => {
  it('gives every learner the built-in types and makes every card a note’s card, nothing visible changing', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261126050000_even_workload' });
    const db = orm.em.fork().getConnection();
    const [ana, bea] = await db.execute(
      `insert into users (email, password_hash) values ('ana@example.com', 'x'), ('bea@example.com', 'x') returning id`,
    );
    const [verbs, other] = await db.execute(
      `insert into folders (name, user_id, both_directions) values ('Verbos', ?, true), ('Otra', ?, false) returning id`,
      [ana.id, bea.id],
    );
    const [casa, house, suspended, solo]: { id: number }[] = await db.execute(
      `insert into cards (front, back, folder_id, difficulty, review_count, last_reviewed_at, next_review_at, interval,
                          stability, fsrs_difficulty, state, reversed, suspended, created_at, updated_at)
       values ('**casa**', 'house', ?, 'good', 2, '2026-03-01T10:00:00Z', '2026-03-05T04:00:00Z', 4, 4.2, 5.1, 2, false,
               false, '2026-01-01T00:00:00Z', '2026-03-01T10:00:00Z'),
              ('house', '**casa**', ?, 'new', 0, null, null, 2, null, null, 0, true, false, '2026-01-01T00:00:01Z',
               '2026-01-01T00:00:01Z'),
              ('perro', 'dog', ?, 'hard', 1, '2026-02-01T10:00:00Z', '2026-02-02T04:00:00Z', 1, 0.4, 8, 3, false, true,
               '2026-01-02T00:00:00Z', '2026-02-01T10:00:00Z'),
              ('gato', 'cat', ?, 'new', 0, null, null, 2, null, null, 0, false, false, '2026-01-03T00:00:00Z',
               '2026-01-03T00:00:00Z')
       returning id`,
      [verbs.id, verbs.id, verbs.id, other.id],
    );
    await db.execute('update cards set sibling_id = ? where id = ?', [house.id, casa.id]);
    await db.execute('update cards set sibling_id = ? where id = ?', [casa.id, house.id]);
    for (const [card, rating, at] of [
      [casa.id, 'medium', '2026-02-25T10:00:00Z'],
      [casa.id, 'easy', '2026-03-01T10:00:00Z'],
      [suspended.id, 'hard', '2026-02-01T10:00:00Z'],
    ])
      await db.execute(
        `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before,
                              ease_after, reviewed_at)
         values (?, ?, ?, ?, 2, 4, 250, 250, ?)`,
        [ana.id, card, verbs.id, rating, at],
      );
    const before = await db.execute(everyCard);
    const countersBefore = await db.execute('select * from folders order by id');

    await migrator.up();

    expect(await db.execute(everyCard)).toEqual(before);
    expect(await db.execute('select * from folders order by id')).toEqual(countersBefore);

    const types: { user_id: number; templates: { question: string }[] }[] = await db.execute(
      'select user_id, builtin, name, kind, fields, templates from note_types order by user_id, id',
    );
    for (const user of [ana, bea])
      expect(types.filter((type) => type.user_id === user.id)).toMatchObject([
        { builtin: 'basic', name: 'Básica', kind: 'standard', fields: ['Anverso', 'Reverso'] },
        { builtin: 'basic_reversed', name: 'Básica y al revés', kind: 'standard', fields: ['Anverso', 'Reverso'] },
        {
          builtin: 'basic_optional_reversed',
          name: 'Básica con reverso opcional',
          fields: ['Anverso', 'Reverso', 'Añadir reverso'],
        },
        { builtin: 'cloze', name: 'Huecos', kind: 'cloze', fields: ['Texto', 'Extra'] },
      ]);
    expect(types[1].templates.map((template) => template.question)).toEqual(['{{Anverso}}', '{{Reverso}}']);

    type NoteOfCard = { id: number; guid: string; created_at: Date };
    const cards: NoteOfCard[] = await db.execute(
      `select c.id, c.template_ord, n.fields, n.tags, n.user_id, n.folder_id, t.builtin, n.guid, n.created_at
         from cards c join notes n on n.id = c.note_id join note_types t on t.id = n.note_type_id order by c.id`,
    );
    const note = (card: { id: number }) => cards.find((row) => row.id === card.id)!;
    expect(note(casa)).toMatchObject({ template_ord: 0, builtin: 'basic_reversed', fields: ['**casa**', 'house'] });
    expect(note(house)).toMatchObject({ template_ord: 1, builtin: 'basic_reversed', guid: note(casa).guid });
    expect(note(suspended)).toMatchObject({ template_ord: 0, builtin: 'basic', fields: ['perro', 'dog'], tags: [] });
    expect(note(solo)).toMatchObject({ template_ord: 0, builtin: 'basic', user_id: bea.id, folder_id: other.id });
    expect(new Date(note(casa).created_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(new Set(cards.map((row) => row.guid)).size).toBe(3);
    for (const row of cards) expect(row.guid).toMatch(/^[\w-]{22}$/);
    const [{ count }] = await db.execute('select count(*)::int as count from notes');
    expect(count).toBe(3);
  });

  it('gives a learner registered afterwards the built-in types, and a card written alone its note', async () => {
    const db = orm.em.fork().getConnection();
    const [user] = await db.execute(
      `insert into users (email, password_hash) values ('nueva@example.com', 'x') returning id`,
    );
    const types: { builtin: string }[] = await db.execute(
      'select builtin from note_types where user_id = ? order by id',
      [user.id],
    );
    expect(types.map((type) => type.builtin)).toEqual(['basic', 'basic_reversed', 'basic_optional_reversed', 'cloze']);
    const [folder] = await db.execute(`insert into folders (name, user_id) values ('F', ?) returning id`, [user.id]);
    const [card] = await db.execute(
      `insert into cards (front, back, folder_id) values ('sol', 'sun', ?) returning id, note_id, template_ord`,
      [folder.id],
    );
    const [reverse] = await db.execute(
      `insert into cards (front, back, folder_id, sibling_id, reversed) values ('sun', 'sol', ?, ?, true)
       returning note_id, template_ord`,
      [folder.id, card.id],
    );
    expect(reverse).toEqual({ note_id: card.note_id, template_ord: 1 });
    const noteOf = () =>
      db.execute(`select n.fields, t.builtin from notes n join note_types t on t.id = n.note_type_id where n.id = ?`, [
        card.note_id,
      ]);
    expect(await noteOf()).toEqual([{ fields: ['sol', 'sun'], builtin: 'basic_reversed' }]);
    await db.execute('delete from cards where note_id = ? and template_ord = 1', [card.note_id]);
    expect(await noteOf()).toEqual([{ fields: ['sol', 'sun'], builtin: 'basic' }]);
    await db.execute('delete from cards where id = ?', [card.id]);
    expect(await noteOf()).toEqual([]);
  });
});
