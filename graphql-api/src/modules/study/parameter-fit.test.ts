import type supertest from 'supertest';
import { default_w } from 'ts-fsrs';
import { folderWithCards, learnerIn, sql, testClock } from '../../../test/factories';
import { TRUE_WEIGHTS, writeHistory } from '../../../test/synthetic-learner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { User } from '../accounts/user.entity';
import { cardState, newCardState, nextIntervals, replayHistory } from '../scheduling/schedule';
import { requestDueFits, runParameterFit } from './parameter-fit.service';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const DAY = 86_400_000;

const gql = (agent: supertest.Agent, query: string) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query });

const settingsQuery =
  '{ viewer { schedulerSettings { parametersFittedAt reviewsUsed logLoss fitPending fitRequestedAt parametersCheckedAt } } }';

const withHistory = (userId: number, reviews: number) =>
  writeHistory((query, params) => sql(t, query, params), userId, reviews, new Date(clock.now().getTime() - DAY));

const userRow = (userId: number) => t.orm.em.fork().findOneOrFail(User, userId);

describe('asking for a fit ("Optimizar ahora")', () => {
  it('is refused in Spanish below 400 reviews on both APIs, changing nothing', async () => {
    const { agent, userId } = await learnerIn(t);
    await withHistory(userId, 150);
    const rest = await agent.post('/api/user/parameter-fit');
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(
      /^Hacen falta al menos 400 repasos para ajustar los parámetros a tu memoria \(llevas 15\d\)$/,
    );
    const graphql = await gql(agent, 'mutation { requestParameterFit { id } }');
    expect(graphql.body.errors[0]).toMatchObject({
      message: rest.body.message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await userRow(userId)).fitRequestedAt).toBeNull();
  });

  it('needs a signed-in learner', async () => {
    expect((await t.http.post('/api/user/parameter-fit')).status).toBe(401);
  });

  it('is pending on both APIs until the job runs, then both show the fit', async () => {
    const { agent, userId } = await learnerIn(t);
    const reviews = await withHistory(userId, 3000);
    const asked = await agent.post('/api/user/parameter-fit');
    expect(asked.status).toBe(202);
    expect(asked.body.schedulerSettings).toMatchObject({
      fitPending: true,
      fitRequestedAt: clock.now().toISOString(),
      parametersFittedAt: null,
    });
    // Asking again while pending changes nothing.
    const again = await gql(
      agent,
      'mutation { requestParameterFit { schedulerSettings { fitPending fitRequestedAt } } }',
    );
    expect(again.body.data.requestParameterFit.schedulerSettings).toEqual({
      fitPending: true,
      fitRequestedAt: clock.now().toISOString(),
    });

    clock.advance(60_000);
    const run = await runParameterFit(t.orm.em.fork(), userId, clock.now);
    expect(run).toMatchObject({ ran: true, improved: true });

    const fittedAt = clock.now().toISOString();
    const rest = (await agent.get('/api/auth/user')).body.schedulerSettings;
    const graphql = (await gql(agent, settingsQuery)).body.data.viewer.schedulerSettings;
    expect(rest).toMatchObject({
      fitPending: false,
      fitRequestedAt: null,
      parametersFittedAt: fittedAt,
      parametersCheckedAt: fittedAt,
      reviewsUsed: reviews,
    });
    expect(graphql).toEqual({
      fitPending: false,
      fitRequestedAt: null,
      parametersFittedAt: fittedAt,
      parametersCheckedAt: fittedAt,
      reviewsUsed: reviews,
      logLoss: rest.logLoss,
    });
    expect(rest.logLoss).toBeGreaterThan(0);
    expect(rest.logLoss).toBeLessThan(run.ran ? run.previousLogLoss : 0);
    // The weights stay on the server: neither API sends them.
    expect(JSON.stringify(rest)).not.toContain('Weights');
    const user = await userRow(userId);
    expect(user.fsrsWeights).toHaveLength(21);
    expect(user.fsrsWeights).not.toEqual(default_w);

    // A job with nothing pending does nothing.
    expect(await runParameterFit(t.orm.em.fork(), userId, clock.now)).toEqual({ userId, ran: false });
  });
});

describe('asking again', () => {
  it('waits an hour after a fit ran: 429 in Spanish with Retry-After, nothing pending', async () => {
    const { agent, userId } = await learnerIn(t);
    await withHistory(userId, 450);
    await agent.post('/api/user/parameter-fit').expect(202);
    await runParameterFit(t.orm.em.fork(), userId, clock.now);
    clock.advance(20 * 60_000);
    const refused = await agent.post('/api/user/parameter-fit');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Tus parámetros se ajustaron hace poco: podrás volver a optimizarlos dentro de 40 minutos',
    );
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect((await userRow(userId)).fitRequestedAt).toBeNull();
    clock.advance(40 * 60_000);
    expect((await agent.post('/api/user/parameter-fit')).status).toBe(202);
  });
});

describe('the fit job', () => {
  it('settles a request whose fit fails, so the scan does not send it again every minute', async () => {
    const { agent, userId } = await learnerIn(t);
    await withHistory(userId, 450);
    await agent.post('/api/user/parameter-fit').expect(202);
    await expect(
      runParameterFit(t.orm.em.fork(), userId, clock.now, async () => {
        throw new Error('optimizer failed');
      }),
    ).rejects.toThrow('optimizer failed');
    const user = await userRow(userId);
    expect(user.fitRequestedAt).toBeNull();
    expect(user.parametersCheckedAt).toEqual(clock.now());
    expect(user.fsrsWeights).toBeNull();
    expect(user.parametersFittedAt).toBeNull();
  });

  it('keeps the current weights when the new ones predict the learner’s reviews worse', async () => {
    const { agent, userId } = await learnerIn(t);
    const reviews = await withHistory(userId, 2000);
    await sql(t, `update users set fsrs_weights = ?::jsonb, parameters_fitted_at = ? where id = ?`, [
      JSON.stringify(TRUE_WEIGHTS),
      new Date('2026-01-01T00:00:00Z'),
      userId,
    ]);
    await agent.post('/api/user/parameter-fit').expect(202);
    clock.advance(60_000);
    // An optimizer whose answer is far off: first memories ten times too strong.
    const run = await runParameterFit(t.orm.em.fork(), userId, clock.now, async () =>
      TRUE_WEIGHTS.map((w, i) => (i < 4 ? w * 10 : w)),
    );
    expect(run).toMatchObject({ ran: true, improved: false });
    const user = await userRow(userId);
    expect(user.fsrsWeights).toEqual(TRUE_WEIGHTS);
    expect(user.parametersFittedAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(user.parametersCheckedAt).toEqual(clock.now());
    expect(user.fitRequestedAt).toBeNull();
    expect(user.reviewsUsed).toBe(reviews);
    // The log loss shown is the one of the weights in use.
    expect(user.logLoss).toBeCloseTo(run.ran ? run.previousLogLoss : Number.NaN, 10);
  });

  it('leaves a request made while it ran for the next run', async () => {
    const { agent, userId } = await learnerIn(t);
    await withHistory(userId, 500);
    await agent.post('/api/user/parameter-fit').expect(202);
    const em = t.orm.em.fork();
    const run = runParameterFit(em, userId, clock.now, async (items) => {
      // The learner asks again (a newer request) while the optimizer works.
      await sql(t, 'update users set fit_requested_at = ? where id = ?', [new Date(clock.now().getTime() + 1), userId]);
      const { fitWeights } = await import('./fsrs-optimizer');
      return fitWeights(items);
    });
    await run;
    expect((await userRow(userId)).fitRequestedAt).not.toBeNull();
  });

  it('is asked weekly for learners with enough history and new reviews, and once they reach 400 reviews', async () => {
    const few = await learnerIn(t);
    await withHistory(few.userId, 120);
    const enough = await learnerIn(t);
    await withHistory(enough.userId, 450);
    const checkedRecently = await learnerIn(t);
    await withHistory(checkedRecently.userId, 450);
    await sql(t, 'update users set parameters_checked_at = ? where id = ?', [
      new Date(clock.now().getTime() - 3 * DAY),
      checkedRecently.userId,
    ]);
    const longAgo = await learnerIn(t);
    await withHistory(longAgo.userId, 450);
    await sql(t, 'update users set parameters_checked_at = ? where id = ?', [
      new Date('2024-06-01T00:00:00Z'),
      longAgo.userId,
    ]);

    await requestDueFits(t.orm.em.fork(), clock.now());
    const pending = async (userId: number) => (await userRow(userId)).fitRequestedAt !== null;
    expect(await pending(few.userId)).toBe(false);
    expect(await pending(enough.userId)).toBe(true);
    expect(await pending(checkedRecently.userId)).toBe(false);
    expect(await pending(longAgo.userId)).toBe(true);

    // Fitted, and no review since: the next weekly check leaves them alone.
    await runParameterFit(t.orm.em.fork(), longAgo.userId, clock.now);
    clock.advance(8 * DAY);
    await requestDueFits(t.orm.em.fork(), clock.now());
    expect(await pending(longAgo.userId)).toBe(false);
  });
});

describe('a kept fit', () => {
  it('recomputes every reviewed card’s memory state from its history with the new weights, due dates unchanged', async () => {
    const { agent, userId } = await learnerIn(t);
    await withHistory(userId, 3000);
    // The cards as ratings would have left them: counted, with a state computed by the default weights.
    await sql(
      t,
      `update cards c set review_count = r.n, stability = 1, fsrs_difficulty = 5, last_reviewed_at = r.last,
              next_review_at = r.last + interval '9 days'
         from (select card_id, count(*)::int as n, max(reviewed_at) as last from reviews group by card_id) r
        where r.card_id = c.id and c.folder_id in (select id from folders where user_id = ?)`,
      [userId],
    );
    const {
      cards: [unreviewed],
    } = await folderWithCards(agent, ['sin repasos']);
    const [withoutHistory] = await sql<{ id: number }>(
      t,
      `insert into cards (front, back, folder_id, review_count, stability, fsrs_difficulty)
       values ('migrada', 'b', ?, 3, 12, 4) returning id`,
      [unreviewed.folderId],
    );
    const before = await sql<{ id: number; next_review_at: Date }>(
      t,
      `select c.id, c.next_review_at from cards c join folders f on f.id = c.folder_id
        where f.user_id = ? and c.review_count > 0 order by c.id`,
      [userId],
    );
    await agent.post('/api/user/parameter-fit').expect(202);
    clock.advance(60_000);
    const run = await runParameterFit(t.orm.em.fork(), userId, clock.now);
    expect(run).toMatchObject({ ran: true, improved: true, recomputed: before.length - 1 });

    const user = await userRow(userId);
    const sample = before[17];
    const history = await sql<{ rating: 'easy' | 'medium' | 'hard'; reviewed_at: Date }>(
      t,
      'select rating, reviewed_at from reviews where card_id = ? order by reviewed_at, id',
      [sample.id],
    );
    const expected = replayHistory(
      sample.id,
      newCardState,
      history.map((review) => ({ rating: review.rating, reviewedAt: new Date(review.reviewed_at) })),
      { desiredRetention: 0.9, weights: user.fsrsWeights, timeZone: 'UTC' },
    );
    const after = await sql<{ id: number; stability: number; fsrs_difficulty: number; next_review_at: Date }>(
      t,
      `select c.id, c.stability, c.fsrs_difficulty, c.next_review_at from cards c join folders f on f.id = c.folder_id
        where f.user_id = ? and c.review_count > 0 order by c.id`,
      [userId],
    );
    const recomputed = after.find((card) => card.id === sample.id);
    expect(recomputed?.stability).toBeCloseTo(expected.stability ?? Number.NaN, 6);
    expect(recomputed?.fsrs_difficulty).toBeCloseTo(expected.fsrsDifficulty ?? Number.NaN, 6);
    expect(after.map((card) => card.next_review_at)).toEqual(before.map((card) => card.next_review_at));
    // A card with no history keeps the state it had.
    expect(after.find((card) => card.id === withoutHistory.id)).toMatchObject({ stability: 12, fsrs_difficulty: 4 });
  });
});

describe('the scheduler', () => {
  it('uses the learner’s fitted weights for the rating buttons and the rating itself, on both APIs', async () => {
    const { agent, userId } = await learnerIn(t);
    const { cards } = await folderWithCards(agent, ['perro']);
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' }).expect(200);
    clock.advance(3 * DAY);
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium' }).expect(200);
    clock.advance(60 * DAY);
    const [row] = await sql<Record<string, unknown>>(
      t,
      `select id, difficulty, review_count as "reviewCount", last_reviewed_at as "lastReviewedAt",
              next_review_at as "nextReviewAt", interval, ease_factor as "easeFactor", stability,
              fsrs_difficulty as "fsrsDifficulty", state, lapses from cards where id = ?`,
      [cards[0].id],
    );
    const date = (value: unknown) => (value == null ? null : new Date(value as string));
    const state = cardState({
      ...(row as unknown as Parameters<typeof cardState>[0]),
      lastReviewedAt: date(row.lastReviewedAt),
      nextReviewAt: date(row.nextReviewAt),
    });
    // The learner's defaults (load balancing on); nothing else of theirs is due ahead.
    const settings = { desiredRetention: 0.9, timeZone: 'UTC', loadBalancing: true };
    const withDefaults = nextIntervals(cards[0].id, state, clock.now(), { ...settings, weights: null });
    const withFitted = nextIntervals(cards[0].id, state, clock.now(), { ...settings, weights: TRUE_WEIGHTS });
    expect(withFitted).not.toEqual(withDefaults);

    await sql(t, 'update users set fsrs_weights = ?::jsonb where id = ?', [JSON.stringify(TRUE_WEIGHTS), userId]);
    const rest = (await agent.get(`/api/folders/${cards[0].folderId}/cards`)).body[0];
    expect(rest.retrievability).toBeGreaterThan(0);
    const due = (await agent.get('/api/cards/review')).body.find((card: { id: number }) => card.id === cards[0].id);
    expect(due.nextIntervals).toEqual(withFitted);
    const graphql = await gql(
      agent,
      `{ folder(id: ${cards[0].folderId}) { dueCards { id nextIntervals { easy medium hard } } } }`,
    );
    expect(graphql.body.data.folder.dueCards[0].nextIntervals).toEqual(withFitted);
    const rated = await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' });
    expect(rated.body.interval).toBe(withFitted.easy);
  });
});
