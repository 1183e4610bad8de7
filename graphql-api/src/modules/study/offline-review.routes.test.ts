import crypto from 'node:crypto';
import supertest from 'supertest';
import { count, folderWithCards, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { rate } from '../scheduling/schedule';

// Offline ratings (DESIGN §14): a client id makes a replay answer the first rating; `reviewedAt` dates it.
const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const learner = (timeZone = 'UTC') => learnerIn(t, timeZone);
const ago = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

const gql = (agent: supertest.Agent, query: string, variables: Record<string, unknown> = {}) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

const reviewMutation = `mutation($id: ID!, $rating: Rating!, $clientId: String, $reviewedAt: DateTime) {
  reviewCard(cardId: $id, rating: $rating, clientId: $clientId, reviewedAt: $reviewedAt) {
    reviewId replayed card { id reviewCount lastReviewedAt }
  } }`;

/** Every column of the card row as PostgreSQL prints it. */
const cardRow = async (id: number) =>
  (await sql<{ row: string }>(t, 'select c::text as row from cards c where id = ?', [id]))[0].row;

describe('a rating with a clientId counts exactly once', () => {
  it('answers a replay over REST with the first review, rating nothing again', async () => {
    const { agent, userId } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const clientId = crypto.randomUUID();
    const first = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium', clientId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reviewCount: 1, replayed: false });
    const after = await cardRow(cards[0].id);

    clock.advance(HOUR);
    // The same rating sent again (its answer was lost), even with another rating or time: the first one stands.
    const again = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'easy', clientId, reviewedAt: ago(10 * 60_000) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ reviewId: first.body.reviewId, reviewCount: 1, replayed: true });
    expect(await cardRow(cards[0].id)).toBe(after);
    expect(await count(t, 'reviews', 'card_id = ?', [cards[0].id])).toBe(1);
    expect(await sql(t, 'select reviews from study_days where user_id = ?', [userId])).toEqual([{ reviews: 1 }]);
  });

  it('gives one review row when the same rating arrives many times at once, over both APIs', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const clientId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard', clientId })
          : gql(agent, reviewMutation, { id: cards[0].id, rating: 'HARD', clientId }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(12).fill(200));
    const ids = results.map((res) => String(res.body.reviewId ?? res.body.data.reviewCard.reviewId));
    expect(new Set(ids).size).toBe(1);
    const replayed = results.map((res) => res.body.replayed ?? res.body.data.reviewCard.replayed);
    expect(replayed.filter((value) => value === false)).toHaveLength(1);
    expect(await count(t, 'reviews', 'card_id = ?', [cards[0].id])).toBe(1);
    const [card] = await sql<{ review_count: number }>(t, 'select review_count from cards where id = ?', [cards[0].id]);
    expect(card.review_count).toBe(1);
  });

  it('keeps ids apart per learner, and refuses one id for two cards (409), changing nothing', async () => {
    const ana = await learner();
    const bea = await learner();
    const mine = await folderWithCards(ana.agent, ['uno', 'dos']);
    const theirs = await folderWithCards(bea.agent, ['tres']);
    const clientId = crypto.randomUUID();
    expect(
      (await ana.agent.post(`/api/cards/${mine.cards[0].id}/review`).send({ difficulty: 'easy', clientId })).status,
    ).toBe(200);
    // Another learner's client may happen to send the same id: it is theirs, rated on its own.
    const other = await bea.agent
      .post(`/api/cards/${theirs.cards[0].id}/review`)
      .send({ difficulty: 'easy', clientId });
    expect(other.body).toMatchObject({ reviewCount: 1, replayed: false });

    const before = await cardRow(mine.cards[1].id);
    const reused = await ana.agent.post(`/api/cards/${mine.cards[1].id}/review`).send({ difficulty: 'easy', clientId });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('Este identificador de repaso (clientId) ya se usó para otra carta');
    expect(await cardRow(mine.cards[1].id)).toBe(before);

    // Two different cards with one fresh id at the same time: one rating gets through, the other is a 409.
    const raced = crypto.randomUUID();
    const race = await Promise.all(
      [mine.cards[0].id, mine.cards[1].id].map((id) =>
        ana.agent.post(`/api/cards/${id}/review`).send({ difficulty: 'medium', clientId: raced }),
      ),
    );
    expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await count(t, 'reviews', 'client_id = ?', [raced])).toBe(1);
  });

  it("answers a replay of a card deleted meanwhile, or of someone else's card, with 404", async () => {
    const { agent } = await learner();
    const intruder = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const clientId = crypto.randomUUID();
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy', clientId });
    const theirs = await intruder.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy', clientId });
    expect(theirs.status).toBe(404);
    expect((await agent.delete(`/api/cards/${cards[0].id}`)).status).toBe(204);
    const gone = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy', clientId });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Carta no encontrada');
  });
});

describe('a rating made offline counts at the time it was made', () => {
  it('refuses, in Spanish and changing nothing, a malformed id, a time in the future or older than 30 days', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const before = await cardRow(cards[0].id);
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: 'abc' }, 'El identificador del repaso (clientId) debe ser un UUID'],
      [{ reviewedAt: 'ayer' }, 'La hora del repaso (reviewedAt) no es válida'],
      [{ reviewedAt: ago(-10 * 60_000) }, 'La hora del repaso (reviewedAt) no puede estar en el futuro'],
      [{ reviewedAt: ago(31 * DAY) }, 'La hora del repaso (reviewedAt) no puede ser de hace más de 30 días'],
    ];
    for (const [extra, message] of cases) {
      const res = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy', ...extra });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const viaGraphql = await gql(agent, reviewMutation, {
      id: cards[0].id,
      rating: 'EASY',
      reviewedAt: ago(-HOUR),
    });
    expect(viaGraphql.body.errors[0]).toMatchObject({
      message: 'La hora del repaso (reviewedAt) no puede estar en el futuro',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await cardRow(cards[0].id)).toBe(before);
    expect(await count(t, 'reviews', 'card_id = ?', [cards[0].id])).toBe(0);
  });

  it('takes a clock a minute ahead as now', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const res = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'easy', reviewedAt: ago(-60_000) });
    expect(res.status).toBe(200);
    expect(res.body.lastReviewedAt).toBe(clock.now().toISOString());
  });

  it('schedules from the real elapsed time and counts on the day it was made (studied-today, streak)', async () => {
    const start = clock.now().getTime();
    try {
      const { agent, userId } = await learner('Europe/Madrid');
      const { cards } = await folderWithCards(agent, ['uno', 'dos']);
      // 10 March: the first rating, online.
      const first = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' });
      const [stored] = await sql<{ card_after: Record<string, unknown> }>(
        t,
        'select card_after from reviews where id = ?',
        [first.body.reviewId],
      );
      // 14 March, 20:00 UTC: rated offline; it reaches the server on 16 March.
      const madeAt = '2026-03-14T20:00:00.000Z';
      clock.advance(new Date('2026-03-16T09:00:00Z').getTime() - clock.now().getTime());
      const late = await gql(agent, reviewMutation, {
        id: cards[0].id,
        rating: 'EASY',
        clientId: crypto.randomUUID(),
        reviewedAt: madeAt,
      });
      expect(late.body.data.reviewCard.card).toMatchObject({ reviewCount: 2, lastReviewedAt: madeAt });
      const after = stored.card_after;
      const state = {
        ...(after as unknown as Parameters<typeof rate>[1]),
        lastReviewedAt: new Date(after.lastReviewedAt as string),
        nextReviewAt: new Date(after.nextReviewAt as string),
      };
      // The learner's defaults (load balancing on); nothing else of theirs is due ahead.
      const settings = { desiredRetention: 0.9, weights: null, timeZone: 'Europe/Madrid', loadBalancing: true };
      const expected = rate(cards[0].id, state, 'easy', new Date(madeAt), settings);
      // Rated at its arrival, the card would have another memory state: the time it was made is what counts.
      expect(rate(cards[0].id, state, 'easy', clock.now(), settings).stability).not.toBe(expected.stability);
      const [card] = await sql<{ interval: number; next_review_at: string; stability: number }>(
        t,
        'select interval, next_review_at, stability from cards where id = ?',
        [cards[0].id],
      );
      expect({ ...card, next_review_at: new Date(card.next_review_at) }).toEqual({
        interval: expected.interval,
        next_review_at: expected.nextReviewAt,
        stability: expected.stability,
      });
      const [review] = await sql<{ reviewed_at: string }>(
        t,
        'select reviewed_at from reviews where card_id = ? and id <> ?',
        [cards[0].id, first.body.reviewId],
      );
      expect(new Date(review.reviewed_at).toISOString()).toBe(madeAt);

      // Another offline rating from 15 March arrives too: the days it was made hold them, today holds none.
      await agent
        .post(`/api/cards/${cards[1].id}/review`)
        .send({ difficulty: 'hard', clientId: crypto.randomUUID(), reviewedAt: '2026-03-15T10:00:00Z' });
      const days = await sql(t, 'select day::text as day, reviews from study_days where user_id = ? order by day', [
        userId,
      ]);
      expect(days).toEqual([
        { day: '2026-03-10', reviews: 1 },
        { day: '2026-03-14', reviews: 1 },
        { day: '2026-03-15', reviews: 1 },
      ]);
      // Yesterday and the day before were study days: the streak reaches today once today has a rating.
      expect((await agent.get('/api/user/stats')).body).toMatchObject({ cardsStudiedToday: 0, currentStreak: 2 });
      await agent.post(`/api/cards/${cards[1].id}/review`).send({ difficulty: 'medium' });
      expect((await agent.get('/api/user/stats')).body).toMatchObject({ cardsStudiedToday: 1, currentStreak: 3 });
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('never dates a rating before the card was last rated (another device rated it later)', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' });
    const late = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'easy', clientId: crypto.randomUUID(), reviewedAt: ago(2 * HOUR) });
    expect(late.status).toBe(200);
    expect(late.body.lastReviewedAt).toBe(clock.now().toISOString());
  });
});
