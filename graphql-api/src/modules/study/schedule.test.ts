import { addDays, dayStart, nextIntervals, nextSchedule, rate, studyDay } from './schedule';

const fresh = { reviewCount: 0, interval: 2, easeFactor: 250 };

describe('nextSchedule (DESIGN §5)', () => {
  it.each([
    // card, rating, interval, ease
    [fresh, 'hard', 1, 230],
    [fresh, 'medium', 3, 250],
    [fresh, 'easy', 7, 265],
    [{ reviewCount: 3, interval: 10, easeFactor: 250 }, 'hard', 1, 230],
    [{ reviewCount: 3, interval: 10, easeFactor: 250 }, 'medium', 25, 250],
    [{ reviewCount: 3, interval: 10, easeFactor: 250 }, 'easy', 33, 265],
    // medium never shrinks nor stalls: at least one more day
    [{ reviewCount: 1, interval: 1, easeFactor: 130 }, 'medium', 2, 130],
    // easy at least two more days
    [{ reviewCount: 1, interval: 1, easeFactor: 130 }, 'easy', 3, 145],
    // ease floor
    [{ reviewCount: 5, interval: 4, easeFactor: 140 }, 'hard', 1, 130],
    [{ reviewCount: 5, interval: 4, easeFactor: 130 }, 'hard', 1, 130],
    // interval cap
    [{ reviewCount: 9, interval: 30_000, easeFactor: 300 }, 'medium', 36_500, 300],
    [{ reviewCount: 9, interval: 36_500, easeFactor: 300 }, 'easy', 36_500, 315],
  ] as const)('%j rated %s gives %i days, ease %i', (card, rating, interval, easeFactor) => {
    expect(nextSchedule(card, rating)).toEqual({ interval, easeFactor });
  });

  it('gives the intervals shown on the buttons', () => {
    expect(nextIntervals(fresh)).toEqual({ easy: 7, medium: 3, hard: 1 });
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

describe('rate', () => {
  it('schedules a new card rated medium for the start of the study day three days on', () => {
    // 23:30 in Madrid on 27 March; three study days later is 30 March, after the spring change
    const result = rate(fresh, 'medium', new Date('2026-03-27T22:30:00Z'), 'Europe/Madrid');
    expect(result).toMatchObject({ interval: 3, easeFactor: 250, reviewCount: 1, difficulty: 'good' });
    expect(result.nextReviewAt.toISOString()).toBe('2026-03-30T02:00:00.000Z');
  });

  it('counts a 02:00 review in the previous study day', () => {
    const result = rate(fresh, 'hard', new Date('2026-01-15T01:00:00Z'), 'Europe/Madrid');
    // study day 14 January + 1 = 15 January, 04:00 Madrid = 03:00 UTC: due the same morning
    expect(result.nextReviewAt.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(result.difficulty).toBe('hard');
  });

  it('stores easy as easy and keeps the rating time', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const result = rate({ reviewCount: 2, interval: 7, easeFactor: 265 }, 'easy', now, 'UTC');
    expect(result).toMatchObject({
      difficulty: 'easy',
      interval: 24,
      easeFactor: 280,
      lastReviewedAt: now,
      reviewCount: 3,
    });
    expect(result.nextReviewAt.toISOString()).toBe('2026-06-25T04:00:00.000Z');
  });
});
