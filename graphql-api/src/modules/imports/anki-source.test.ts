import { foreignScheduleOf, reviewOfRevlog } from './anki-source';

// The steps of reading an Anki card that need no package: whole packages are read in anki-import.test.ts.

const at = Date.UTC(2024, 0, 10, 9);

describe('reviewOfRevlog', () => {
  it('reads an answer with its intervals, its time and the SM-2 ease it left (permille / 10)', () => {
    expect(reviewOfRevlog([1, at, 3, 10, 4, 2500, 8000, 1], 250)).toEqual({
      rating: 'medium',
      reviewedAt: new Date(at),
      durationMs: 8000,
      intervalBefore: 4,
      intervalAfter: 10,
      easeBefore: 250,
      easeAfter: 250,
    });
  });

  it('maps Again to difícil, Hard and Good to medio, Easy to fácil', () => {
    const rating = (ease: number) => reviewOfRevlog([1, at, ease, 1, 0, 2500, 0, 1], 250)?.rating;
    expect([1, 2, 3, 4].map(rating)).toEqual(['hard', 'medium', 'medium', 'easy']);
  });

  it('keeps the ease before when Anki FSRS wrote a difficulty there (below 1300)', () => {
    expect(reviewOfRevlog([1, at, 3, 10, 4, 530, 0, 1], 230)?.easeAfter).toBe(230);
  });

  it('counts learning steps (negative intervals, in seconds) as 0 days, caps a long answer at an hour', () => {
    const review = reviewOfRevlog([1, at, 1, -600, -60, 0, 7_200_000, 0], 250);
    expect(review).toMatchObject({ intervalBefore: 0, intervalAfter: 0, durationMs: 3_600_000 });
    expect(reviewOfRevlog([1, at, 1, 1, 0, 0, 0, 0], 250)?.durationMs).toBeNull();
  });

  it('skips manual reschedules and due-date changes, and ease 0', () => {
    expect(reviewOfRevlog([1, at, 3, 10, 4, 2500, 0, 4], 250)).toBeNull();
    expect(reviewOfRevlog([1, at, 3, 10, 4, 2500, 0, 5], 250)).toBeNull();
    expect(reviewOfRevlog([1, at, 0, 10, 4, 2500, 0, 1], 250)).toBeNull();
  });
});

describe('foreignScheduleOf', () => {
  const created = Date.UTC(2024, 0, 1) / 1000;
  const review = { type: 2, due: 12, odid: 0, odue: 0, ivl: 9, factor: 2350, reps: 5, lapses: 1, data: '' };

  it('places a review card at midday of its Anki day, counted from the collection’s creation', () => {
    expect(foreignScheduleOf(review, created)).toEqual({
      due: new Date(Date.UTC(2024, 0, 13, 12)),
      interval: 9,
      easeFactor: 235,
      reps: 5,
      lapses: 1,
      state: 2,
      memory: undefined,
    });
  });

  it('reads a due timestamp in seconds as is, and a new card as not due', () => {
    expect(foreignScheduleOf({ ...review, type: 1, due: at / 1000 }, created).due).toEqual(new Date(at));
    expect(foreignScheduleOf({ ...review, type: 0 }, created)).toMatchObject({ due: null, state: undefined });
  });

  it('takes the home deck’s due of a card a filtered deck holds', () => {
    const filtered = foreignScheduleOf({ ...review, odid: 7, due: -100_000, odue: 20 }, created);
    expect(filtered.due).toEqual(new Date(Date.UTC(2024, 0, 21, 12)));
  });

  it('keeps the FSRS memory Anki kept, and only a sound one', () => {
    expect(foreignScheduleOf({ ...review, data: '{"s":12.5,"d":5.1,"dr":0.9}' }, created).memory).toEqual({
      stability: 12.5,
      difficulty: 5.1,
    });
    expect(foreignScheduleOf({ ...review, data: '{"s":12.5,"d":11}' }, created).memory).toBeUndefined();
    expect(foreignScheduleOf({ ...review, factor: 0 }, created).easeFactor).toBe(250);
  });
});
