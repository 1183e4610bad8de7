/**
 * The statistics screen's figures for the heavy learner (300 000 reviews over two years, 100 000 cards in 10
 * folders): each series' SQL statement timed on its own (p50 / p99 of `RUNS` runs, target < 50 ms), then the whole
 * answer over HTTP (`GET /api/stats`, all folders and one). Prints figures, asserts nothing.
 *
 *   node -r @swc-node/register bench/stats.ts      (from graphql-api/; BENCH_DATABASE_URL to use your own server)
 */
import { Pool } from 'pg';
import { statisticsPlan } from '../src/modules/statistics/statistics.service';
import { getJson, heavy, seedHeavyLearner, startDatabase, startServer } from './harness';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

/** knex's `?` placeholders as pg's `$n`. */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i++) await work(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

async function main() {
  const db = await startDatabase();
  const server = await startServer('Repaso', db.url);
  const pool = new Pool({ connectionString: db.url, max: 2 });
  try {
    const seeding = performance.now();
    const learner = await seedHeavyLearner(server.base, pool);
    const [{ folder_id: folderId }] = (
      await pool.query('select min(id) as folder_id from folders where user_id = $1', [learner.userId])
    ).rows;
    const counts = (
      await pool.query(
        `select (select count(*) from reviews where user_id = $1)::int as reviews,
                (select count(*) from review_days where user_id = $1)::int as review_days`,
        [learner.userId],
      )
    ).rows[0];
    console.log(
      `heavy learner: ${counts.reviews} reviews, ${heavy.cards} cards in ${heavy.folders} folders, ${counts.review_days} review_days rows (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );
    console.log(`each series ${RUNS} times, one at a time (target < 50 ms)\n`);
    console.log(`${'series'.padEnd(34)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
    for (const scope of [null, Number(folderId)]) {
      const plan = statisticsPlan(learner.userId, 'UTC', scope, 'year', new Date());
      for (const series of ['days', 'weeks', 'forecast', 'cards'] as const) {
        const { sql, params } = plan[series];
        const { p50, p99 } = await time(() => pool.query(numbered(sql), params));
        const label = {
          days: 'heatmap days',
          weeks: 'weekly series',
          forecast: 'forecast',
          cards: 'cards and intervals',
        }[series];
        console.log(`${`${label} (${scope ? 'one folder' : 'all folders'})`.padEnd(34)}${ms(p50)}${ms(p99)}`);
      }
    }
    for (const [label, url] of [
      ['GET /api/stats (all folders)', '/api/stats'],
      ['GET /api/stats?folderId= (one)', `/api/stats?folderId=${folderId}`],
    ] as const) {
      const { p50, p99 } = await time(() => getJson(server.base, learner, url));
      console.log(`${label.padEnd(34)}${ms(p50)}${ms(p99)}`);
    }
  } finally {
    await pool.end();
    await server.stop();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
