import supertest from 'supertest';
import { folderWithCards, graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { TRUE_WEIGHTS } from '../../../test/synthetic-learner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { OPTIMAL_RETENTION_LIMIT, optimalRetentionMessages } from './optimal-retention.service';

const clock = testClock(new Date('2026-03-10T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const COMPUTE = `mutation { computeOptimalRetention {
  retention reviewsPerDay currentRetention currentReviewsPerDay newCardsPerDay secondsPerCard currentSecondsPerCard
  fittedWeights ownTimes notes } }`;

describe('"Calcular la retención óptima" (issue 26 item 6)', () => {
  it('answers a learner without history with the defaults, says so, saves nothing, the same on both APIs', async () => {
    const { agent, userId } = await learnerIn(t);
    const rest = await agent.post('/api/user/optimal-retention');
    expect(rest.status).toBe(200);
    expect(rest.body.retention).toBeGreaterThanOrEqual(0.7);
    expect(rest.body.retention).toBeLessThanOrEqual(0.97);
    expect(rest.body).toMatchObject({
      currentRetention: 0.9,
      newCardsPerDay: 20,
      fittedWeights: false,
      ownTimes: false,
    });
    expect(rest.body.notes).toEqual([optimalRetentionMessages.defaultWeights, optimalRetentionMessages.defaultTimes]);
    expect(rest.body.currentReviewsPerDay).toBeGreaterThan(0);
    const [saved] = await sql<{ desired_retention: number }>(t, 'select desired_retention from users where id = ?', [
      userId,
    ]);
    expect(saved.desired_retention).toBe(0.9);

    const { computeOptimalRetention } = await graphqlData(agent, COMPUTE);
    expect(computeOptimalRetention).toEqual(rest.body);

    // Accepting it is the settings' own save.
    const accepted = await agent.put('/api/user/settings').send({ desiredRetention: rest.body.retention });
    expect(accepted.status).toBe(200);
    expect(accepted.body.schedulerSettings.desiredRetention).toBe(rest.body.retention);
  }, 120_000);

  it("uses the learner's fitted weights and own seconds per rating once there are enough", async () => {
    const { agent, userId } = await learnerIn(t);
    const { cards } = await folderWithCards(
      agent,
      Array.from({ length: 66 }, (_, i) => `palabra ${i}`),
    );
    const ratings = ['easy', 'medium', 'hard'] as const;
    for (const [i, card] of cards.entries())
      await agent
        .post(`/api/cards/${card.id}/review`)
        .send({ difficulty: ratings[i % 3], durationMs: 4000 + 1000 * (i % 3) });
    await sql(t, 'update users set fsrs_weights = ?::jsonb where id = ?', [JSON.stringify(TRUE_WEIGHTS), userId]);
    const res = await agent.post('/api/user/optimal-retention');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fittedWeights: true, ownTimes: true, notes: [] });
  }, 120_000);

  it('keeps answering other requests while it computes', async () => {
    const { agent } = await learnerIn(t);
    let computedAt = 0;
    const computing = agent.post('/api/user/optimal-retention').then((res) => {
      computedAt = performance.now();
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = await agent.get('/api/auth/user');
    const answeredAt = performance.now();
    expect(other.status).toBe(200);
    expect((await computing).status).toBe(200);
    expect(answeredAt).toBeLessThan(computedAt);
  }, 120_000);

  it('computes two at once per process: a third learner is asked to retry, keeping their allowance', async () => {
    const learners = await Promise.all([learnerIn(t), learnerIn(t), learnerIn(t)]);
    const answers = await Promise.all(learners.map(({ agent }) => agent.post('/api/user/optimal-retention')));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.findIndex((res) => res.status === 429);
    expect(answers[refused].body.message).toBe(optimalRetentionMessages.busy);
    const key = `${OPTIMAL_RETENTION_LIMIT.name}:${learners[refused].userId}`;
    expect(await sql(t, 'select hits from rate_limits where key = ?', [key])).toEqual([]);
  }, 120_000);

  it('is throttled per learner with a Spanish 429, and refuses a signed-out caller', async () => {
    const { agent, userId } = await learnerIn(t);
    await sql(t, 'insert into rate_limits (key, hits, window_start) values (?, ?, ?)', [
      `${OPTIMAL_RETENTION_LIMIT.name}:${userId}`,
      OPTIMAL_RETENTION_LIMIT.max,
      clock.now(),
    ]);
    const refused = await agent.post('/api/user/optimal-retention');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(optimalRetentionMessages.rateLimited(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { errors } = (await agent.post('/graphql').set('Content-Type', 'application/json').send({ query: COMPUTE }))
      .body;
    expect(errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await supertest(t.app).post('/api/user/optimal-retention')).status).toBe(401);
  });
});
