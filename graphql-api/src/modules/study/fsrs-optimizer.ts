import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { default_w } from 'ts-fsrs';
import { gradeOf, type Rating, studyDaysBetween } from '../scheduling/schedule';

/**
 * The learner's own FSRS weights (DESIGN §5), fitted by `@open-spaced-repetition/binding` (fsrs-rs, the reference
 * optimizer, compiled to a native module) from their `reviews`, and judged by the same library's log loss.
 */

/**
 * Reviews a learner needs before a fit is tried. Below about 400 the optimizer has too few second reviews to move
 * off its defaults (on a synthetic learner, 200 reviews give the default weights back unchanged; 400 fit them).
 */
export const MIN_REVIEWS_TO_FIT = 400;
/** At most this many reviews go into one fit: a sample of whole card histories beyond it (memory and time bound). */
export const MAX_REVIEWS_PER_FIT = 100_000;
/** A card's reviews past this many are not predicted: fsrs-rs trims longer histories anyway. */
export const MAX_HISTORY = 64;

/** One rating as the optimizer needs it, in the order of the card's history. */
export type ReviewEvent = { cardId: number; rating: Rating; reviewedAt: Date };

/** One card's history in the optimizer's terms: FSRS grade (1..4) and study days since the previous review. */
export type FsrsHistory = { rating: number; deltaT: number }[];

/**
 * Reviews (sorted by card, then time) as per-card histories: difícil → Again (1), medio → Good (3), fácil → Easy (4),
 * the same mapping a rating uses; `deltaT` in whole local study days (04:00 boundary in `timeZone`), 0 for the first.
 */
export function toHistories(events: Iterable<ReviewEvent>, timeZone: string): FsrsHistory[] {
  const histories: FsrsHistory[] = [];
  let cardId: number | null = null;
  let previous: Date | null = null;
  let current: FsrsHistory = [];
  for (const event of events) {
    if (event.cardId !== cardId) {
      if (current.length) histories.push(current);
      current = [];
      cardId = event.cardId;
      previous = null;
    }
    const deltaT = previous ? Math.max(0, studyDaysBetween(previous, event.reviewedAt, timeZone)) : 0;
    current.push({ rating: gradeOf[event.rating], deltaT });
    previous = event.reviewedAt;
  }
  if (current.length) histories.push(current);
  return histories;
}

/**
 * The optimizer's training items: one per review made on a later study day than the card's previous one (what
 * FSRS predicts: recall after a delay), each carrying the card's history up to it. Same-day repeats stay in the
 * history but are not predicted. Review objects are shared between a card's items.
 */
export function toItems(histories: Iterable<FsrsHistory>): FSRSBindingItem[] {
  const items: FSRSBindingItem[] = [];
  for (const history of histories) {
    const reviews = history.slice(0, MAX_HISTORY).map((r) => new FSRSBindingReview(r.rating, r.deltaT));
    for (let i = 1; i < reviews.length; i++) {
      if (history[i].deltaT > 0) items.push(new FSRSBindingItem(reviews.slice(0, i + 1)));
    }
  }
  return items;
}

/**
 * Mean log loss of `weights` (null: ts-fsrs's defaults) predicting every item's recall: fsrs-rs's own evaluation,
 * the one number both the fit and the keep-or-drop decision use. Lower is better.
 */
export function logLoss(items: FSRSBindingItem[], weights: readonly number[] | null): number {
  return new FSRSBinding([...(weights ?? default_w)]).evaluate(items).logLoss;
}

export type Fitter = (items: FSRSBindingItem[]) => Promise<number[]>;

/**
 * fsrs-rs's optimizer on the items, long-term only (Repaso has no learning steps, like the scheduler's
 * `enable_short_term: false`). It runs on libuv's thread pool, so the event loop keeps serving meanwhile.
 */
export const fitWeights: Fitter = (items) => computeParameters(items, { enableShortTerm: false });

export type FitOutcome = {
  /** The weights to use from now on: the new ones when they predict better, else the current ones. */
  weights: number[] | null;
  improved: boolean;
  /** Log loss of `weights` on the items. */
  logLoss: number;
  /** Log loss of the current weights (null: defaults) on the same items. */
  previousLogLoss: number;
  /** Ratings in the histories the fit read. */
  reviewsUsed: number;
  /** Of those, the ones predicted (a later study day than the card's previous rating). */
  itemsUsed: number;
};

/**
 * Fits weights on `items` and keeps them only when their log loss on the same reviews is lower than that of the
 * weights in use (DESIGN §5): a fit that would predict the learner's own history worse changes nothing.
 */
export async function fitAndCompare(
  histories: readonly FsrsHistory[],
  current: readonly number[] | null,
  fit: Fitter = fitWeights,
): Promise<FitOutcome> {
  const items = toItems(histories);
  const reviewsUsed = histories.reduce((sum, history) => sum + Math.min(history.length, MAX_HISTORY), 0);
  if (items.length === 0) {
    return {
      weights: current ? [...current] : null,
      improved: false,
      logLoss: NaN,
      previousLogLoss: NaN,
      reviewsUsed,
      itemsUsed: 0,
    };
  }
  const previousLogLoss = logLoss(items, current);
  const candidate = await fit(items);
  const candidateLogLoss = logLoss(items, candidate);
  const improved = Number.isFinite(candidateLogLoss) && candidateLogLoss < previousLogLoss;
  return {
    weights: improved ? candidate : current ? [...current] : null,
    improved,
    logLoss: improved ? candidateLogLoss : previousLogLoss,
    previousLogLoss,
    reviewsUsed,
    itemsUsed: items.length,
  };
}
