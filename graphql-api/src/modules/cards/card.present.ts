import { z } from 'zod';
import { dateTime } from '../../transport/openapi';
import { dueInDays, retrievability } from '../scheduling/schedule';
import type { Scheduling } from '../scheduling/scheduler-settings';
import type { CardRecord } from './card.record';

type Reader = (card: CardRecord, scheduling: Scheduling) => unknown;

/**
 * The REST shape of a card (DESIGN §7), one field a line, in the answer's order: its schema (the OpenAPI document's
 * `Card`) and, when it is not the card's own field of that name, how it is read. `CardView` and `presentCard` derive
 * from it.
 */
const cardView = {
  id: { schema: z.number().int() },
  front: { schema: z.string() },
  back: { schema: z.string() },
  difficulty: { schema: z.enum(['new', 'easy', 'good', 'hard']).meta({ description: '`good` es «Medio».' }) },
  reviewCount: { schema: z.number().int() },
  lastReviewedAt: { schema: dateTime.nullable() },
  nextReviewAt: { schema: dateTime.nullable() },
  interval: { schema: z.number().int() },
  easeFactor: { schema: z.number().int() },
  folderId: { schema: z.number().int(), read: (card) => card.folder.id },
  createdAt: { schema: dateTime },
  updatedAt: { schema: dateTime },
  suspended: { schema: z.boolean().meta({ description: 'Suspendida: nunca toca estudiarla hasta que se reactive.' }) },
  leech: {
    schema: z.boolean().meta({
      description: 'Sanguijuela: olvidada tantas veces como el umbral de sanguijuela del estudiante.',
    }),
  },
  reversed: {
    schema: z
      .boolean()
      .meta({ description: 'Creada como el sentido inverso de su hermana (anverso y reverso al revés).' }),
  },
  siblingId: {
    schema: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'La misma carta en el otro sentido (con su propia programación); null: un solo sentido.' }),
    read: (card) => card.sibling?.id ?? null,
  },
  // FSRS (DESIGN §5): memory stability in days, recall probability now, the due instant (null: new, due now) and
  // the study days until it (what the rating buttons' interval said).
  stability: {
    schema: z.number().nullable().meta({ description: 'Estabilidad FSRS en días; null mientras es nueva.' }),
  },
  retrievability: {
    schema: z.number().nullable().meta({ description: 'Probabilidad de recordarla ahora (0–1).' }),
    read: (card, { now, settings }) => retrievability(card, now, settings),
  },
  dueAt: { schema: dateTime.nullable(), read: (card) => card.nextReviewAt },
  dueInDays: {
    schema: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Días de estudio hasta que toca (0: hoy; negativo: atrasada); null mientras es nueva.' }),
    read: (card, { now, settings }) => dueInDays(card, now, settings.timeZone),
  },
} satisfies Record<string, { schema: z.ZodType; read?: Reader }>;

type CardViewField = keyof typeof cardView;

const fields = Object.entries(cardView).map(([name, field]): [CardViewField, Reader] => [
  name as CardViewField,
  'read' in field ? field.read : (card) => card[name as keyof CardRecord],
]);

/** The OpenAPI document's `Card`: the REST shape's schemas. */
export const CardView = z
  .object(
    Object.fromEntries(Object.entries(cardView).map(([name, field]) => [name, field.schema])) as {
      [Name in CardViewField]: (typeof cardView)[Name]['schema'];
    },
  )
  .meta({ id: 'Card' });

/** The REST shape of a card, with its schedule as `scheduling` reads it now. */
export function presentCard(card: CardRecord, scheduling: Scheduling): Record<CardViewField, unknown> {
  const answer = {} as Record<CardViewField, unknown>;
  for (const [name, read] of fields) answer[name] = read(card, scheduling);
  return answer;
}
