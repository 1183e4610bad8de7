import { z } from 'zod';
import { type ApiDocs, dateTime } from '../../transport/openapi';
import {
  deleteAccountSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
  resetTokenSchema,
  settingsSchema,
} from './account.schema';

/** The REST shape of a user (`presentUser`). */
export const UserView = z
  .object({
    id: z.number().int(),
    email: z.email(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    publicName: z.string().nullable().meta({
      description: 'Nombre con el que publica en la comunidad (nunca se muestra el correo); null: sin elegir.',
    }),
    isOperator: z.boolean().meta({ description: 'Operador: ve las denuncias y oculta carpetas de la comunidad.' }),
    timeZone: z.string().meta({ description: 'Zona horaria IANA; el día de estudio empieza a las 04:00 en ella.' }),
    remindersEnabled: z.boolean(),
    schedulerSettings: z.object({
      desiredRetention: z.number(),
      newCardsPerDay: z.number().int(),
      reviewsPerDay: z.number().int(),
      loadBalancing: z.boolean().meta({
        description:
          'Equilibrio de carga: el día de repaso se elige dentro del margen de FSRS entre los días con menos repasos.',
      }),
      easyDays: z
        .array(z.number().int())
        .meta({ description: 'Días libres: la parte de un día normal de repasos de lunes a domingo (100, 50 o 0).' }),
      parametersFittedAt: dateTime.nullable(),
      reviewsUsed: z.number().int().nullable(),
      logLoss: z.number().nullable(),
      fitPending: z.boolean().meta({ description: 'Un ajuste de parámetros pedido que aún no ha terminado.' }),
      fitRequestedAt: dateTime.nullable(),
      parametersCheckedAt: dateTime.nullable(),
    }),
    studySettings: z.object({
      typeAnswers: z
        .boolean()
        .meta({ description: '«Escribir la respuesta»: se escribe la respuesta antes de verla.' }),
      distinguishEnye: z
        .boolean()
        .meta({ description: '«Distinguir ñ de n» al comparar lo escrito (acentos, mayúsculas y signos no cuentan).' }),
      leechThreshold: z.number().int().meta({
        description: '«Umbral de sanguijuela»: fallos que convierten una carta en sanguijuela (0: nunca).',
      }),
    }),
  })
  .meta({ id: 'User' });

const MessageView = z.object({ message: z.string() });

/** "Calcular la retención óptima" (study/optimal-retention.service.ts). */
const OptimalRetentionView = z
  .object({
    retention: z.number().meta({ description: 'La retención deseada sugerida (0,70..0,97, dos decimales).' }),
    reviewsPerDay: z.number().int().meta({
      description: 'Repasos al día con ella al cabo de un año aprendiendo `newCardsPerDay` cartas nuevas al día.',
    }),
    currentRetention: z.number(),
    currentReviewsPerDay: z.number().int().meta({ description: 'Lo mismo con la retención deseada de ahora.' }),
    newCardsPerDay: z.number().int().meta({ description: 'Cartas nuevas al día que suponen las cifras.' }),
    secondsPerCard: z.number().meta({ description: 'Segundos de estudio por carta recordada al final del año.' }),
    currentSecondsPerCard: z.number(),
    fittedWeights: z.boolean().meta({ description: 'Con tus parámetros ajustados (si no, los de por defecto).' }),
    ownTimes: z.boolean().meta({ description: 'Con tus propios segundos por valoración.' }),
    notes: z.array(z.string()).meta({ description: 'En qué se apoyan las cifras cuando tu historial no basta.' }),
  })
  .meta({ id: 'OptimalRetention' });

/** `/api/auth/*`, `/api/user/*` and `/api/account` (account.routes.ts, study.routes.ts). */
export function accountDocs(api: ApiDocs): void {
  const tag = 'Cuenta';
  api.route({
    method: 'post',
    path: '/auth/register',
    tag,
    public: true,
    summary: 'Crear una cuenta (e inicia sesión con la cookie)',
    body: registerSchema,
    responses: { 201: { description: 'La cuenta creada.', schema: UserView } },
    errors: [409, 429, 503],
  });
  api.route({
    method: 'post',
    path: '/auth/login',
    tag,
    public: true,
    summary: 'Iniciar sesión (cookie de sesión)',
    body: loginSchema,
    responses: { 200: { description: 'El usuario; la respuesta trae la cookie.', schema: UserView } },
    errors: [401, 429, 503],
  });
  api.route({
    method: 'post',
    path: '/auth/logout',
    tag,
    public: true,
    summary: 'Cerrar la sesión de este navegador',
    responses: { 204: { description: 'Sesión cerrada (o no había).' } },
  });
  api.route({
    method: 'post',
    path: '/auth/logout-everywhere',
    tag,
    summary: 'Cerrar todas las sesiones y revocar todos los tokens',
    description: 'Sólo desde una sesión del navegador: con un token es un 403.',
    responses: { 204: { description: 'Todas las sesiones cerradas y los tokens revocados.' } },
  });
  api.route({
    method: 'get',
    path: '/auth/user',
    tag,
    summary: 'El usuario que pregunta',
    responses: { 200: { description: 'El usuario.', schema: UserView } },
  });
  api.route({
    method: 'post',
    path: '/auth/reset-password',
    tag,
    public: true,
    summary: 'Pedir un enlace para restablecer la contraseña',
    description: 'La misma respuesta exista o no la cuenta.',
    body: resetRequestSchema,
    responses: { 200: { description: 'Confirmación.', schema: MessageView } },
    errors: [429],
  });
  api.route({
    method: 'post',
    path: '/auth/reset-token',
    tag,
    public: true,
    summary: 'Comprobar si un enlace de restablecimiento sigue valiendo',
    body: resetTokenSchema,
    responses: { 200: { description: 'Si vale o no.', schema: z.object({ valid: z.boolean() }) } },
    errors: [429],
  });
  api.route({
    method: 'post',
    path: '/auth/new-password',
    tag,
    public: true,
    summary: 'Poner una contraseña nueva con el token del enlace',
    body: newPasswordSchema,
    responses: { 200: { description: 'Contraseña cambiada.', schema: MessageView } },
    errors: [429, 503],
  });
  api.route({
    method: 'put',
    path: '/user/settings',
    tag,
    summary: 'Cambiar los ajustes (zona horaria, recordatorios, programación de repasos)',
    body: settingsSchema,
    responses: { 200: { description: 'El usuario con los ajustes nuevos.', schema: UserView } },
  });
  api.route({
    method: 'post',
    path: '/user/parameter-fit',
    tag,
    summary: 'Ajustar los parámetros FSRS al historial propio («Optimizar ahora»)',
    description:
      'El ajuste corre en segundo plano; `schedulerSettings.fitPending` sigue en true hasta que termina. Hacen falta ' +
      'al menos 400 repasos, y entre dos ajustes pasa una hora.',
    responses: { 202: { description: 'El usuario, con el ajuste pendiente.', schema: UserView } },
    errors: [400, 429],
  });
  api.route({
    method: 'post',
    path: '/user/optimal-retention',
    tag,
    summary: 'Calcular la retención óptima',
    description:
      'Simula un año de estudio con tus parámetros FSRS (los ajustados, si no los de por defecto) y tus tiempos por ' +
      'valoración, con retenciones deseadas de 0,70 a 0,97, y responde la que cuesta menos tiempo por carta ' +
      'recordada, con los repasos al día que supondría y los de ahora. No guarda nada: para aceptarla, ' +
      '`PUT /user/settings` con `desiredRetention`. Como mucho 10 cálculos por hora.',
    responses: { 200: { description: 'La retención sugerida y lo que cambiaría.', schema: OptimalRetentionView } },
    errors: [429],
  });
  api.route({
    method: 'delete',
    path: '/account',
    tag,
    summary: 'Eliminar la cuenta y todos sus datos',
    description:
      'Con la contraseña otra vez. Sólo desde una sesión del navegador: con cualquier token, aunque sea de lectura y ' +
      'escritura, es un 403. Borra el usuario y todo lo suyo, y la cookie de sesión con ellos. Una contraseña ' +
      'incorrecta es un 400 que no cambia nada.',
    body: deleteAccountSchema,
    responses: { 204: { description: 'Cuenta eliminada; la sesión queda cerrada.' } },
    errors: [429],
  });
}
