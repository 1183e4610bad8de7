import { z } from 'zod';
import type { ApiDocs } from '../../transport/openapi';
import { FORECAST_DAYS, HEATMAP_WEEKS, STATISTICS_RANGES, WEEKLY_SERIES_MAX } from './statistics.schema';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const share = z.number().min(0).max(1).nullable();

const StatisticsWeekView = z
  .object({
    weekStart: localDate.meta({ description: 'El lunes en que empieza la semana.' }),
    reviews: z.number().int(),
    hard: z.number().int().meta({ description: 'Respondidas difícil.' }),
    medium: z.number().int().meta({ description: 'Respondidas medio.' }),
    easy: z.number().int().meta({ description: 'Respondidas fácil.' }),
    averageSeconds: z
      .number()
      .nullable()
      .meta({ description: 'Segundos por respuesta; null si ninguna se cronometró.' }),
    youngDue: z.number().int(),
    youngPassed: z.number().int(),
    matureDue: z.number().int(),
    maturePassed: z.number().int(),
    retention: share.meta({
      description: 'Repasos de cartas ya estudiadas no respondidos difícil (0–1); null sin ellos.',
    }),
    youngRetention: share,
    matureRetention: share,
  })
  .meta({ id: 'StatisticsWeek' });

/** The REST shape of the statistics (`statistics()`, the same as GraphQL's `Statistics`). */
export const StatisticsView = z
  .object({
    folderId: z.number().int().nullable().meta({ description: 'La carpeta pedida; null: todas.' }),
    range: z.enum(STATISTICS_RANGES),
    timeZone: z.string(),
    today: localDate.meta({ description: 'El día de estudio actual (empieza a las 04:00 en la zona del usuario).' }),
    from: localDate.meta({ description: 'El primer día del calendario (un lunes).' }),
    days: z
      .array(z.object({ date: localDate, reviews: z.number().int() }))
      .meta({ description: 'Los días de `from` a `today` con algún repaso, en orden (los demás no aparecen).' }),
    totalReviews: z.number().int(),
    daysStudied: z.number().int(),
    averagePerStudyDay: z.number(),
    currentStreak: z.number().int().meta({ description: 'Días seguidos con repasos hasta hoy (o ayer).' }),
    longestStreak: z.number().int().meta({ description: 'La racha más larga de toda la historia.' }),
    forecast: z.array(z.object({ date: localDate, due: z.number().int() })).meta({
      description: `Cartas ya repasadas que vencen en cada uno de los próximos ${FORECAST_DAYS} días de estudio, hoy primero (sin límites diarios).`,
    }),
    overdue: z.number().int().meta({ description: 'Cartas ya repasadas que vencían antes de hoy.' }),
    weeks: z.array(StatisticsWeekView).meta({
      description: `Series semanales, la más antigua primero y la actual al final (como mucho ${WEEKLY_SERIES_MAX}).`,
    }),
    cardStates: z
      .object({
        new: z.number().int(),
        learning: z.number().int(),
        young: z.number().int(),
        mature: z.number().int(),
        suspended: z.number().int().meta({ description: 'Suspendidas, aparte: cuentan también en su estado.' }),
      })
      .meta({ description: 'Cartas por estado: nuevas, en aprendizaje, jóvenes (intervalo < 21 días) y maduras.' }),
    intervals: z
      .array(
        z.object({
          minDays: z.number().int(),
          maxDays: z.number().int().nullable().meta({ description: 'null: sin límite superior.' }),
          cards: z.number().int(),
        }),
      )
      .meta({ description: 'Cartas repasadas por intervalo, el tramo más corto primero.' }),
  })
  .meta({ id: 'Statistics' });

/** `statisticsSchema`'s fields as the query string carries them. */
const statisticsQuery = z.object({
  folderId: z
    .string()
    .regex(/^\d+$/)
    .optional()
    .meta({ description: 'Sólo esta carpeta; sin él, todas.', example: '42' }),
  range: z
    .enum(STATISTICS_RANGES)
    .optional()
    .meta({
      description: `Cuánto abarca el calendario: month (${HEATMAP_WEEKS.month} semanas), quarter (${HEATMAP_WEEKS.quarter}) o year (${HEATMAP_WEEKS.year}, por defecto).`,
    }),
});

const WorkloadPreviewView = z
  .object({
    before: z.array(z.object({ date: localDate, due: z.number().int() })).meta({
      description: `Cartas ya repasadas que vencen en cada uno de los próximos ${FORECAST_DAYS} días, hoy primero, tal como están.`,
    }),
    after: z.array(z.object({ date: localDate, due: z.number().int() })).meta({
      description:
        'Las mismas, como quedarían si estos ajustes las hubieran repartido (se aplican a los próximos repasos).',
    }),
  })
  .meta({ id: 'WorkloadPreview' });

const workloadPreviewQuery = z.object({
  loadBalancing: z.enum(['true', 'false']).meta({ description: 'Equilibrio de carga.', example: 'true' }),
  easyDays: z.string().meta({
    description: 'Días libres: 7 valores de lunes a domingo separados por comas, cada uno 100, 50 o 0.',
    example: '100,100,100,100,100,50,0',
  }),
});

/** `GET /api/stats` and `GET /api/stats/workload-preview` (statistics.routes.ts). */
export function statisticsDocs(api: ApiDocs): void {
  api.route({
    method: 'get',
    path: '/stats',
    tag: 'Estadísticas',
    summary: 'Las estadísticas: calendario, previsión, retención, respuestas, tiempo y estados de las cartas',
    query: statisticsQuery,
    responses: { 200: { description: 'Las cifras.', schema: StatisticsView } },
    errors: [404],
  });
  api.route({
    method: 'get',
    path: '/stats/workload-preview',
    tag: 'Estadísticas',
    summary: 'La previsión de 30 días antes y después de equilibrar la carga o elegir días libres (no guarda nada)',
    query: workloadPreviewQuery,
    responses: { 200: { description: 'Las dos previsiones.', schema: WorkloadPreviewView } },
    errors: [400],
  });
}
