import { learnerIn, sql } from '../../../test/factories';
import { writeHistory } from '../../../test/synthetic-learner';
import { startTestApp, type TestApp } from '../../../test/test-app';

// The real pg-boss worker on the app's database, as `npm start` runs it (REMINDER_WORKER on).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REMINDER_WORKER: 'true' } });
}, 30_000);
afterAll(() => t.stop());

it('"Optimizar ahora" sends a job that fits the learner’s weights in the background', async () => {
  const { agent, userId } = await learnerIn(t);
  const reviews = await writeHistory(
    (query, params) => sql(t, query, params),
    userId,
    1500,
    new Date(Date.now() - 86_400_000),
  );
  const asked = await agent.post('/api/user/parameter-fit');
  expect(asked.status).toBe(202);
  expect(asked.body.schedulerSettings.fitPending).toBe(true);

  let settings = asked.body.schedulerSettings;
  const deadline = Date.now() + 30_000;
  while (settings.fitPending && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    settings = (await agent.get('/api/auth/user')).body.schedulerSettings;
  }
  expect(settings).toMatchObject({ fitPending: false, fitRequestedAt: null, reviewsUsed: reviews });
  expect(settings.parametersFittedAt).not.toBeNull();
  expect(settings.logLoss).toBeGreaterThan(0);
}, 40_000);
