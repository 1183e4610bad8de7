import { z } from 'zod';

export const tokenMessages = {
  nameRequired: 'Ponle un nombre al token',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  invalidExpiry: 'La caducidad debe ser un número entero de días, de 1 a 365',
  notFound: 'Token no encontrado',
  tooMany: 'Puedes tener como máximo 100 tokens activos: revoca alguno antes de crear otro',
  sessionRequired:
    'Los tokens sólo se pueden crear desde una sesión iniciada en el navegador, no con otro token de acceso',
  invalidScope:
    'Permiso no válido: usa read (sólo lectura), read_write (lectura y escritura), anki_read o anki_write (AnkiConnect)',
  readOnly: 'Este token es de sólo lectura: crea uno de lectura y escritura en Ajustes para modificar datos',
  rateLimited: (seconds: number) =>
    `Demasiadas peticiones con este token. Vuelve a intentarlo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
} as const;

/**
 * What a token may do: `read` (queries, GET) or `read_write` (everything its owner can do through the API) on `/api` and
 * `/graphql`; `anki_read` or `anki_write` only as the `key` of AnkiConnect's protocol (`/anki-connect`, DESIGN §17), the
 * key a learner pastes into a dictionary pop-up or a plugin, which opens nothing else.
 */
export const TOKEN_SCOPES = ['read', 'read_write', 'anki_read', 'anki_write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The scopes that are AnkiConnect keys. */
export const isAnkiConnectScope = (scope: TokenScope) => scope === 'anki_read' || scope === 'anki_write';

/** Requests one token may make per window (every instance counts in PostgreSQL). */
export const TOKEN_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

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
  /** Read-only unless asked. */
  scope: z
    .enum(TOKEN_SCOPES, { error: tokenMessages.invalidScope })
    .nullish()
    .transform((value) => value ?? 'read'),
});

export type CreateTokenInput = z.input<typeof createTokenSchema>;
