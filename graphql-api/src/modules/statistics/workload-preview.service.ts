import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor } from '../../core/actor';
import { validate } from '../../core/validate';
import { settingsSchema } from '../accounts/account.schema';
import { requireViewer } from '../accounts/account.service';
import { balancedInterval, balancesLoad, fuzzRange, type Workload } from '../scheduling/load-balance';
import {
  addDays,
  dayStart,
  formatLocalDate,
  MAX_INTERVAL,
  studyDay,
  studyDaysBetween,
  weekdayOf,
} from '../scheduling/schedule';
import { FORECAST_DAYS } from './statistics.schema';

/** Both settings, required: what the settings screen would save. */
export const workloadPreviewSchema = z.object({
  loadBalancing: settingsSchema.shape.loadBalancing.unwrap(),
  easyDays: settingsSchema.shape.easyDays.unwrap(),
});

/** Cards read at most: a preview's cost follows this bound, not the collection. */
const PREVIEW_CARDS = 20_000;
/** Days past the forecast whose cards may move into it (ts-fsrs's fuzz range is under this for intervals < 400). */
const MARGIN_DAYS = 30;

export type WorkloadPreview = { before: { date: string; due: number }[]; after: { date: string; due: number }[] };

/**
 * The 30-day forecast of reviewed cards (today first), as it stands and as it would stand had these settings placed
 * the cards already scheduled (issue 26 item 5: "show the forecast before and after"): each card due after today
 * moves within the fuzz range of its interval, weighed as a rating would weigh it, lightest days first. Settings
 * apply to the next ratings only; this shows where they lead. At most `PREVIEW_CARDS` cards, read in one statement.
 */
export async function workloadPreview(
  em: EntityManager,
  actor: Actor,
  input: unknown,
  now: Date,
): Promise<WorkloadPreview> {
  const user = await requireViewer(em, actor);
  const workload: Workload = validate(workloadPreviewSchema, input);
  const today = studyDay(now, user.timeZone);
  const rows = await em.execute<{ id: number; next_review_at: Date; interval: number; review_count: number }[]>(
    `select c.id, c.next_review_at, c.interval, c.review_count
       from folders f join cards c on c.user_id = f.user_id and c.folder_id = f.id
      where f.user_id = ? and not c.suspended and c.review_count > 0
        and c.next_review_at >= ? and c.next_review_at < ?
      order by c.next_review_at, c.id limit ?`,
    [
      user.id,
      dayStart(today, user.timeZone),
      dayStart(addDays(today, FORECAST_DAYS + MARGIN_DAYS), user.timeZone),
      PREVIEW_CARDS,
    ],
  );
  const cards = rows.map((row) => ({
    ...row,
    offset: studyDaysBetween(now, new Date(row.next_review_at), user.timeZone),
  }));
  const load = new Map<number, number>();
  const count = (offset: number, change: number) => load.set(offset, (load.get(offset) ?? 0) + change);
  for (const card of cards) count(card.offset, 1);
  const forecast = () =>
    Array.from({ length: FORECAST_DAYS }, (_, offset) => ({
      date: formatLocalDate(addDays(today, offset)),
      due: load.get(offset) ?? 0,
    }));
  const before = forecast();
  if (!balancesLoad(workload)) return { before, after: before };
  const weekday = (offset: number) => weekdayOf(addDays(today, offset));
  for (const card of cards) {
    const range = card.offset > 0 ? fuzzRange(card.interval, 0, MAX_INTERVAL) : null;
    if (!range) continue;
    const shift = card.offset - card.interval;
    count(card.offset, -1);
    const chosen = balancedInterval({ min: Math.max(1, range.min + shift), max: range.max + shift }, 1, card.offset, {
      workload,
      load: (offset) => load.get(offset) ?? 0,
      weekday,
      seed: `${card.id}:${card.review_count}`,
    });
    count(chosen, 1);
  }
  return { before, after: forecast() };
}
