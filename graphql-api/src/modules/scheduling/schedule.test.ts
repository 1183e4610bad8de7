import { forgetting_curve, fsrs, Rating as Grade, generatorParameters, get_fuzz_range, State } from 'ts-fsrs';
import {
  addDays,
  dayStart,
  gradeOf,
  memoryFromSm2,
  newCardState,
  nextIntervals,
  type Rating,
  rate,
  replayHistory,
  retrievability,
  type SchedulerSettings,
  studyDay,
  studyDaysBetween,
} from './schedule';

const fresh = newCardState;
const utc: SchedulerSettings = { desiredRetention: 0.9, weights: null, timeZone: 'UTC' };
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
/** An independent ts-fsrs instance, to check our results against the library's own answers. */
const reference = (retention = 0.9) =>
  fsrs(generatorParameters({ request_retention: retention, enable_fuzz: true, enable_short_term: false }));

describe('ratings map to FSRS grades (DESIGN §5)', () => {
  it.each([
    ['hard', Grade.Again],
    ['medium', Grade.Good],
    ['easy', Grade.Easy],
  ] as const)('%s is %s', (rating, grade) => {
    expect(gradeOf[rating]).toBe(grade);
  });

  it('never uses Hard: difícil is the only lapse signal', () => {
    expect(Object.values(gradeOf)).not.toContain(Grade.Hard);
  });
});

describe("a new card's first rating keeps the landing page's promise", () => {
  it.each([0.7, 0.8, 0.9, 0.97])('gives exactly 1 / 3 / 7 days at retention %s, with FSRS’s first memory', (r) => {
    const settings = { ...utc, desiredRetention: r };
    const now = at('2026-03-10T04:00:00Z');
    for (const [rating, days] of [
      ['hard', 1],
      ['medium', 3],
      ['easy', 7],
    ] as const) {
      const after = rate(42, fresh, rating, now, settings);
      expect(after.interval).toBe(days);
      expect(after.nextReviewAt?.toISOString()).toBe(
        dayStart(addDays(studyDay(now, 'UTC'), days), 'UTC').toISOString(),
      );
      // the memory state is ts-fsrs's own for that first grade (the learner's weights), whatever the interval
      const first = reference(r).next_state(null, 0, gradeOf[rating]);
      expect(after.stability).toBe(first.stability);
      expect(after.fsrsDifficulty).toBe(first.difficulty);
      expect(after).toMatchObject({ reviewCount: 1, lapses: 0, lastReviewedAt: now, easeFactor: 250 });
    }
  });

  it('stores the last rating (SPEC difficulty) and the FSRS state', () => {
    const now = at('2026-03-10T10:00:00Z');
    expect(rate(1, fresh, 'hard', now, utc)).toMatchObject({ difficulty: 'hard', state: State.Learning });
    expect(rate(1, fresh, 'medium', now, utc)).toMatchObject({ difficulty: 'good', state: State.Review });
    expect(rate(1, fresh, 'easy', now, utc)).toMatchObject({ difficulty: 'easy', state: State.Review });
  });
});

describe("a new card's first memory state follows the learner's weights", () => {
  it('is their first stability for the grade, not the promised interval', () => {
    const weights = reference().parameters.w.map((w, i) => (i < 4 ? w * 2 : w));
    const after = rate(42, fresh, 'medium', at('2026-03-10T04:00:00Z'), { ...utc, weights });
    expect(after.interval).toBe(3);
    expect(after.stability).toBeCloseTo(weights[2], 6);
  });
});

describe('from the second review on, FSRS decides', () => {
  const first = rate(7, fresh, 'medium', at('2026-03-10T10:00:00Z'), utc);

  it.each([
    ['on time', 3],
    ['60 days late', 63],
  ])('reviewed %s (%i days after the first): ts-fsrs next state and scheduled interval', (_label, elapsed) => {
    const now = new Date(at('2026-03-10T10:00:00Z').getTime() + elapsed * DAY);
    const f = reference();
    f.seed = '7:1';
    const memory = { stability: first.stability as number, difficulty: first.fsrsDifficulty as number };
    // ts-fsrs's long-term scheduler: each grade's fuzzed interval, then again < hard < good < easy.
    const fuzzed = [Grade.Again, Grade.Hard, Grade.Good, Grade.Easy].map((grade) =>
      f.next_interval(f.next_state(memory, elapsed, grade).stability, elapsed),
    );
    const again = Math.min(fuzzed[0], fuzzed[1]);
    const hard = Math.max(fuzzed[1], again + 1);
    const good = Math.max(fuzzed[2], hard + 1);
    const scheduledDays = { hard: again, medium: good, easy: Math.max(fuzzed[3], good + 1) };
    for (const rating of ['hard', 'medium', 'easy'] as Rating[]) {
      const after = rate(7, first, rating, now, utc);
      const expected = f.next_state(memory, elapsed, gradeOf[rating]);
      expect(after.stability).toBe(expected.stability);
      expect(after.fsrsDifficulty).toBe(expected.difficulty);
      expect(after.interval).toBe(scheduledDays[rating]);
      expect(after.lapses).toBe(rating === 'hard' ? 1 : 0);
      expect(after.state).toBe(rating === 'hard' ? State.Relearning : State.Review);
    }
  });

  it("keeps ts-fsrs's ordering on every review card: difícil < medio < fácil, and medio never under 3 days", () => {
    const settings = [utc, { ...utc, desiredRetention: 0.7 }, { ...utc, desiredRetention: 0.97 }];
    let reviewed = 0;
    for (let id = 1; id <= 300; id++) {
      let card = rate(id, fresh, (['hard', 'medium', 'easy'] as const)[id % 3], at('2026-03-10T10:00:00Z'), utc);
      let now = at('2026-03-10T10:00:00Z');
      for (let review = 0; review < 4; review++) {
        now = new Date(now.getTime() + Math.max(1, Math.round(card.interval * (0.2 + (id % 7) / 4))) * DAY);
        const next = nextIntervals(id, card, now, settings[id % 3]);
        expect(next.hard).toBeLessThan(next.medium);
        expect(next.medium).toBeLessThan(next.easy);
        expect(next.medium).toBeGreaterThanOrEqual(3);
        reviewed++;
        card = rate(
          id,
          card,
          (['hard', 'medium', 'medium', 'easy'] as const)[(id + review) % 4],
          now,
          settings[id % 3],
        );
      }
    }
    expect(reviewed).toBe(1200);
  });

  it('learns from real elapsed time: a recall 60 days late earns more stability than one on time', () => {
    const onTime = rate(7, first, 'medium', at('2026-03-13T10:00:00Z'), utc);
    const late = rate(7, first, 'medium', at('2026-05-12T10:00:00Z'), utc);
    expect(late.stability as number).toBeGreaterThan((onTime.stability as number) * 2);
    expect(late.interval).toBeGreaterThan(onTime.interval);
    // a lapse 60 days late is a lapse: back to about a day or two
    expect(rate(7, first, 'hard', at('2026-05-12T10:00:00Z'), utc).interval).toBeLessThanOrEqual(2);
  });

  it('a higher desired retention gives shorter intervals', () => {
    const now = at('2026-03-13T10:00:00Z');
    const low = rate(7, first, 'medium', now, { ...utc, desiredRetention: 0.7 });
    const high = rate(7, first, 'medium', now, { ...utc, desiredRetention: 0.97 });
    expect(high.interval).toBeLessThan(low.interval);
  });

  it('a rating twice within a minute does not compound', () => {
    const reviewed = rate(7, first, 'medium', at('2026-03-13T10:00:00Z'), utc);
    for (const rating of ['medium', 'easy'] as const) {
      const again = rate(7, reviewed, rating, at('2026-03-13T10:00:40Z'), utc);
      expect(again.stability).toBe(reviewed.stability);
      expect(again.interval).toBeLessThanOrEqual(get_fuzz_range(reviewed.interval, 0, 36_500).max_ivl);
    }
  });

  it('fuzz is deterministic per card and review, and spreads cards added together', () => {
    const now = at('2026-03-20T10:00:00Z');
    expect(rate(7, first, 'easy', now, utc)).toEqual(rate(7, first, 'easy', now, utc));
    const intervals = new Set(Array.from({ length: 40 }, (_, id) => rate(id + 1, first, 'easy', now, utc).interval));
    expect(intervals.size).toBeGreaterThan(3);
  });

  it('the buttons show what the rating gives (the same function)', () => {
    const now = at('2026-03-20T10:00:00Z');
    expect(nextIntervals(7, first, now, utc)).toEqual({
      easy: rate(7, first, 'easy', now, utc).interval,
      medium: rate(7, first, 'medium', now, utc).interval,
      hard: rate(7, first, 'hard', now, utc).interval,
    });
    expect(nextIntervals(9, fresh, now, utc)).toEqual({ easy: 7, medium: 3, hard: 1 });
  });

  it("the buttons' shortcut (no due date computed) agrees with the rating for every kind of card, zone and wait", () => {
    const madrid: SchedulerSettings = { desiredRetention: 0.85, weights: null, timeZone: 'Europe/Madrid' };
    const start = at('2026-03-10T02:30:00Z');
    // A new card, one rated before FSRS (its memory from SM-2's interval and ease), and FSRS cards after 1..3 ratings.
    const sm2 = {
      ...fresh,
      difficulty: 'good' as const,
      reviewCount: 4,
      interval: 12,
      easeFactor: 190,
      lastReviewedAt: start,
    };
    const states = [fresh, sm2];
    for (const rating of ['medium', 'hard', 'easy'] as const)
      states.push(rate(31, states.at(-1) as typeof fresh, rating, start, madrid));
    let compared = 0;
    for (const [index, card] of states.entries())
      for (const settings of [utc, madrid])
        for (const days of [0, 1, 2, 5, 17, 40, 400]) {
          // 03:59 and 04:01 in Madrid's winter: either side of the study day's start.
          for (const time of ['02:59:00Z', '03:01:00Z', '21:00:00Z']) {
            const now = new Date(at(`2026-03-10T${time}`).getTime() + days * DAY);
            const cardId = 100 + index;
            expect(nextIntervals(cardId, card, now, settings)).toEqual({
              easy: rate(cardId, card, 'easy', now, settings).interval,
              medium: rate(cardId, card, 'medium', now, settings).interval,
              hard: rate(cardId, card, 'hard', now, settings).interval,
            });
            compared++;
          }
        }
    expect(compared).toBe(states.length * 2 * 7 * 3);
  });
});

describe('retrievability', () => {
  it('is null for a new card, the forgetting curve of its memory state, and falls with time', () => {
    expect(retrievability(fresh, at('2026-03-10T10:00:00Z'), utc)).toBeNull();
    const first = rate(7, fresh, 'medium', at('2026-03-10T04:00:00Z'), utc);
    expect(retrievability(first, at('2026-03-13T04:00:00Z'), utc)).toBeCloseTo(
      forgetting_curve(reference().parameters.w, 3, first.stability as number),
      6,
    );
    expect(retrievability(first, at('2026-03-10T04:00:00Z'), utc)).toBe(1);
    expect(retrievability(first, at('2026-04-10T04:00:00Z'), utc) as number).toBeLessThan(0.7);
  });
});

describe('cards rated before FSRS', () => {
  it('get their memory state by replaying their history through the live rule', () => {
    const history = [
      { rating: 'medium' as const, reviewedAt: at('2026-01-01T10:00:00Z') },
      { rating: 'easy' as const, reviewedAt: at('2026-01-04T10:00:00Z') },
      { rating: 'hard' as const, reviewedAt: at('2026-02-20T10:00:00Z') },
    ];
    const replayed = replayHistory(5, { ...fresh, reviewCount: 3, interval: 1 }, history, utc);
    const live = history.reduce((card, review) => rate(5, card, review.rating, review.reviewedAt, utc), fresh);
    expect(replayed).toEqual(live);
    expect(replayed).toMatchObject({ reviewCount: 3, lapses: 1, difficulty: 'hard' });
  });

  it('without a history: stability from the SM-2 interval, difficulty from the ease', () => {
    expect(memoryFromSm2(25, 250)).toEqual({ stability: 25, difficulty: 5 });
    expect(memoryFromSm2(1, 130).difficulty).toBeCloseTo(9.8);
    expect(memoryFromSm2(40, 400).difficulty).toBe(1);
  });
});

describe('elapsed study days', () => {
  it.each([
    ['2026-03-10T03:59:00Z', '2026-03-10T04:00:00Z', 'UTC', 1],
    ['2026-03-10T04:00:00Z', '2026-03-11T03:59:00Z', 'UTC', 0],
    // 23:30 and 00:30 in Madrid are the same study day
    ['2026-01-14T22:30:00Z', '2026-01-14T23:30:00Z', 'Europe/Madrid', 0],
    // across the spring change
    ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z', 'Europe/Madrid', 2],
    // the same instants are one study day apart in Tokyo
    ['2026-01-15T18:00:00Z', '2026-01-15T20:00:00Z', 'Asia/Tokyo', 1],
  ])('%s to %s in %s: %i', (from, to, zone, days) => {
    expect(studyDaysBetween(at(from), at(to), zone)).toBe(days);
  });
});

describe('study days start at 04:00 local time', () => {
  it.each([
    ['2026-03-10T03:59:00Z', 'UTC', '2026-03-09'],
    ['2026-03-10T04:00:00Z', 'UTC', '2026-03-10'],
    // Madrid is UTC+1 in winter: 02:30 UTC is 03:30 local, still the previous study day
    ['2026-01-15T02:30:00Z', 'Europe/Madrid', '2026-01-14'],
    ['2026-01-15T03:00:00Z', 'Europe/Madrid', '2026-01-15'],
    // Mexico City is UTC-6: 08:00 UTC is 02:00 local
    ['2026-01-15T08:00:00Z', 'America/Mexico_City', '2026-01-14'],
    ['2026-01-15T10:00:00Z', 'America/Mexico_City', '2026-01-15'],
    // Tokyo UTC+9 crosses the UTC date
    ['2026-01-15T20:00:00Z', 'Asia/Tokyo', '2026-01-16'],
  ])('%s in %s is study day %s', (instant, zone, expected) => {
    const { year, month, day } = studyDay(new Date(instant), zone);
    expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(expected);
  });

  it.each([
    [{ year: 2026, month: 1, day: 15 }, 'UTC', '2026-01-15T04:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15 }, 'Europe/Madrid', '2026-01-15T03:00:00.000Z'],
    [{ year: 2026, month: 7, day: 15 }, 'Europe/Madrid', '2026-07-15T02:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15 }, 'America/Argentina/Buenos_Aires', '2026-01-15T07:00:00.000Z'],
    [{ year: 2026, month: 1, day: 15 }, 'Asia/Kolkata', '2026-01-14T22:30:00.000Z'],
    // the days around Europe's spring change (29 March 2026, at 02:00 -> 03:00)
    [{ year: 2026, month: 3, day: 28 }, 'Europe/Madrid', '2026-03-28T03:00:00.000Z'],
    [{ year: 2026, month: 3, day: 29 }, 'Europe/Madrid', '2026-03-29T02:00:00.000Z'],
    // and autumn's (25 October 2026, at 03:00 -> 02:00)
    [{ year: 2026, month: 10, day: 25 }, 'Europe/Madrid', '2026-10-25T03:00:00.000Z'],
    // the US change at 02:00 on 8 March 2026
    [{ year: 2026, month: 3, day: 8 }, 'America/New_York', '2026-03-08T08:00:00.000Z'],
  ])('dayStart(%j, %s) is %s', (date, zone, expected) => {
    expect(dayStart(date, zone).toISOString()).toBe(expected);
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
  });
});

describe('rate and local days', () => {
  it('schedules a new card rated medium for the start of the study day three days on', () => {
    // 23:30 in Madrid on 27 March; three study days later is 30 March, after the spring change
    const result = rate(1, fresh, 'medium', at('2026-03-27T22:30:00Z'), { ...utc, timeZone: 'Europe/Madrid' });
    expect(result).toMatchObject({ interval: 3, easeFactor: 250, reviewCount: 1, difficulty: 'good' });
    expect(result.nextReviewAt?.toISOString()).toBe('2026-03-30T02:00:00.000Z');
  });

  it('counts a 02:00 review in the previous study day', () => {
    const result = rate(1, fresh, 'hard', at('2026-01-15T01:00:00Z'), { ...utc, timeZone: 'Europe/Madrid' });
    // study day 14 January + 1 = 15 January, 04:00 Madrid = 03:00 UTC: due the same morning
    expect(result.nextReviewAt?.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(result.difficulty).toBe('hard');
  });

  it('a later review lands on the start of the chosen local day, in any zone', () => {
    for (const timeZone of ['UTC', 'America/Mexico_City', 'Asia/Kolkata']) {
      const settings = { ...utc, timeZone };
      const first = rate(3, fresh, 'medium', at('2026-06-01T12:00:00Z'), settings);
      const now = at('2026-06-04T12:00:00Z');
      const second = rate(3, first, 'easy', now, settings);
      expect(second.nextReviewAt?.toISOString()).toBe(
        dayStart(addDays(studyDay(now, timeZone), second.interval), timeZone).toISOString(),
      );
      expect(second.lastReviewedAt).toBe(now);
    }
  });
});

describe('an even workload (load balancing and easy days)', () => {
  const start = at('2026-03-02T10:00:00Z'); // a Monday
  const reviewCard = (id: number) =>
    rate(id, rate(id, fresh, 'medium', start, utc), 'medium', at('2026-03-05T10:00:00Z'), utc);
  const now = at('2026-03-16T10:00:00Z');
  const exact = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));
  const rangeOf = (card: ReturnType<typeof reviewCard>, rating: Rating, elapsed: number) => {
    const next = exact.next_state(
      { stability: card.stability as number, difficulty: card.fsrsDifficulty as number },
      elapsed,
      gradeOf[rating],
    );
    const range = get_fuzz_range(exact.next_interval(next.stability, elapsed), elapsed, 36_500);
    return { min: range.min_ivl, max: range.max_ivl };
  };

  it('moves a due date to the lightest days of its fuzz range, never outside it, keeping the order', () => {
    const balanced = { ...utc, loadBalancing: true };
    // Every day is crowded but the fuzz range's last.
    const crowded = (offset: number) => (offset === 0 ? 0 : 1000);
    let landed = 0;
    for (let id = 1; id <= 60; id++) {
      const card = reviewCard(id);
      const range = rangeOf(card, 'medium', 11);
      const next = nextIntervals(id, card, now, balanced, (offset) => (offset === range.max ? 0 : crowded(offset)));
      expect(next.medium).toBeGreaterThanOrEqual(range.min);
      expect(next.medium).toBeLessThanOrEqual(range.max);
      if (next.medium === range.max) landed++;
      expect(next.hard).toBeLessThan(next.medium);
      expect(next.medium).toBeLessThan(next.easy);
      // The rating gives what the button said, with the same forecast.
      const after = rate(id, card, 'medium', now, balanced, (offset) => (offset === range.max ? 0 : crowded(offset)));
      expect(after.interval).toBe(next.medium);
    }
    // 1 / (cards + 1)²: the empty day wins all but never.
    expect(landed).toBeGreaterThanOrEqual(59);
  });

  it('avoids the learner’s days off (0 %) within the fuzz range, and leaves intervals alone when both are off', () => {
    const sundaysOff = { ...utc, easyDays: [100, 100, 100, 100, 100, 100, 0] };
    let moved = 0;
    for (let id = 1; id <= 60; id++) {
      const card = reviewCard(id);
      const next = nextIntervals(id, card, now, sundaysOff);
      for (const rating of ['medium', 'easy'] as const) {
        const range = rangeOf(card, rating, 11);
        if (range.max - range.min < 1) continue;
        const due = addDays(studyDay(now, 'UTC'), next[rating]);
        expect(new Date(Date.UTC(due.year, due.month - 1, due.day)).getUTCDay()).not.toBe(0);
      }
      if (nextIntervals(id, card, now, utc).medium !== next.medium) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    // Balancing off and every day normal: ts-fsrs's own intervals, whatever the forecast.
    const card = reviewCard(5);
    expect(nextIntervals(5, card, now, { ...utc, loadBalancing: false }, () => 1000)).toEqual(
      nextIntervals(5, card, now, utc),
    );
  });

  it('keeps the landing page’s 1 / 3 / 7 days for a first rating', () => {
    const both = { ...utc, loadBalancing: true, easyDays: [0, 0, 0, 0, 0, 0, 0] };
    expect(nextIntervals(9, fresh, now, both, () => 1000)).toEqual({ easy: 7, medium: 3, hard: 1 });
  });
});
