import { es } from './i18n/es';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DateValue = string | Date | null | undefined;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Study days until a card is due, as the API's scheduler counts them (`dueInDays`: the interval its rating button
 * promised); without it, whole days rounded up (due dates fall at the start of a study day).
 */
function daysUntil(nextReviewAt: string | Date, dueInDays: number | null | undefined, now: Date): number {
  if (dueInDays != null) return dueInDays;
  return Math.ceil((toDate(nextReviewAt).getTime() - now.getTime()) / DAY);
}

/**
 * "Nunca repasada", "Para repasar ahora", "Mañana", "En 3 días": when a card of a folder is due (SPEC §4), in the
 * study days of the API's `dueInDays`, so a card rated "volverá en 3 días" says "En 3 días".
 */
export function dueText(nextReviewAt: DateValue, dueInDays: number | null | undefined, now = new Date()): string {
  const text = es.cards.due;
  if (!nextReviewAt) return text.never;
  if (toDate(nextReviewAt).getTime() <= now.getTime()) return text.now;
  const days = daysUntil(nextReviewAt, dueInDays, now);
  return days <= 1 ? text.tomorrow : text.inDays(days);
}

/** When a card was last studied: under an hour, whole hours under a day, then whole days (SPEC §4). */
export function lastReviewedText(lastReviewedAt: DateValue, now = new Date()): string {
  const text = es.cards.lastReviewed;
  if (!lastReviewedAt) return text.never;
  const elapsed = Math.max(0, now.getTime() - toDate(lastReviewedAt).getTime());
  if (elapsed < HOUR) return text.underAnHour;
  if (elapsed < DAY) return text.ago(es.time.hours(Math.floor(elapsed / HOUR)));
  return text.ago(es.time.days(Math.floor(elapsed / DAY)));
}

/** A span in minutes under an hour, hours under a day, else days (rounded down, at least 1). */
function spanText(ms: number): string {
  if (ms < HOUR) return es.time.minutes(Math.max(1, Math.floor(ms / MINUTE)));
  if (ms < DAY) return es.time.hours(Math.floor(ms / HOUR));
  return es.time.days(Math.floor(ms / DAY));
}

/**
 * The badge of a pending card: "Nueva", "Para repasar ahora", "Atrasado por 3 horas" or "Vence en 2 días" (SPEC §4).
 * Lateness is measured in time; a date to come in the study days of the API's `dueInDays` (the rating button's
 * interval), and in minutes or hours only within today's study day.
 */
export function pendingDueText(
  nextReviewAt: DateValue,
  dueInDays: number | null | undefined,
  now = new Date(),
): string {
  const text = es.pendingReviews.due;
  if (!nextReviewAt) return text.new;
  const overdue = now.getTime() - toDate(nextReviewAt).getTime();
  if (overdue >= MINUTE) return text.overdue(spanText(overdue));
  if (overdue >= 0) return text.now;
  const days = dueInDays ?? 0;
  return text.dueIn(days >= 1 ? es.time.days(days) : spanText(-overdue));
}

/** Whether a pending card's review date has passed (as opposed to new or due this minute). */
export function isOverdue(nextReviewAt: DateValue, now = new Date()): boolean {
  return !!nextReviewAt && now.getTime() - toDate(nextReviewAt).getTime() >= MINUTE;
}

const relativeFormat = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "hace 5 minutos", "ayer", "hace 3 semanas": a past moment relative to now, in Spanish. */
export function relativeTime(value: string | Date, now = new Date()): string {
  const diff = toDate(value).getTime() - now.getTime();
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size) return relativeFormat.format(Math.trunc(diff / size), unit);
  }
  return relativeFormat.format(0, 'second');
}
