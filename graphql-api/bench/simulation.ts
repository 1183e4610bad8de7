import {
  clipParameters,
  default_w,
  type FSRS,
  type FSRSState,
  forgetting_curve,
  fsrs,
  generatorParameters,
} from 'ts-fsrs';
import type { Workload } from '../src/modules/scheduling/load-balance';
import {
  type CardState,
  newCardState,
  type Rating,
  rate,
  replayHistory,
  retrievability,
} from '../src/modules/scheduling/schedule';
import { fitAndCompare, type ReviewEvent, toHistories } from '../src/modules/study/fsrs-optimizer';
import { seededRandom } from '../test/synthetic-learner';
import { nextSchedule } from './first-release-rule.frozen';

/**
 * Simulated learners studying for a year (issue 26 item 7; `bench/simulate.ts` prints the figures). Each learner's
 * memory follows FSRS-6 with weights of their own, drawn around the defaults (their "truth"); on each review the
 * learner recalls with the truth's retrievability and rates what happened (difícil when forgotten, medio or fácil when
 * recalled), with a little noise. The card's schedule comes from the SHIPPED `rate` (default weights, or weights
 * fitted by the shipped optimizer as the weekly job would) or from the first release's rule. Everything is seeded.
 */

export type SchedulerKind = 'first-release' | 'fsrs-default' | 'fsrs-fitted';

export type Learner = {
  id: number;
  weights: number[];
  truth: FSRS;
  /** Share of recalls rated fácil. */
  easyShare: number;
  /** Share of first sightings the learner does not know (difícil). */
  firstAgainShare: number;
  /** Share of ratings that do not say what happened (a recall rated difícil, a lapse rated medio). */
  noise: number;
  seed: number;
};

export type SimulationOptions = {
  /** Cards each learner meets, `newPerDay` a day from day 0. */
  cards: number;
  newPerDay: number;
  days: number;
  /** Study days on which the fitted variant runs the optimizer (as the weekly job would), when 400+ reviews. */
  fitDays: readonly number[];
};

export const defaultOptions: SimulationOptions = { cards: 1000, newPerDay: 10, days: 365, fitDays: [60, 120, 240] };

export type RunResult = {
  reviews: number;
  /** Sum over cards of the truth's recall probability the morning after the last day. */
  knowledgeEnd: number;
  /** The same, averaged over the mornings of every day simulated. */
  knowledgeMean: number;
  /** The app's `retrievability` before each repeat review, and whether the learner truly recalled. */
  predictions: { p: number; recalled: boolean }[];
  /** True recalls among repeat reviews. */
  recalled: number;
  repeatReviews: number;
  dailyReviews: number[];
};

/** A Monday: day 0 of every simulation. */
const START = Date.UTC(2027, 0, 4, 10);
const DAY = 86_400_000;

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

/** One learner's year under one scheduler at one desired retention. */
export async function simulate(
  learner: Learner,
  kind: SchedulerKind,
  desiredRetention: number,
  options: SimulationOptions = defaultOptions,
  workload: Partial<Workload> = {},
): Promise<RunResult> {
  const random = seededRandom(learner.seed);
  const { cards, days } = options;
  const trueMemory: FSRSState[] = [];
  const lastDay = new Int32Array(cards);
  const appCards: CardState[] = [];
  const firstRelease: { reviewCount: number; interval: number; easeFactor: number }[] = [];
  const due = new Map<number, number[]>();
  const events: ReviewEvent[][] = [];
  let settings = { desiredRetention, weights: null as readonly number[] | null, timeZone: 'UTC', ...workload };
  const result: RunResult = {
    reviews: 0,
    knowledgeEnd: 0,
    knowledgeMean: 0,
    predictions: [],
    recalled: 0,
    repeatReviews: 0,
    dailyReviews: [],
  };
  let introduced = 0;
  const knowledge = (day: number) => {
    let sum = 0;
    for (let card = 0; card < introduced; card++)
      sum += forgetting_curve(learner.weights, day - lastDay[card], trueMemory[card].stability);
    return sum;
  };
  const schedule = (card: number, day: number, interval: number) => {
    const list = due.get(day + interval);
    if (list) list.push(card);
    else due.set(day + interval, [card]);
  };

  for (let day = 0; day < days; day++) {
    if (day > 0) result.knowledgeMean += knowledge(day);
    if (kind === 'fsrs-fitted' && options.fitDays.includes(day)) {
      const reviews = events.reduce((sum, history) => sum + history.length, 0);
      if (reviews >= 400) {
        const outcome = await fitAndCompare(toHistories(events.flat(), 'UTC'), settings.weights);
        settings = { ...settings, weights: outcome.weights };
        // As the fit job does once it keeps new weights: every card's memory state from its history with them.
        if (outcome.improved)
          for (let card = 0; card < introduced; card++) {
            const { stability, fsrsDifficulty } = replayHistory(card + 1, newCardState, events[card], settings);
            appCards[card] = { ...appCards[card], stability, fsrsDifficulty };
          }
      }
    }
    const now = new Date(START + day * DAY);
    const today = due.get(day) ?? [];
    due.delete(day);
    const fresh = Math.min(options.newPerDay, cards - introduced);
    for (let i = 0; i < fresh; i++) today.push(introduced + i);
    result.dailyReviews.push(today.length);
    for (const card of today) {
      const isNew = card >= introduced;
      let trueGrade: number;
      let recalled: boolean;
      if (isNew) {
        trueGrade = random() < learner.firstAgainShare ? 1 : random() < learner.easyShare ? 4 : 3;
        recalled = trueGrade > 1;
        trueMemory[card] = learner.truth.next_state(null, 0, trueGrade);
        appCards[card] = newCardState;
        firstRelease[card] = { reviewCount: 0, interval: 0, easeFactor: 250 };
        events[card] = [];
      } else {
        const elapsed = day - lastDay[card];
        recalled = random() < forgetting_curve(learner.weights, elapsed, trueMemory[card].stability);
        trueGrade = recalled ? (random() < learner.easyShare ? 4 : 3) : 1;
        trueMemory[card] = learner.truth.next_state(trueMemory[card], elapsed, trueGrade);
        result.repeatReviews++;
        if (recalled) result.recalled++;
        if (kind !== 'first-release') {
          const p = retrievability(appCards[card], now, settings);
          if (p != null) result.predictions.push({ p, recalled });
        }
      }
      lastDay[card] = day;
      const misrated = random() < learner.noise;
      const rating: Rating = recalled !== misrated ? (trueGrade === 4 && !misrated ? 'easy' : 'medium') : 'hard';
      events[card].push({ cardId: card + 1, rating, reviewedAt: now });
      result.reviews++;
      if (kind === 'first-release') {
        const next = nextSchedule(firstRelease[card], rating);
        firstRelease[card] = { reviewCount: firstRelease[card].reviewCount + 1, ...next };
        schedule(card, day, next.interval);
      } else {
        // The cards already due each day ahead: what `card_due_days` tells the app.
        appCards[card] = rate(
          card + 1,
          appCards[card],
          rating,
          now,
          settings,
          (offset) => due.get(day + offset)?.length ?? 0,
        );
        schedule(card, day, appCards[card].interval);
      }
    }
    introduced += fresh;
  }
  result.knowledgeMean /= Math.max(1, days - 1);
  result.knowledgeEnd = knowledge(days);
  return result;
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
