import supertest from 'supertest';
import { folderWithCards, graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// 2026-03-09 is a Monday; each test moves the clock forward only.
const clock = testClock(new Date('2026-03-09T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const DAY = 86_400_000;
const fronts = Array.from({ length: 12 }, (_, i) => `palabra ${i}`);

/** The learner's cards rated medio once, three days ago: review cards whose next rating FSRS fuzzes. */
async function reviewCards(agent: supertest.Agent) {
  const { cards } = await folderWithCards(agent, fronts);
  for (const card of cards) await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'medium' }).expect(200);
  clock.advance(3 * DAY);
  return cards as { id: number }[];
}

/** Another folder of the learner's fills every odd day ahead with 30 cards due. */
async function crowdOddDays(userId: number) {
  const [other] = await sql<{ id: number }>(t, `insert into folders (name, user_id) values ('Lleno', ?) returning id`, [
    userId,
  ]);
  await sql(
    t,
    `insert into cards (front, back, folder_id, review_count, next_review_at)
     select 'x', 'y', ?, 1, date_trunc('day', ?::timestamptz) + make_interval(days => d) + interval '4 hours'
       from generate_series(1, 399, 2) d, generate_series(1, 30)`,
    [other.id, clock.now()],
  );
}

/** The study day `interval` days after today (UTC learner), as a weekday (0 Sunday). */
const weekdayIn = (interval: number) => new Date(clock.now().getTime() + interval * DAY).getUTCDay();

describe('load balancing (issue 26 item 5)', () => {
  it('lands ratings on the lighter days of the fuzz range, as the buttons said, on both APIs', async () => {
    const { agent, userId } = await learnerIn(t);
    const cards = await reviewCards(agent);
    await crowdOddDays(userId);
    const hintsNow = async () => {
      const due = (await agent.get('/api/cards/review')).body as {
        id: number;
        nextIntervals: Record<string, number>;
      }[];
      const graphqlHints = await graphqlData(agent, '{ dueCards { id nextIntervals { easy medium hard } } }');
      for (const card of graphqlHints.dueCards)
        expect(card.nextIntervals).toEqual(due.find((rest) => rest.id === Number(card.id))?.nextIntervals);
      return new Map(due.map((card) => [card.id, card.nextIntervals]));
    };
    for (const [i, card] of cards.entries()) {
      const rating = i % 2 === 0 ? 'medium' : 'easy';
      // The forecast moves with every rating: the buttons as they stand just before this one.
      const hints = await hintsNow();
      const rated = await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: rating });
      expect(rated.status).toBe(200);
      expect(rated.body.interval).toBe(hints.get(card.id)?.[rating]);
      // Every fuzz range here spans an even day: the crowded odd days are (all but) never chosen.
      expect(rated.body.interval % 2).toBe(0);
    }
  });

  it('keeps the learner’s días libres free, load balancing off', async () => {
    const { agent } = await learnerIn(t);
    const cards = await reviewCards(agent);
    const before = (await agent.get('/api/cards/review')).body as {
      id: number;
      nextIntervals: Record<string, number>;
    }[];
    await agent
      .put('/api/user/settings')
      .send({ loadBalancing: false, easyDays: [100, 100, 100, 100, 100, 50, 0] })
      .expect(200);
    const after = (await agent.get('/api/cards/review')).body as {
      id: number;
      nextIntervals: Record<string, number>;
    }[];
    let moved = 0;
    for (const [i, card] of cards.entries()) {
      const hint = after.find((due) => due.id === card.id)?.nextIntervals;
      if (hint?.medium !== before.find((due) => due.id === card.id)?.nextIntervals.medium) moved++;
      const rated = await graphqlData(
        agent,
        `mutation { reviewCard(cardId: ${card.id}, rating: ${i % 2 === 0 ? 'MEDIUM' : 'EASY'}) { card { interval } } }`,
      );
      expect(weekdayIn(rated.reviewCard.card.interval)).not.toBe(0);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('gives an undone card the buttons the due list gives it, forecast included (REST as GraphQL)', async () => {
    const { agent, userId } = await learnerIn(t);
    const [card] = await reviewCards(agent);
    await crowdOddDays(userId);
    const hints = async () =>
      ((await agent.get('/api/cards/review')).body as { id: number; nextIntervals: Record<string, number> }[]).find(
        (due) => due.id === card.id,
      )?.nextIntervals;
    const before = await hints();
    const rated = await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'medium' }).expect(200);
    const undone = await agent.post(`/api/reviews/${rated.body.reviewId}/undo`).expect(200);
    expect(undone.body.card.nextIntervals).toEqual(before);
    expect(await hints()).toEqual(before);
  });
});
