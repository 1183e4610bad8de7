import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fsrs, generatorParameters } from 'ts-fsrs';
import type { Actor } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { DomainError, rateLimited } from '../../core/errors';
import { query } from '../../db/raw';
import { requireViewer } from '../accounts/account.service';
import { type Limit, throttle } from '../accounts/throttle';
import { MAX_RETENTION, MIN_RETENTION, type Rating, schedulerOf } from '../scheduling/schedule';
import { FsrsScheduler, type SimulatedLearner, type SimulationResult, simulate } from '../scheduling/simulation';

/**
 * "Calcular la retención óptima" (issue 26 item 6): the desired retention that costs this learner the least study
 * time per card remembered, as Anki's "compute minimum recommended retention" finds it. A learner whose memory
 * follows their own FSRS weights (fitted, else the defaults) and who rates as they do meets `SIMULATION.newPerDay`
 * cards a day for a year under the shipped scheduler at each candidate retention; the cost is the time their
 * reviews took (their own mean seconds per rating when they have enough timed reviews, a lapse weighing
 * `LOSS_AVERSION` times) over the cards remembered at the end (the sum of the truth's recall probabilities).
 * Seeded: the same learner gets the same answer.
 *
 * About 1.5 s of CPU: it runs on the request, yielding to the event loop every `YIELD_EVERY_DAYS` simulated days
 * (a few milliseconds each), so other requests are answered meanwhile. A worker thread would cost a thread and a
 * second copy of ts-fsrs per call for a computation this bounded, and a queued job a polling round trip for an
 * answer the learner waits two seconds for. It is bounded by a throttle per learner and by `MAX_RUNNING` at once.
 */

/** The simulated year: cards met every day (the reviews a day scale with them) for 365 days. */
export const SIMULATION = { cards: 730, newPerDay: 2, days: 365 } as const;
/** The same seed for every candidate: their differences are the retention's, not the draws'. */
const SEED = 26;
/** Coarse candidates 0.70, 0.73, …, 0.97, then the neighbours of the best one a hundredth away. */
const COARSE_STEP = 0.03;
const YIELD_EVERY_DAYS = 30;
/** The last days of the year whose reviews make "repasos al día". */
const STEADY_DAYS = 91;
/** Computations running at once in this process; more wait for a retry. */
const MAX_RUNNING = 2;
/** Recent reviews read for the learner's timings and rating habits. */
const RECENT_REVIEWS = 5000;
/** Timed reviews a rating needs before its own mean replaces the default. */
const MIN_TIMED = 20;
/** A review longer than this was a pause, not study. */
const LONGEST_REVIEW_MS = 60_000;
/** Seconds a rating costs when the learner's history does not say (Anki's simulator's defaults, rounded). */
export const DEFAULT_SECONDS: Record<Rating, number> = { easy: 6, medium: 8, hard: 20 };
/** Rating habits when the history is too short: first sightings not known, recalls rated fácil. */
export const DEFAULT_HABITS = { firstAgainShare: 0.3, easyShare: 0.15 };
const MIN_FOR_HABITS = 50;
/**
 * A lapse weighs this many times its time, as in Anki's simulator: forgetting costs more than the seconds of one
 * review (relearning, and the learner's dislike of it). Without it the cheapest retention is always the lowest.
 */
const LOSS_AVERSION = 2.5;

export const OPTIMAL_RETENTION_LIMIT: Limit = { name: 'optimal-retention:user', max: 10, windowSeconds: 60 * 60 };

export const optimalRetentionMessages = {
  rateLimited: (minutes: number) =>
    `Ya has calculado la retención óptima muchas veces esta hora: vuelve a intentarlo dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}`,
  busy: 'Ahora mismo se están calculando otras retenciones: vuelve a intentarlo en unos segundos',
  defaultWeights:
    'Aún no hay parámetros ajustados a tu memoria: se ha calculado con los de FSRS por defecto (pulsa «Optimizar ahora» cuando tengas 400 repasos).',
  defaultTimes:
    'Aún no hay bastantes repasos cronometrados: se han supuesto 6 s para «Fácil», 8 s para «Medio» y 20 s para «Difícil».',
};

export type OptimalRetention = {
  /** The suggested desired retention (two decimals, within 0.70..0.97). */
  retention: number;
  /** Reviews a day it would mean at the end of a year learning `newCardsPerDay` cards a day (new ones apart). */
  reviewsPerDay: number;
  currentRetention: number;
  currentReviewsPerDay: number;
  newCardsPerDay: number;
  /** Study seconds per card remembered at the end of that year, at the suggestion and now. */
  secondsPerCard: number;
  currentSecondsPerCard: number;
  fittedWeights: boolean;
  ownTimes: boolean;
  /** What the figures rest on when the history does not say (Spanish, for the learner). */
  notes: string[];
};

let running = 0;

export type Habits = { seconds: Record<Rating, number>; ownTimes: boolean; firstAgainShare: number; easyShare: number };

/** The learner's mean seconds per rating and rating habits, from their recent reviews (defaults where too few). */
async function habitsOf(em: EntityManager, userId: number): Promise<Habits> {
  const rows = await query<{ rating: Rating; first: boolean | null; reviews: number; timed: number; mean_ms: number }>(
    em,
    `with recent as (
       select rating, duration_ms, (card_before->>'reviewCount')::int = 0 as first
         from reviews where user_id = $1 order by reviewed_at desc limit $2)
     select rating, first, count(*)::int as reviews, count(duration_ms)::int as timed,
            coalesce(avg(least(duration_ms, $3)), 0)::float8 as mean_ms
       from recent group by rating, first`,
    [userId, RECENT_REVIEWS, LONGEST_REVIEW_MS],
  );
  const seconds = { ...DEFAULT_SECONDS };
  let ownTimes = true;
  for (const rating of ['easy', 'medium', 'hard'] as const) {
    const ofRating = rows.filter((row) => row.rating === rating);
    const timed = ofRating.reduce((sum, row) => sum + row.timed, 0);
    if (timed < MIN_TIMED) ownTimes = false;
    else seconds[rating] = ofRating.reduce((sum, row) => sum + row.mean_ms * row.timed, 0) / timed / 1000;
  }
  const count = (first: boolean, rating: Rating) =>
    rows.find((row) => row.first === first && row.rating === rating)?.reviews ?? 0;
  const firsts = count(true, 'hard') + count(true, 'medium') + count(true, 'easy');
  const recalls = count(false, 'medium') + count(false, 'easy');
  return {
    seconds,
    ownTimes,
    firstAgainShare: firsts >= MIN_FOR_HABITS ? count(true, 'hard') / firsts : DEFAULT_HABITS.firstAgainShare,
    easyShare: recalls >= MIN_FOR_HABITS ? count(false, 'easy') / recalls : DEFAULT_HABITS.easyShare,
  };
}

type Evaluation = { retention: number; seconds: number; knowledge: number; reviewsPerDay: number };

/** One simulated year at `retention`: its cost per card remembered and its steady reviews a day. */
async function evaluate(
  retention: number,
  learner: SimulatedLearner,
  weights: readonly number[],
  seconds: Record<Rating, number>,
): Promise<Evaluation> {
  const scheduler = new FsrsScheduler({ desiredRetention: retention, weights, timeZone: 'UTC' });
  const run: SimulationResult = await simulate(learner, scheduler, {
    ...SIMULATION,
    beforeDay: async (day) => {
      if (day % YIELD_EVERY_DAYS === 0) await nextTurn();
    },
  });
  const lapses = run.repeatReviews - run.recalled;
  const time =
    run.ratings.easy * seconds.easy +
    run.ratings.medium * seconds.medium +
    run.ratings.hard * seconds.hard +
    (LOSS_AVERSION - 1) * lapses * seconds.hard;
  const steady = run.dailyReviews.slice(-STEADY_DAYS);
  const repeats = steady.reduce((sum, count) => sum + count, 0) / steady.length - SIMULATION.newPerDay;
  return { retention, seconds: time / run.knowledgeEnd, knowledge: run.knowledgeEnd, reviewsPerDay: repeats };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The retention with the least cost (coarse candidates, then the best one's neighbours), and the current one's. */
async function search(
  current: number,
  cost: (retention: number) => Promise<Evaluation>,
): Promise<{ best: Evaluation; current: Evaluation }> {
  const known = new Map<number, Evaluation>();
  const at = async (retention: number) => {
    const key = round2(retention);
    let evaluation = known.get(key);
    if (!evaluation) {
      evaluation = await cost(key);
      known.set(key, evaluation);
    }
    return evaluation;
  };
  let best: Evaluation | undefined;
  for (let retention = MIN_RETENTION; retention <= MAX_RETENTION + 1e-9; retention += COARSE_STEP) {
    const evaluation = await at(retention);
    if (!best || evaluation.seconds < best.seconds) best = evaluation;
  }
  const coarse = best as Evaluation;
  for (const offset of [-0.02, -0.01, 0.01, 0.02]) {
    const retention = coarse.retention + offset;
    if (retention < MIN_RETENTION || retention > MAX_RETENTION) continue;
    const evaluation = await at(retention);
    if (evaluation.seconds < (best as Evaluation).seconds) best = evaluation;
  }
  return { best: best as Evaluation, current: await at(current) };
}

/**
 * The search itself, for a learner with these weights (null: FSRS-6's defaults) and habits: the cheapest desired
 * retention, and reviews a day and seconds per card remembered there and at `currentRetention`.
 */
export async function findOptimalRetention(input: {
  weights: readonly number[] | null;
  habits: Habits;
  currentRetention: number;
  newCardsPerDay: number;
}): Promise<Omit<OptimalRetention, 'fittedWeights' | 'ownTimes' | 'notes'>> {
  // The weights completed as the scheduler completes them.
  const weights = schedulerOf({ desiredRetention: input.currentRetention, weights: input.weights }).parameters.w;
  const learner: SimulatedLearner = {
    weights,
    truth: fsrs(generatorParameters({ w: [...weights], enable_short_term: false })),
    easyShare: input.habits.easyShare,
    firstAgainShare: input.habits.firstAgainShare,
    noise: 0,
    seed: SEED,
  };
  const { best, current } = await search(input.currentRetention, (retention) =>
    evaluate(retention, learner, weights, input.habits.seconds),
  );
  // Reviews a day grow with the cards learnt a day (each card's reviews are its own).
  const perDay = (evaluation: Evaluation) =>
    Math.round((evaluation.reviewsPerDay * input.newCardsPerDay) / SIMULATION.newPerDay);
  const tenths = (seconds: number) => Math.round(seconds * 10) / 10;
  return {
    retention: best.retention,
    reviewsPerDay: perDay(best),
    currentRetention: input.currentRetention,
    currentReviewsPerDay: perDay(current),
    newCardsPerDay: input.newCardsPerDay,
    secondsPerCard: tenths(best.seconds),
    currentSecondsPerCard: tenths(current.seconds),
  };
}

/**
 * The learner's optimal desired retention with what it would change (DESIGN §5's settings show it before the
 * learner accepts; nothing is saved here). Throttled per learner (429 with a Spanish message).
 */
export async function computeOptimalRetention(
  em: EntityManager,
  actor: Actor,
  clock: Clock,
): Promise<OptimalRetention> {
  const user = await requireViewer(em, actor);
  // The slot first: a learner turned away while others compute keeps their hour's allowance.
  if (running >= MAX_RUNNING) throw rateLimited(optimalRetentionMessages.busy, 5);
  running++;
  try {
    await throttle(em, clock.now(), [[OPTIMAL_RETENTION_LIMIT, String(user.id)]]).catch((error: unknown) => {
      if (error instanceof DomainError && error.retryAfterSeconds) {
        const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
        throw rateLimited(optimalRetentionMessages.rateLimited(minutes), error.retryAfterSeconds);
      }
      throw error;
    });
    const habits = await habitsOf(em, user.id);
    const notes: string[] = [];
    if (!user.fsrsWeights) notes.push(optimalRetentionMessages.defaultWeights);
    if (!habits.ownTimes) notes.push(optimalRetentionMessages.defaultTimes);
    const found = await findOptimalRetention({
      weights: user.fsrsWeights,
      habits,
      currentRetention: user.desiredRetention,
      newCardsPerDay: user.newCardsPerDay > 0 ? user.newCardsPerDay : 20,
    });
    return { ...found, fittedWeights: user.fsrsWeights !== null, ownTimes: habits.ownTimes, notes };
  } finally {
    running--;
  }
}
