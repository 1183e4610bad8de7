import type supertest from 'supertest';
import { countStatements } from '../../../test/count-statements';
import { count, folderWithCards, graphqlAs, learnerIn, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { dayStart, formatLocalDate, studyDay } from '../study/schedule';

// A clock set by hand, only ever forward: each test's learner sees its reviews in order.
let instant = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => new Date(instant) };
const at = (iso: string) => {
  instant = Date.parse(iso);
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const gql = graphqlAs;

const allFields = `folderId range timeZone today from totalReviews daysStudied averagePerStudyDay currentStreak
  longestStreak overdue days { date reviews } forecast { date due }
  weeks { weekStart reviews hard medium easy averageSeconds youngDue youngPassed matureDue maturePassed retention
          youngRetention matureRetention }
  cardStates { new learning young mature } intervals { minDays maxDays cards }`;

const rate = async (agent: supertest.Agent, cardId: number, difficulty: string, durationMs?: number) => {
  const res = await agent.post(`/api/cards/${cardId}/review`).send({ difficulty, durationMs });
  expect(res.status).toBe(200);
  return res.body as { reviewId: number; nextReviewAt: string };
};

describe('GET /api/stats and User.statistics', () => {
  it('shows a new learner empty series (not missing ones), and asks for a session', async () => {
    at('2026-03-02T12:00:00Z');
    const { agent } = await learnerIn(t, 'Europe/Madrid');
    const res = await agent.get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      folderId: null,
      range: 'year',
      timeZone: 'Europe/Madrid',
      today: '2026-03-02',
      // 53 weeks of Mondays to Sundays, this one last
      from: '2025-03-03',
      days: [],
      totalReviews: 0,
      daysStudied: 0,
      averagePerStudyDay: 0,
      currentStreak: 0,
      longestStreak: 0,
      overdue: 0,
      cardStates: { new: 0, learning: 0, young: 0, mature: 0 },
    });
    expect(res.body.forecast).toHaveLength(30);
    expect(res.body.forecast[0]).toEqual({ date: '2026-03-02', due: 0 });
    expect(res.body.weeks).toHaveLength(12);
    expect(res.body.weeks.at(-1)).toMatchObject({ weekStart: '2026-03-02', reviews: 0, retention: null });
    expect(res.body.intervals).toHaveLength(9);

    const anonymous = await t.http.get('/api/stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthorized' });
  });

  it('counts reviews at 03:59 and 04:00 local on their study days across a daylight-saving change and a change of zone', async () => {
    at('2026-03-27T12:00:00Z');
    const { agent, userId } = await learnerIn(t, 'Europe/Madrid');
    const { folder, cards } = await folderWithCards(agent, ['a', 'b', 'c', 'd', 'e', 'f']);
    const [a, b, c, d, e] = cards.map((card: { id: number }) => card.id);

    at('2026-03-28T02:59:00Z'); // 03:59 CET: still Friday the 27th's study day
    await rate(agent, a, 'hard');
    at('2026-03-28T03:00:00Z'); // 04:00 CET: Saturday the 28th
    await rate(agent, b, 'medium');
    // Summer time from 2026-03-29 01:00 UTC: 03:59 CEST is 01:59 UTC, still Saturday's study day
    at('2026-03-29T01:59:00Z');
    await rate(agent, a, 'medium', 6000);
    at('2026-03-29T02:00:00Z'); // 04:00 CEST: Sunday the 29th
    await rate(agent, c, 'easy');
    at('2026-03-29T02:01:00Z');
    await rate(agent, d, 'hard');

    expect((await agent.put('/api/user/settings').send({ timeZone: 'America/New_York' })).status).toBe(200);
    at('2026-03-30T07:59:00Z'); // 03:59 EDT: still Sunday the 29th in New York
    await rate(agent, e, 'hard');
    at('2026-03-30T08:00:00Z'); // 04:00 EDT: Monday the 30th
    const last = await rate(agent, a, 'hard', 4000);

    at('2026-03-30T12:00:00Z');
    const all = (await agent.get('/api/stats')).body;
    const expectedDays = [
      { date: '2026-03-27', reviews: 1 },
      { date: '2026-03-28', reviews: 2 },
      { date: '2026-03-29', reviews: 3 },
      { date: '2026-03-30', reviews: 1 },
    ];
    expect(all).toMatchObject({
      timeZone: 'America/New_York',
      today: '2026-03-30',
      days: expectedDays,
      totalReviews: 7,
      daysStudied: 4,
      averagePerStudyDay: 1.75,
      currentStreak: 4,
      longestStreak: 4,
    });
    // The dashboard's streak is the same figure.
    expect((await agent.get('/api/user/stats')).body.currentStreak).toBe(4);
    const [previousWeek, thisWeek] = all.weeks.slice(-2);
    expect(previousWeek).toEqual({
      weekStart: '2026-03-23',
      reviews: 6,
      hard: 3,
      medium: 2,
      easy: 1,
      averageSeconds: 6,
      // a's second rating is the only review of a studied card: young (interval 1), passed (medio)
      youngDue: 1,
      youngPassed: 1,
      matureDue: 0,
      maturePassed: 0,
      retention: 1,
      youngRetention: 1,
      matureRetention: null,
    });
    expect(thisWeek).toMatchObject({ weekStart: '2026-03-30', reviews: 1, hard: 1, averageSeconds: 4 });
    expect(thisWeek).toMatchObject({ youngDue: 1, youngPassed: 0, retention: 0, youngRetention: 0 });

    // The forecast puts each card on its due date's study day in today's zone; earlier ones are overdue.
    const listed: { nextReviewAt: string | null }[] = (await agent.get(`/api/folders/${folder.id}/cards`)).body;
    const todayStart = dayStart({ year: 2026, month: 3, day: 30 }, 'America/New_York');
    const expected = new Map<string, number>();
    let overdue = 0;
    for (const { nextReviewAt } of listed) {
      if (!nextReviewAt) continue;
      const due = new Date(nextReviewAt);
      if (due < todayStart) overdue++;
      else {
        const date = formatLocalDate(studyDay(due, 'America/New_York'));
        expected.set(date, (expected.get(date) ?? 0) + 1);
      }
    }
    expect(overdue).toBeGreaterThan(0);
    expect(all.overdue).toBe(overdue);
    expect(all.forecast.filter((day: { due: number }) => day.due > 0)).toEqual(
      [...expected].sort().map(([date, due]) => ({ date, due })),
    );
    expect(all.cardStates.new).toBe(1);
    expect(all.cardStates.learning + all.cardStates.young + all.cardStates.mature).toBe(5);
    expect(all.intervals.reduce((sum: number, bucket: { cards: number }) => sum + bucket.cards, 0)).toBe(5);

    // One folder (the only one): the same figures, over GraphQL too.
    const one = (await agent.get(`/api/stats?folderId=${folder.id}`)).body;
    expect({ ...one, folderId: null }).toEqual(all);
    const { data } = await gql(agent, `query($f: ID) { viewer { statistics(folderId: $f) { ${allFields} } } }`, {
      f: String(folder.id),
    });
    expect(data.viewer.statistics).toEqual({ ...one, folderId: String(folder.id), range: 'YEAR' });

    // An undo takes the review back out of every series.
    expect((await agent.post(`/api/reviews/${last.reviewId}/undo`)).status).toBe(200);
    const undone = (await agent.get('/api/stats')).body;
    expect(undone.days).toEqual(expectedDays.slice(0, 3));
    expect(undone).toMatchObject({ currentStreak: 3, longestStreak: 3, totalReviews: 6 });
    expect(undone.weeks.at(-1)).toMatchObject({ reviews: 0, youngDue: 0, averageSeconds: null, retention: null });

    // A deleted card's reviews leave the folder's figures; the learner's days (the streak's) keep them.
    expect((await agent.delete(`/api/cards/${e}`)).status).toBe(204);
    const withoutE = (await agent.get(`/api/stats?folderId=${folder.id}`)).body;
    expect(withoutE.days.at(-1)).toEqual({ date: '2026-03-29', reviews: 2 });
    expect(withoutE.weeks.at(-2)).toMatchObject({ reviews: 5, hard: 2 });

    // A deleted folder takes its per-day rows with it.
    expect(await count(t, 'review_days', 'user_id = ?', [userId])).toBeGreaterThan(0);
    expect((await agent.delete(`/api/folders/${folder.id}`)).status).toBe(204);
    expect(await count(t, 'review_days', 'user_id = ?', [userId])).toBe(0);
    expect((await agent.get('/api/stats')).body.weeks.at(-2)).toMatchObject({ reviews: 0 });
  });

  it('keeps review_days equal to the reviews it sums, whatever wrote them', async () => {
    at('2026-04-02T12:00:00Z');
    const { agent, userId } = await learnerIn(t, 'Asia/Tokyo');
    const { cards } = await folderWithCards(agent, ['x', 'y', 'z']);
    for (const [i, card] of cards.entries()) await rate(agent, card.id, ['easy', 'medium', 'hard'][i], 1000 * (i + 1));
    // A review written with SQL alone (an import, the benchmark) gets its study day from the trigger.
    await sql(
      t,
      `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at)
       select ?, id, folder_id, 'medium', 30, 60, 250, 250, '2026-04-01T18:59:00Z' from cards where id = ?`,
      [userId, cards[0].id],
    );
    const summed = await sql(
      t,
      `select to_char(study_day, 'YYYY-MM-DD') as day, count(*)::int as reviews,
              count(*) filter (where interval_before >= 21)::int as mature_due, sum(duration_ms)::int as duration_ms
         from reviews where user_id = ? group by 1 order by 1`,
      [userId],
    );
    const kept = await sql(
      t,
      `select to_char(day, 'YYYY-MM-DD') as day, reviews, mature_due, duration_ms::int as duration_ms
         from review_days where user_id = ? order by day`,
      [userId],
    );
    // 18:59 UTC is 03:59 in Tokyo on the 2nd: the 1st's study day.
    expect(summed).toEqual([
      { day: '2026-04-01', reviews: 1, mature_due: 1, duration_ms: null },
      { day: '2026-04-02', reviews: 3, mature_due: 0, duration_ms: 6000 },
    ]);
    expect(kept).toEqual([
      { day: '2026-04-01', reviews: 1, mature_due: 1, duration_ms: 0 },
      { day: '2026-04-02', reviews: 3, mature_due: 0, duration_ms: 6000 },
    ]);

    // card_intervals: the cards counted by class and interval, after inserts, ratings, an edit by SQL and a deletion.
    await sql(t, 'update cards set interval = 40, state = 2 where id = ?', [cards[1].id]);
    expect((await agent.delete(`/api/cards/${cards[2].id}`)).status).toBe(204);
    await folderWithCards(agent, ['nueva']);
    const classes = `select folder_id, case when review_count = 0 then 0 when state in (1, 3) then 1
                            when interval < 21 then 2 else 3 end as kind, interval, count(*)::int as cards
                       from cards where folder_id in (select id from folders where user_id = ?) group by 1, 2, 3`;
    const counted = await sql(t, `${classes} order by 1, 2, 3`, [userId]);
    const keptCards = await sql(
      t,
      `select folder_id, kind, interval, cards from card_intervals
        where folder_id in (select id from folders where user_id = ?) order by 1, 2, 3`,
      [userId],
    );
    expect(keptCards).toEqual(counted);
    expect(counted.map((row) => row.kind)).toEqual(expect.arrayContaining([0, 3]));
  });

  it('answers in a fixed number of SQL statements, whatever the size of the history', async () => {
    at('2026-04-05T12:00:00Z');
    const { agent } = await signedUpAgent(t);
    const { cards } = await folderWithCards(agent, ['uno']);
    await rate(agent, cards[0].id, 'medium');
    const query = `{ viewer { statistics { ${allFields} } } }`;
    const few = await countStatements(() => gql(agent, query));
    const fewRest = await countStatements(() => agent.get('/api/stats'));

    for (let f = 0; f < 4; f++) {
      const more = await folderWithCards(agent, ['p', 'q', 'r'], `Carpeta ${f}`);
      for (const card of more.cards) await rate(agent, card.id, 'easy');
      at(new Date(instant + 86_400_000).toISOString());
    }
    let result: Awaited<ReturnType<typeof gql>> | undefined;
    const many = await countStatements(async () => {
      result = await gql(agent, query);
    });
    expect(result?.data.viewer.statistics.totalReviews).toBe(13);
    expect(many).toBe(few);
    expect(await countStatements(() => agent.get('/api/stats'))).toBe(fewRest);
    // the session and user lookups, then days, weeks, forecast and cards
    expect(many).toBeLessThanOrEqual(7);
  });

  it("treats someone else's folder as missing, refuses a bad range in Spanish and prices folder lists", async () => {
    at('2026-04-20T12:00:00Z');
    const owner = await signedUpAgent(t);
    const { folder } = await folderWithCards(owner.agent, ['uno']);
    const { agent } = await signedUpAgent(t);

    for (const id of [String(folder.id), 'abc', '0', '99999999']) {
      const res = await agent.get(`/api/stats?folderId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Carpeta no encontrada' });
    }
    const other = await gql(agent, `query($f: ID) { viewer { statistics(folderId: $f) { totalReviews } } }`, {
      f: String(folder.id),
    });
    expect(other.errors).toBeUndefined();
    expect(other.data.viewer.statistics).toBeNull();

    const bad = await agent.get('/api/stats?range=decade');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Periodo no válido: usa month, quarter o year');

    const month = (await owner.agent.get(`/api/stats?folderId=${folder.id}&range=month`)).body;
    expect(month).toMatchObject({ range: 'month', from: '2026-03-23' });
    expect(month.weeks).toHaveLength(5);
    const viaFolder = await gql(
      owner.agent,
      `query($id: ID!) { folder(id: $id) { statistics(range: MONTH) { ${allFields} } } }`,
      {
        id: String(folder.id),
      },
    );
    expect(viaFolder.data.folder.statistics).toEqual({ ...month, folderId: String(folder.id), range: 'MONTH' });

    // Statistics of a thousand folders would be a thousand times four statements: the cost refuses it.
    const fanOut = await gql(owner.agent, '{ folders { statistics { totalReviews } } }');
    expect(fanOut.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const fewFolders = await gql(owner.agent, '{ folders(limit: 20) { statistics { totalReviews } } }');
    expect(fewFolders.errors).toBeUndefined();
  });
});
