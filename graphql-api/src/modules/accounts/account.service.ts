import crypto from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { runAfterResponse } from '../../core/background';
import { badInput, conflict, DomainError, forbidden, unauthenticated } from '../../core/errors';
import { sha256 } from '../../core/hash';
import type { Services } from '../../core/services';
import { validate } from '../../core/validate';
import { query } from '../../db/raw';
import {
  deleteAccountSchema,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
  resetTokenSchema,
  settingsSchema,
} from './account.schema';
import { hashPassword, verifyPassword } from './password';
import { limits, throttle } from './throttle';
import { checkTimeZone } from './time-zones';
import { User } from './user.entity';

export const accountTexts = {
  emailTaken: 'Ya existe una cuenta con ese correo electrónico',
  badCredentials: 'Correo o contraseña incorrectos',
  resetRequested:
    'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.',
  resetLinkInvalid: 'El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.',
  passwordUpdated: 'Contraseña actualizada correctamente',
  resetSubject: 'Restablece tu contraseña de Repaso',
  sessionRequired: 'Esta acción sólo se puede hacer desde una sesión iniciada en el navegador',
  wrongPassword: 'La contraseña no es correcta',
} as const;

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The signed-in user's account, or null when nobody is signed in (or the account is gone). */
export async function findViewer(em: EntityManager, actor: Actor): Promise<User | null> {
  if (!actor) return null;
  return em.findOne(User, { id: actor.userId });
}

/**
 * The columns GraphQL's `User` shows of the signed-in user and its fields (settings, statistics) read, by property:
 * never the password hash or a reset token. A setting added to `User` and shown by GraphQL goes here too
 * (`viewer.test.ts` compares the `viewer` query's answer field by field with the ORM's user).
 */
const viewerColumns = {
  id: 'id',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  publicName: 'public_name',
  isOperator: 'is_operator',
  timeZone: 'time_zone',
  remindersEnabled: 'reminders_enabled',
  desiredRetention: 'desired_retention',
  newCardsPerDay: 'new_cards_per_day',
  reviewsPerDay: 'reviews_per_day',
  loadBalancing: 'load_balancing',
  easyDays: 'easy_days',
  leechThreshold: 'leech_threshold',
  typeAnswers: 'type_answers',
  distinguishEnye: 'distinguish_enye',
  parametersFittedAt: 'parameters_fitted_at',
  reviewsUsed: 'reviews_used',
  logLoss: 'log_loss',
  fitRequestedAt: 'fit_requested_at',
  parametersCheckedAt: 'parameters_checked_at',
} as const satisfies Partial<Record<keyof User, string>>;

/** What GraphQL's `User` shows of the signed-in user, and what its fields read. */
export type Viewer = Pick<User, keyof typeof viewerColumns>;

/** `viewerOf`'s statement: the columns of `Viewer`, named as its properties. Value: the user's id. */
export const viewerSql = `select ${Object.entries(viewerColumns)
  .map(([property, column]) => `${column} as "${property}"`)
  .join(', ')}
  from users where id = $1`;

/**
 * The signed-in user as GraphQL's `viewer` query shows them, or null when nobody is signed in (or the account is
 * gone): one plain statement, no entity. A write's answer keeps `findViewer`: the write's request has the user in its
 * EntityManager already (its cards' schedules read the user's settings there), so the ORM answers without a statement.
 */
export async function viewerOf(em: EntityManager, actor: Actor): Promise<Viewer | null> {
  if (!actor) return null;
  const [viewer] = await query<Viewer>(em, viewerSql, [actor.userId]);
  return viewer ?? null;
}

/** Like `findViewer`, but a 401 when signed out. */
export async function requireViewer(em: EntityManager, actor: Actor): Promise<User> {
  const user = await findViewer(em, actor);
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Creates an account (e-mail unique whatever its case); the caller then opens a session for it.
 * Throttled per IP and per address, and everything is checked before the (costly) password hash.
 */
export async function register(
  em: EntityManager,
  input: unknown,
  ip: string,
  deps: Pick<Services, 'clock' | 'signupsPerIpPerHour'>,
): Promise<User> {
  const { email, password, firstName, lastName, timeZone } = validate(registerSchema, input);
  await throttle(em, deps.clock.now(), [
    [{ ...limits.registerPerIp, max: deps.signupsPerIpPerHour }, ip],
    [limits.registerPerEmail, email],
  ]);
  const zone = timeZone === undefined ? 'UTC' : await checkTimeZone(em, timeZone);
  if (await em.count(User, { email })) throw conflict(accountTexts.emailTaken);
  const user = em.create(User, {
    email,
    passwordHash: await hashPassword(password),
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    timeZone: zone,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw conflict(accountTexts.emailTaken);
    throw error;
  }
  return user;
}

/**
 * Checks e-mail and password, throttled per account and per IP. An unknown e-mail and a wrong
 * password get the same answer in about the same time.
 */
export async function login(
  em: EntityManager,
  input: unknown,
  ip: string,
  deps: Pick<Services, 'clock'>,
): Promise<User> {
  const { email, password } = validate(loginSchema, input);
  await throttle(em, deps.clock.now(), [
    [limits.loginPerIp, ip],
    [limits.loginPerAccount, email],
  ]);
  const user = await em.findOne(User, { email });
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    throw new DomainError('BAD_CREDENTIALS', 401, accountTexts.badCredentials);
  }
  return user;
}

/**
 * Sends a single-use reset link valid for one hour when the account exists. The answer is the same
 * either way and is given before anything that depends on it: the lookup, the token update (one
 * statement of the same shape for both) and the mail happen after the response, so its timing does
 * not tell either. A failure there is logged (without the address) and the user simply asks again.
 */
export async function requestPasswordReset(
  em: EntityManager,
  input: unknown,
  ip: string,
  deps: Services,
): Promise<{ message: string }> {
  const { email } = validate(resetRequestSchema, input);
  const now = deps.clock.now();
  await throttle(em, now, [
    [limits.resetPerIp, ip],
    [limits.resetPerAccount, email],
  ]);
  const background = em.fork();
  runAfterResponse(
    () => sendResetLink(background, email, now, deps),
    (error) => deps.logger.error('No se pudo enviar el correo de restablecimiento', error),
  );
  return { message: accountTexts.resetRequested };
}

async function sendResetLink(em: EntityManager, email: string, now: Date, deps: Services): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [user] = await em.execute<{ email: string }[]>(
    'update users set reset_token = ?, reset_token_expiry = ? where email = ? returning email',
    [sha256(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS), email],
  );
  if (!user) return;
  const link = `${deps.appUrl}/new-password?token=${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: accountTexts.resetSubject,
    text: [
      'Hola:',
      '',
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Repaso.',
      'Abre este enlace para elegir una nueva (caduca en 1 hora y sólo sirve una vez):',
      '',
      link,
      '',
      'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
      '',
      '— El equipo de Repaso',
    ].join('\n'),
  });
}

/**
 * Whether a reset token would be accepted now (known, unused, not expired): the new-password page asks when it
 * opens, so that a dead link is said at once. It answers that and nothing more (never whose it is), throttled
 * per IP and per token as the new password is.
 */
export async function checkResetToken(
  em: EntityManager,
  input: unknown,
  ip: string,
  deps: Pick<Services, 'clock'>,
): Promise<{ valid: boolean }> {
  const { token } = validate(resetTokenSchema, input);
  const tokenHash = sha256(token);
  const now = deps.clock.now();
  await throttle(em, now, [
    [limits.resetTokenCheckPerIp, ip],
    [limits.resetTokenCheckPerToken, tokenHash],
  ]);
  return { valid: (await em.count(User, { resetToken: tokenHash, resetTokenExpiry: { $gt: now } })) > 0 };
}

/**
 * Sets a new password with a reset token, throttled per IP and per token. The token is looked up
 * before any hashing (a made-up one costs no argon2 work), then claimed by an atomic update, so it is
 * single use even under concurrent use. Every session and every personal access token of the user
 * ends with it: whoever had the old password or a token made with it is locked out. No sign-in.
 */
export async function resetPassword(
  em: EntityManager,
  input: unknown,
  ip: string,
  deps: Pick<Services, 'clock'>,
): Promise<{ message: string }> {
  const { token, password } = validate(newPasswordSchema, input);
  const tokenHash = sha256(token);
  const now = deps.clock.now();
  const invalidLink = () => badInput([{ path: 'token', message: accountTexts.resetLinkInvalid }]);
  await throttle(em, now, [
    [limits.newPasswordPerIp, ip],
    [limits.newPasswordPerToken, tokenHash],
  ]);
  if (!(await em.count(User, { resetToken: tokenHash, resetTokenExpiry: { $gt: now } }))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  const changed = await em.transactional(async (tx) => {
    const [claimed] = await tx.execute<{ id: number }[]>(
      `update users set reset_token = null, reset_token_expiry = null, password_hash = ?, updated_at = ?
       where reset_token = ? and reset_token_expiry > ? returning id`,
      [passwordHash, now, tokenHash, now],
    );
    if (!claimed) return false;
    await endAllSessions(tx, claimed.id, now);
    return true;
  });
  if (!changed) throw invalidLink();
  return { message: accountTexts.passwordUpdated };
}

/** Deletes every cookie session of the user and revokes every personal access token. */
async function endAllSessions(em: EntityManager, userId: number, now: Date): Promise<void> {
  await em.execute(`delete from sessions where (sess->>'userId')::int = ?`, [userId]);
  await em.execute('update api_tokens set revoked_at = ? where user_id = ? and revoked_at is null', [now, userId]);
}

/**
 * "Cerrar todas las sesiones": signs the user out everywhere (this browser included; the caller
 * clears its cookie) and revokes every personal access token. Only from a browser session: a
 * token is for reading and studying, not for locking its owner out.
 */
export async function closeAllSessions(em: EntityManager, actor: Actor, deps: Pick<Services, 'clock'>): Promise<void> {
  const userId = requireUserId(actor);
  if (actor?.via !== 'session') throw forbidden(accountTexts.sessionRequired);
  await em.transactional((tx) => endAllSessions(tx, userId, deps.clock.now()));
}

/**
 * Deletes the signed-in user's account and every row of theirs, at once: the user row goes and the foreign keys
 * cascade to folders, cards, reviews, study sessions and days, reminders and API tokens; cookie sessions (JSON
 * rows with no foreign key) and the rate-limit counters keyed by the account go in the same transaction. The
 * e-mail address can then register again. Only from a browser session, never with a personal access token (a
 * leaked token must not be able to destroy an account), and only with the password, throttled like a sign-in;
 * a wrong one is a 400 and changes nothing. The caller then clears the session cookie.
 */
export async function deleteAccount(
  em: EntityManager,
  actor: Actor,
  input: unknown,
  ip: string,
  deps: Pick<Services, 'clock' | 'publicAnswers'>,
): Promise<void> {
  const userId = requireUserId(actor);
  if (actor?.via !== 'session') throw forbidden(accountTexts.sessionRequired);
  const { password } = validate(deleteAccountSchema, input);
  await throttle(em, deps.clock.now(), [
    [limits.deleteAccountPerIp, ip],
    [limits.deleteAccountPerUser, String(userId)],
  ]);
  const user = await requireViewer(em, actor);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badInput([{ path: 'password', message: accountTexts.wrongPassword }]);
  }
  await em.transactional(async (tx) => {
    await tx.execute(`delete from sessions where (sess->>'userId')::int = ?`, [userId]);
    await tx.execute('delete from rate_limits where key in (?)', [accountRateLimitKeys(user)]);
    await tx.execute('delete from users where id = ?', [userId]);
  });
  em.clear();
  // What they published went with them: no public answer may show it again.
  await deps.publicAnswers.forget();
}

/** The rate-limit counters whose key names this account (by e-mail or id); those keyed by IP are no one's. */
function accountRateLimitKeys(user: User): string[] {
  const byEmail = [limits.loginPerAccount, limits.resetPerAccount, limits.registerPerEmail];
  return [...byEmail.map((limit) => `${limit.name}:${user.email}`), `${limits.deleteAccountPerUser.name}:${user.id}`];
}

/**
 * Changes the signed-in user's settings: the public name the community shows on what they publish, the time zone
 * that decides their study day, e-mail reminders, the scheduler's desired retention and daily limits (DESIGN §5–§6; a
 * new retention applies to the next ratings only), load balancing and easy days, and the study options (typed answers
 * and how they are compared, the leech threshold).
 */
export async function updateSettings(
  em: EntityManager,
  actor: Actor,
  input: unknown,
  deps: Pick<Services, 'publicAnswers'>,
): Promise<User> {
  const user = await requireViewer(em, actor);
  const {
    publicName,
    timeZone,
    remindersEnabled,
    desiredRetention,
    newCardsPerDay,
    reviewsPerDay,
    typeAnswers,
    distinguishEnye,
    loadBalancing,
    easyDays,
    leechThreshold,
  } = validate(settingsSchema, input);
  const renamed = publicName !== undefined && publicName !== user.publicName;
  if (publicName !== undefined) user.publicName = publicName;
  if (timeZone !== undefined) user.timeZone = await checkTimeZone(em, timeZone);
  if (remindersEnabled !== undefined) user.remindersEnabled = remindersEnabled;
  if (desiredRetention !== undefined) user.desiredRetention = desiredRetention;
  if (newCardsPerDay !== undefined) user.newCardsPerDay = newCardsPerDay;
  if (reviewsPerDay !== undefined) user.reviewsPerDay = reviewsPerDay;
  if (typeAnswers !== undefined) user.typeAnswers = typeAnswers;
  if (distinguishEnye !== undefined) user.distinguishEnye = distinguishEnye;
  // An even workload (issue 26 item 5): applies to the next ratings.
  if (loadBalancing !== undefined) user.loadBalancing = loadBalancing;
  if (easyDays !== undefined) user.easyDays = easyDays;
  if (leechThreshold !== undefined) user.leechThreshold = leechThreshold;
  await em.flush();
  // The community shows the public name on every folder the user published.
  if (renamed) await deps.publicAnswers.forget();
  return user;
}

/** How the study screen asks: typed answers ("Escribir la respuesta") and whether ñ differs from n in them. */
export const studySettingsView = (user: Viewer) => ({
  typeAnswers: user.typeAnswers,
  distinguishEnye: user.distinguishEnye,
  leechThreshold: user.leechThreshold,
});

/** DESIGN §5–§6 settings and the state of the learner's fitted parameters. */
export const schedulerSettingsView = (user: Viewer) => ({
  desiredRetention: user.desiredRetention,
  newCardsPerDay: user.newCardsPerDay,
  reviewsPerDay: user.reviewsPerDay,
  loadBalancing: user.loadBalancing,
  easyDays: user.easyDays,
  parametersFittedAt: user.parametersFittedAt,
  reviewsUsed: user.reviewsUsed,
  logLoss: user.logLoss,
  fitPending: user.fitRequestedAt !== null,
  fitRequestedAt: user.fitRequestedAt,
  parametersCheckedAt: user.parametersCheckedAt,
});
