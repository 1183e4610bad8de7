import { z } from 'zod';

/** Card input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const cardMessages = {
  sidesRequired: 'Se requieren tanto el anverso como el reverso',
  sideTooLong: 'El anverso y el reverso no pueden superar los 10 000 caracteres',
  notFound: 'Carta no encontrada',
} as const;

export const MAX_CARD_SIDE = 10_000;

const side = z
  .string({ error: cardMessages.sidesRequired })
  .trim()
  .min(1, cardMessages.sidesRequired)
  .max(MAX_CARD_SIDE, cardMessages.sideTooLong);

export const cardSchema = z.object({ front: side, back: side });

export const cardSearchSchema = z.string().trim().max(200).optional();

export type CardInput = z.input<typeof cardSchema>;
