/**
 * The scheduling rule of DESIGN §5, as pure functions. Study days are local to the learner and
 * start at 04:00 in their time zone, so a late-night session still counts for the evening's day.
 */

export type Rating = 'easy' | 'medium' | 'hard';
export type LocalDate = { year: number; month: number; day: number };
export type CardSchedule = { reviewCount: number; interval: number; easeFactor: number };

export const DAY_START_HOUR = 4;
export const MIN_EASE = 130;
export const MAX_INTERVAL = 36_500;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string) {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, format);
  }
  const fields: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date `days` after `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export const formatLocalDate = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The instant a study day starts: 04:00 local time on `date` (correct across daylight-saving changes). */
export function dayStart(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, DAY_START_HOUR);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // The offset at the guess may differ from the offset at the answer when a change falls in between.
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The study day containing `instant`: its local date, or the day before when it is earlier than 04:00. */
export function studyDay(instant: Date, timeZone: string): LocalDate {
  const w = wallClock(instant, timeZone);
  const date = { year: w.year, month: w.month, day: w.day };
  return w.hour < DAY_START_HOUR ? addDays(date, -1) : date;
}

/** The interval (days) and ease a rating gives, from the table of DESIGN §5. */
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

/** What each rating button would give, in days (shown on the buttons). */
export function nextIntervals(card: CardSchedule): Record<Rating, number> {
  return {
    easy: nextSchedule(card, 'easy').interval,
    medium: nextSchedule(card, 'medium').interval,
    hard: nextSchedule(card, 'hard').interval,
  };
}

export const storedDifficulty = { easy: 'easy', medium: 'good', hard: 'hard' } as const;

/** The whole effect of rating a card at `now` for a learner in `timeZone`. */
export function rate(card: CardSchedule, rating: Rating, now: Date, timeZone: string) {
  const { interval, easeFactor } = nextSchedule(card, rating);
  return {
    interval,
    easeFactor,
    reviewCount: card.reviewCount + 1,
    difficulty: storedDifficulty[rating],
    lastReviewedAt: now,
    nextReviewAt: dayStart(addDays(studyDay(now, timeZone), interval), timeZone),
  };
}
