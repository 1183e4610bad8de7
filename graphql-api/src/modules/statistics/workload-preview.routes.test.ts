import { graphqlAs, graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// 2026-03-09 is a Monday.
const clock = testClock(new Date('2026-03-09T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const normal = [100, 100, 100, 100, 100, 100, 100];
const sundaysOff = [100, 100, 100, 100, 100, 100, 0];
type Day = { date: string; due: number };

/** A learner whose 120 reviewed cards (interval 20 days) all fall due on one day, `inDays` days from today. */
async function spike(inDays: number) {
  const learner = await learnerIn(t);
  const [folder] = await sql<{ id: number }>(t, `insert into folders (name, user_id) values ('Pico', ?) returning id`, [
    learner.userId,
  ]);
  await sql(
    t,
    `insert into cards (front, back, folder_id, review_count, interval, next_review_at)
     select 'c' || g, 'b', ?, 1, 20, ?::timestamptz from generate_series(1, 120) g`,
    [folder.id, new Date(Date.UTC(2026, 2, 9 + inDays, 4))],
  );
  return learner;
}

const preview = `query Preview($loadBalancing: Boolean!, $easyDays: [Int!]!) {
  viewer { workloadPreview(loadBalancing: $loadBalancing, easyDays: $easyDays) { before { date due } after { date due } } }
}`;

describe('the workload preview (issue 26 item 5)', () => {
  it('spreads a spike over its fuzz range with load balancing, the same on both APIs, saving nothing', async () => {
    const { agent } = await spike(10);
    const rest = await agent
      .get('/api/stats/workload-preview')
      .query({ loadBalancing: 'true', easyDays: normal.join(',') });
    expect(rest.status).toBe(200);
    const { before, after } = rest.body as { before: Day[]; after: Day[] };
    expect(before).toHaveLength(30);
    expect(before[0].date).toBe('2026-03-09');
    expect(before[10]).toEqual({ date: '2026-03-19', due: 120 });
    const total = (days: Day[]) => days.reduce((sum, day) => sum + day.due, 0);
    expect(total(after)).toBe(120);
    expect(Math.max(...after.map((day) => day.due))).toBeLessThanOrEqual(30);
    // Within ts-fsrs's fuzz range of a 20-day interval: 17 to 23 days after the last review, 10 days ago.
    after.forEach((day, offset) => {
      if (day.due > 0) expect(offset).toBeGreaterThanOrEqual(7);
      if (day.due > 0) expect(offset).toBeLessThanOrEqual(13);
    });
    const graphql = await graphqlData(agent, preview, { loadBalancing: true, easyDays: normal });
    expect(graphql.viewer.workloadPreview).toEqual(rest.body);
    // Balancing off, every day normal: nothing moves.
    const off = await agent
      .get('/api/stats/workload-preview')
      .query({ loadBalancing: 'false', easyDays: normal.join(',') });
    expect(off.body.after).toEqual(off.body.before);
    expect((await agent.get('/api/auth/user')).body.schedulerSettings).toMatchObject({
      loadBalancing: true,
      easyDays: normal,
    });
  });

  it('moves reviews off a día libre to the days beside it', async () => {
    // 2026-03-22 is a Sunday.
    const { agent } = await spike(13);
    const { body } = await agent
      .get('/api/stats/workload-preview')
      .query({ loadBalancing: 'false', easyDays: sundaysOff.join(',') });
    expect(body.before[13]).toEqual({ date: '2026-03-22', due: 120 });
    expect(body.after[13]).toEqual({ date: '2026-03-22', due: 0 });
    expect(body.after[12].due + body.after[14].due).toBeGreaterThan(0);
  });

  it('refuses settings it could not save in Spanish, and asks for a session', async () => {
    const { agent } = await learnerIn(t);
    const days = 'Los días libres son 7 valores, de lunes a domingo, cada uno 100 (normal), 50 (menos) o 0 (nada)';
    for (const query of [
      { loadBalancing: 'true', easyDays: '100,100' },
      { loadBalancing: 'true', easyDays: '100,100,100,100,100,100,' },
      { loadBalancing: 'true' },
    ]) {
      const bad = await agent.get('/api/stats/workload-preview').query(query);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(days);
    }
    const badFlag = await agent
      .get('/api/stats/workload-preview')
      .query({ loadBalancing: 'sí', easyDays: normal.join(',') });
    expect(badFlag.body.message).toBe('Indica si se equilibra la carga de repasos entre los días (sí o no)');
    const graphql = await graphqlAs(agent, preview, {
      loadBalancing: true,
      easyDays: [100, 30, 100, 100, 100, 100, 100],
    });
    expect(graphql.errors?.[0]).toMatchObject({ message: days, extensions: { code: 'BAD_USER_INPUT' } });
    const signedOut = await t.http.get('/api/stats/workload-preview').query({ loadBalancing: 'true', easyDays: '1' });
    expect(signedOut.status).toBe(401);
  });
});
