import { type FSRSState, fsrs, Rating as Grade, generatorParameters, State } from 'ts-fsrs';

/**
 * The memory-state part of the FSRS rule as it stood when `Migration20261123140339_fsrs` was written, frozen here so
 * that the migration gives the same cards the same state whatever the live scheduler (`modules/scheduling/schedule.ts`)
 * becomes. Only what the migration reads is kept: stability, difficulty, state and lapses after replaying a card's
 * ratings (due dates and fuzzed intervals do not feed back into them). Never change this file.
 */

export type Rating = 'easy' | 'medium' | 'hard';

/** What the migration writes on a card. */
export type Memory = { stability: number | null; fsrsDifficulty: number | null; state: number; lapses: number };

const DAY_START_HOUR = 4;
const FIRST_INTERVALS: Record<Rating, number> = { hard: 1, medium: 3, easy: 7 };
const gradeOf = { hard: Grade.Again, medium: Grade.Good, easy: Grade.Easy } as const;

/** Default weights at 90 % retention, long-term only: the scheduler every card was replayed with. */
const scheduler = fsrs(
  generatorParameters({
    request_retention: 0.9,
    maximum_interval: 36_500,
    enable_fuzz: true,
    enable_short_term: false,
  }),
);

/** The local calendar day (as days since the epoch) of the study day containing `instant` (days start at 04:00). */
function studyDayNumber(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const day = Date.UTC(field('year'), field('month') - 1, field('day')) / 86_400_000;
  return field('hour') < DAY_START_HOUR ? day - 1 : day;
}

/** A card rated before FSRS without review rows: stability = its SM-2 interval, difficulty from its ease. */
export function memoryFromSm2(interval: number, easeFactor: number): FSRSState {
  return {
    stability: Math.max(0.1, interval),
    difficulty: Math.min(10, Math.max(1, 11 - 4 * (easeFactor / 100 - 1))),
  };
}

/** The memory state after replaying `history` (oldest first) on a card that had none. */
export function replayMemory(history: readonly { rating: Rating; reviewedAt: Date }[], timeZone: string): Memory {
  let memory: FSRSState | null = null;
  let last: Date | null = null;
  let reviewCount = 0;
  let state: number = State.New;
  let lapses = 0;
  for (const { rating, reviewedAt } of history) {
    const grade = gradeOf[rating];
    if (!memory || !last) {
      memory = {
        stability: FIRST_INTERVALS[rating] / scheduler.interval_modifier,
        difficulty: scheduler.next_state(null, 0, grade).difficulty,
      };
    } else {
      const elapsed = Math.max(0, studyDayNumber(reviewedAt, timeZone) - studyDayNumber(last, timeZone));
      memory = scheduler.next_state(memory, elapsed, grade);
    }
    if (rating === 'hard' && reviewCount > 0) lapses++;
    state = rating !== 'hard' ? State.Review : reviewCount === 0 ? State.Learning : State.Relearning;
    reviewCount++;
    last = reviewedAt;
  }
  return { stability: memory?.stability ?? null, fsrsDifficulty: memory?.difficulty ?? null, state, lapses };
}
