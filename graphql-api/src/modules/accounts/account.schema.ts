import { z } from 'zod';

/**
 * Input rules of SPEC §5 with the Spanish messages of DESIGN §11. Shared by the REST routes,
 * the GraphQL resolvers and the web forms, so each message is written once. Only zod imports here.
 */
export const accountMessages = {
  publicNameInvalid: 'El nombre público debe tener entre 2 y 60 caracteres y no puede ser un correo electrónico',
  retentionInvalid: 'La retención deseada debe estar entre 0,70 y 0,97',
  newCardsPerDayInvalid: 'Las cartas nuevas por día deben ser un número entero entre 0 y 1000',
  reviewsPerDayInvalid: 'Los repasos por día deben ser un número entero entre 0 y 10 000',
  typeAnswersInvalid: 'Indica si escribes la respuesta antes de verla (sí o no)',
  distinguishEnyeInvalid: 'Indica si la ñ se distingue de la n al comparar lo que escribes (sí o no)',
  // An even workload (issue 26 item 5).
  loadBalancingInvalid: 'Indica si se equilibra la carga de repasos entre los días (sí o no)',
  easyDaysInvalid: 'Los días libres son 7 valores, de lunes a domingo, cada uno 100 (normal), 50 (menos) o 0 (nada)',
  leechThresholdInvalid: 'El umbral de sanguijuela debe ser un número entero entre 0 y 100 (0: desactivado)',
  invalidEmail: 'Correo electrónico no válido',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordTooLong: 'La contraseña no puede tener más de 200 caracteres',
  confirmRequired: 'Confirma la contraseña',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  nameTooLong: 'El nombre no puede tener más de 100 caracteres',
  passwordRequired: 'La contraseña es obligatoria',
  tokenRequired: 'Falta el token',
  invalidTimeZone: 'Zona horaria no válida',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 200;

/** Trimmed and lower-cased, so that one address is one account whatever its case. */
export const emailSchema = z
  .string({ error: accountMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(255, accountMessages.invalidEmail)
  .pipe(z.email({ error: accountMessages.invalidEmail }));

const newPassword = z
  .string({ error: accountMessages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong);

const confirmation = z
  .string({ error: accountMessages.confirmRequired })
  .min(MIN_PASSWORD_LENGTH, accountMessages.confirmRequired);

/** Whether this JavaScript engine (Intl) knows the IANA zone `value`. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().trim().max(64).refine(isTimeZone, accountMessages.invalidTimeZone);

export const registerSchema = z
  .object({
    email: emailSchema,
    password: newPassword,
    confirmPassword: confirmation,
    firstName: z
      .string()
      .trim()
      .min(1, accountMessages.firstNameRequired)
      .max(100, accountMessages.nameTooLong)
      .optional(),
    lastName: z
      .string()
      .trim()
      .min(1, accountMessages.lastNameRequired)
      .max(100, accountMessages.nameTooLong)
      .optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: accountMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong),
});

/** Deleting the account: the password again, checked against the stored hash. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong),
});

export const resetRequestSchema = z.object({ email: emailSchema });

const resetToken = z
  .string({ error: accountMessages.tokenRequired })
  .trim()
  .min(1, accountMessages.tokenRequired)
  .max(200);

export const resetTokenSchema = z.object({ token: resetToken });

export const newPasswordSchema = z
  .object({
    token: resetToken,
    password: newPassword,
    confirmPassword: confirmation,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: accountMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** The name the community shows on what a learner publishes: 2 to 60 characters, never an e-mail address. */
export const publicNameSchema = z
  .string({ error: accountMessages.publicNameInvalid })
  .trim()
  .min(2, accountMessages.publicNameInvalid)
  .max(60, accountMessages.publicNameInvalid)
  .refine((value) => !value.includes('@'), accountMessages.publicNameInvalid);

export const settingsSchema = z.object({
  publicName: publicNameSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  remindersEnabled: z.boolean({ error: 'Valor no válido para los recordatorios' }).optional(),
  desiredRetention: z
    .number({ error: accountMessages.retentionInvalid })
    .min(0.7, accountMessages.retentionInvalid)
    .max(0.97, accountMessages.retentionInvalid)
    .optional(),
  newCardsPerDay: z
    .number({ error: accountMessages.newCardsPerDayInvalid })
    .int(accountMessages.newCardsPerDayInvalid)
    .min(0, accountMessages.newCardsPerDayInvalid)
    .max(1000, accountMessages.newCardsPerDayInvalid)
    .optional(),
  reviewsPerDay: z
    .number({ error: accountMessages.reviewsPerDayInvalid })
    .int(accountMessages.reviewsPerDayInvalid)
    .min(0, accountMessages.reviewsPerDayInvalid)
    .max(10_000, accountMessages.reviewsPerDayInvalid)
    .optional(),
  typeAnswers: z.boolean({ error: accountMessages.typeAnswersInvalid }).optional(),
  distinguishEnye: z.boolean({ error: accountMessages.distinguishEnyeInvalid }).optional(),
  // An even workload (issue 26 item 5).
  loadBalancing: z.boolean({ error: accountMessages.loadBalancingInvalid }).optional(),
  easyDays: z
    .array(z.union([z.literal(0), z.literal(50), z.literal(100)], { error: accountMessages.easyDaysInvalid }), {
      error: accountMessages.easyDaysInvalid,
    })
    .length(7, accountMessages.easyDaysInvalid)
    .optional(),
  leechThreshold: z
    .number({ error: accountMessages.leechThresholdInvalid })
    .int(accountMessages.leechThresholdInvalid)
    .min(0, accountMessages.leechThresholdInvalid)
    .max(100, accountMessages.leechThresholdInvalid)
    .optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
