import { signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** Folders whose kept counters differ from a recount of their cards. */
async function driftingFolders() {
  return sql(
    t,
    `select f.id, f.card_count, f.new_count, f.easy_count, f.good_count, f.hard_count, f.studied_count, r.*
       from folders f
       left join lateral (
         select count(c.id)::int as cards,
                count(c.id) filter (where c.difficulty = 'new')::int as new,
                count(c.id) filter (where c.difficulty = 'easy')::int as easy,
                count(c.id) filter (where c.difficulty = 'good')::int as good,
                count(c.id) filter (where c.difficulty = 'hard')::int as hard,
                count(c.id) filter (where c.review_count > 0)::int as studied
           from cards c where c.folder_id = f.id) r on true
      where (f.card_count, f.new_count, f.easy_count, f.good_count, f.hard_count, f.studied_count)
            is distinct from (r.cards, r.new, r.easy, r.good, r.hard, r.studied)`,
  );
}

describe('folder counters', () => {
  it('match a recount of the cards after every kind of write', async () => {
    const { agent } = await signedUpAgent(t);
    expect((await agent.post('/api/seed-sample-data')).status).toBeLessThan(300);
    const templates = (await agent.get('/api/store/templates')).body;
    expect((await agent.post('/api/store/import').send({ templateData: templates[0] })).status).toBe(201);

    const folder = (await agent.post('/api/folders').send({ name: 'Mezcla' })).body;
    const cards = [];
    for (const front of ['uno', 'dos', 'tres', 'cuatro']) {
      cards.push((await agent.post(`/api/folders/${folder.id}/cards`).send({ front, back: front })).body);
    }
    const created = await agent.post('/graphql').send({
      query: `mutation { createCard(folderId: "${folder.id}", input: { front: "cinco", back: "five" }) { card { id } } }`,
    });
    expect(created.body.data.createCard.card.id).toBeDefined();
    expect(await driftingFolders()).toEqual([]);

    // Ratings that change the difficulty, that keep it, and concurrent ones on the same folder.
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' });
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' });
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' });
    await Promise.all(
      cards
        .slice(1)
        .map((card, i) =>
          agent.post(`/api/cards/${card.id}/review`).send({ difficulty: ['easy', 'medium', 'hard'][i] }),
        ),
    );
    await agent.put(`/api/cards/${cards[1].id}`).send({ front: 'dos (editada)', back: 'two' });
    expect(await driftingFolders()).toEqual([]);

    await agent.delete(`/api/cards/${cards[2].id}`);
    expect(await driftingFolders()).toEqual([]);

    const [counters] = await sql(
      t,
      'select card_count, new_count, easy_count, good_count, hard_count, studied_count from folders where id = ?',
      [folder.id],
    );
    expect(counters).toEqual({
      card_count: 4,
      new_count: 1,
      easy_count: 1,
      good_count: 0,
      hard_count: 2,
      studied_count: 3,
    });
    const stats = (await agent.get(`/api/folders/${folder.id}/stats`)).body;
    expect(stats).toMatchObject({ totalCards: 4, masteredCards: 1, difficultCards: 2 });

    await agent.delete(`/api/folders/${folder.id}`);
    expect(await driftingFolders()).toEqual([]);
  });
});
