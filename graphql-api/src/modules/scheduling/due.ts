import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_START_HOUR } from './schedule';

export type DueCard = { id: number; folderId: number; isNew: boolean };

/**
 * The study day (DESIGN §5: 04:00 boundary) containing the instant `instantSql` in the zone `zoneSql`, as a SQL
 * `date`: PostgreSQL's form of `studyDay` in schedule.ts, for figures computed in SQL.
 */
export const studyDaySql = (instantSql: string, zoneSql: string) =>
  `((${instantSql} at time zone ${zoneSql}) - interval '${DAY_START_HOUR} hours')::date`;

/**
 * The cards of `mine` due today as `due`'s rows, up to what is left of the limits (`lim`); with `buried`, a card
 * whose sibling (its other direction, not suspended) was rated today, or is due now too and came first (lower id), is
 * left out: siblings are not studied on the same day (Anki's "bury siblings").
 */
const dueRows = (buried: boolean) => {
  const unburied = buried
    ? `and not exists (select 1 from cards s where s.user_id = k.user_id and s.id = k.sibling_id and not s.suspended
           and (s.last_reviewed_at >= (select start from day)
                or (s.id < k.id and (s.next_review_at is null or s.next_review_at <= (select now from day)))))`
    : '';
  return `(select c.id, c.folder_id, 0 as kind, c.next_review_at as at from mine f cross join lateral (
       select k.id, k.folder_id, k.next_review_at from cards k
        where k.user_id = f.user_id and k.folder_id = f.id and k.next_review_at <= ? and not k.suspended ${unburied}
        order by k.next_review_at, k.id limit (select r from lim)) c
     order by c.next_review_at, c.id limit (select r from lim))
    union all
    (select c.id, c.folder_id, 1 as kind, null from mine f cross join lateral (
       select k.id, k.folder_id from cards k
        where k.user_id = f.user_id and k.folder_id = f.id and k.next_review_at is null and not k.suspended ${unburied}
        order by k.next_review_at, k.id limit (select n from lim)) c
     order by c.folder_id, c.id limit (select n from lim))`;
};

/**
 * "Due today" of DESIGN §6 as a `due` CTE (id, folder_id, kind 0 reviewed / 1 new, at): reviewed cards due by now,
 * most overdue first, up to what is left of today's review limit; then never-reviewed cards, in folder order then
 * card id, up to what is left of today's new-card limit. What is left comes from the learner's `study_days` row of
 * today (04:00 boundary in their zone, computed by PostgreSQL as the study_days migration does). Suspended cards are
 * never due. Siblings are buried (`dueRows`) unless nothing else is due: only then does the second statement of
 * `due` run (a one-time filter on `kept` being empty), with them. Each folder contributes at most that many rows of
 * each kind through the (user_id, folder_id, next_review_at, id) index, so the cost follows the limits, never the size of the
 * collection. `userSql` is an expression for the learner's id; the placeholders are `dueParams(now, ...userParams)`.
 */
export const dueCte = (userSql = '?') => `with learner as (
    select u.id, u.reviews_per_day, u.new_cards_per_day, u.time_zone, u.desired_retention, u.fsrs_weights,
           u.load_balancing, u.easy_days, t.now,
           ${studyDaySql('t.now', 'u.time_zone')} as today
      from (select ?::timestamptz as now) t cross join users u where u.id = ${userSql}),
  day as (select (l.today + interval '${DAY_START_HOUR} hours') at time zone l.time_zone as start, l.now from learner l),
  lim as (
    select greatest(0, l.reviews_per_day - coalesce(s.reviews - s.new_cards, 0)) as r,
           greatest(0, l.new_cards_per_day - coalesce(s.new_cards, 0)) as n
      from learner l left join study_days s on s.user_id = l.id and s.day = l.today),
  mine as (select f.id, f.user_id from folders f join learner l on f.user_id = l.id),
  kept as materialized (${dueRows(true)}),
  due as materialized (
    select * from kept
    union all
    select * from (${dueRows(false)}) everything where not exists (select 1 from kept))`;

export const dueParams = (now: Date, ...userParams: unknown[]) => [now, ...userParams, now, now];

/**
 * A statement written with `?` placeholders (knex's, as `dueCte` is) numbered for `pg` (`$1`, `$2`…), for the hot
 * paths that send their statements through `db/raw.ts`. The statements here hold no other `?`.
 */
export function numbered(sql: string): string {
  let next = 0;
  return sql.replace(/\?/g, () => `$${++next}`);
}

/** The ids of `dueToday`, in order (bench/run.ts explains its plan). */
export const dueTodaySql = `${dueCte()}
  select id, folder_id, kind from due order by kind, at, case when kind = 1 then folder_id end, id`;

/** The learner's cards due today, with the daily limits (DESIGN §6): the one due rule every figure and list uses. */
export async function dueToday(em: EntityManager, userId: number, now: Date): Promise<DueCard[]> {
  const rows = await em.execute<{ id: number; folder_id: number; kind: number }[]>(dueTodaySql, dueParams(now, userId));
  return rows.map((row) => ({ id: row.id, folderId: row.folder_id, isNew: row.kind === 1 }));
}

/** `dueToday` counted per folder. */
export async function dueCountsByFolder(em: EntityManager, userId: number, now: Date) {
  const counts = new Map<number, number>();
  for (const card of await dueToday(em, userId, now)) counts.set(card.folderId, (counts.get(card.folderId) ?? 0) + 1);
  return counts;
}
