/**
 * `npm run simulate -w graphql-api`: the shipped scheduler against the first release's rule on 20 simulated learners
 * studying for a year (bench/simulation.ts says how they are simulated). Seeded (SIM_SEED, default 26): the same
 * figures every run. Printed, never asserted (test/scheduler-simulation.test.ts checks a shortened run's direction).
 *
 * Two baselines (DESIGN §5, "How the gain is measured"): the first release's rule with the buttons as they mean today
 * (a different question, where parity is expected), and as learners used it (difícil for effortful recalls too,
 * `answerAsFirstReleaseLearners`): the gain the design claims is against the second.
 *
 * - reviews for the same day-365 knowledge, and for the same time-averaged knowledge: FSRS runs at several desired
 *   retentions give each learner a curve of reviews against knowledge; a baseline gives them one point; the ratio is
 *   the baseline's reviews over FSRS's at the same knowledge, learner by learner (targets ≥ 1.22 and ≥ 1.10 with
 *   fitted weights, against the first release as used);
 * - calibration: RMSE over recall bins of the app's own `retrievability` against true recall (target ≤ 0.04).
 */
import {
  defaultOptions,
  makeLearners,
  type RunResult,
  reviewsAt,
  rmseBins,
  type SchedulerKind,
  simulate,
  total,
} from './simulation';

const seed = Number(process.env.SIM_SEED ?? 26);
const learnerCount = Number(process.env.SIM_LEARNERS ?? 20);
const retentions = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
/** SIM_WEIGHTS=fitted (or default) runs FSRS with those weights only. */
const kinds = (['fsrs-default', 'fsrs-fitted'] as const).filter((kind) => kind.endsWith(process.env.SIM_WEIGHTS ?? ''));

async function runAll(kind: SchedulerKind, retention: number): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (const learner of makeLearners(learnerCount, seed)) runs.push(await simulate(learner, kind, retention));
  return runs;
}

/**
 * The first release's reviews over FSRS's for the same knowledge, matched learner by learner (each learner's FSRS
 * curve read at the knowledge the first release's rule gave them: a learner picks their own desired retention).
 */
function ratio(baseline: RunResult[], sweep: RunResult[][], knowledge: (run: RunResult) => number): number {
  let fsrsReviews = 0;
  baseline.forEach((run, learner) => {
    fsrsReviews += reviewsAt(
      sweep.map((runs) => ({ knowledge: knowledge(runs[learner]), reviews: runs[learner].reviews })),
      knowledge(run),
    );
  });
  return total(baseline).reviews / fsrsReviews;
}

const describe = (value: number) => `${value.toFixed(3)}× (${(100 * (1 - 1 / value)).toFixed(1)} % fewer reviews)`;

const std = (values: readonly number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
};

/**
 * Issue 26 item 5: one learner meeting 5 000 cards (20 a day) over a year, default weights at 0.90, with neither,
 * either and both of load balancing and easy days (Saturday fewer, Sunday none): the spread of daily reviews — their
 * standard deviation over the days after the new cards end (slow trend included), and around the week's mean (the
 * centred 7-day moving average: day-to-day spikes alone) over the year — their true retention, and the share of
 * reviews on Saturdays and Sundays.
 */
async function workload() {
  const options = { cards: 5000, newPerDay: 20, days: 365, fitDays: [] };
  const [learner] = makeLearners(1, seed);
  const weekend = [100, 100, 100, 100, 100, 50, 0];
  const variants = [
    ['neither', {}],
    ['load balancing', { loadBalancing: true }],
    ['easy days (Sat 50 %, Sun 0 %)', { easyDays: weekend }],
    ['both', { loadBalancing: true, easyDays: weekend }],
  ] as const;
  console.log(
    `\nEven workload: 1 learner (seed ${seed}), 5000 cards (20 new a day for 250 days), 365 days, FSRS at 0.90`,
  );
  console.log(
    '   variant                          sd, days 251–365   sd around the week   true retention   Sat / Sun share',
  );
  const change = (value: number, reference: number) => `${((100 * value) / reference - 100).toFixed(0).padStart(4)} %`;
  let reference = { settled: NaN, spikes: NaN };
  for (const [label, chosen] of variants) {
    const run = await simulate(learner, 'fsrs-default', 0.9, options, chosen);
    const daily = run.dailyReviews;
    const settled = std(daily.slice(250));
    const spikes = std(
      daily.slice(3, -3).map((count, i) => count - daily.slice(i, i + 7).reduce((sum, day) => sum + day, 0) / 7),
    );
    if (Number.isNaN(reference.settled)) reference = { settled, spikes };
    const share = (weekday: number) =>
      run.dailyReviews.filter((_, day) => day % 7 === weekday).reduce((sum, count) => sum + count, 0) / run.reviews;
    console.log(
      `   ${label.padEnd(33)}${settled.toFixed(1).padStart(5)} (${change(settled, reference.settled)})` +
        `     ${spikes.toFixed(1).padStart(5)} (${change(spikes, reference.spikes)})` +
        `   ${(100 * total([run]).retention).toFixed(2).padStart(10)} %` +
        `     ${(100 * share(5)).toFixed(1)} % / ${(100 * share(6)).toFixed(1)} %`,
    );
  }
}

async function main() {
  if (process.argv[2] === 'workload') return workload();
  const started = performance.now();
  const { cards, newPerDay, days } = defaultOptions;
  console.log(
    `${learnerCount} learners (seed ${seed}), ${cards} cards each (${newPerDay} new a day), ${days} days, every due card reviewed`,
  );
  const baselines: { label: string; runs: RunResult[] }[] = [];
  for (const [kind, label] of [
    ['first-release', "first release's rule, buttons as they mean today"],
    ['first-release-as-used', "first release's rule as learners used it (difícil below R 0.80)"],
  ] as const) {
    const runs = await runAll(kind, 0.9);
    const sum = total(runs);
    baselines.push({ label, runs });
    console.log(
      `${label}: ${sum.reviews} reviews, day-365 knowledge ${sum.knowledgeEnd.toFixed(0)}, ` +
        `time-averaged ${sum.knowledgeMean.toFixed(0)}, true retention ${(100 * sum.retention).toFixed(1)} %`,
    );
  }
  for (const kind of kinds) {
    const sweep: RunResult[][] = [];
    for (const retention of retentions) sweep.push(await runAll(kind, retention));
    console.log(`\n${kind === 'fsrs-default' ? 'FSRS, default weights' : 'FSRS, fitted weights'}`);
    console.log('   desired   reviews   day-365 knowledge   time-averaged   true retention');
    sweep.forEach((runs, i) => {
      const sum = total(runs);
      console.log(
        `   ${retentions[i].toFixed(2)}      ${String(sum.reviews).padStart(6)}    ${sum.knowledgeEnd.toFixed(0).padStart(8)}            ${sum.knowledgeMean.toFixed(0).padStart(6)}          ${(100 * sum.retention).toFixed(1)} %`,
      );
    });
    for (const { label, runs } of baselines) {
      console.log(`   against the ${label}:`);
      console.log(`      same day-365 knowledge: ${describe(ratio(runs, sweep, (run) => run.knowledgeEnd))}`);
      console.log(`      same time-averaged knowledge: ${describe(ratio(runs, sweep, (run) => run.knowledgeMean))}`);
    }
    const atNinety = sweep[retentions.indexOf(0.9)];
    console.log(
      `   calibration at 0.90, RMSE(bins): ${rmseBins(atNinety.flatMap((run) => run.predictions)).toFixed(4)}`,
    );
  }
  await workload();
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
