import { folderWithCards, graphqlAs, graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { accountMessages } from '../accounts/account.schema';
import { cardMessages } from './card.schema';

const DAY = 24 * 3_600_000;
const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

type Agent = Awaited<ReturnType<typeof learnerIn>>['agent'];
const forget = (agent: Agent, id: number) => agent.post(`/api/cards/${id}/review`).send({ difficulty: 'hard' });

describe('leeches', () => {
  it('tags a card at its 8th lapse, says so once, and an undo takes the tag back', async () => {
    const { agent } = await learnerIn(t);
    const { cards } = await folderWithCards(agent, ['olvidadiza']);
    const id = cards[0].id;
    // The first rating is no lapse; the next eight difícil are.
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await forget(agent, id)).body);
    expect(answers.map((answer) => answer.becameLeech)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(answers[7].leech).toBe(false);
    expect(answers[8].leech).toBe(true);
    // Told once: the next lapse leaves it a leech, without saying it again.
    const again = (await forget(agent, id)).body;
    expect(again).toMatchObject({ leech: true, becameLeech: false });
    expect((await agent.post(`/api/reviews/${again.reviewId}/undo`)).body.card.leech).toBe(true);
    expect((await agent.post(`/api/reviews/${answers[8].reviewId}/undo`)).body.card.leech).toBe(false);
  });

  it("follows the learner's threshold on both APIs; 0 tags nothing; a bad one is refused", async () => {
    const { agent } = await learnerIn(t);
    const changed = await graphqlData(
      agent,
      'mutation { updateSettings(input: { leechThreshold: 2 }) { studySettings { leechThreshold } } }',
    );
    expect(changed.updateSettings.studySettings.leechThreshold).toBe(2);
    const { cards } = await folderWithCards(agent, ['uno', 'dos']);
    await forget(agent, cards[0].id);
    await forget(agent, cards[0].id);
    const third = await graphqlData(
      agent,
      'mutation ($id: ID!) { reviewCard(cardId: $id, rating: HARD) { becameLeech card { leech } } }',
      { id: String(cards[0].id) },
    );
    expect(third.reviewCard).toEqual({ becameLeech: true, card: { leech: true } });

    const off = await agent.put('/api/user/settings').send({ leechThreshold: 0 });
    expect(off.body.studySettings.leechThreshold).toBe(0);
    for (let i = 0; i < 4; i++) await forget(agent, cards[1].id);
    expect((await forget(agent, cards[1].id)).body).toMatchObject({ leech: false, becameLeech: false });

    for (const bad of [-1, 101, 2.5, 'ocho']) {
      const res = await agent.put('/api/user/settings').send({ leechThreshold: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(accountMessages.leechThresholdInvalid);
    }
    expect((await agent.get('/api/auth/user')).body.studySettings.leechThreshold).toBe(0);
  });
});

describe('postponing a card to tomorrow', () => {
  it("moves a due card to the start of the learner's next study day, history kept, on REST", async () => {
    const { agent } = await learnerIn(t, 'Europe/Madrid');
    const { folder, cards } = await folderWithCards(agent, ['hoy', 'otra']);
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' });
    clock.advance(2 * DAY);
    try {
      expect((await agent.get('/api/cards/review')).body.map((c: { front: string }) => c.front)).toEqual([
        'hoy',
        'otra',
      ]);
      const res = await agent.post(`/api/cards/${cards[0].id}/postpone`);
      expect(res.status).toBe(200);
      // 12 March 2026, 12:00 UTC is 13:00 in Madrid: the next study day starts at 04:00 (03:00 UTC) on the 13th.
      expect(res.body).toMatchObject({ nextReviewAt: '2026-03-13T03:00:00.000Z', reviewCount: 1, dueInDays: 1 });
      expect((await agent.get('/api/cards/review')).body.map((c: { front: string }) => c.front)).toEqual(['otra']);
      expect((await agent.get(`/api/folders/${folder.id}/stats`)).body.dueCards).toBe(1);
      const [{ reviews }] = await sql<{ reviews: number }>(
        t,
        'select count(*)::int as reviews from reviews where card_id = ?',
        [cards[0].id],
      );
      expect(reviews).toBe(1);
      // Twice is the same as once.
      expect((await agent.post(`/api/cards/${cards[0].id}/postpone`)).body.nextReviewAt).toBe(
        '2026-03-13T03:00:00.000Z',
      );
    } finally {
      clock.advance(-2 * DAY);
    }
  });

  it('leaves a card due later as it is, and refuses a new card with a 409 that changes nothing (GraphQL)', async () => {
    const { agent } = await learnerIn(t);
    const { cards } = await folderWithCards(agent, ['lejana', 'nueva']);
    const rated = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' })).body;
    const later = await graphqlData(agent, 'mutation ($id: ID!) { postponeCard(id: $id) { card { nextReviewAt } } }', {
      id: String(cards[0].id),
    });
    expect(later.postponeCard.card.nextReviewAt).toBe(rated.nextReviewAt);

    const refused = await graphqlAs(agent, 'mutation ($id: ID!) { postponeCard(id: $id) { card { id } } }', {
      id: String(cards[1].id),
    });
    expect(refused.errors?.[0]).toMatchObject({ message: cardMessages.postponeNew, extensions: { code: 'CONFLICT' } });
    const rest = await agent.post(`/api/cards/${cards[1].id}/postpone`);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: cardMessages.postponeNew });
    const [row] = await sql<{ next_review_at: Date | null }>(t, 'select next_review_at from cards where id = ?', [
      cards[1].id,
    ]);
    expect(row.next_review_at).toBeNull();
  });

  it("answers someone else's card with the same 404 as a missing one", async () => {
    const owner = await learnerIn(t);
    const { cards } = await folderWithCards(owner.agent, ['mía']);
    await owner.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' });
    const other = await learnerIn(t);
    for (const path of [`/api/cards/${cards[0].id}/postpone`, '/api/cards/999999999/postpone']) {
      const res = await other.agent.post(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: cardMessages.notFound });
    }
  });
});

describe('suspended cards', () => {
  it("are counted apart in the folder's stats and the statistics, on both APIs", async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['a', 'b', 'c']);
    await agent.post(`/api/cards/${cards[0].id}/suspend`);
    await agent.post(`/api/cards/${cards[1].id}/suspend`);
    expect((await agent.get(`/api/folders/${folder.id}/stats`)).body).toMatchObject({
      totalCards: 3,
      dueCards: 1,
      suspendedCards: 2,
    });
    expect((await agent.get('/api/stats')).body.cardStates).toMatchObject({ new: 3, suspended: 2 });
    await agent.post(`/api/cards/${cards[1].id}/unsuspend`);
    const data = await graphqlData(
      agent,
      'query ($id: ID!) { folder(id: $id) { stats { suspendedCards } } viewer { statistics(folderId: $id) { cardStates { suspended } } } }',
      { id: String(folder.id) },
    );
    expect(data).toEqual({
      folder: { stats: { suspendedCards: 1 } },
      viewer: { statistics: { cardStates: { suspended: 1 } } },
    });
    // Deleting a suspended card takes it out of the count.
    await agent.delete(`/api/cards/${cards[0].id}`);
    expect((await agent.get(`/api/folders/${folder.id}/stats`)).body.suspendedCards).toBe(0);
  });
});

describe('"Sanguijuelas": a folder list of its leeches only', () => {
  it('filters the whole list, its pages and its count on both APIs; a bad value is a Spanish 400; others see a 404', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos', 'tres', 'cuatro']);
    // Tagged as the 8th lapse would (the test above); here only the list matters.
    await sql(t, 'update cards set leech = true where id = any(?::int[])', [`{${cards[1].id},${cards[3].id}}`]);
    const leeches = [cards[1].id, cards[3].id];

    const all = await agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'true' }).expect(200);
    expect(all.body.map((card: { id: number }) => card.id)).toEqual(leeches);
    expect(all.body.every((card: { leech: boolean }) => card.leech)).toBe(true);
    const none = await agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'false' }).expect(200);
    expect(none.body).toHaveLength(4);
    const searched = await agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'true', search: 'cua' });
    expect(searched.body.map((card: { id: number }) => card.id)).toEqual([cards[3].id]);

    const first = await agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'true', limit: 1 }).expect(200);
    expect(first.body.cards.map((card: { id: number }) => card.id)).toEqual([cards[1].id]);
    const second = await agent
      .get(`/api/folders/${folder.id}/cards`)
      .query({ leech: 'true', limit: 1, cursor: first.body.nextCursor })
      .expect(200);
    expect(second.body).toMatchObject({ cards: [{ id: cards[3].id }], nextCursor: null });

    const LIST = `query($id: ID!, $leech: Boolean) { folder(id: $id) {
      all: cards(first: 10) { totalCount }
      leeches: cards(first: 10, leech: $leech) { nodes { id leech } totalCount } } }`;
    const { folder: listed } = await graphqlData(agent, LIST, { id: String(folder.id), leech: true });
    expect(listed.all.totalCount).toBe(4);
    expect(listed.leeches).toEqual({
      nodes: leeches.map((id) => ({ id: String(id), leech: true })),
      totalCount: 2,
    });

    const bad = await agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'quizá' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(cardMessages.leechFilter);
    const intruder = await learnerIn(t);
    expect((await intruder.agent.get(`/api/folders/${folder.id}/cards`).query({ leech: 'true' })).status).toBe(404);
  });
});
