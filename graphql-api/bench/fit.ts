/**
 * `node -r @swc-node/register bench/fit.ts` (from `graphql-api/`): what fitting a learner's FSRS weights costs and
 * gains, on a learner simulated from KNOWN weights (test/synthetic-learner.ts). Figures printed, never asserted.
 *
 * 1. 10 000 reviews (FIT_REVIEWS), a fifth of the cards held out: the fit's time, and the log loss of the
 *    defaults, the fitted weights and the true weights on the reviews fitted and on the held-out ones.
 * 2. The job's whole run for a heavy learner (FIT_HEAVY_REVIEWS, default 300 000; 0 skips it) on a fresh embedded
 *    PostgreSQL: reading the histories (sampled down to MAX_REVIEWS_PER_FIT), fitting, judging, storing; its time
 *    and the process's peak RSS (sampled every 50 ms).
 */
import { fork } from 'node:child_process';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmConfig } from '../src/config/mikro-orm.config';
import { migrate } from '../src/db/migrate';
import {
  fitAndCompare,
  fitWeights,
  logLoss,
  MAX_REVIEWS_PER_FIT,
  toHistories,
  toItems,
} from '../src/modules/study/fsrs-optimizer';
import { runParameterFit } from '../src/modules/study/parameter-fit.service';
import { simulateLearner, TRUE_WEIGHTS, writeHistory } from '../test/synthetic-learner';
import { startDatabase } from './harness';

const reviews = Number(process.env.FIT_REVIEWS ?? 10_000);
const heavyReviews = Number(process.env.FIT_HEAVY_REVIEWS ?? 300_000);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const f4 = (value: number) => value.toFixed(4);

async function syntheticFit() {
  const events = simulateLearner({ reviews, seed: 11 });
  const train = toHistories(
    events.filter((event) => event.cardId % 5 !== 0),
    'UTC',
  );
  const heldOutItems = toItems(
    toHistories(
      events.filter((event) => event.cardId % 5 === 0),
      'UTC',
    ),
  );
  const trainItems = toItems(train);
  const all = toHistories(events, 'UTC');
  // Median of five runs of each (the machine is shared: single runs move a lot).
  const fitTimes: number[] = [];
  const jobTimes: number[] = [];
  let fitted: number[] = [];
  let whole = await fitAndCompare(all, null);
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    fitted = await fitWeights(trainItems);
    fitTimes.push(performance.now() - started);
    const wholeStarted = performance.now();
    whole = await fitAndCompare(all, null);
    jobTimes.push(performance.now() - wholeStarted);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const fitMs = median(fitTimes);
  const wholeMs = median(jobTimes);

  console.log(`\n1. Learner simulated from known weights: ${events.length} reviews, ${all.length} cards`);
  console.log(
    `   fit on ${trainItems.length} predicted reviews (4/5 of the cards): ${Math.round(fitMs)} ms;` +
      ` fit + judge on all ${events.length} reviews (the job's work): ${Math.round(wholeMs)} ms (medians of 5)`,
  );
  console.log('   log loss            defaults   fitted     true weights');
  console.log(
    `   fitted reviews      ${f4(logLoss(trainItems, null))}     ${f4(logLoss(trainItems, fitted))}     ${f4(logLoss(trainItems, TRUE_WEIGHTS))}`,
  );
  console.log(
    `   held-out reviews    ${f4(logLoss(heldOutItems, null))}     ${f4(logLoss(heldOutItems, fitted))}     ${f4(logLoss(heldOutItems, TRUE_WEIGHTS))}`,
  );
  console.log(
    `   the job on all reviews: ${f4(whole.previousLogLoss)} → ${f4(whole.logLoss)} (${whole.improved ? 'kept' : 'not kept'})`,
  );
}

async function heavyFit() {
  if (heavyReviews <= 0) return;
  const database = await startDatabase();
  const orm = await MikroORM.init(mikroOrmConfig(database.url));
  try {
    await migrate(orm, database.url);
    const em = orm.em.fork();
    const sql = <T>(query: string, params: unknown[] = []) => em.execute<T[]>(query, params);
    const [user] = await sql<{ id: number }>(
      `insert into users (email, password_hash, fit_requested_at) values ('heavy@example.com', 'x', now()) returning id`,
    );
    const written = await writeHistory(sql, user.id, heavyReviews, new Date(), 5);
    await sql('vacuum analyze reviews');
    console.log(
      `\n2. The fit job for a learner with ${written} reviews (sampled down to about ${MAX_REVIEWS_PER_FIT})`,
    );
    // A fresh process, as the worker's: the seeding above grew this one's heap.
    const child = fork(__filename, ['--job', database.url, String(user.id)], {
      execArgv: ['-r', '@swc-node/register'],
      stdio: 'inherit',
    });
    await new Promise((resolve) => child.on('exit', resolve));
  } finally {
    await orm.close(true);
    await database.stop();
  }
}

/** The child of `heavyFit`: the job alone, with the process's RSS sampled around it. */
async function jobOnly(url: string, userId: number) {
  const orm = await MikroORM.init(mikroOrmConfig(url));
  try {
    await orm.em.fork().execute('select 1');
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const run = await runParameterFit(orm.em.fork(), userId, () => new Date());
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (run.ran) {
      console.log(
        `   ${run.reviewsUsed} reviews read, ${run.itemsUsed} predicted; ${Math.round(ms)} ms in all;` +
          ` log loss ${f4(run.previousLogLoss)} → ${f4(run.logLoss)} (${run.improved ? 'kept' : 'not kept'})`,
      );
    }
    console.log(`   RSS before ${mb(baseline)}, peak during the job ${mb(peak)} (+${mb(peak - baseline)})`);
  } finally {
    await orm.close(true);
  }
}

async function main() {
  if (process.argv[2] === '--job') return jobOnly(process.argv[3], Number(process.argv[4]));
  await syntheticFit();
  await heavyFit();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
