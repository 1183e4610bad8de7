import { z } from 'zod';

/** What the statistics screen and API accept (issue 13), shared by REST, GraphQL and the web. Only zod imports here. */
export const statisticsMessages = {
  rangeInvalid: 'Periodo no válido: usa month, quarter o year',
} as const;

export const STATISTICS_RANGES = ['month', 'quarter', 'year'] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** Weeks (Monday to Sunday, the current one last) the calendar heatmap covers for each range. */
export const HEATMAP_WEEKS: Record<StatisticsRange, number> = { month: 5, quarter: 13, year: 53 };
/** Weeks of the weekly series (retention, answer buttons, time): the range's, at most 12. */
export const WEEKLY_SERIES_MAX = 12;
/** Study days of the forecast, today first. */
export const FORECAST_DAYS = 30;
/** A card is mature from this interval on, young under it (Anki's line). */
export const MATURE_INTERVAL = 21;
/** The interval distribution's buckets, in days (`max` null: no upper bound). */
export const INTERVAL_BUCKETS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 1 },
  { min: 2, max: 3 },
  { min: 4, max: 7 },
  { min: 8, max: 14 },
  { min: 15, max: 30 },
  { min: 31, max: 90 },
  { min: 91, max: 180 },
  { min: 181, max: 365 },
  { min: 366, max: null },
];

export const statisticsSchema = z.object({
  /** Already parsed by the transport (an unknown or someone else's id is a 404 there or in the service). */
  folderId: z.number().int().positive().nullish(),
  range: z
    .enum(STATISTICS_RANGES, { error: statisticsMessages.rangeInvalid })
    .nullish()
    .transform((value) => value ?? 'year'),
});
