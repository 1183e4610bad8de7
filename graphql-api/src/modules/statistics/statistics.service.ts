import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor';
import { validate } from '../../core/validate';
import { requireViewer, type Viewer } from '../accounts/account.service';
import { getFolder } from '../folders/folder.service';
import { addDays, DAY_START_HOUR, dayStart, formatLocalDate, studyDay } from '../scheduling/schedule';
import {
  FORECAST_DAYS,
  HEATMAP_WEEKS,
  INTERVAL_BUCKETS,
  type StatisticsRange,
  statisticsSchema,
  WEEKLY_SERIES_MAX,
} from './statistics.schema';

export type StudyDayCount = { date: string; reviews: number };
export type ForecastDay = { date: string; due: number };
export type StatisticsWeek = {
  weekStart: string;
  reviews: number;
  hard: number;
  medium: number;
  easy: number;
  /** Mean answer time in seconds over the reviews that carry one; null when none does. */
  averageSeconds: number | null;
  youngDue: number;
  youngPassed: number;
  matureDue: number;
  maturePassed: number;
  /** Share of reviews of studied cards not answered difícil ("true retention"); null without such reviews. */
  retention: number | null;
  youngRetention: number | null;
  matureRetention: number | null;
};
export type CardStates = { new: number; learning: number; young: number; mature: number; suspended: number };
export type IntervalBucket = { minDays: number; maxDays: number | null; cards: number };

export type Statistics = {
  folderId: number | null;
  range: StatisticsRange;
  timeZone: string;
  /** The current study day and the heatmap's first one (a Monday), `YYYY-MM-DD` in the learner's zone. */
  today: string;
  from: string;
  /** Study days from `from` to `today` with at least one review, in order. */
  days: StudyDayCount[];
  totalReviews: number;
  daysStudied: number;
  averagePerStudyDay: number;
  /** Over the learner's whole history: as the dashboard counts it, and the longest run ever. */
  currentStreak: number;
  longestStreak: number;
  /** `FORECAST_DAYS` study days from today: reviewed cards falling due on each; daily limits do not apply. */
  forecast: ForecastDay[];
  /** Reviewed cards due before today's study day began; never-reviewed cards are `cardStates.new`. */
  overdue: number;
  weeks: StatisticsWeek[];
  cardStates: CardStates;
  intervals: IntervalBucket[];
};

/** The SQL behind each series (the benchmark times them one by one); `?` placeholders, values from `seriesParams`. */
export const seriesSql = {
  /** Reviews per study day over the whole history (streaks), from the per-day aggregates. */
  days: (folder: boolean) =>
    folder
      ? `select to_char(day, 'YYYY-MM-DD') as date, reviews from review_days
          where user_id = ? and folder_id = ? and reviews > 0 order by day`
      : `select to_char(day, 'YYYY-MM-DD') as date, reviews from study_days
          where user_id = ? and reviews > 0 order by day`,
  /** The weekly sums (Monday-start weeks) between two study days. */
  weeks: (folder: boolean) => `select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week,
         sum(reviews)::int as reviews, sum(hard)::int as hard, sum(medium)::int as medium, sum(easy)::int as easy,
         sum(young_due)::int as young_due, sum(young_passed)::int as young_passed,
         sum(mature_due)::int as mature_due, sum(mature_passed)::int as mature_passed,
         sum(duration_ms)::float8 as duration_ms, sum(timed)::int as timed
    from review_days
   where user_id = ? ${folder ? 'and folder_id = ?' : ''} and day between ?::date and ?::date
   group by 1`,
  /**
   * Reviewed cards due before today's study day began (date null: counted, nothing else read) and in each of the
   * forecast's study days in the learner's zone, folder by folder; suspended cards are never due. Overdue: the `card_due_days` counts of the UTC dates
   * before the one holding today's start, plus that date's cards up to today's start through the (folder_id,
   * next_review_at, id) index of cards not suspended, so its cost follows the span of due dates, not the number of
   * cards. Forecast: that
   * index's range of the next `FORECAST_DAYS` study days, each card put in its study day by `width_bucket` over the
   * days' starts (04:00 in the learner's zone, computed once), not by converting every card's instant to a local date.
   */
  forecast: (folder: boolean) => `with bounds as (
      select array(select ((?::date + g)::timestamp + interval '${DAY_START_HOUR} hours') at time zone ?::text
                     from generate_series(1, ${FORECAST_DAYS - 1}) g) as starts)
    select d.date, sum(d.due)::int as due
    from folders f cross join bounds b cross join lateral (
      select null as date,
             (select coalesce(sum(k.cards), 0) from card_due_days k
               where k.user_id = f.user_id and k.folder_id = f.id and k.day < ?::date)
             + (select count(*) from cards where user_id = f.user_id and folder_id = f.id and not suspended
                   and next_review_at >= ?::timestamptz and next_review_at < ?::timestamptz) as due
      union all
      select to_char(?::date + w.bucket, 'YYYY-MM-DD'), w.due from (
        select width_bucket(next_review_at, b.starts) as bucket, count(*) as due from cards
         where user_id = f.user_id and folder_id = f.id and not suspended
           and next_review_at >= ?::timestamptz and next_review_at < ?::timestamptz group by 1) w) d
   where f.user_id = ? ${folder ? 'and f.id = ?' : ''}
   group by 1`,
  /**
   * Cards by state (new / learning / young / mature) and reviewed cards by interval bucket, in one row, from the
   * per-folder counts the `card_intervals` triggers keep; and the suspended cards, counted apart (the folder counters).
   */
  cards: (folder: boolean) => `select
         (select coalesce(sum(g.suspended_count), 0) from folders g
           where g.user_id = ? ${folder ? 'and g.id = ?' : ''})::int as suspended,
         coalesce(sum(k.cards) filter (where k.kind = 0), 0)::int as "new",
         coalesce(sum(k.cards) filter (where k.kind = 1), 0)::int as learning,
         coalesce(sum(k.cards) filter (where k.kind = 2), 0)::int as young,
         coalesce(sum(k.cards) filter (where k.kind = 3), 0)::int as mature,
         ${INTERVAL_BUCKETS.map(
           ({ min, max }, i) =>
             `coalesce(sum(k.cards) filter (where k.kind > 0 and k.interval >= ${min}${max === null ? '' : ` and k.interval <= ${max}`}), 0)::int as b${i}`,
         ).join(',\n         ')}
    from folders f join card_intervals k on k.user_id = f.user_id and k.folder_id = f.id
   where f.user_id = ? ${folder ? 'and f.id = ?' : ''}`,
} as const;

/** The learner's study day as a day number (days since 1970-01-01), for arithmetic on local dates. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The longest run of consecutive study days, and the run ending today (or yesterday while today has none yet). */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const date of days) {
    const n = dayNumber(date);
    run = n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const last = dayNumber(days.at(-1) ?? '1970-01-01');
  const current = days.length > 0 && dayNumber(today) - last <= 1 ? run : 0;
  return { current, longest };
}

const share = (passed: number, due: number) => (due > 0 ? passed / due : null);

/**
 * The dates a statistics answer covers, and its four statements with their values (the benchmark runs them one by
 * one): `folderId` must already be known to be the learner's.
 */
export function statisticsPlan(
  userId: number,
  timeZone: string,
  folderId: number | null,
  range: StatisticsRange,
  now: Date,
) {
  const folder = folderId !== null;
  const scope = folderId !== null ? [folderId] : [];
  const todayDate = studyDay(now, timeZone);
  const today = formatLocalDate(todayDate);
  const weekday = (new Date(dayNumber(today) * 86_400_000).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(todayDate, -weekday);
  const heatmapWeeks = HEATMAP_WEEKS[range];
  const seriesWeeks = Math.min(heatmapWeeks, WEEKLY_SERIES_MAX);
  const todayStart = dayStart(todayDate, timeZone);
  // The UTC date holding today's start: `card_due_days` counts whole UTC dates before it.
  const utcDate = todayStart.toISOString().slice(0, 10);
  const weeksFrom = addDays(monday, -7 * (seriesWeeks - 1));
  return {
    todayDate,
    today,
    from: formatLocalDate(addDays(monday, -7 * (heatmapWeeks - 1))),
    weeksFrom,
    seriesWeeks,
    days: { sql: seriesSql.days(folder), params: folder ? [userId, folderId] : [userId] },
    weeks: { sql: seriesSql.weeks(folder), params: [userId, ...scope, formatLocalDate(weeksFrom), today] },
    forecast: {
      sql: seriesSql.forecast(folder),
      params: [
        today,
        timeZone,
        utcDate,
        new Date(`${utcDate}T00:00:00Z`),
        todayStart,
        today,
        todayStart,
        dayStart(addDays(todayDate, FORECAST_DAYS), timeZone),
        userId,
        ...scope,
      ],
    },
    cards: { sql: seriesSql.cards(folder), params: [userId, ...scope, userId, ...scope] },
  };
}

/**
 * The statistics of issue 13 for the actor's folders, or one of them (someone else's folder is a 404): the
 * calendar heatmap with streaks, the 30-day forecast, weekly true retention (young and mature), answer buttons and
 * time, cards by state and the interval distribution. Days are study days in the learner's zone (04:00 boundary):
 * past reviews count on the day they were made, as the streak counts them, even after a change of zone. A fixed
 * number of SQL statements, each reading per-day aggregates or one index range, whatever the size of the history.
 */
export async function statistics(
  em: EntityManager,
  actor: Actor,
  input: unknown,
  now: Date,
  viewer?: Pick<Viewer, 'id' | 'timeZone'>,
): Promise<Statistics> {
  const { folderId, range } = validate(statisticsSchema, input);
  // The signed-in user, unless the caller has them already (GraphQL's `User.statistics`: its user is the viewer).
  const user = viewer ?? (await requireViewer(em, actor));
  if (folderId) await getFolder(em, actor, folderId);
  const plan = statisticsPlan(user.id, user.timeZone, folderId ?? null, range, now);
  const { today, todayDate, from, weeksFrom, seriesWeeks } = plan;
  // The four statements at once (each on a connection of its own): the answer waits for the slowest, not the sum.
  const [dayRows, weekRows, forecastRows, [cardRow]] = await Promise.all([
    em.execute<StudyDayCount[]>(plan.days.sql, plan.days.params),
    em.execute<
      {
        week: string;
        reviews: number;
        hard: number;
        medium: number;
        easy: number;
        young_due: number;
        young_passed: number;
        mature_due: number;
        mature_passed: number;
        duration_ms: number;
        timed: number;
      }[]
    >(plan.weeks.sql, plan.weeks.params),
    em.execute<{ date: string | null; due: number }[]>(plan.forecast.sql, plan.forecast.params),
    em.execute<Record<string, number>[]>(plan.cards.sql, plan.cards.params),
  ]);

  const { current, longest } = streaks(
    dayRows.map((row) => row.date),
    today,
  );
  const days = dayRows.filter((row) => row.date >= from && row.date <= today);
  const totalReviews = days.reduce((sum, row) => sum + row.reviews, 0);

  const dueOn = new Map<string | null, number>(forecastRows.map((row) => [row.date, row.due]));
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const date = formatLocalDate(addDays(todayDate, i));
    return { date, due: dueOn.get(date) ?? 0 };
  });

  const byWeek = new Map(weekRows.map((row) => [row.week, row]));
  const weeks = Array.from({ length: seriesWeeks }, (_, i): StatisticsWeek => {
    const weekStart = formatLocalDate(addDays(weeksFrom, 7 * i));
    const row = byWeek.get(weekStart);
    const sums = {
      reviews: row?.reviews ?? 0,
      hard: row?.hard ?? 0,
      medium: row?.medium ?? 0,
      easy: row?.easy ?? 0,
      youngDue: row?.young_due ?? 0,
      youngPassed: row?.young_passed ?? 0,
      matureDue: row?.mature_due ?? 0,
      maturePassed: row?.mature_passed ?? 0,
    };
    return {
      weekStart,
      ...sums,
      averageSeconds: row && row.timed > 0 ? row.duration_ms / row.timed / 1000 : null,
      retention: share(sums.youngPassed + sums.maturePassed, sums.youngDue + sums.matureDue),
      youngRetention: share(sums.youngPassed, sums.youngDue),
      matureRetention: share(sums.maturePassed, sums.matureDue),
    };
  });

  return {
    folderId: folderId ?? null,
    range,
    timeZone: user.timeZone,
    today,
    from,
    days,
    totalReviews,
    daysStudied: days.length,
    averagePerStudyDay: days.length > 0 ? totalReviews / days.length : 0,
    currentStreak: current,
    longestStreak: longest,
    forecast,
    overdue: dueOn.get(null) ?? 0,
    weeks,
    cardStates: {
      new: cardRow?.new ?? 0,
      learning: cardRow?.learning ?? 0,
      young: cardRow?.young ?? 0,
      mature: cardRow?.mature ?? 0,
      suspended: cardRow?.suspended ?? 0,
    },
    intervals: INTERVAL_BUCKETS.map(({ min, max }, i) => ({
      minDays: min,
      maxDays: max,
      cards: cardRow?.[`b${i}`] ?? 0,
    })),
  };
}
