import { clipParameters, default_w, fsrs, generatorParameters } from 'ts-fsrs';
import type { Workload } from '../src/modules/scheduling/load-balance';
import { newCardState, type Rating, replayHistory } from '../src/modules/scheduling/schedule';
import {
  type AnswerRule,
  answerByMeaning,
  FsrsScheduler,
  type SimulatedLearner,
  type SimulatedReview,
  type SimulatedScheduler,
  type SimulationResult,
  seededRandom,
  simulate as simulateYear,
} from '../src/modules/scheduling/simulation';
import { fitAndCompare, toHistories } from '../src/modules/study/fsrs-optimizer';
import { type CardSchedule, nextSchedule } from './first-release-rule.frozen';

/**
 * Simulated learners studying for a year (issue 26 item 7; `bench/simulate.ts` prints the figures), on the app's
 * simulator (scheduling/simulation.ts). Each learner's truth has FSRS-6 weights of their own, drawn around the
 * defaults. The card's schedule comes from the SHIPPED `rate` (default weights, or weights fitted by the shipped
 * optimizer as the weekly job would) or from the first release's rule. Everything is seeded.
 */

/**
 * `first-release`: the first release's rule, its learners pressing the buttons as they mean today;
 * `first-release-as-used`: the same rule, its learners pressing them as they did then (`answerAsFirstReleaseLearners`);
 * `fsrs-default`, `fsrs-fitted`: the shipped scheduler with default or fitted weights, buttons as they mean today.
 */
export type SchedulerKind = 'first-release' | 'first-release-as-used' | 'fsrs-default' | 'fsrs-fitted';

export type Learner = SimulatedLearner & { id: number; weights: number[] };

export type SimulationOptions = {
  /** Cards each learner meets, `newPerDay` a day from day 0. */
  cards: number;
  newPerDay: number;
  days: number;
  /** Study days on which the fitted variant runs the optimizer (as the weekly job would), when 400+ reviews. */
  fitDays: readonly number[];
};

export const defaultOptions: SimulationOptions = { cards: 1000, newPerDay: 10, days: 365, fitDays: [60, 120, 240] };

export type RunResult = SimulationResult;

/** A standard normal draw (Box–Muller) from `random`. */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** `count` learners, each with their own FSRS-6 truth (every weight scaled by e^N(0, 0.3), then clipped). */
export function makeLearners(count: number, seed: number): Learner[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, id) => {
    const drawn = default_w.map((w) => w * Math.exp(0.5 * normal(random)));
    const weights = clipParameters(drawn, 0, false);
    return {
      id,
      weights,
      truth: fsrs(generatorParameters({ w: weights, enable_short_term: false })),
      easyShare: 0.05 + 0.2 * random(),
      firstAgainShare: 0.15 + 0.3 * random(),
      noise: 0.01 + 0.04 * random(),
      seed: Math.floor(random() * 2 ** 31),
    };
  });
}

/**
 * The buttons as learners of the first release pressed them (DESIGN §5, "How the gain is measured"): difícil for a
 * lapse and for an effortful recall too — fácil when the true recall probability R at the review was ≥ 0.95, medio
 * when 0.80 ≤ R < 0.95, difícil below. A first sighting has no R: rated as the buttons mean.
 */
export const answerAsFirstReleaseLearners: AnswerRule = (answer) => {
  if (answer.recall === null) return answerByMeaning(answer);
  if (!answer.recalled || answer.recall < 0.8) return 'hard';
  return answer.recall >= 0.95 ? 'easy' : 'medium';
};

/** The first release's rule as a simulated scheduler. */
class FirstReleaseScheduler implements SimulatedScheduler {
  private readonly cards: CardSchedule[] = [];

  review(card: number, rating: Rating): number {
    const before = this.cards[card] ?? { reviewCount: 0, interval: 0, easeFactor: 250 };
    const next = nextSchedule(before, rating);
    this.cards[card] = { reviewCount: before.reviewCount + 1, ...next };
    return next.interval;
  }
}

/** One learner's year under one scheduler at one desired retention (the shared simulator, scheduling/simulation.ts). */
export async function simulate(
  learner: Learner,
  kind: SchedulerKind,
  desiredRetention: number,
  options: SimulationOptions = defaultOptions,
  workload: Partial<Workload> = {},
): Promise<RunResult> {
  if (kind === 'first-release')
    return simulateYear(learner, new FirstReleaseScheduler(), { ...options, knowledgeMean: true });
  if (kind === 'first-release-as-used') {
    const answer = answerAsFirstReleaseLearners;
    return simulateYear(learner, new FirstReleaseScheduler(), { ...options, knowledgeMean: true, answer });
  }
  const scheduler = new FsrsScheduler({ desiredRetention, weights: null, timeZone: 'UTC', ...workload });
  // The fitted variant runs the optimizer on some days, as the weekly job would, once there are 400+ reviews.
  const fit = async (day: number, reviews: readonly SimulatedReview[][]) => {
    if (kind !== 'fsrs-fitted' || !options.fitDays.includes(day)) return;
    const events = reviews.flat();
    if (events.length < 400) return;
    const outcome = await fitAndCompare(toHistories(events, 'UTC'), scheduler.settings.weights);
    scheduler.settings = { ...scheduler.settings, weights: outcome.weights };
    // As the fit job does once it keeps new weights: every card's memory state from its history with them.
    if (outcome.improved)
      scheduler.cards.forEach((card, index) => {
        const { stability, fsrsDifficulty } = replayHistory(
          index + 1,
          newCardState,
          reviews[index],
          scheduler.settings,
        );
        scheduler.cards[index] = { ...card, stability, fsrsDifficulty };
      });
  };
  return simulateYear(learner, scheduler, { ...options, knowledgeMean: true, beforeDay: fit });
}

/** Sums of several learners' runs. */
export function total(runs: readonly RunResult[]) {
  return {
    reviews: runs.reduce((sum, run) => sum + run.reviews, 0),
    knowledgeEnd: runs.reduce((sum, run) => sum + run.knowledgeEnd, 0),
    knowledgeMean: runs.reduce((sum, run) => sum + run.knowledgeMean, 0),
    retention:
      runs.reduce((sum, run) => sum + run.recalled, 0) /
      Math.max(
        1,
        runs.reduce((sum, run) => sum + run.repeatReviews, 0),
      ),
  };
}

/**
 * Reviews FSRS needs for `knowledge`, read off its curve (one point per desired retention, by linear interpolation
 * between the two retentions around it, extrapolated from the nearest two outside them).
 */
export function reviewsAt(curve: readonly { knowledge: number; reviews: number }[], knowledge: number): number {
  const sorted = [...curve].sort((a, b) => a.knowledge - b.knowledge);
  let i = sorted.findIndex((point) => point.knowledge >= knowledge);
  if (i <= 0) i = i === 0 ? 1 : sorted.length - 1;
  const [a, b] = [sorted[i - 1], sorted[i]];
  return a.reviews + ((knowledge - a.knowledge) * (b.reviews - a.reviews)) / (b.knowledge - a.knowledge);
}

/**
 * Calibration error as the FSRS benchmark reports it (RMSE over bins): predictions grouped in 20 bins of width 0.05,
 * the root of the count-weighted mean squared gap between a bin's mean prediction and its share of true recalls.
 */
export function rmseBins(predictions: readonly { p: number; recalled: boolean }[]): number {
  const bins = Array.from({ length: 20 }, () => ({ n: 0, p: 0, y: 0 }));
  for (const { p, recalled } of predictions) {
    const bin = bins[Math.min(19, Math.floor(p * 20))];
    bin.n++;
    bin.p += p;
    bin.y += recalled ? 1 : 0;
  }
  const squared = bins.reduce((sum, bin) => (bin.n ? sum + bin.n * ((bin.p - bin.y) / bin.n) ** 2 : sum), 0);
  return Math.sqrt(squared / Math.max(1, predictions.length));
}
