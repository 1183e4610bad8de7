/**
 * `npm run simulate -w graphql-api`: the shipped scheduler against the first release's rule on 20 simulated learners
 * studying for a year (bench/simulation.ts says how they are simulated). Seeded (SIM_SEED, default 26): the same
 * figures every run. Printed, never asserted (test/scheduler-simulation.test.ts checks a shortened run's direction).
 *
 * - reviews for the same day-365 knowledge, and for the same time-averaged knowledge: FSRS runs at several desired
 *   retentions give each learner a curve of reviews against knowledge; the first release's rule gives them one
 *   point; the ratio is the first release's reviews over FSRS's at the same knowledge, learner by learner (targets
 *   ≥ 1.22 and ≥ 1.10 with fitted weights);
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

async function main() {
  const started = performance.now();
  const { cards, newPerDay, days } = defaultOptions;
  console.log(
    `${learnerCount} learners (seed ${seed}), ${cards} cards each (${newPerDay} new a day), ${days} days, every due card reviewed`,
  );
  const baselineRuns = await runAll('first-release', 0.9);
  const baseline = total(baselineRuns);
  console.log(
    `first release's rule: ${baseline.reviews} reviews, day-365 knowledge ${baseline.knowledgeEnd.toFixed(0)}, ` +
      `time-averaged ${baseline.knowledgeMean.toFixed(0)}, true retention ${(100 * baseline.retention).toFixed(1)} %`,
  );
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
    console.log(`   same day-365 knowledge: ${describe(ratio(baselineRuns, sweep, (run) => run.knowledgeEnd))}`);
    console.log(`   same time-averaged knowledge: ${describe(ratio(baselineRuns, sweep, (run) => run.knowledgeMean))}`);
    const atNinety = sweep[retentions.indexOf(0.9)];
    console.log(
      `   calibration at 0.90, RMSE(bins): ${rmseBins(atNinety.flatMap((run) => run.predictions)).toFixed(4)}`,
    );
  }
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
