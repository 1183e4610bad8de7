import { z } from 'zod';

export const tokenMessages = {
  nameRequired: 'Ponle un nombre al token',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  invalidExpiry: 'La caducidad debe ser un número entero de días, de 1 a 365',
  notFound: 'Token no encontrado',
  tooMany: 'Puedes tener como máximo 100 tokens activos: revoca alguno antes de crear otro',
  sessionRequired:
    'Los tokens sólo se pueden crear desde una sesión iniciada en el navegador, no con otro token de acceso',
} as const;

/** Active tokens per user: the list is short enough to show (and to price in a GraphQL query) whole. */
export const MAX_ACTIVE_TOKENS = 100;

/** The lifetimes the settings screen offers; the API accepts any whole number of days from 1 to 365. */
export const TOKEN_EXPIRY_CHOICES = [30, 90, 365] as const;
export const MAX_TOKEN_EXPIRY_DAYS = 365;

/** The longest token name, in characters. */
export const TOKEN_NAME_MAX = 100;

export const createTokenSchema = z.object({
  name: z
    .string({ error: tokenMessages.nameRequired })
    .trim()
    .min(1, tokenMessages.nameRequired)
    .max(TOKEN_NAME_MAX, tokenMessages.nameTooLong),
  /** Days until the token stops working; null or absent: it works until revoked. */
  expiresInDays: z
    .number({ error: tokenMessages.invalidExpiry })
    .int(tokenMessages.invalidExpiry)
    .min(1, tokenMessages.invalidExpiry)
    .max(MAX_TOKEN_EXPIRY_DAYS, tokenMessages.invalidExpiry)
    .nullish(),
});

export type CreateTokenInput = z.input<typeof createTokenSchema>;
