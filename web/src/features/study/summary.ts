import type { Rating } from '@/__generated__/graphql';
import { es } from '@/lib/i18n/es';

export type RatingCounts = Record<Rating, number>;

export const noRatings: RatingCounts = { EASY: 0, MEDIUM: 0, HARD: 0 };

/** SPEC §2's motivational message, by the share of cards rated easy: 60 %, 40 % and 20 % thresholds. */
export function summaryMessage(counts: RatingCounts): string {
  const messages = es.study.summary.messages;
  const total = counts.EASY + counts.MEDIUM + counts.HARD;
  const easyShare = total === 0 ? 0 : (counts.EASY / total) * 100;
  if (easyShare >= 60) return messages.excellent;
  if (easyShare >= 40) return messages.great;
  if (easyShare >= 20) return messages.good;
  return messages.keepGoing;
}

/** A new order for "study again (random order)": Fisher–Yates, so every order is equally likely. */
export function shuffled<T>(items: readonly T[], random = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
