import { z } from 'zod';

/** Card input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const cardMessages = {
  sidesRequired: 'Se requieren tanto el anverso como el reverso',
  sideTooLong: 'El anverso y el reverso no pueden superar los 10 000 caracteres',
  notFound: 'Carta no encontrada',
  pageSize: 'El tamaño de página debe ser un número entero entre 1 y 100',
  badCursor: 'Cursor no válido: usa el endCursor (o nextCursor) de una página anterior',
  bothDirectionsInvalid: 'Indica si la carta se estudia también al revés (sí o no)',
  reverseStudied:
    'La carta inversa ya tiene repasos, así que se conserva con su historial: elimínala de la lista si no quieres estudiarla',
  isReverse: 'Esta carta es el sentido inverso de otra: elimínala de la lista si no quieres estudiarla',
  postponeNew: 'Una carta nueva no se puede posponer: aún no tiene fecha de repaso (suspéndela si no quieres verla)',
  leechFilter: 'El filtro de sanguijuelas debe ser true o false',
  notBasicNote: (noteType: string, fields: readonly string[]) =>
    `Esta carta sale de una nota «${noteType}»: edita los campos de la nota (${fields.join(', ')}), no el anverso y el reverso de la carta`,
};

export const MAX_CARD_SIDE = 10_000;

const side = z
  .string({ error: cardMessages.sidesRequired })
  .trim()
  .min(1, cardMessages.sidesRequired)
  .max(MAX_CARD_SIDE, cardMessages.sideTooLong);

/**
 * A card's sides, and whether it is also studied back to front (`bothDirections`: its reverse is a card of its own;
 * left out, a new card follows its folder's "Estudiar en ambos sentidos" and an edited one keeps what it had).
 */
export const cardSchema = z.object({
  front: side,
  back: side,
  bothDirections: z.boolean({ error: cardMessages.bothDirectionsInvalid }).optional(),
});

export const cardSearchSchema = z.string().trim().max(200).optional();

/** "Sanguijuelas": only the folder's leech cards (a boolean, or REST's `true` / `false`). */
export const leechFilterSchema = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: cardMessages.leechFilter,
  })
  .default(false);

/** Cards per page of a folder's list (GraphQL `first`, REST `limit`). */
export const CARD_PAGE_DEFAULT = 20;
export const CARD_PAGE_MAX = 100;

const pageSize = z.coerce
  .number({ error: cardMessages.pageSize })
  .int(cardMessages.pageSize)
  .min(1, cardMessages.pageSize)
  .max(CARD_PAGE_MAX, cardMessages.pageSize);

/** One page of a folder's cards: `after` is an opaque cursor from a previous page. */
export const cardPageSchema = z.object({
  first: pageSize.default(CARD_PAGE_DEFAULT),
  after: z.string({ error: cardMessages.badCursor }).max(100, cardMessages.badCursor).nullish(),
  search: cardSearchSchema,
  /** Only cards whose note carries the tag (or one under it; `*` any text). */
  tag: cardSearchSchema,
  leech: leechFilterSchema,
});

export type CardInput = z.input<typeof cardSchema>;
