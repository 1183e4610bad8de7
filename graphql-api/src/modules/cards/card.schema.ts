import { z } from 'zod';

/** Card input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const cardMessages = {
  sidesRequired: 'Se requieren tanto el anverso como el reverso',
  sideTooLong: 'El anverso y el reverso no pueden superar los 10 000 caracteres',
  notFound: 'Carta no encontrada',
  pageSize: 'El tamaño de página debe ser un número entero entre 1 y 100',
  badCursor: 'Cursor no válido: usa el endCursor (o nextCursor) de una página anterior',
} as const;

export const MAX_CARD_SIDE = 10_000;

const side = z
  .string({ error: cardMessages.sidesRequired })
  .trim()
  .min(1, cardMessages.sidesRequired)
  .max(MAX_CARD_SIDE, cardMessages.sideTooLong);

export const cardSchema = z.object({ front: side, back: side });

export const cardSearchSchema = z.string().trim().max(200).optional();

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
});

export type CardInput = z.input<typeof cardSchema>;
