import { Client } from 'pg';
import { count, folderWithCards, learnerIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { LISTENER_NAME } from './notifications';
import { query, transaction } from './raw';

// A pool of two connections: sessions, the hot paths' plain statements and the ORM must all fit in it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { DATABASE_POOL_MAX: '2' } });
});
afterAll(() => t.stop());

describe('plain statements on the ORM pool', () => {
  it('sessions, hot reads, ratings and ORM work share one pool: never more connections than DATABASE_POOL_MAX', async () => {
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos', 'tres', 'cuatro']);
    const watcher = new Client({ connectionString: t.databaseUrl });
    await watcher.connect();
    let most = 0;
    let watching = true;
    const watching$ = (async () => {
      while (watching) {
        const { rows } = await watcher.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
              and application_name <> $1`,
          // The connection that listens for public changes is apart from the pool by design (db/notifications.ts).
          [LISTENER_NAME],
        );
        most = Math.max(most, rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const requests = Array.from({ length: 40 }, (_, i) => {
        switch (i % 5) {
          case 0:
            return agent.get('/api/folders');
          case 1:
            return agent.get('/api/user/stats');
          case 2:
            return agent.get('/api/cards/review');
          case 3:
            return agent.post(`/api/cards/${cards[i % cards.length].id}/review`).send({ difficulty: 'easy' });
          default:
            // ORM work (an entity read) beside the plain statements
            return agent.get(`/api/folders/${folder.id}`);
        }
      });
      const answers = await Promise.all(requests);
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    } finally {
      watching = false;
      await watching$;
      await watcher.end();
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(await count(t, 'reviews', 'card_id in (?)', [cards.map((card) => card.id)])).toBe(8);
  });

  it('rolls a failed transaction back, gives its connection back, and parses dates and json as pg does', async () => {
    const { userId } = await learnerIn(t);
    const failing = transaction(t.orm.em, async (run) => {
      await run('update users set first_name = $1 where id = $2', ['Cambiado', userId]);
      throw new Error('a mitad');
    });
    await expect(failing).rejects.toThrow('a mitad');
    // Both connections are free again (a leaked one would leave this waiting for the pool's timeout)…
    const [[a], [b]] = await Promise.all([
      query<{ first_name: string | null }>(t.orm.em, 'select first_name from users where id = $1', [userId]),
      query<{ at: Date; doc: { a: number[] } }>(t.orm.em, `select now() as at, '{"a": [1]}'::jsonb as doc`),
    ]);
    // …and nothing of the failed transaction stayed.
    expect(a.first_name).toBeNull();
    expect(b.at).toBeInstanceOf(Date);
    expect(b.doc).toEqual({ a: [1] });
  });
});
