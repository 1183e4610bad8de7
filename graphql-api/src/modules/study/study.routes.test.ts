import { count, folderWithCards, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const HOUR = 60 * 60 * 1000;

const learner = (timeZone = 'UTC') => learnerIn(t, timeZone);

describe('POST /api/cards/{id}/review', () => {
  it('applies the rule, writes a review row and moves the reminder, all at once', async () => {
    const { agent, userId } = await learner('Europe/Madrid');
    const { folder, cards } = await folderWithCards(agent, ['uno']);
    const res = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'medium', answerResult: 'correct' });
    expect(res.status).toBe(200);
    // 12:00 UTC on 10 March is 13:00 in Madrid: study day 10 March + 3 = 13 March, 04:00 local = 03:00 UTC
    expect(res.body).toMatchObject({
      difficulty: 'good',
      reviewCount: 1,
      interval: 3,
      easeFactor: 250,
      lastReviewedAt: '2026-03-10T12:00:00.000Z',
      nextReviewAt: '2026-03-13T03:00:00.000Z',
    });
    const [review] = await sql(t, 'select * from reviews where card_id = ?', [cards[0].id]);
    expect(review).toMatchObject({
      user_id: userId,
      folder_id: folder.id,
      rating: 'medium',
      interval_before: 2,
      interval_after: 3,
      ease_before: 250,
      ease_after: 250,
    });
    const reminders = await sql(
      t,
      'select difficulty, scheduled_at from email_reminders where card_id = ? and sent_at is null',
      [cards[0].id],
    );
    expect(reminders.map((row) => [row.difficulty, new Date(row.scheduled_at as string).toISOString()])).toEqual([
      ['good', '2026-03-13T03:00:00.000Z'],
    ]);
    expect((await agent.get('/api/cards/review')).body).toEqual([]);
  });

  it('refuses a rating it does not know, changing nothing', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['uno']);
    const res = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'perfect' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Valoración no válida: usa easy, medium o hard');
    expect(await count(t, 'reviews', 'card_id = ?', [cards[0].id])).toBe(0);
  });

  it("answers someone else's card like a missing one, changing nothing", async () => {
    const owner = await learner();
    const intruder = await learner();
    const { cards } = await folderWithCards(owner.agent, ['uno']);
    const theirs = await intruder.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' });
    const missing = await intruder.agent.post('/api/cards/999999999/review').send({ difficulty: 'easy' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    const [card] = await sql<{ review_count: number }>(t, 'select review_count from cards where id = ?', [cards[0].id]);
    expect(card.review_count).toBe(0);
  });

  it('loses no rating among 20 concurrent ones', async () => {
    const { agent } = await learner();
    const { cards } = await folderWithCards(agent, ['concurrente']);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: ['easy', 'medium', 'hard'][i % 3] }),
      ),
    );
    const accepted = results.filter((res) => res.status === 200).length;
    expect(results.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const [card] = await sql<{ review_count: number }>(t, 'select review_count from cards where id = ?', [cards[0].id]);
    expect(card.review_count).toBe(accepted);
    expect(await count(t, 'reviews', 'card_id = ?', [cards[0].id])).toBe(accepted);
    expect(accepted).toBe(20);
  });
});

describe('GET /api/cards/review', () => {
  it('lists due cards most overdue first and never-reviewed last, per folder or across folders', async () => {
    const { agent } = await learner();
    const { folder: a, cards: inA } = await folderWithCards(agent, ['a1', 'a2', 'a3'], 'A');
    const { folder: b, cards: inB } = await folderWithCards(agent, ['b1'], 'B');
    await agent.post(`/api/cards/${inA[0].id}/review`).send({ difficulty: 'medium' }); // due in 3 days
    await agent.post(`/api/cards/${inA[1].id}/review`).send({ difficulty: 'hard' }); // due tomorrow
    clock.advance(5 * 24 * HOUR);
    try {
      const all = (await agent.get('/api/cards/review')).body;
      expect(all.map((card: { front: string }) => card.front)).toEqual(['a2', 'a1', 'a3', 'b1']);
      expect(all[0]).toMatchObject({ folderId: a.id, folderName: 'A', difficulty: 'hard' });
      // FSRS after 5 real days: the buttons show what a rating then gives (one function)
      const shown = all[0].nextIntervals;
      expect(shown.medium).toBeGreaterThan(shown.hard);
      expect(shown.easy).toBeGreaterThan(shown.medium);
      const rated = (await agent.post(`/api/cards/${inA[1].id}/review`).send({ difficulty: 'medium' })).body;
      expect(rated.interval).toBe(shown.medium);
      const onlyB = (await agent.get('/api/cards/review').query({ folderId: b.id })).body;
      expect(onlyB.map((card: { id: number }) => card.id)).toEqual([inB[0].id]);
    } finally {
      clock.advance(-5 * 24 * HOUR);
    }
  });

  it('answers malformed parameters in Spanish', async () => {
    const { agent } = await learner();
    const res = await agent.get('/api/cards/review').query({ folderId: 'abc', limit: 5000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Entrada inválida/);
    const review = await agent.post('/api/cards/1/review').send({ difficulty: 'easy', durationMs: 'mucho' });
    expect(review.body.message).toMatch(/^Entrada inválida: se esperaba número/);
  });

  it("answers someone else's folder id like a missing one", async () => {
    const owner = await learner();
    const intruder = await learner();
    const { folder } = await folderWithCards(owner.agent, ['x']);
    const res = await intruder.agent.get('/api/cards/review').query({ folderId: folder.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Carpeta no encontrada' });
  });
});

describe('study sessions', () => {
  it('are created, counted after each rating and completed by their owner only', async () => {
    const owner = await learner();
    const intruder = await learner();
    const { folder } = await folderWithCards(owner.agent, ['x']);
    const created = await owner.agent.post('/api/study-sessions').send({ folderId: folder.id, cardsStudied: 0 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ folderId: folder.id, cardsStudied: 0, completedAt: null });
    const id = created.body.id;
    const updated = await owner.agent
      .put(`/api/study-sessions/${id}`)
      .send({ cardsStudied: 3, easyCount: 1, goodCount: 1, hardCount: 1, completedAt: '2026-03-10T12:30:00.000Z' });
    expect(updated.body).toMatchObject({
      cardsStudied: 3,
      easyCount: 1,
      goodCount: 1,
      hardCount: 1,
      completedAt: '2026-03-10T12:30:00.000Z',
    });
    const theirs = await intruder.agent.put(`/api/study-sessions/${id}`).send({ cardsStudied: 99 });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Sesión de estudio no encontrada' });
    const [row] = await sql<{ cards_studied: number }>(t, 'select cards_studied from study_sessions where id = ?', [
      id,
    ]);
    expect(row.cards_studied).toBe(3);
    expect((await owner.agent.post('/api/study-sessions').send({ folderId: null })).body.folderId).toBeNull();
    expect((await intruder.agent.post('/api/study-sessions').send({ folderId: folder.id })).status).toBe(404);
  });

  it('refuses negative counts and malformed dates', async () => {
    const { agent } = await learner();
    const { id } = (await agent.post('/api/study-sessions').send({ folderId: null })).body;
    const negative = await agent.put(`/api/study-sessions/${id}`).send({ cardsStudied: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('Los contadores deben ser números enteros no negativos');
    const badDate = await agent.put(`/api/study-sessions/${id}`).send({ completedAt: 'mañana' });
    expect(badDate.body.message).toBe('La fecha de finalización no es válida');
  });
});

describe('figures in the learner’s time zone', () => {
  it('count studied-today from 04:00 local and keep the streak across days', async () => {
    const start = clock.now().getTime();
    // Mexico City is UTC-6 in March 2026. 12:00 UTC = 06:00 local on 10 March.
    const { agent } = await learner('America/Mexico_City');
    const { cards } = await folderWithCards(agent, ['a', 'b', 'c', 'd', 'e', 'f']);
    const rateCard = (i: number) => agent.post(`/api/cards/${cards[i].id}/review`).send({ difficulty: 'hard' });
    const stats = async () => (await agent.get('/api/user/stats')).body;
    const at = (iso: string) => {
      clock.advance(new Date(iso).getTime() - clock.now().getTime());
    };
    try {
      expect(await stats()).toMatchObject({
        cardsStudiedToday: 0,
        currentStreak: 0,
        cardsDueToday: 6,
        newCards: 6,
        totalFolders: 1,
      });
      await rateCard(0);
      expect(await stats()).toMatchObject({
        cardsStudiedToday: 1,
        currentStreak: 1,
        cardsDueToday: 5,
        newCards: 5,
        hardCards: 1,
      });

      // 03:30 local on 11 March (09:30 UTC): still study day 10 March
      at('2026-03-11T09:30:00Z');
      await rateCard(1);
      expect(await stats()).toMatchObject({ cardsStudiedToday: 2, currentStreak: 1 });

      // 04:00 local: a new study day; the streak survives a day not yet studied
      at('2026-03-11T10:00:00Z');
      expect(await stats()).toMatchObject({ cardsStudiedToday: 0, currentStreak: 1 });
      await rateCard(2);
      expect(await stats()).toMatchObject({ cardsStudiedToday: 1, currentStreak: 2 });

      // 12 March passes without a review; on 13 March the streak is broken
      at('2026-03-13T15:00:00Z');
      expect(await stats()).toMatchObject({ cardsStudiedToday: 0, currentStreak: 0 });
      await rateCard(3);
      expect(await stats()).toMatchObject({ currentStreak: 1 });

      const daily = (await agent.get('/api/cards/daily-review')).body;
      expect(daily).toEqual({
        date: '2026-03-13',
        dueCount: expect.any(Number),
        newCount: 2,
        studiedToday: 1,
        streak: 1,
      });
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('keep the per-day aggregate equal to a recount of the reviews, and read a long streak from it', async () => {
    const { agent, userId } = await learner('Asia/Tokyo');
    const { cards } = await folderWithCards(agent, ['a', 'b', 'c']);
    await Promise.all(cards.map((card) => agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'easy' })));
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' });
    const recount = await sql(
      t,
      `select ((reviewed_at at time zone 'Asia/Tokyo') - interval '4 hours')::date::text as day, count(*)::int as reviews
         from reviews where user_id = ? group by 1 order by 1`,
      [userId],
    );
    const kept = await sql(t, 'select day::text as day, reviews from study_days where user_id = ? order by day', [
      userId,
    ]);
    expect(kept).toEqual(recount);
    expect(recount).toEqual([{ day: expect.any(String), reviews: 4 }]);

    // Three years of daily study before today: the streak counts them all.
    const today = (kept[0] as { day: string }).day;
    await sql(
      t,
      `insert into study_days (user_id, day, reviews)
       select ?, ?::date - g, 5 from generate_series(1, 1095) g`,
      [userId, today],
    );
    expect((await agent.get('/api/user/stats')).body).toMatchObject({ cardsStudiedToday: 4, currentStreak: 1096 });
  });

  it('keep the streak across daylight-saving changes (23- and 25-hour study days) and break it at a gap', async () => {
    const start = clock.now().getTime();
    const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
    // New York: clocks go forward at 02:00 on 8 March 2026 and back at 02:00 on 1 November 2026.
    const { agent } = await learner('America/New_York');
    const { cards } = await folderWithCards(agent, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    const rateCard = (i: number) => agent.post(`/api/cards/${cards[i].id}/review`).send({ difficulty: 'medium' });
    const stats = async () => (await agent.get('/api/user/stats')).body;
    try {
      at('2026-03-07T15:00:00Z'); // 10:00 EST, study day 7 March
      await rateCard(0);
      // 03:30 EDT on 8 March (07:30 UTC) is still study day 7 March, the day that lost an hour.
      at('2026-03-08T07:30:00Z');
      await rateCard(1);
      expect(await stats()).toMatchObject({ cardsStudiedToday: 2, currentStreak: 1 });
      at('2026-03-08T08:00:00Z'); // 04:00 EDT: study day 8 March
      await rateCard(2);
      at('2026-03-09T23:00:00Z'); // 19:00 EDT, 9 March
      await rateCard(3);
      expect(await stats()).toMatchObject({ cardsStudiedToday: 1, currentStreak: 3 });

      // Autumn: 31 October, 1 November (25 hours: 03:30 EDT… 01:00 happens twice… 03:59 EST) and 2 November.
      at('2026-10-31T12:00:00Z');
      await rateCard(4);
      at('2026-11-01T08:59:00Z'); // 03:59 EST: still 31 October's study day
      expect(await stats()).toMatchObject({ cardsStudiedToday: 1, currentStreak: 1 });
      at('2026-11-01T09:00:00Z'); // 04:00 EST: study day 1 November, nothing yet: the run of yesterday holds
      expect(await stats()).toMatchObject({ cardsStudiedToday: 0, currentStreak: 1 });
      await rateCard(5);
      at('2026-11-02T20:00:00Z');
      await rateCard(6);
      expect(await stats()).toMatchObject({ currentStreak: 3 });
      // 3 November without a review; on 4 November the run is over until a rating starts a new one.
      at('2026-11-04T20:00:00Z');
      expect(await stats()).toMatchObject({ cardsStudiedToday: 0, currentStreak: 0 });
      await rateCard(7);
      expect(await stats()).toMatchObject({ cardsStudiedToday: 1, currentStreak: 1 });
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('count only days that keep a review: an undone day is no study day, the statistics screen agrees', async () => {
    const start = clock.now().getTime();
    const { agent } = await learner('Europe/Madrid');
    const { cards } = await folderWithCards(agent, ['a', 'b']);
    try {
      clock.advance(-24 * HOUR);
      await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' });
      clock.advance(24 * HOUR);
      const { reviewId } = (await agent.post(`/api/cards/${cards[1].id}/review`).send({ difficulty: 'easy' })).body;
      expect((await agent.get('/api/user/stats')).body).toMatchObject({ cardsStudiedToday: 1, currentStreak: 2 });
      expect((await agent.post(`/api/reviews/${reviewId}/undo`)).status).toBe(200);
      // Today's row stays with no review: yesterday's run of one, as the statistics screen counts it.
      expect((await agent.get('/api/user/stats')).body).toMatchObject({ cardsStudiedToday: 0, currentStreak: 1 });
      expect((await agent.get('/api/stats')).body).toMatchObject({ currentStreak: 1, longestStreak: 1 });
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('read the streak as a walk back from today would, whatever the days (gaps, empty days, days past today)', async () => {
    const { agent, userId } = await learner();
    const today = '2026-03-10'; // the test clock's study day in UTC
    const dayOf = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
    /** DESIGN §6 walked day by day: the run of days with a review ending today, or yesterday while today has none. */
    const walked = (reviews: Map<number, number>) => {
      let day = (reviews.get(0) ?? 0) > 0 ? 0 : -1;
      let run = 0;
      while ((reviews.get(day) ?? 0) > 0) {
        run++;
        day--;
      }
      return run;
    };
    // A fixed pseudo-random sequence (a linear congruential generator): the same cases on every run.
    let seed = 27;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const cases: Map<number, number>[] = [new Map(), new Map([[0, 0]]), new Map([[1, 3]]), new Map([[-1, 2]])];
    for (let i = 0; i < 16; i++) {
      const reviews = new Map<number, number>();
      const gapChance = [0, 0.02, 0.1, 0.4][i % 4];
      for (let offset = 2; offset >= -60 - i * 20; offset--)
        if (next() >= gapChance) reviews.set(offset, next() < 0.05 ? 0 : 1 + Math.floor(next() * 9));
      cases.push(reviews);
    }
    for (const reviews of cases) {
      await sql(t, 'delete from study_days where user_id = ?', [userId]);
      for (const [offset, n] of reviews)
        await sql(t, 'insert into study_days (user_id, day, reviews) values (?, ?::date, ?)', [
          userId,
          dayOf(offset).toISOString().slice(0, 10),
          n,
        ]);
      expect((await agent.get('/api/user/stats')).body.currentStreak).toBe(walked(reviews));
    }
  });

  it('need a signed-in user', async () => {
    expect((await t.http.get('/api/user/stats')).status).toBe(401);
    expect((await t.http.get('/api/cards/daily-review')).status).toBe(401);
  });
});

describe('reviewCard over GraphQL', () => {
  it('returns the card, the folder stats and the viewer stats it changed', async () => {
    const { agent } = await learner();
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos']);
    const res = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: `mutation($id: ID!) { reviewCard(cardId: $id, rating: EASY) {
          card { id difficulty reviewCount nextIntervals { easy medium hard } }
          folder { id hasStudiedCards stats { totalCards dueCards masteredCards difficultCards } }
          viewer { id stats { cardsDueToday cardsStudiedToday currentStreak newCards easyCards } } reviewId } }`,
        variables: { id: cards[0].id },
      });
    expect(res.body.data.reviewCard).toEqual({
      card: {
        id: String(cards[0].id),
        difficulty: 'EASY',
        reviewCount: 1,
        nextIntervals: expect.objectContaining({ hard: 1 }),
      },
      folder: {
        id: String(folder.id),
        hasStudiedCards: true,
        stats: { totalCards: 2, dueCards: 1, masteredCards: 1, difficultCards: 0 },
      },
      viewer: {
        id: expect.any(String),
        stats: { cardsDueToday: 1, cardsStudiedToday: 1, currentStreak: 1, newCards: 1, easyCards: 1 },
      },
      reviewId: expect.any(String),
    });
    // The answer carries the next hints, so a second round's buttons never lie: rating again now gives them.
    const hints = res.body.data.reviewCard.card.nextIntervals;
    const second = (await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' })).body;
    expect(second.interval).toBe(hints.medium);
  });
});
