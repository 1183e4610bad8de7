import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { unauthenticated } from '../../core/errors';
import { query } from '../../db/raw';
import { dueCte, dueParams, numbered } from '../scheduling/due';

export type UserStats = {
  cardsDueToday: number;
  cardsStudiedToday: number;
  totalFolders: number;
  currentStreak: number;
  newCards: number;
  hardCards: number;
  goodCards: number;
  easyCards: number;
  /** The current study day, `YYYY-MM-DD` in the user's time zone. */
  today: string;
};

/**
 * The current streak of DESIGN §6 as a scalar SQL expression, for the learner whose id is `userSql` and whose study
 * day is `todaySql`: the run of consecutive study days with at least one review (`study_days`) ending today, or
 * yesterday while today has none yet. Gaps and islands, bounded: the learner's days are read newest first through
 * `study_days`' primary key, numbered, and the first whose date is not `last - (n - 1)` ends the run, so the scan stops
 * at the first gap and its cost follows the streak, never the history (one index range, no day-by-day walk: a
 * recursive walk, one join per day, was planned as a scan of the learner's days per step). When no gap is met, the run
 * is every day up to `last`.
 */
export const currentStreakSql = (userSql: string, todaySql: string) => `(select coalesce(
      (select g.n - 1 from (
         select s.day, row_number() over (order by s.day desc) as n from study_days s
          where s.user_id = ${userSql} and s.reviews > 0 and s.day <= run.last order by s.day desc) g
        where g.day <> run.last - (g.n - 1)::int limit 1),
      (select count(*) from study_days s where s.user_id = ${userSql} and s.reviews > 0 and s.day <= run.last))::int
    from (select case when exists (select from study_days s where s.user_id = ${userSql} and s.day = ${todaySql}
                                                               and s.reviews > 0)
                      then ${todaySql} else ${todaySql} - 1 end as last) run)`;

/**
 * Every figure of `userStats` in one statement, read from `dueCte`'s learner (their study day, 04:00 boundary in
 * their zone): reviews today from `study_days`; the streak (`currentStreakSql`, its cost bounded by the streak); the
 * folder counters; and the cards due today. No row when the user does not exist. Values: `dueParams(now, userId)`.
 */
export const userStatsSql = numbered(`${dueCte()}
  select to_char(l.today, 'YYYY-MM-DD') as today,
         coalesce((select s.reviews from study_days s where s.user_id = l.id and s.day = l.today), 0)::int
           as "cardsStudiedToday",
         ${currentStreakSql('l.id', 'l.today')} as "currentStreak",
         figures.*,
         (select count(*) from due)::int as "cardsDueToday"
    from learner l cross join lateral (
      select count(*)::int as "totalFolders",
             coalesce(sum(f.new_count), 0)::int as "newCards",
             coalesce(sum(f.hard_count), 0)::int as "hardCards",
             coalesce(sum(f.good_count), 0)::int as "goodCards",
             coalesce(sum(f.easy_count), 0)::int as "easyCards"
        from folders f where f.user_id = l.id) figures`);

/** DESIGN §6 figures in the user's time zone: one statement, whatever the size of the learner's history. */
export async function userStats(em: EntityManager, actor: Actor, now: Date): Promise<UserStats> {
  const [stats] = await query<UserStats>(em, userStatsSql, dueParams(now, requireUserId(actor)));
  if (!stats) throw unauthenticated();
  return stats;
}
