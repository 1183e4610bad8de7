import { TRUE_WEIGHTS } from '../../../test/synthetic-learner';
import { MAX_RETENTION, MIN_RETENTION } from '../scheduling/schedule';
import { DEFAULT_HABITS, DEFAULT_SECONDS, findOptimalRetention, type Habits } from './optimal-retention.service';

const habits: Habits = { seconds: DEFAULT_SECONDS, ownTimes: false, ...DEFAULT_HABITS };
const input = { weights: null, habits, currentRetention: 0.9, newCardsPerDay: 20 };

describe('findOptimalRetention', () => {
  it('answers a retention in 0.70..0.97 with fewer reviews a day below the current one, the same every time', async () => {
    const first = await findOptimalRetention(input);
    expect(first.retention).toBeGreaterThanOrEqual(MIN_RETENTION);
    expect(first.retention).toBeLessThanOrEqual(MAX_RETENTION);
    expect(Math.round(first.retention * 100) / 100).toBe(first.retention);
    // The cheapest per card remembered, so never dearer than the current setting.
    expect(first.secondsPerCard).toBeLessThanOrEqual(first.currentSecondsPerCard);
    expect(first.reviewsPerDay).toBeLessThan(first.currentReviewsPerDay);
    // The fixture learner's answer (FSRS-6's defaults, default timings and habits, 20 new cards a day), seeded.
    expect(first).toMatchObject({
      retention: 0.7,
      reviewsPerDay: 76,
      currentRetention: 0.9,
      currentReviewsPerDay: 162,
    });
    expect(await findOptimalRetention(input)).toEqual(first);
  }, 120_000);

  it('aims higher when forgetting costs more, and scales reviews a day with the new cards a day', async () => {
    const cheapLapses = await findOptimalRetention({
      ...input,
      habits: { ...habits, seconds: { ...DEFAULT_SECONDS, hard: 4 } },
    });
    const dearLapses = await findOptimalRetention({
      ...input,
      habits: { ...habits, seconds: { ...DEFAULT_SECONDS, hard: 120 } },
    });
    expect(dearLapses.retention).toBeGreaterThan(cheapLapses.retention);
    const fewer = await findOptimalRetention({ ...input, newCardsPerDay: 10 });
    const base = await findOptimalRetention(input);
    expect(fewer.retention).toBe(base.retention);
    expect(Math.abs(fewer.currentReviewsPerDay * 2 - base.currentReviewsPerDay)).toBeLessThanOrEqual(1);
  }, 120_000);

  it("simulates with the learner's own weights when fitted", async () => {
    const fitted = await findOptimalRetention({ ...input, weights: TRUE_WEIGHTS });
    const defaults = await findOptimalRetention(input);
    expect(fitted.currentSecondsPerCard).not.toBe(defaults.currentSecondsPerCard);
  }, 120_000);
});
