import { z } from 'zod';

export const tokenMessages = {
  nameRequired: 'Ponle un nombre al token',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  notFound: 'Token no encontrado',
  tooMany: 'Puedes tener como máximo 100 tokens activos: revoca alguno antes de crear otro',
} as const;

/** Active tokens per user: the list is short enough to show (and to price in a GraphQL query) whole. */
export const MAX_ACTIVE_TOKENS = 100;

export const createTokenSchema = z.object({
  name: z
    .string({ error: tokenMessages.nameRequired })
    .trim()
    .min(1, tokenMessages.nameRequired)
    .max(100, tokenMessages.nameTooLong),
});
