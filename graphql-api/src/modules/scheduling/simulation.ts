import { type FSRS, type FSRSState, forgetting_curve } from 'ts-fsrs';
import type { DueLoad } from './load-balance';
import { type CardState, newCardState, type Rating, rate, retrievability, type SchedulerSettings } from './schedule';

/**
 * A simulated learner studying for a year: the one simulator of `bench/simulate.ts` (issue 26 items 5 and 7) and of
 * "Calcular la retención óptima" (item 6, optimal-retention.service.ts). The learner's memory follows FSRS-6 with
 * weights of their own (their "truth"); on each review they recall with the truth's retrievability and rate what
 * happened (by default as the buttons mean: difícil when forgotten, medio or fácil when recalled), with a little
 * noise. A scheduler (the shipped `rate`, or the bench's others) says when each card comes back. Everything is
 * seeded.
 */

export type SimulatedLearner = {
  /** The truth's weights, and the truth itself (ts-fsrs with them, long-term only). */
  weights: readonly number[];
  truth: FSRS;
  /** Share of recalls rated fácil. */
  easyShare: number;
  /** Share of first sightings the learner does not know (difícil). */
  firstAgainShare: number;
  /** Share of ratings that do not say what happened (a recall rated difícil, a lapse rated medio). */
  noise: number;
  seed: number;
};

/**
 * What a learner knows as they answer: whether they recalled, the truth's grade (1 forgotten, 3 recalled, 4 recalled
 * without effort) and the truth's recall probability at the review (null at a first sighting).
 */
export type Answer = { recalled: boolean; trueGrade: number; recall: number | null };

/** The button a learner presses for an answer (before the noise of misratings). */
export type AnswerRule = (answer: Answer) => Rating;

/** As the buttons mean today (DESIGN §5): difícil when forgotten, fácil for an effortless recall, else medio. */
export const answerByMeaning: AnswerRule = ({ recalled, trueGrade }) =>
  !recalled ? 'hard' : trueGrade === 4 ? 'easy' : 'medium';

/** One rating as the review log keeps it (card ids from 1). */
export type SimulatedReview = { cardId: number; rating: Rating; reviewedAt: Date };

/** What decides when a card comes back. */
export type SimulatedScheduler = {
  /** Rates card `card` (from 0) at `now`; answers the days until its next review. `load`: the cards due ahead. */
  review(card: number, rating: Rating, now: Date, load: DueLoad): number;
  /** The scheduler's own recall probability for a repeat review about to happen (its calibration); null: none. */
  predict?(card: number, now: Date): number | null;
};

export type SimulationOptions = {
  /** Cards the learner meets, `newPerDay` a day from day 0. */
  cards: number;
  newPerDay: number;
  days: number;
  /** How the learner picks a button (default `answerByMeaning`). */
  answer?: AnswerRule;
  /** Also sum the knowledge of every morning (a pass over the cards a day: leave it off when unused). */
  knowledgeMean?: boolean;
  /** Runs before each day (a fit as the weekly job would, or a pause for the event loop). */
  beforeDay?: (day: number, reviews: readonly SimulatedReview[][]) => Promise<void> | void;
};

export type SimulationResult = {
  reviews: number;
  /** Reviews by rating (the time they cost differs). */
  ratings: Record<Rating, number>;
  /** Sum over cards of the truth's recall probability the morning after the last day. */
  knowledgeEnd: number;
  /** The same, averaged over the mornings of every day simulated (with `knowledgeMean` only; else 0). */
  knowledgeMean: number;
  /** The scheduler's prediction before each repeat review, and whether the learner truly recalled. */
  predictions: { p: number; recalled: boolean }[];
  /** True recalls among repeat reviews. */
  recalled: number;
  repeatReviews: number;
  /** Cards reviewed each day, new ones included. */
  dailyReviews: number[];
};

/** A Monday: day 0 of every simulation. */
export const SIMULATION_START = Date.UTC(2027, 0, 4, 10);
const DAY = 86_400_000;

/** mulberry32: a seeded uniform draw in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The shipped scheduler: `rate` with `settings` (which a caller may replace, as a kept fit does), card ids from 1. */
export class FsrsScheduler implements SimulatedScheduler {
  readonly cards: CardState[] = [];

  constructor(public settings: SchedulerSettings) {}

  review(card: number, rating: Rating, now: Date, load: DueLoad): number {
    this.cards[card] = rate(card + 1, this.cards[card] ?? newCardState, rating, now, this.settings, load);
    return this.cards[card].interval;
  }

  predict(card: number, now: Date): number | null {
    return retrievability(this.cards[card], now, this.settings);
  }
}

/** One learner's year under one scheduler. */
export async function simulate(
  learner: SimulatedLearner,
  scheduler: SimulatedScheduler,
  options: SimulationOptions,
): Promise<SimulationResult> {
  const random = seededRandom(learner.seed);
  const { cards, days } = options;
  const trueMemory: FSRSState[] = [];
  const lastDay = new Int32Array(cards);
  const due = new Map<number, number[]>();
  const reviews: SimulatedReview[][] = [];
  const result: SimulationResult = {
    reviews: 0,
    ratings: { easy: 0, medium: 0, hard: 0 },
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

  for (let day = 0; day < days; day++) {
    if (day > 0 && options.knowledgeMean) result.knowledgeMean += knowledge(day);
    await options.beforeDay?.(day, reviews);
    const now = new Date(SIMULATION_START + day * DAY);
    const today = due.get(day) ?? [];
    due.delete(day);
    const fresh = Math.min(options.newPerDay, cards - introduced);
    for (let i = 0; i < fresh; i++) today.push(introduced + i);
    result.dailyReviews.push(today.length);
    for (const card of today) {
      const isNew = card >= introduced;
      let trueGrade: number;
      let recalled: boolean;
      let recall: number | null = null;
      if (isNew) {
        trueGrade = random() < learner.firstAgainShare ? 1 : random() < learner.easyShare ? 4 : 3;
        recalled = trueGrade > 1;
        trueMemory[card] = learner.truth.next_state(null, 0, trueGrade);
        reviews[card] = [];
      } else {
        const elapsed = day - lastDay[card];
        recall = forgetting_curve(learner.weights, elapsed, trueMemory[card].stability);
        recalled = random() < recall;
        trueGrade = recalled ? (random() < learner.easyShare ? 4 : 3) : 1;
        trueMemory[card] = learner.truth.next_state(trueMemory[card], elapsed, trueGrade);
        result.repeatReviews++;
        if (recalled) result.recalled++;
        const p = scheduler.predict?.(card, now);
        if (p != null) result.predictions.push({ p, recalled });
      }
      lastDay[card] = day;
      const misrated = random() < learner.noise;
      const answered = (options.answer ?? answerByMeaning)({ recalled, trueGrade, recall });
      // A misrating says the opposite: difícil for what the learner would rate otherwise, medio for a difícil.
      const rating: Rating = !misrated ? answered : answered === 'hard' ? 'medium' : 'hard';
      reviews[card].push({ cardId: card + 1, rating, reviewedAt: now });
      result.reviews++;
      result.ratings[rating]++;
      // The cards already due each day ahead: what `card_due_days` tells the app.
      const interval = scheduler.review(card, rating, now, (offset) => due.get(day + offset)?.length ?? 0);
      const list = due.get(day + interval);
      if (list) list.push(card);
      else due.set(day + interval, [card]);
    }
    introduced += fresh;
  }
  result.knowledgeMean /= Math.max(1, days - 1);
  result.knowledgeEnd = knowledge(days);
  return result;
}
