import supertest from 'supertest';
import { count, folderWithCards, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// Each test moves the clock forward only, so the files' learners never see a review from the future.
const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const DAY = 24 * 60 * 60 * 1000;

const learner = (timeZone = 'UTC') => learnerIn(t, timeZone);

/** Every column of the card row as PostgreSQL prints it: "byte-identical" means these strings are equal. */
const cardRow = async (id: number) =>
  (await sql<{ row: string }>(t, 'select c::text as row from cards c where id = ?', [id]))[0].row;

const gql = (agent: supertest.Agent, query: string, variables: Record<string, unknown> = {}) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

describe('undo (DESIGN §5)', () => {
  it('restores the card byte-identically, deletes the review and takes back the day and session counts', async () => {
    const { agent, userId } = await learner('Europe/Madrid');
    const { cards } = await folderWithCards(agent, ['uno']);
    const session = (await agent.post('/api/study-sessions').send({})).body;
    // a first rating yesterday, so the card has a real memory state to restore
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' });
    clock.advance(4 * DAY);
    const before = await cardRow(cards[0].id);
    const rated = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'easy', studySessionId: session.id });
    expect(rated.status).toBe(200);
    // The session's only card: the learner reached its summary, so the session was completed.
    await agent
      .put(`/api/study-sessions/${session.id}`)
      .send({ cardsStudied: 1, easyCount: 1, completedAt: clock.now().toISOString() });
    expect(await cardRow(cards[0].id)).not.toBe(before);
    const [stored] = await sql<{ card_before: { reviewCount: number }; card_after: { reviewCount: number } }>(
      t,
      'select card_before, card_after from reviews where id = ?',
      [rated.body.reviewId],
    );
    expect([stored.card_before.reviewCount, stored.card_after.reviewCount]).toEqual([1, 2]);

    const undone = await agent.post(`/api/reviews/${rated.body.reviewId}/undo`);
    expect(undone.status).toBe(200);
    expect(await cardRow(cards[0].id)).toBe(before);
    expect(await count(t, 'reviews', 'id = ?', [rated.body.reviewId])).toBe(0);
    expect(undone.body.studySession).toMatchObject({ cardsStudied: 0, easyCount: 0, completedAt: null });
    expect(undone.body.card).toMatchObject({ reviewCount: 1, difficulty: 'good' });
    const today = await sql<{ reviews: number }>(
      t,
      `select reviews from study_days where user_id = ? and day = ?::date`,
      [userId, '2026-03-14'],
    );
    expect(today).toEqual([{ reviews: 0 }]);
    // the same review cannot be undone twice
    expect((await agent.post(`/api/reviews/${rated.body.reviewId}/undo`)).status).toBe(404);
  });

  it("only the card's last review, only within its study day, only its owner's", async () => {
    const { agent } = await learner();
    const intruder = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const first = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' })).body;
    const second = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' })).body;
    const notLast = await agent.post(`/api/reviews/${first.reviewId}/undo`);
    expect(notLast.status).toBe(409);
    expect(notLast.body.message).toBe('Solo se puede deshacer el último repaso de la carta');
    const theirs = await intruder.agent.post(`/api/reviews/${second.reviewId}/undo`);
    const missing = await intruder.agent.post('/api/reviews/999999999/undo');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    clock.advance(DAY);
    const nextDay = await agent.post(`/api/reviews/${second.reviewId}/undo`);
    expect(nextDay.status).toBe(409);
    expect(nextDay.body.message).toBe('Solo se pueden deshacer los repasos del día de estudio actual');
  });

  it('runs safely beside concurrent ratings of the same card', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    for (let round = 0; round < 5; round++) {
      const rated = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' })).body;
      const [undo, rate] = await Promise.all([
        agent.post(`/api/reviews/${rated.reviewId}/undo`),
        agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' }),
      ]);
      expect(rate.status).toBe(200);
      // either the undo ran first (then the rating is the last review) or it came too late (409): never both halves
      expect([200, 409]).toContain(undo.status);
      const reviews = await count(t, 'reviews', 'card_id = ?', [cards[0].id]);
      const [card] = await sql<{ review_count: number }>(t, 'select review_count from cards where id = ?', [
        cards[0].id,
      ]);
      expect(card.review_count).toBe(reviews);
      const [last] = await sql<{ card_after: { reviewCount: number } }>(
        t,
        'select card_after from reviews where card_id = ? order by id desc limit 1',
        [cards[0].id],
      );
      expect(last.card_after.reviewCount).toBe(reviews);
    }
  });

  it('over GraphQL returns the card, folder stats and viewer stats it changed', async () => {
    const { agent } = await learner();
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos']);
    const rated = await gql(
      agent,
      'mutation($id: ID!) { reviewCard(cardId: $id, rating: MEDIUM) { reviewId card { id reviewCount } } }',
      { id: cards[0].id },
    );
    const undone = await gql(
      agent,
      `mutation($id: ID!) { undoReview(reviewId: $id) {
         card { id reviewCount difficulty dueAt stability retrievability nextIntervals { easy medium hard } }
         folder { id stats { dueCards } } viewer { id stats { cardsDueToday cardsStudiedToday newCards } } } }`,
      { id: rated.body.data.reviewCard.reviewId },
    );
    expect(undone.body.data.undoReview).toEqual({
      card: {
        id: String(cards[0].id),
        reviewCount: 0,
        difficulty: 'NEW',
        dueAt: null,
        stability: null,
        retrievability: null,
        nextIntervals: { easy: 7, medium: 3, hard: 1 },
      },
      folder: { id: String(folder.id), stats: { dueCards: 2 } },
      viewer: { id: expect.any(String), stats: { cardsDueToday: 2, cardsStudiedToday: 0, newCards: 2 } },
    });
  });
});

describe('daily limits (DESIGN §6)', () => {
  it('a learner with 500 new cards sees 20 today and 20 tomorrow, everywhere', async () => {
    const { agent } = await learner();
    const folder = (await agent.post('/api/folders').send({ name: 'Grande' })).body;
    const other = (await agent.post('/api/folders').send({ name: 'Otra' })).body;
    await sql(
      t,
      `insert into cards (front, back, folder_id) select 'f' || g, 'b' || g, ? from generate_series(1, 480) g`,
      [folder.id],
    );
    await sql(t, `insert into cards (front, back, folder_id) select 'o' || g, 'b', ? from generate_series(1, 20) g`, [
      other.id,
    ]);
    const stats = (await agent.get('/api/user/stats')).body;
    expect(stats.cardsDueToday).toBe(20);
    const due = (await agent.get('/api/cards/review')).body;
    expect(due).toHaveLength(20);
    // folder order, then card id: all from the first folder
    expect(new Set(due.map((card: { folderId: number }) => card.folderId))).toEqual(new Set([folder.id]));
    const folders = (await agent.get('/api/folders')).body;
    const dueOf = (id: number) => folders.find((f: { id: number }) => f.id === id).dueCount;
    expect([dueOf(folder.id), dueOf(other.id)]).toEqual([20, 0]);
    const graph = await gql(agent, '{ folders(limit: 5) { id stats { dueCards } dueCards(limit: 30) { id } } }');
    expect(graph.body.errors).toBeUndefined();
    const byId = new Map(
      graph.body.data.folders.map((f: { id: string; stats: { dueCards: number }; dueCards: unknown[] }) => [
        Number(f.id),
        [f.stats.dueCards, f.dueCards.length],
      ]),
    );
    expect(byId.get(folder.id)).toEqual([20, 20]);
    expect(byId.get(other.id)).toEqual([0, 0]);

    // study 5 of them: 15 left today
    for (const card of due.slice(0, 5)) await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'easy' });
    expect((await agent.get('/api/user/stats')).body.cardsDueToday).toBe(15);
    expect((await agent.get('/api/cards/daily-review')).body.dueCount).toBe(15);

    clock.advance(DAY);
    const tomorrow = (await agent.get('/api/cards/review')).body;
    expect(tomorrow).toHaveLength(20);
    // the 15 left today stay first in the queue, then the next new cards by id
    const ids = tomorrow.map((card: { id: number }) => card.id);
    expect(ids.slice(0, 15)).toEqual(due.slice(5).map((card: { id: number }) => card.id));
    expect(ids.slice(15)).toEqual([1, 2, 3, 4, 5].map((i) => due[19].id + i));
  });

  it('counts reviews against the review limit, new ratings against the new-card limit, and follows the settings', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['a', 'b', 'c', 'd', 'e']);
    const settings = await agent.put('/api/user/settings').send({ newCardsPerDay: 3, reviewsPerDay: 2 });
    expect(settings.status).toBe(200);
    expect(settings.body.schedulerSettings).toMatchObject({
      newCardsPerDay: 3,
      reviewsPerDay: 2,
      desiredRetention: 0.9,
    });
    expect((await agent.get('/api/cards/review')).body).toHaveLength(3);
    for (const card of cards.slice(0, 3)) await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'hard' });
    expect((await agent.get('/api/cards/review')).body).toHaveLength(0);
    clock.advance(DAY);
    // three reviews due (limit 2) and two new cards (limit 3)
    const next = (await agent.get('/api/cards/review')).body;
    expect(next.map((card: { reviewCount: number }) => card.reviewCount)).toEqual([1, 1, 0, 0]);
  });
});

describe('scheduler settings', () => {
  it('are read and changed on both APIs, within their ranges, with Spanish messages', async () => {
    const { agent } = await learner();
    const me = await gql(
      agent,
      '{ viewer { schedulerSettings { desiredRetention newCardsPerDay reviewsPerDay parametersFittedAt reviewsUsed logLoss } } }',
    );
    expect(me.body.data.viewer.schedulerSettings).toEqual({
      desiredRetention: 0.9,
      newCardsPerDay: 20,
      reviewsPerDay: 200,
      parametersFittedAt: null,
      reviewsUsed: null,
      logLoss: null,
    });
    const changed = await gql(
      agent,
      'mutation { updateSettings(input: { desiredRetention: 0.85, newCardsPerDay: 10 }) { schedulerSettings { desiredRetention newCardsPerDay } } }',
    );
    expect(changed.body.data.updateSettings.schedulerSettings).toEqual({ desiredRetention: 0.85, newCardsPerDay: 10 });
    for (const [body, message] of [
      [{ desiredRetention: 0.5 }, 'La retención deseada debe estar entre 0,70 y 0,97'],
      [{ desiredRetention: 0.99 }, 'La retención deseada debe estar entre 0,70 y 0,97'],
      [{ newCardsPerDay: -1 }, 'Las cartas nuevas por día deben ser un número entero entre 0 y 1000'],
      [{ reviewsPerDay: 1.5 }, 'Los repasos por día deben ser un número entero entre 0 y 10 000'],
    ] as const) {
      const res = await agent.put('/api/user/settings').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('a new retention applies to the next ratings, not retroactively', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['a', 'b']);
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' });
    await agent.post(`/api/cards/${cards[1].id}/review`).send({ difficulty: 'medium' });
    clock.advance(3 * DAY);
    const low = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' })).body;
    const before = (await agent.get(`/api/folders/${low.folderId}/cards`)).body;
    await agent.put('/api/user/settings').send({ desiredRetention: 0.97 });
    const after = (await agent.get(`/api/folders/${low.folderId}/cards`)).body;
    expect(after.map((c: { dueAt: string }) => c.dueAt)).toEqual(before.map((c: { dueAt: string }) => c.dueAt));
    const high = (await agent.post(`/api/cards/${cards[1].id}/review`).send({ difficulty: 'medium' })).body;
    expect(high.interval).toBeLessThan(low.interval);
    expect(high).toMatchObject({ stability: expect.any(Number), retrievability: 1, dueAt: high.nextReviewAt });
  });
});

describe('the due texts and the rating buttons (one scheduler)', () => {
  it('answer the interval a button promised as the study days until the card is due, on both APIs', async () => {
    // Bogotá is UTC-5 all year: 04:30 UTC is 23:30 there, late in a study day that lasts until 04:00.
    const { agent } = await learner('America/Bogota');
    const { folder, cards } = await folderWithCards(agent, ['uno']);
    clock.advance(DAY - ((clock.now().getTime() - Date.parse('2026-03-10T04:30:00Z')) % DAY));
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' }).expect(200);
    clock.advance(5 * DAY);
    const due = (await agent.get('/api/cards/review')).body.find((card: { id: number }) => card.id === cards[0].id);
    const promised = due.nextIntervals.medium;
    const rated = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' });
    expect(rated.body.interval).toBe(promised);
    expect(rated.body.dueInDays).toBe(promised);

    const dueInDays = async () => {
      const rest = (await agent.get(`/api/folders/${folder.id}/cards`)).body[0].dueInDays;
      const graphql = await gql(agent, `{ card(id: ${cards[0].id}) { dueInDays } }`);
      expect(graphql.body.data.card.dueInDays).toBe(rest);
      return rest;
    };
    expect(await dueInDays()).toBe(promised);
    // 03:59 the next morning is still the same study day; 04:00 starts the next one.
    clock.advance(4.5 * 60 * 60 * 1000 - 60_000);
    expect(await dueInDays()).toBe(promised);
    clock.advance(60_000);
    expect(await dueInDays()).toBe(promised - 1);
    clock.advance((promised + 2) * DAY);
    expect(await dueInDays()).toBe(-3);
    expect((await gql(agent, `{ folder(id: ${folder.id}) { cards { nodes { dueInDays } } } }`)).body.data).toEqual({
      folder: { cards: { nodes: [{ dueInDays: -3 }] } },
    });
  });
});
