import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor';
import { requireViewer } from '../accounts/account.service';
import type { User } from '../accounts/user.entity';
import type { SchedulerSettings } from './schedule';

/** The scheduler settings of DESIGN §5 for a learner. */
export const schedulerSettingsOf = (user: User): SchedulerSettings => ({
  desiredRetention: user.desiredRetention,
  weights: user.fsrsWeights,
  timeZone: user.timeZone,
});

export type Scheduling = { now: Date; settings: SchedulerSettings };

/** What presenting a card's schedule needs: now, and the actor's scheduler settings. */
export async function schedulingOf(em: EntityManager, actor: Actor, now: Date): Promise<Scheduling> {
  return { now, settings: schedulerSettingsOf(await requireViewer(em, actor)) };
}

/** The learner's scheduler settings as a statement selects them (`time_zone`, `desired_retention`, `fsrs_weights`). */
export type SettingsRow = { time_zone: string; desired_retention: number; fsrs_weights: number[] | null };

export const settingsFromRow = (row: SettingsRow): SchedulerSettings => ({
  desiredRetention: row.desired_retention,
  weights: row.fsrs_weights,
  timeZone: row.time_zone,
});
