import type supertest from 'supertest';
import { countStatements } from '../../../test/count-statements';
import { count, folderWithCards, graphqlAs, learnerIn, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { addDays, dayStart, formatLocalDate, studyDay } from '../scheduling/schedule';

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
  cardStates { new learning young mature suspended } intervals { minDays maxDays cards }`;

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

  it("leaves other folders' card_intervals counters alone when a card is rated, moved by SQL or deleted", async () => {
    at('2026-04-03T12:00:00Z');
    const other = await signedUpAgent(t);
    const { folder: untouched } = await folderWithCards(other.agent, ['ajena']);
    // A counter no write of theirs changes: a write of another learner must not even look at it.
    const parked = [untouched.id, 3, 99, 0, untouched.id];
    await sql(
      t,
      `insert into card_intervals (user_id, folder_id, kind, interval, cards)
       select user_id, ?, ?, ?, ? from folders where id = ?`,
      parked,
    );
    const { agent } = await signedUpAgent(t);
    const { cards } = await folderWithCards(agent, ['uno', 'dos']);
    await rate(agent, cards[0].id, 'easy');
    await sql(t, 'update cards set interval = 30, state = 2, review_count = 1 where id = ?', [cards[1].id]);
    expect((await agent.delete(`/api/cards/${cards[0].id}`)).status).toBe(204);
    const left = await sql(t, 'select cards from card_intervals where folder_id = ? and kind = 3 and interval = 99', [
      untouched.id,
    ]);
    expect(left).toEqual([{ cards: 0 }]);
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

  it('counts overdue cards and the forecast at the edges of study days, UTC dates and a daylight-saving change', async () => {
    // 08:00 EDT on 20 October: today's study day began at 04:00 EDT (08:00 UTC); clocks go back on 1 November.
    at('2026-10-20T12:00:00Z');
    const { agent, userId } = await learnerIn(t, 'America/New_York');
    const dueAt = [
      '2026-10-19T23:59:59Z', // the UTC date before today's start: overdue
      '2026-10-20T00:00:00Z', // today's start's UTC date, before it: overdue
      '2026-10-20T07:59:59Z',
      '2026-10-20T08:00:00Z', // today's first instant
      '2026-11-01T08:59:59Z', // 03:59 EST: still 31 October's study day
      '2026-11-01T09:00:00Z', // 04:00 EST: 1 November, a 25-hour study day
      '2026-11-02T08:59:59Z',
      '2026-11-02T09:00:00Z',
      '2026-11-19T08:59:59Z', // the forecast's last study day (18 November)
      '2026-11-19T09:00:00Z', // past the forecast
    ];
    const { folder, cards } = await folderWithCards(agent, [...dueAt.map((_, i) => `c${i}`), 'nueva']);
    const other = await folderWithCards(agent, ['otra'], 'Otra');
    // Due dates written with SQL (as an import or an edit would), then a rating, an undo, a move and a deletion.
    for (const [i, due] of dueAt.entries())
      await sql(t, 'update cards set next_review_at = ?, review_count = 1 where id = ?', [due, cards[i].id]);
    await rate(agent, cards[0].id, 'medium');
    const undone = await rate(agent, cards[1].id, 'easy');
    expect((await agent.post(`/api/reviews/${undone.reviewId}/undo`)).status).toBe(200);
    await sql(t, 'update cards set folder_id = ? where id = ?', [other.folder.id, cards[2].id]);
    expect((await agent.delete(`/api/cards/${cards[9].id}`)).status).toBe(204);

    const recount = `select folder_id, to_char((next_review_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
                            count(*)::int as cards
                       from cards where folder_id in (select id from folders where user_id = ?) and next_review_at is not null
                      group by 1, 2 order by 1, 2`;
    const kept = `select folder_id, to_char(day, 'YYYY-MM-DD') as day, cards from card_due_days
                   where folder_id in (select id from folders where user_id = ?) order by 1, 2`;
    expect(await sql(t, kept, [userId])).toEqual(await sql(t, recount, [userId]));

    /** Overdue and forecast as the learner's zone puts each card (schedule.ts), for all folders or one. */
    const expected = async (timeZone: string, folderId?: number) => {
      const rows = await sql<{ next_review_at: Date }>(
        t,
        `select c.next_review_at from cards c join folders f on f.id = c.folder_id
          where f.user_id = ? and c.next_review_at is not null and not c.suspended ${folderId ? 'and f.id = ?' : ''}`,
        folderId ? [userId, folderId] : [userId],
      );
      const today = studyDay(new Date(instant), timeZone);
      const start = dayStart(today, timeZone);
      const last = formatLocalDate(addDays(today, 29));
      const due = new Map<string, number>();
      let overdue = 0;
      for (const { next_review_at } of rows) {
        const at = new Date(next_review_at);
        const date = formatLocalDate(studyDay(at, timeZone));
        if (at < start) overdue++;
        else if (date <= last) due.set(date, (due.get(date) ?? 0) + 1);
      }
      return { overdue, due: [...due].sort().map(([date, n]) => ({ date, due: n })) };
    };
    const shown = async (folderId?: number) => {
      const body = (await agent.get(`/api/stats${folderId ? `?folderId=${folderId}` : ''}`)).body;
      return { overdue: body.overdue, due: body.forecast.filter((day: { due: number }) => day.due > 0) };
    };
    at('2026-10-20T12:00:00Z');
    const now = await expected('America/New_York');
    expect(now.overdue).toBe(2); // the undone card and the moved one; the rated one is due again later
    expect(now.due.map((day) => day.date)).toEqual(
      expect.arrayContaining(['2026-10-20', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-18']),
    );
    expect(await shown()).toEqual(now);
    expect(await shown(folder.id)).toEqual(await expected('America/New_York', folder.id));
    expect(await shown(other.folder.id)).toEqual(await expected('America/New_York', other.folder.id));

    // Tokyo: today's study day starts at 19:00 UTC the day before, on another UTC date than the day's own.
    expect((await agent.put('/api/user/settings').send({ timeZone: 'Asia/Tokyo' })).status).toBe(200);
    at('2026-10-31T20:00:00Z');
    expect(await shown()).toEqual(await expected('Asia/Tokyo'));
    at('2026-11-01T08:30:00Z');
    expect(await shown()).toEqual(await expected('Asia/Tokyo'));

    // A suspended card is never due: neither overdue nor in the forecast.
    const before = await shown();
    expect((await agent.post(`/api/cards/${cards[0].id}/suspend`)).status).toBe(200);
    expect((await agent.post(`/api/cards/${cards[7].id}/suspend`)).status).toBe(200);
    const after = await shown();
    expect(after).toEqual(await expected('Asia/Tokyo'));
    const total = ({ overdue, due }: { overdue: number; due: { due: number }[] }) =>
      overdue + due.reduce((sum, day) => sum + day.due, 0);
    expect(total(after)).toBe(total(before) - 2);
  });
});
