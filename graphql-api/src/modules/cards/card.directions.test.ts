import { folderWithCards, graphqlAs, graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { REVERSE_BATCH } from '../folders/folder.service';
import { cardMessages } from './card.schema';

const HOUR = 3_600_000;
const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

type Agent = Awaited<ReturnType<typeof learnerIn>>['agent'];
type RestCard = { id: number; front: string; back: string; siblingId: number | null; reversed: boolean };

const dueFronts = async (agent: Agent) =>
  (await agent.get('/api/cards/review')).body.map((card: { front: string }) => card.front);
const cardsOf = async (agent: Agent, folderId: number): Promise<RestCard[]> =>
  (await agent.get(`/api/folders/${folderId}/cards`)).body;
const bothWays = (agent: Agent, folderId: number, on: boolean) =>
  agent.put(`/api/folders/${folderId}/settings`).send({ bothDirections: on });

describe('studying a folder in both directions', () => {
  it('gives every card its reverse, a new card of its own linked to it, and keeps new ones in step', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['dog', 'cat']);
    const on = await bothWays(agent, folder.id, true);
    expect(on.status).toBe(200);
    expect(on.body.bothDirections).toBe(true);

    const listed = await cardsOf(agent, folder.id);
    expect(listed.map((card) => [card.front, card.back, card.reversed])).toEqual([
      ['dog', 'dog-es', false],
      ['cat', 'cat-es', false],
      ['dog-es', 'dog', true],
      ['cat-es', 'cat', true],
    ]);
    expect(listed[0].siblingId).toBe(listed[2].id);
    expect(listed[2].siblingId).toBe(cards[0].id);
    // Saving it again makes nothing twice.
    await bothWays(agent, folder.id, true);
    expect(await cardsOf(agent, folder.id)).toHaveLength(4);

    // A card added to the folder brings its reverse; editing either side keeps the other in step.
    const added = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'sun', back: 'sol' })).body;
    expect(added.siblingId).not.toBeNull();
    const edited = await agent.put(`/api/cards/${added.siblingId}`).send({ front: 'el sol', back: 'sun' });
    expect(edited.status).toBe(200);
    const afterEdit = await cardsOf(agent, folder.id);
    expect(afterEdit.find((card) => card.id === added.id)).toMatchObject({ front: 'sun', back: 'el sol' });
    const stats = (await agent.get(`/api/folders/${folder.id}/stats`)).body;
    expect(stats.totalCards).toBe(6);
  });

  it('makes the missing reverses of a big folder in batches of REVERSE_BATCH', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, []);
    const n = REVERSE_BATCH * 2 + 3;
    await sql(
      t,
      `insert into cards (front, back, folder_id) select 'f' || i, 'b' || i, ? from generate_series(1, ?) i`,
      [folder.id, n],
    );
    expect((await bothWays(agent, folder.id, true)).status).toBe(200);
    const [row] = await sql<{ reverses: number; unlinked: number; wrong: number }>(
      t,
      `select count(*) filter (where c.reversed)::int as reverses,
              count(*) filter (where c.sibling_id is null)::int as unlinked,
              count(*) filter (where s.sibling_id <> c.id or s.front <> c.back or s.back <> c.front)::int as wrong
         from cards c left join cards s on s.id = c.sibling_id where c.folder_id = ?`,
      [folder.id],
    );
    expect(row).toEqual({ reverses: n, unlinked: 0, wrong: 0 });
  });

  it('gives the reverse its own schedule and history, and new reverses follow the daily new-card limit', async () => {
    const { agent } = await learnerIn(t);
    await agent.put('/api/user/settings').send({ newCardsPerDay: 3 });
    const { folder } = await folderWithCards(agent, ['a', 'b']);
    await bothWays(agent, folder.id, true);
    const [a, , aReverse] = await cardsOf(agent, folder.id);
    // 4 new cards, 3 a day; the reverses are buried behind their originals (siblings are not studied the same day).
    expect(await dueFronts(agent)).toEqual(['a', 'b']);

    const rated = await agent.post(`/api/cards/${a.id}/review`).send({ difficulty: 'easy' });
    expect(rated.body).toMatchObject({ reviewCount: 1, interval: 7 });
    const reverse = (await cardsOf(agent, folder.id)).find((card) => card.id === aReverse.id);
    expect(reverse).toMatchObject({ reviewCount: 0, nextReviewAt: null, difficulty: 'new' });
    const ratedReverse = await agent.post(`/api/cards/${aReverse.id}/review`).send({ difficulty: 'hard' });
    expect(ratedReverse.body).toMatchObject({ reviewCount: 1, interval: 1, difficulty: 'hard' });
    const [history] = await sql<{ a: number; reverse: number }>(
      t,
      'select count(*) filter (where card_id = ?)::int as a, count(*) filter (where card_id = ?)::int as reverse from reviews',
      [a.id, aReverse.id],
    );
    expect(history).toEqual({ a: 1, reverse: 1 });
    // Three new cards studied today: the limit is reached, whatever their direction.
    const b = (await cardsOf(agent, folder.id))[1];
    await agent.post(`/api/cards/${b.id}/review`).send({ difficulty: 'medium' });
    expect(await dueFronts(agent)).toEqual([]);
  });

  it('buries a sibling rated today unless nothing else is due, in the list, the count and the folder alike', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos']);
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'tres', back: 'three', bothDirections: true });
    const listed = await cardsOf(agent, folder.id);
    const tres = listed.find((card) => card.front === 'tres') as RestCard;
    // Every card studied once, then all due again three days later.
    for (const card of listed) await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'hard' });
    clock.advance(3 * 24 * HOUR);
    try {
      const figures = async () => ({
        list: await dueFronts(agent),
        count: (await graphqlData(agent, '{ viewer { stats { cardsDueToday } } }')).viewer.stats.cardsDueToday,
        folder: (await agent.get(`/api/folders/${folder.id}/stats`)).body.dueCards,
      });
      // Both directions due: the first of the pair is shown, its sibling waits.
      expect(await figures()).toEqual({ list: ['uno', 'dos', 'tres'], count: 3, folder: 3 });
      await agent.post(`/api/cards/${tres.id}/review`).send({ difficulty: 'medium' });
      expect(await figures()).toEqual({ list: ['uno', 'dos'], count: 2, folder: 2 });
      for (const card of cards) await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'medium' });
      // Nothing else is due: the buried sibling comes back.
      expect(await figures()).toEqual({ list: ['three'], count: 1, folder: 1 });
    } finally {
      clock.advance(-3 * 24 * HOUR);
    }
  });

  it('keeps the other direction when one is deleted', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, []);
    const card = (
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'casa', back: 'house', bothDirections: true })
    ).body;
    expect((await agent.delete(`/api/cards/${card.id}`)).status).toBe(204);
    const left = await cardsOf(agent, folder.id);
    expect(left).toEqual([
      expect.objectContaining({ id: card.siblingId, front: 'house', siblingId: null, reversed: true }),
    ]);
    // And the other way round on GraphQL.
    const other = await graphqlData(
      agent,
      'mutation ($f: ID!) { createCard(folderId: $f, input: { front: "mesa", back: "table", bothDirections: true }) { card { id siblingId reversed } } }',
      { f: String(folder.id) },
    );
    const { siblingId } = other.createCard.card;
    expect(other.createCard.card.reversed).toBe(false);
    await graphqlData(agent, 'mutation ($id: ID!) { deleteCard(id: $id) { deletedCardId } }', { id: siblingId });
    const read = await graphqlData(agent, 'query ($id: ID!) { card(id: $id) { front siblingId } }', {
      id: other.createCard.card.id,
    });
    expect(read.card).toEqual({ front: 'mesa', siblingId: null });
  });

  it('switches one card off, but keeps a reverse with history and says why', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, []);
    const card = (
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'rojo', back: 'red', bothDirections: true })
    ).body;
    // The reverse itself cannot be switched off: it is deleted instead.
    const onReverse = await agent
      .put(`/api/cards/${card.siblingId}`)
      .send({ front: 'red', back: 'rojo', bothDirections: false });
    expect(onReverse.status).toBe(400);
    expect(onReverse.body.message).toBe(cardMessages.isReverse);

    await agent.post(`/api/cards/${card.siblingId}/review`).send({ difficulty: 'easy' });
    const refused = await agent
      .put(`/api/cards/${card.id}`)
      .send({ front: 'rojo!', back: 'red', bothDirections: false });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: cardMessages.reverseStudied });
    expect((await cardsOf(agent, folder.id)).map((c) => c.front)).toEqual(['rojo', 'red']);

    const plain = (
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'azul', back: 'blue', bothDirections: true })
    ).body;
    const answer = await graphqlData(
      agent,
      'mutation ($id: ID!) { updateCard(id: $id, input: { front: "azul", back: "blue", bothDirections: false }) { card { siblingId } folder { stats { totalCards } } } }',
      { id: String(plain.id) },
    );
    expect(answer.updateCard).toEqual({ card: { siblingId: null }, folder: { stats: { totalCards: 3 } } });
    const bad = await agent.put(`/api/cards/${plain.id}`).send({ front: 'azul', back: 'blue', bothDirections: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(cardMessages.bothDirectionsInvalid);
  });

  it('turned off, deletes the reverses never reviewed and keeps those with history (GraphQL)', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, ['x', 'y']);
    const turn = (on: boolean) =>
      graphqlData(
        agent,
        'mutation ($id: ID!, $on: Boolean!) { updateFolderSettings(id: $id, input: { bothDirections: $on }) { bothDirections stats { totalCards } } }',
        { id: String(folder.id), on },
      );
    expect((await turn(true)).updateFolderSettings).toEqual({ bothDirections: true, stats: { totalCards: 4 } });
    const reverseOfX = (await cardsOf(agent, folder.id))[2];
    await agent.post(`/api/cards/${reverseOfX.id}/review`).send({ difficulty: 'medium' });
    expect((await turn(false)).updateFolderSettings).toEqual({ bothDirections: false, stats: { totalCards: 3 } });
    expect((await cardsOf(agent, folder.id)).map((card) => card.front)).toEqual(['x', 'y', 'x-es']);
    // New cards are one way again.
    const added = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'z', back: 'z-es' })).body;
    expect(added.siblingId).toBeNull();
  });

  it("answers someone else's folder and card with the same 404, changing nothing", async () => {
    const owner = await learnerIn(t);
    const { folder, cards } = await folderWithCards(owner.agent, ['mío']);
    const other = await learnerIn(t);
    expect((await bothWays(other.agent, folder.id, true)).status).toBe(404);
    const edit = await other.agent
      .put(`/api/cards/${cards[0].id}`)
      .send({ front: 'a', back: 'b', bothDirections: true });
    expect(edit.status).toBe(404);
    const answer = await graphqlAs(
      other.agent,
      'mutation ($id: ID!) { updateFolderSettings(id: $id, input: { bothDirections: true }) { id } }',
      { id: String(folder.id) },
    );
    expect(answer.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await cardsOf(owner.agent, folder.id)).toHaveLength(1);
  });
});
