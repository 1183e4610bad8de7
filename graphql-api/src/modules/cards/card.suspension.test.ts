import { folderWithCards, graphqlAs, graphqlData, learnerIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cardMessages } from './card.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const dueFronts = async (agent: Awaited<ReturnType<typeof learnerIn>>['agent']) =>
  (await agent.get('/api/cards/review')).body.map((card: { front: string }) => card.front);

describe('suspending a card', () => {
  it('takes it out of study on REST until it is unsuspended, schedule kept, and says so on the card', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos']);
    expect(await dueFronts(agent)).toEqual(['uno', 'dos']);

    const suspended = await agent.post(`/api/cards/${cards[0].id}/suspend`);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id: cards[0].id, suspended: true, nextReviewAt: null });
    expect(await dueFronts(agent)).toEqual(['dos']);
    // Twice is the same as once.
    expect((await agent.post(`/api/cards/${cards[0].id}/suspend`)).body.suspended).toBe(true);
    const listed = (await agent.get(`/api/folders/${folder.id}/cards`)).body;
    expect(listed.map((card: { suspended: boolean }) => card.suspended)).toEqual([true, false]);
    const pending = (await agent.get('/api/folders')).body.find((row: { id: number }) => row.id === folder.id);
    expect(pending.dueCount).toBe(1);

    const back = await agent.post(`/api/cards/${cards[0].id}/unsuspend`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ suspended: false, nextReviewAt: null });
    expect(await dueFronts(agent)).toEqual(['uno', 'dos']);
  });

  it('on GraphQL answers the card, its folder and the viewer with the figures already changed', async () => {
    const { agent } = await learnerIn(t);
    const { cards } = await folderWithCards(agent, ['sol', 'luna']);
    const data = await graphqlData(
      agent,
      `mutation ($id: ID!) { suspendCard(id: $id) { card { id suspended } folder { stats { dueCards } } viewer { stats { cardsDueToday } } } }`,
      { id: String(cards[1].id) },
    );
    expect(data.suspendCard).toEqual({
      card: { id: String(cards[1].id), suspended: true },
      folder: { stats: { dueCards: 1 } },
      viewer: { stats: { cardsDueToday: 1 } },
    });
    const back = await graphqlData(
      agent,
      `mutation ($id: ID!) { unsuspendCard(id: $id) { card { suspended } folder { stats { dueCards } } } }`,
      { id: String(cards[1].id) },
    );
    expect(back.unsuspendCard).toEqual({ card: { suspended: false }, folder: { stats: { dueCards: 2 } } });
  });

  it('of someone else is the same 404 as a missing one, on both APIs, and changes nothing', async () => {
    const owner = await learnerIn(t);
    const { cards } = await folderWithCards(owner.agent, ['mío']);
    const other = await learnerIn(t);
    for (const path of [
      `/api/cards/${cards[0].id}/suspend`,
      '/api/cards/999999999/suspend',
      '/api/cards/abc/unsuspend',
    ]) {
      const res = await other.agent.post(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: cardMessages.notFound });
    }
    const answer = await graphqlAs(other.agent, 'mutation ($id: ID!) { suspendCard(id: $id) { card { id } } }', {
      id: String(cards[0].id),
    });
    expect(answer.errors?.[0]).toMatchObject({ message: cardMessages.notFound, extensions: { code: 'NOT_FOUND' } });
    expect(await dueFronts(owner.agent)).toEqual(['mío']);
  });
});
