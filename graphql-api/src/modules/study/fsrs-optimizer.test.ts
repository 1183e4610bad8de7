import { simulateLearner, TRUE_WEIGHTS } from '../../../test/synthetic-learner';
import { type FsrsHistory, fitAndCompare, fitWeights, logLoss, toHistories, toItems } from './fsrs-optimizer';

const at = (iso: string) => new Date(iso);

describe('reviews as the optimizer reads them', () => {
  it('map difícil → Again (1), medio → Good (3), fácil → Easy (4), per card, in order', () => {
    const histories = toHistories(
      [
        { cardId: 1, rating: 'medium', reviewedAt: at('2026-03-01T10:00:00Z') },
        { cardId: 1, rating: 'hard', reviewedAt: at('2026-03-04T10:00:00Z') },
        { cardId: 1, rating: 'easy', reviewedAt: at('2026-03-05T10:00:00Z') },
        { cardId: 2, rating: 'easy', reviewedAt: at('2026-03-02T10:00:00Z') },
      ],
      'UTC',
    );
    expect(histories).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 1, deltaT: 3 },
        { rating: 4, deltaT: 1 },
      ],
      [{ rating: 4, deltaT: 0 }],
    ]);
  });

  it.each([
    // Madrid is UTC+1 in March: 23:30 and 03:30 local are one study day (it starts at 04:00), 04:30 the next.
    ['2026-03-01T22:30:00Z', '2026-03-02T02:30:00Z', 0],
    ['2026-03-01T22:30:00Z', '2026-03-02T03:30:00Z', 1],
    ['2026-03-01T12:00:00Z', '2026-03-11T02:00:00Z', 9],
  ])('count local study days in the learner’s zone: %s → %s is %i', (first, second, days) => {
    const [history] = toHistories(
      [
        { cardId: 7, rating: 'medium', reviewedAt: at(first) },
        { cardId: 7, rating: 'medium', reviewedAt: at(second) },
      ],
      'Europe/Madrid',
    );
    expect(history.map((review) => review.deltaT)).toEqual([0, days]);
  });

  it('predict only reviews made on a later study day, each with the card’s history before it', () => {
    const history: FsrsHistory = [
      { rating: 1, deltaT: 0 },
      { rating: 3, deltaT: 0 },
      { rating: 3, deltaT: 2 },
      { rating: 4, deltaT: 5 },
    ];
    const items = toItems([history, [{ rating: 3, deltaT: 0 }]]);
    expect(items.map((item) => item.reviews.map((r) => [r.rating, r.deltaT]))).toEqual([
      [
        [1, 0],
        [3, 0],
        [3, 2],
      ],
      [
        [1, 0],
        [3, 0],
        [3, 2],
        [4, 5],
      ],
    ]);
  });
});

describe('fitting a learner simulated from known weights', () => {
  // 10 000 ratings; a fifth of the cards (every fifth id) is held out of the fit.
  const events = simulateLearner({ reviews: 10_000, seed: 11 });
  const train = toHistories(
    events.filter((event) => event.cardId % 5 !== 0),
    'UTC',
  );
  const heldOut = toItems(
    toHistories(
      events.filter((event) => event.cardId % 5 === 0),
      'UTC',
    ),
  );
  let fitted: number[];

  beforeAll(async () => {
    fitted = await fitWeights(toItems(train));
  }, 60_000);

  it('gives 21 weights that predict held-out reviews better than the defaults, near the true ones', () => {
    expect(fitted).toHaveLength(21);
    const defaults = logLoss(heldOut, null);
    const mine = logLoss(heldOut, fitted);
    const truth = logLoss(heldOut, TRUE_WEIGHTS);
    expect(mine).toBeLessThan(defaults);
    // Most of the way from the defaults to the model that generated the reviews.
    expect(defaults - mine).toBeGreaterThan(0.5 * (defaults - truth));
  });

  it('keeps the new weights only when they predict the learner’s reviews better than the current ones', async () => {
    const better = await fitAndCompare(train, null, async () => fitted);
    expect(better).toMatchObject({ improved: true, weights: fitted });
    expect(better.logLoss).toBeLessThan(better.previousLogLoss);
    expect(better.reviewsUsed).toBe(train.reduce((sum, history) => sum + history.length, 0));

    // An optimizer that came back with first memories eight times too strong, for a learner on fitted weights.
    const worse = await fitAndCompare(train, fitted, async () => [...TRUE_WEIGHTS].map((w, i) => (i < 4 ? w * 8 : w)));
    expect(worse).toMatchObject({ improved: false, weights: fitted });
    expect(worse.logLoss).toBe(worse.previousLogLoss);
  });

  it('changes nothing for a learner with no review on a later day', async () => {
    const outcome = await fitAndCompare([[{ rating: 3, deltaT: 0 }]], null, fitWeights);
    expect(outcome).toMatchObject({ improved: false, weights: null, itemsUsed: 0, reviewsUsed: 1 });
  });
});
