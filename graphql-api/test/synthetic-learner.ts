import { default_w, type FSRSState, forgetting_curve, fsrs, generatorParameters } from 'ts-fsrs';
import { seededRandom } from '../src/modules/scheduling/simulation';
import type { ReviewEvent } from '../src/modules/study/fsrs-optimizer';

/**
 * A simulated learner whose memory follows FSRS with KNOWN weights (DESIGN §5 tests and `bench/fit.ts`): each
 * review's recall is drawn from the true model's retrievability with a seeded RNG, so the same seed gives the same
 * history. Reviews are planned from the true stability with the learner's own lateness (0.6–1.8 × the interval),
 * so the delays vary as real ones do; every review happens at 10:00 UTC (a UTC learner's study days are dates).
 */

/** Weights a learner could have: FSRS-6 defaults with slower first memories and faster growth after a recall. */
export const TRUE_WEIGHTS: readonly number[] = (() => {
  const w = [...default_w];
  w[0] = 0.8; // initial stability after "Again" (difícil)
  w[2] = 4; // after "Good" (medio)
  w[8] = 1.2; // how fast stability grows after a recall
  w[11] = 2.2; // stability after a lapse
  w[20] = 0.3; // forgetting-curve decay
  return w;
})();

const ratingOfGrade = { 1: 'hard', 3: 'medium', 4: 'easy' } as const;
const START = Date.UTC(2024, 0, 1, 10);
const DAY = 86_400_000;

/**
 * At least `reviews` ratings over cards numbered from `firstCardId`, sorted by card then time. A card starts on a
 * random day of the first year and gets 2–9 ratings; a recall is Easy 15 % of the time, else Good; a lapse is
 * Again (difícil), as the buttons ask (DESIGN §5).
 */
export function simulateLearner(options: {
  reviews: number;
  seed: number;
  weights?: readonly number[];
  firstCardId?: number;
  /** Reviews from this instant on are not made (a card's history stops there). */
  before?: Date;
}): ReviewEvent[] {
  const weights = [...(options.weights ?? TRUE_WEIGHTS)];
  const truth = fsrs(generatorParameters({ w: weights, enable_short_term: false }));
  const random = seededRandom(options.seed);
  const events: ReviewEvent[] = [];
  let cardId = options.firstCardId ?? 1;
  while (events.length < options.reviews) {
    if (options.before && options.before.getTime() <= START + 365 * DAY) throw new Error('before: after 2025-01-01');
    let day = Math.floor(random() * 365);
    const first = random() < 0.3 ? 1 : random() < 0.8 ? 3 : 4;
    let memory: FSRSState = truth.next_state(null, 0, first);
    events.push({ cardId, rating: ratingOfGrade[first], reviewedAt: new Date(START + day * DAY) });
    const count = 2 + Math.floor(random() * 8);
    for (let i = 1; i < count; i++) {
      const delay = Math.max(1, Math.round(memory.stability * (0.6 + random() * 1.2)));
      const recalled = random() < forgetting_curve(weights, delay, memory.stability);
      const grade = recalled ? (random() < 0.15 ? 4 : 3) : 1;
      memory = truth.next_state(memory, delay, grade);
      day += delay;
      if (options.before && START + day * DAY >= options.before.getTime()) break;
      events.push({ cardId, rating: ratingOfGrade[grade], reviewedAt: new Date(START + day * DAY) });
    }
    cardId++;
  }
  return events;
}

/**
 * `reviews` ratings of a learner simulated from the known weights (test/synthetic-learner.ts), written with SQL into
 * a folder of their own, with the per-day counts a rating keeps; answers how many.
 */
/** Runs one SQL statement with `?` placeholders (MikroORM's `execute`, or the tests' `sql`). */
export type SqlRunner = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

export async function writeHistory(sql: SqlRunner, userId: number, reviews: number, before: Date, seed = 3) {
  const [folder] = await sql<{ id: number }>(
    `insert into folders (name, user_id) values ('Historia', ?) returning id`,
    [userId],
  );
  const events = simulateLearner({ reviews, seed, before });
  const cardCount = events[events.length - 1].cardId;
  const cards = await sql<{ id: number }>(
    `insert into cards (front, back, folder_id) select 'f' || g, 'b', ? from generate_series(1, ?) g returning id`,
    [folder.id, cardCount],
  );
  const ids = cards.map((card) => card.id).sort((a, b) => a - b);
  await sql(
    `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at)
     select ?, c, ?, r, 0, 0, 250, 250, a from unnest(?::int[], ?::text[], ?::timestamptz[]) as x(c, r, a)`,
    [
      userId,
      folder.id,
      `{${events.map((event) => ids[event.cardId - 1]).join(',')}}`,
      `{${events.map((event) => event.rating).join(',')}}`,
      `{${events.map((event) => event.reviewedAt.toISOString()).join(',')}}`,
    ],
  );
  await sql(
    `insert into study_days (user_id, day, reviews)
     select user_id, (reviewed_at at time zone 'UTC' - interval '4 hours')::date, count(*) from reviews
      where user_id = ? group by 1, 2
     on conflict (user_id, day) do update set reviews = study_days.reviews + excluded.reviews`,
    [userId],
  );
  return events.length;
}
