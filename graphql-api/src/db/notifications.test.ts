import { createTestDatabase, startTestApp, type TestApp } from '../../test/test-app';

// Two instances on one database, as behind a proxy.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { ...database, drop: async () => {} };
  [one, two] = await Promise.all([startTestApp({ database: shared }), startTestApp({ database: shared })]);
});
afterAll(async () => {
  await Promise.all([one.stop(), two.stop()]);
  await database.drop();
});

/** Whether `app` still keeps the answer under `key` (asking for it builds none when kept). */
async function keeps(app: TestApp, key: string): Promise<boolean> {
  let built = false;
  await app.services.publicAnswers.answer(key, async () => {
    built = true;
    return { status: 200, body: 'nueva' };
  });
  return !built;
}

/** Waits up to a second for `condition`, the time a notification takes to cross (milliseconds here). */
async function within(condition: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 1000; Date.now() < deadline; ) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
}

/** The server processes of the connections listening to notifications (one per instance). */
const listeners = async (): Promise<number[]> => {
  const rows = await one.orm.em
    .fork()
    .getConnection()
    .execute<{ pid: number }[]>(
      `select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`,
    );
  return rows.map((row) => row.pid);
};

describe('the kept public answers of several instances', () => {
  it('are forgotten on every instance when one of them forgets (a publish, a hide, a deleted account)', async () => {
    await keeps(two, 'GET /comunidad');
    expect(await keeps(two, 'GET /comunidad')).toBe(true);
    await one.services.publicAnswers.forget();
    expect(await within(async () => !(await keeps(two, 'GET /comunidad')))).toBe(true);
  });

  it('are forgotten when the listening connection comes back after the database dropped it, and heard again', async () => {
    const before = await listeners();
    expect(before).toHaveLength(2);
    await keeps(two, 'GET /sitemap.xml');
    await one.orm.em
      .fork()
      .getConnection()
      .execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %'`,
      );
    const renewed = async () => (await listeners()).filter((pid) => !before.includes(pid)).length === 2;
    expect(await within(renewed)).toBe(true);
    // What changed while nobody listened is unknown: the instance forgot everything when it listened again.
    expect(await within(async () => !(await keeps(two, 'GET /sitemap.xml')))).toBe(true);
    expect(await keeps(two, 'GET /sitemap.xml')).toBe(true);
    await one.services.publicAnswers.forget();
    expect(await within(async () => !(await keeps(two, 'GET /sitemap.xml')))).toBe(true);
  });
});
