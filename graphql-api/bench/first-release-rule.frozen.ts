/**
 * The first release's scheduling rule (SM-2-style ease multiplication), frozen for `bench/simulate.ts` to compare the
 * shipped scheduler against. Copied from `graphql-api/src/modules/study/schedule.ts` at commit 50bdbd4 (2026-11-21,
 * the last commit of the release that completed SPEC; the rule itself is unchanged since 2a3c0da). Never change it.
 */

export type Rating = 'easy' | 'medium' | 'hard';
export type CardSchedule = { reviewCount: number; interval: number; easeFactor: number };

const MIN_EASE = 130;
const MAX_INTERVAL = 36_500;

/** The interval (days) and ease a rating gives. */
export function nextSchedule(card: CardSchedule, rating: Rating): { interval: number; easeFactor: number } {
  const { reviewCount, interval, easeFactor } = card;
  const isNew = reviewCount === 0;
  const next =
    rating === 'hard'
      ? { interval: 1, easeFactor: Math.max(MIN_EASE, easeFactor - 20) }
      : rating === 'medium'
        ? { interval: isNew ? 3 : Math.max(interval + 1, Math.round((interval * easeFactor) / 100)), easeFactor }
        : {
            interval: isNew ? 7 : Math.max(interval + 2, Math.round(((interval * easeFactor) / 100) * 1.3)),
            easeFactor: easeFactor + 15,
          };
  return { ...next, interval: Math.min(MAX_INTERVAL, next.interval) };
}
