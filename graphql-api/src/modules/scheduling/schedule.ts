import {
  type AbstractScheduler,
  type FSRS,
  type FSRSState,
  type Card as FsrsCard,
  forgetting_curve,
  fsrs,
  Rating as Grade,
  generatorParameters,
  State,
  StrategyMode,
} from 'ts-fsrs';
import { balancedInterval, balancesLoad, type DueLoad, fuzzRange, normalWeek } from './load-balance';

/**
 * The scheduling rule of DESIGN §5 (FSRS-6 through ts-fsrs), as pure functions. Study days are local to the
 * learner and start at 04:00 in their time zone, so a late-night session still counts for the evening's day.
 */

export type Rating = 'easy' | 'medium' | 'hard';
export type LocalDate = { year: number; month: number; day: number };
export type StoredDifficulty = 'new' | 'easy' | 'good' | 'hard';

/** Everything the scheduler reads and writes on a card: the `reviews` row keeps it before and after. */
export type CardState = {
  difficulty: StoredDifficulty;
  reviewCount: number;
  lastReviewedAt: Date | null;
  nextReviewAt: Date | null;
  /** Days from the rating's study day to the next review's. */
  interval: number;
  /** SM-2 ease in percent, kept for the REST shape; FSRS leaves it as it is. */
  easeFactor: number;
  /** FSRS stability in days (retrievability 90 % after that long); null while new. */
  stability: number | null;
  /** FSRS difficulty, 1..10; null while new. */
  fsrsDifficulty: number | null;
  /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lapses: number;
};

/** What the learner chose (DESIGN §5): desired retention, fitted weights (else the defaults) and time zone. */
/** A card never rated: the entity's defaults (memory state unknown until the first rating). */
export const newCardState: CardState = {
  difficulty: 'new',
  reviewCount: 0,
  lastReviewedAt: null,
  nextReviewAt: null,
  interval: 2,
  easeFactor: 250,
  stability: null,
  fsrsDifficulty: null,
  state: 0,
  lapses: 0,
};

export type SchedulerSettings = { desiredRetention: number; weights: readonly number[] | null; timeZone: string } & {
  /** An even workload (issue 26 item 5, load-balance.ts): absent, neither load balancing nor easy days. */
  loadBalancing?: boolean;
  easyDays?: readonly number[];
};

export const DAY_START_HOUR = 4;
export const MAX_INTERVAL = 36_500;
export const DEFAULT_RETENTION = 0.9;
export const MIN_RETENTION = 0.7;
export const MAX_RETENTION = 0.97;
/** The landing page's promise for a new card's first rating, in days. */
export const FIRST_INTERVALS: Record<Rating, number> = { hard: 1, medium: 3, easy: 7 };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * Recent answers of `wallClock`, by zone and whole second (its resolution). A due list presents up to 200 cards with
 * three hints each, every one asking the same few instants: formatToParts dominated that answer before this.
 */
const wallClocks = new Map<string, WallClock>();

/** Wall-clock fields of `instant` in `timeZone` (never mutate the result: it is shared). */
function wallClock(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 1000)}`;
  const known = wallClocks.get(key);
  if (known) return known;
  if (wallClocks.size >= 10_000) wallClocks.clear();
  const fields = formatWallClock(instant, timeZone);
  wallClocks.set(key, fields);
  return fields;
}

function formatWallClock(instant: Date, timeZone: string): WallClock {
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
  return fields as WallClock;
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

/** difícil is the only lapse signal: Again, never Hard (DESIGN §5). */
export const gradeOf = { hard: Grade.Again, medium: Grade.Good, easy: Grade.Easy } as const;

export const storedDifficulty = { easy: 'easy', medium: 'good', hard: 'hard' } as const;

const schedulers = new Map<string, FSRS>();

/**
 * One ts-fsrs instance per (retention, weights, fuzz): long-term only (days, no learning steps), fuzz on (off only to
 * read the interval fuzz starts from, for load balancing).
 */
export function schedulerOf(settings: Pick<SchedulerSettings, 'desiredRetention' | 'weights'>, fuzz = true): FSRS {
  const key = `${settings.desiredRetention}:${settings.weights?.join(',') ?? ''}:${fuzz}`;
  let scheduler = schedulers.get(key);
  if (!scheduler) {
    scheduler = fsrs(
      generatorParameters({
        request_retention: settings.desiredRetention,
        maximum_interval: MAX_INTERVAL,
        enable_fuzz: fuzz,
        enable_short_term: false,
        ...(settings.weights ? { w: [...settings.weights] } : {}),
      }),
    );
    // Fuzz seeded by card and review number, so the buttons show what the rating will give.
    scheduler.useStrategy(StrategyMode.SEED, function (this: AbstractScheduler) {
      return `${(this.current as ScheduledCard).cardId}:${this.current.reps - 1}`;
    });
    if (schedulers.size > 100) schedulers.clear();
    schedulers.set(key, scheduler);
  }
  return scheduler;
}

/** The weekday of a local date, Monday 0 to Sunday 6 (the order of `easyDays`). */
export const weekdayOf = ({ year, month, day }: LocalDate) =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

/** Whole local study days between two instants (what FSRS calls elapsed days; 0 within a day). */
export function studyDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = studyDay(from, timeZone);
  const b = studyDay(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/**
 * The memory state of a card rated before FSRS without a review history: stability = its SM-2 interval (the
 * interval SM-2 aimed at about 90 % recall), difficulty from its ease (130 % -> 9.8, 250 % -> 5, 350 % -> 1).
 */
export function memoryFromSm2(interval: number, easeFactor: number): FSRSState {
  return {
    stability: Math.max(0.1, interval),
    difficulty: Math.min(10, Math.max(1, 11 - 4 * (easeFactor / 100 - 1))),
  };
}

function memoryOf(card: CardState): FSRSState | null {
  if (card.reviewCount === 0) return null;
  if (card.stability != null && card.fsrsDifficulty != null)
    return { stability: card.stability, difficulty: card.fsrsDifficulty };
  return memoryFromSm2(card.interval, card.easeFactor);
}

/**
 * The whole effect of rating `card` (id `cardId`) at `now` (DESIGN §5). The first rating gives exactly 1 / 3 / 7
 * days, with the memory state FSRS gives that first rating (the learner's weights); later ones take ts-fsrs's
 * scheduler's next state and interval after the real elapsed study days (its fuzz, seeded by card and review number
 * so the buttons show what the rating will give, and its ordering: difícil < medio < fácil). With load balancing or
 * easy days, the due day moves within that fuzz range (load-balance.ts) by `load`, the cards already due each day.
 */
export function rate(
  cardId: number,
  card: CardState,
  rating: Rating,
  now: Date,
  settings: SchedulerSettings,
  load: DueLoad = noLoad,
): CardState {
  const { next, interval } = scheduled(cardId, card, now, settings, load)[rating];
  const lapse = rating === 'hard' && card.reviewCount > 0;
  return {
    difficulty: storedDifficulty[rating],
    reviewCount: card.reviewCount + 1,
    lastReviewedAt: now,
    nextReviewAt: dayStart(addDays(studyDay(now, settings.timeZone), interval), settings.timeZone),
    interval,
    easeFactor: card.easeFactor,
    stability: next.stability,
    fsrsDifficulty: next.difficulty,
    state: rating !== 'hard' ? State.Review : card.reviewCount === 0 ? State.Learning : State.Relearning,
    lapses: card.lapses + (lapse ? 1 : 0),
  };
}

/** Whole study days from the card's last review to `now`, as FSRS reads them (0 while new). */
function elapsedDays(card: CardState, memory: FSRSState | null, now: Date, settings: SchedulerSettings): number {
  return memory && card.lastReviewedAt ? Math.max(0, studyDaysBetween(card.lastReviewedAt, now, settings.timeZone)) : 0;
}

/** A ts-fsrs card carrying our card's id, which seeds its fuzz. */
type ScheduledCard = FsrsCard & { cardId: number };

/** An instant for ts-fsrs, which counts days in UTC: ours are study days already counted in the learner's zone. */
const utcDay = (day: number) => new Date(Date.UTC(2000, 0, 1 + day));

type Scheduled = Record<Rating, { next: FSRSState; interval: number }>;

/** No card due on any day (the simulation's first day, a learner with balancing off). */
const noLoad: DueLoad = () => 0;

/**
 * `rate`'s heart: for each rating, the memory state after it and the interval in days it gives (ts-fsrs's, then
 * moved within its fuzz range for an even workload when the learner asks for one).
 */
function scheduled(cardId: number, card: CardState, now: Date, settings: SchedulerSettings, load: DueLoad): Scheduled {
  const scheduler = schedulerOf(settings);
  const memory = memoryOf(card);
  if (!memory) {
    // The landing page's interval, FSRS's own first memory state (stability 1/3/7 days would cost calibration).
    const first = (rating: Rating) => ({
      interval: FIRST_INTERVALS[rating],
      next: scheduler.next_state(null, 0, gradeOf[rating]),
    });
    return { hard: first('hard'), medium: first('medium'), easy: first('easy') };
  }
  const elapsed = elapsedDays(card, memory, now, settings);
  const fsrsCard: ScheduledCard = {
    cardId,
    due: utcDay(elapsed),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: card.interval,
    learning_steps: 0,
    reps: card.reviewCount,
    lapses: card.lapses,
    state: State.Review,
    last_review: utcDay(0),
  };
  const preview = scheduler.repeat(fsrsCard, utcDay(elapsed));
  const of = (rating: Rating) => {
    const { card: next } = preview[gradeOf[rating]];
    return { next: { stability: next.stability, difficulty: next.difficulty }, interval: next.scheduled_days };
  };
  const result = { hard: of('hard'), medium: of('medium'), easy: of('easy') };
  const workload = { loadBalancing: settings.loadBalancing ?? false, easyDays: settings.easyDays ?? normalWeek };
  if (!balancesLoad(workload)) return result;
  const today = studyDay(now, settings.timeZone);
  const weekday = (offset: number) => weekdayOf(addDays(today, offset));
  const exact = schedulerOf(settings, false);
  // ts-fsrs's floors (difícil < its unused Hard < medio < fácil) hold for the moved intervals too.
  const floors = { hard: 1, medium: preview[Grade.Hard].card.scheduled_days + 1, easy: 0 };
  let previous = 0;
  for (const rating of ['hard', 'medium', 'easy'] as const) {
    const floor = Math.max(floors[rating], previous + 1);
    const range = fuzzRange(exact.next_interval(result[rating].next.stability, elapsed), elapsed, MAX_INTERVAL);
    result[rating].interval = range
      ? balancedInterval(range, floor, result[rating].interval, {
          workload,
          load,
          weekday,
          seed: `${cardId}:${card.reviewCount}:${rating}`,
        })
      : Math.max(result[rating].interval, floor);
    previous = result[rating].interval;
  }
  return result;
}

/** What each rating button would give, in days: `rate` itself, so the buttons never lie. */
export function nextIntervals(
  cardId: number,
  card: CardState,
  now: Date,
  settings: SchedulerSettings,
  load: DueLoad = noLoad,
) {
  // `rate`'s intervals, without the rest of the new state (the due date in the learner's zone is most of `rate`'s
  // cost, and a due list asks this of up to 200 cards).
  const next = scheduled(cardId, card, now, settings, load);
  return { easy: next.easy.interval, medium: next.medium.interval, hard: next.hard.interval };
}

/** Probability of recalling the card at `now` (FSRS forgetting curve over real elapsed time); null while new. */
export function retrievability(card: CardState, now: Date, settings: SchedulerSettings): number | null {
  const memory = memoryOf(card);
  if (!memory || !card.lastReviewedAt) return null;
  const elapsed = Math.max(0, (now.getTime() - card.lastReviewedAt.getTime()) / 86_400_000);
  return forgetting_curve(schedulerOf(settings).parameters.w, elapsed, memory.stability);
}

/**
 * Study days from today to the card's due day in the learner's zone: what "volverá en 3 días" on a rating button
 * promised (a card rated today with interval 3 answers 3 the same day), 1 tomorrow, 0 due today, negative when
 * overdue by whole days; null while new. The due texts of the folder and pending screens read it.
 */
export function dueInDays(card: Pick<CardState, 'nextReviewAt'>, now: Date, timeZone: string): number | null {
  return card.nextReviewAt ? studyDaysBetween(now, card.nextReviewAt, timeZone) : null;
}

/** The fields of `CardState`, in its order: those `newCardState` gives a value (all of them, as its type requires). */
export const cardStateFields = Object.keys(newCardState) as (keyof CardState)[];

/** The fields of `CardState`, read off a card entity or a row (the snapshot a `reviews` row keeps). */
export function cardState(card: CardState): CardState {
  const state = {} as Record<keyof CardState, unknown>;
  for (const field of cardStateFields) state[field] = card[field];
  return state as CardState;
}

/**
 * A card's state after replaying its ratings with `rate` (the migration of cards rated before FSRS): the same
 * rule a live rating uses, with the real times of the history.
 */
export function replayHistory(
  cardId: number,
  initial: CardState,
  history: readonly { rating: Rating; reviewedAt: Date }[],
  settings: SchedulerSettings,
): CardState {
  let state: CardState = { ...initial, reviewCount: 0, lastReviewedAt: null, stability: null, fsrsDifficulty: null };
  state.lapses = 0;
  for (const review of history) state = rate(cardId, state, review.rating, review.reviewedAt, settings);
  return state;
}
