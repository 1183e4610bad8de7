import {
  answerAsFirstReleaseLearners,
  makeLearners,
  rmseBins,
  type SimulationOptions,
  simulate,
  total,
} from '../bench/simulation';

/** A shortened `npm run simulate`: 3 learners, 300 cards, 150 days. Directions only, never timings. */
const options: SimulationOptions = { cards: 300, newPerDay: 5, days: 150, fitDays: [60, 100] };
const learners = makeLearners(3, 26);
const runAll = async (kind: Parameters<typeof simulate>[1], retention: number) => {
  const runs = [];
  for (const learner of learners) runs.push(await simulate(learner, kind, retention, options));
  return runs;
};

describe('the scheduler simulation', () => {
  it('is reproducible for a seed', async () => {
    const [first, second] = [await runAll('fsrs-default', 0.9), await runAll('fsrs-default', 0.9)];
    expect(total(first)).toEqual(total(second));
    expect(makeLearners(3, 27)[0].weights).not.toEqual(learners[0].weights);
  });

  it('buys more knowledge with more reviews as the desired retention rises', async () => {
    const low = total(await runAll('fsrs-default', 0.8));
    const high = total(await runAll('fsrs-default', 0.95));
    expect(high.reviews).toBeGreaterThan(low.reviews);
    expect(high.knowledgeEnd).toBeGreaterThan(low.knowledgeEnd);
    expect(high.retention).toBeGreaterThan(low.retention);
  }, 60_000);

  it('predicts recall better with the learner’s fitted weights than with the defaults', async () => {
    const defaults = rmseBins((await runAll('fsrs-default', 0.9)).flatMap((run) => run.predictions));
    const fitted = rmseBins((await runAll('fsrs-fitted', 0.9)).flatMap((run) => run.predictions));
    expect(fitted).toBeLessThan(defaults);
    expect(fitted).toBeLessThan(0.06);
  }, 60_000);

  it('spreads daily reviews more evenly with load balancing, at the same retention', async () => {
    const shortYear = { cards: 1500, newPerDay: 15, days: 200, fitDays: [] };
    const spread = (daily: number[]) => {
      const residuals = daily
        .slice(3, -3)
        .map((count, i) => count - daily.slice(i, i + 7).reduce((a, b) => a + b, 0) / 7);
      return Math.sqrt(residuals.reduce((sum, value) => sum + value ** 2, 0) / residuals.length);
    };
    const plain = await simulate(learners[0], 'fsrs-default', 0.9, shortYear);
    const balanced = await simulate(learners[0], 'fsrs-default', 0.9, shortYear, { loadBalancing: true });
    expect(spread(balanced.dailyReviews)).toBeLessThan(spread(plain.dailyReviews) * 0.85);
    expect(Math.abs(total([balanced]).retention - total([plain]).retention)).toBeLessThan(0.01);
  }, 60_000);

  it('answers as learners of the first release did: by the true recall probability at the review', () => {
    const recalled = (recall: number) => answerAsFirstReleaseLearners({ recalled: true, trueGrade: 3, recall });
    expect([0.99, 0.95, 0.94, 0.8, 0.79, 0.5].map(recalled)).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
    ]);
    // Forgotten is difícil however likely a recall was; an effortless recall by the truth's grade changes nothing.
    expect(answerAsFirstReleaseLearners({ recalled: false, trueGrade: 1, recall: 0.99 })).toBe('hard');
    expect(answerAsFirstReleaseLearners({ recalled: true, trueGrade: 4, recall: 0.85 })).toBe('medium');
    // A first sighting has no recall probability: rated as the buttons mean.
    expect(answerAsFirstReleaseLearners({ recalled: true, trueGrade: 4, recall: null })).toBe('easy');
    expect(answerAsFirstReleaseLearners({ recalled: false, trueGrade: 1, recall: null })).toBe('hard');
  });
});
