import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';
import { memoryFromSm2 } from '../modules/scheduling/schedule';
import { replayMemory } from './migrations/fsrs-replay.frozen';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the fsrs migration', () => {
  it('gives cards rated under SM-2 a memory state (from their history, else from interval and ease), keeping due dates', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261123131051_folder_counters' });
    const db = orm.em.fork().getConnection();
    const [user] = await db.execute(
      `insert into users (email, password_hash, time_zone) values ('sm2@example.com', 'x', 'Europe/Madrid') returning id`,
    );
    const [folder] = await db.execute(`insert into folders (name, user_id) values ('F', ?) returning id`, [user.id]);
    const due = '2026-04-01T02:00:00.000Z';
    const [withHistory, withoutHistory, untouched] = await db.execute(
      `insert into cards (front, back, folder_id, difficulty, review_count, interval, ease_factor, next_review_at, last_reviewed_at)
       values ('a', 'a', ?, 'hard', 3, 1, 230, ?, '2026-02-20T10:00:00Z'),
              ('b', 'b', ?, 'easy', 4, 25, 280, ?, '2026-03-01T10:00:00Z'),
              ('c', 'c', ?, 'new', 0, 2, 250, null, null)
       returning id`,
      [folder.id, due, folder.id, due, folder.id],
    );
    const history = [
      { rating: 'medium' as const, reviewedAt: new Date('2026-01-01T10:00:00Z') },
      { rating: 'easy' as const, reviewedAt: new Date('2026-01-04T10:00:00Z') },
      { rating: 'hard' as const, reviewedAt: new Date('2026-02-20T10:00:00Z') },
    ];
    for (const review of history)
      await db.execute(
        `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at)
         values (?, ?, ?, ?, 0, 0, 0, 0, ?)`,
        [user.id, withHistory.id, folder.id, review.rating, review.reviewedAt],
      );
    await db.execute(
      `insert into study_days (user_id, day, reviews) values (?, '2026-01-01', 1), (?, '2026-01-04', 1)`,
      [user.id, user.id],
    );

    await migrator.up();

    const rows = await db.execute(
      'select id, stability, fsrs_difficulty, state, lapses, next_review_at, interval from cards order by id',
    );
    // The rule as it stood when the migration was written (the live one has moved on since).
    const replayed = replayMemory(history, 'Europe/Madrid');
    expect(rows[0]).toMatchObject({
      id: withHistory.id,
      stability: replayed.stability,
      fsrs_difficulty: replayed.fsrsDifficulty,
      state: 3,
      lapses: 1,
      interval: 1,
    });
    const sm2 = memoryFromSm2(25, 280);
    expect(rows[1]).toMatchObject({
      id: withoutHistory.id,
      stability: sm2.stability,
      fsrs_difficulty: sm2.difficulty,
      state: 2,
      interval: 25,
    });
    expect(rows[2]).toMatchObject({ id: untouched.id, stability: null, fsrs_difficulty: null, state: 0, lapses: 0 });
    // nothing learnt falls due at once: due dates stay
    expect(rows.slice(0, 2).map((row) => new Date(row.next_review_at as string).toISOString())).toEqual([due, due]);
    // the first review of a card counts as a new card of its study day
    const days = await db.execute('select day::text, reviews, new_cards from study_days order by day');
    expect(days).toEqual([
      { day: '2026-01-01', reviews: 1, new_cards: 1 },
      { day: '2026-01-04', reviews: 1, new_cards: 0 },
    ]);
  });
});
