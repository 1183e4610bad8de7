import { z } from 'zod';

export const tokenMessages = {
  nameRequired: 'Ponle un nombre al token',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  notFound: 'Token no encontrado',
} as const;

export const createTokenSchema = z.object({
  name: z
    .string({ error: tokenMessages.nameRequired })
    .trim()
    .min(1, tokenMessages.nameRequired)
    .max(100, tokenMessages.nameTooLong),
});
