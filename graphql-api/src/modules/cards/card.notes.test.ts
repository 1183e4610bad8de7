import { folderWithCards, learnerIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cardMessages } from './card.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type NoteRow = { id: number; fields: string[]; builtin: string; cards: number };
const notesOf = (folderId: number): Promise<NoteRow[]> =>
  t.orm.em
    .fork()
    .getConnection()
    .execute(
      `select n.id, n.fields, t.builtin, (select count(*)::int from cards c where c.note_id = n.id) as cards
         from notes n join note_types t on t.id = n.note_type_id where n.folder_id = ? order by n.id`,
      [folderId],
    );

describe("a card's note, through the SPEC's card paths", () => {
  it('is a "Básica" note of its sides, edited with the card, and "Básica y al revés" with its reverse', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['sol']);
    expect(await notesOf(folder.id)).toMatchObject([{ fields: ['sol', 'sol-es'], builtin: 'basic', cards: 1 }]);

    const edited = await agent
      .put(`/api/cards/${cards[0].id}`)
      .send({ front: 'luna', back: 'moon', bothDirections: true });
    expect(edited.status).toBe(200);
    expect(await notesOf(folder.id)).toMatchObject([{ fields: ['luna', 'moon'], builtin: 'basic_reversed', cards: 2 }]);

    await agent.put(`/api/cards/${cards[0].id}`).send({ front: 'luna', back: 'Moon', bothDirections: false });
    expect(await notesOf(folder.id)).toMatchObject([{ fields: ['luna', 'Moon'], builtin: 'basic', cards: 1 }]);

    expect((await agent.delete(`/api/cards/${cards[0].id}`)).status).toBe(204);
    expect(await notesOf(folder.id)).toEqual([]);
  });

  it('refuses (409, naming the fields) to edit the sides of a card whose note is of another type', async () => {
    const { agent, userId } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['capital']);
    const db = t.orm.em.fork().getConnection();
    await db.execute(
      `update notes set note_type_id = (select id from note_types where user_id = ? and builtin = 'cloze'),
                        fields = array['{{c1::Madrid}} es la capital', '']
        where folder_id = ?`,
      [userId, folder.id],
    );
    const refused = await agent.put(`/api/cards/${cards[0].id}`).send({ front: 'otra', back: 'cosa' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(cardMessages.notBasicNote('Huecos', ['Texto', 'Extra']));
    expect(refused.body.message).toContain('(Texto, Extra)');
    const [card] = await db.execute('select front, back from cards where id = ?', [cards[0].id]);
    expect(card).toEqual({ front: 'capital', back: 'capital-es' });
  });
});
