import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor';
import { type Query, query, type Values } from '../../db/raw';
import { requireViewer } from '../accounts/account.service';
import type { User } from '../accounts/user.entity';
import { type DueLoad, LOAD_HORIZON } from './load-balance';
import { dayStart, formatLocalDate, type SchedulerSettings, studyDay } from './schedule';

/** The scheduler settings of DESIGN §5 for a learner. */
export const schedulerSettingsOf = (user: User): SchedulerSettings => ({
  desiredRetention: user.desiredRetention,
  weights: user.fsrsWeights,
  timeZone: user.timeZone,
  loadBalancing: user.loadBalancing,
  easyDays: user.easyDays,
});

/** What presenting a card's schedule needs: now, the scheduler settings, and (load balancing on) the forecast. */
export type Scheduling = { now: Date; settings: SchedulerSettings; load?: DueLoad };

/** What presenting a card's schedule needs: now, and the actor's scheduler settings and forecast. */
export async function schedulingOf(em: EntityManager, actor: Actor, now: Date): Promise<Scheduling> {
  const user = await requireViewer(em, actor);
  const settings = schedulerSettingsOf(user);
  const run = <Row>(text: string, values?: Values) => query<Row>(em, text, values);
  return { now, settings, load: await dueLoadOf(run, user.id, now, settings) };
}

/** The learner's scheduler settings as a statement selects them. */
export type SettingsRow = {
  time_zone: string;
  desired_retention: number;
  fsrs_weights: number[] | null;
  load_balancing: boolean;
  easy_days: number[];
};

export const settingsFromRow = (row: SettingsRow): SchedulerSettings => ({
  desiredRetention: row.desired_retention,
  weights: row.fsrs_weights,
  timeZone: row.time_zone,
  loadBalancing: row.load_balancing,
  easyDays: row.easy_days,
});

/**
 * Cards due on each of the learner's next `LOAD_HORIZON` study days (the forecast `card_due_days` keeps, by the UTC
 * date of a due instant: study day today + n falls due at `dayStart`, whose UTC date is that of today's plus n).
 * Values: user id, the UTC date of today's start, the horizon.
 */
export const dueLoadSql = `select (k.day - $2::date) as offset, sum(k.cards)::int as cards
  from folders f join card_due_days k on k.user_id = f.user_id and k.folder_id = f.id
 where f.user_id = $1 and k.day > $2::date and k.day <= $2::date + $3::int
 group by k.day`;

/**
 * The forecast load balancing reads (one statement, at most `LOAD_HORIZON` rows per folder); without load balancing
 * none is read and none is needed.
 */
export async function dueLoadOf(
  run: Query,
  userId: number,
  now: Date,
  settings: SchedulerSettings,
): Promise<DueLoad | undefined> {
  if (!settings.loadBalancing) return undefined;
  const todayStarts = dayStart(studyDay(now, settings.timeZone), settings.timeZone);
  const rows = await run<{ offset: number; cards: number }>(dueLoadSql, [
    userId,
    formatLocalDate({
      year: todayStarts.getUTCFullYear(),
      month: todayStarts.getUTCMonth() + 1,
      day: todayStarts.getUTCDate(),
    }),
    LOAD_HORIZON,
  ]);
  const cards = new Map(rows.map((row) => [row.offset, row.cards]));
  return (offset) => cards.get(offset) ?? 0;
}
