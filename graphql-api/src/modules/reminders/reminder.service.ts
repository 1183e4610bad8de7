import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../core/services';
import { dueCountsByFolder } from '../scheduling/due';

export type DigestOptions = { reminderHour: number; unsubscribeSecret: string };
/** `failed`: sends that went wrong (retried by the job); `skipped`: users left out for good this run. */
export type DigestResult = { sent: number; failed: number; skipped: number };

type Candidate = { id: number; email: string };
type FolderDue = { name: string; due: number };

/** HMAC of the user id: the unsubscribe link works without signing in and cannot be forged for another user. */
export function unsubscribeSignature(userId: number, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function verifyUnsubscribe(userId: number, signature: string, secret: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(userId, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export const unsubscribeLink = (appUrl: string, userId: number, secret: string) =>
  `${appUrl}/reminders/unsubscribe?u=${userId}&s=${unsubscribeSignature(userId, secret)}`;

/** Not sent yet in the user's current local day (calendar day in their time zone). */
const notSentToday = `(u.last_daily_reminder_sent is null
  or (u.last_daily_reminder_sent at time zone u.time_zone)::date < (?::timestamptz at time zone u.time_zone)::date)`;

/**
 * Who might have something due: a cheap first cut over every learner, not the count. What the mail says (and whether
 * it goes) is the one due rule (`dueCountsByFolder`: daily limits, sibling burying), for each learner it keeps.
 */
const mightHaveDue = '(c.next_review_at is null or c.next_review_at <= ?) and not c.suspended';

function digestText(folders: FolderDue[], appUrl: string, unsubscribe: string): string {
  const total = folders.reduce((sum, folder) => sum + folder.due, 0);
  return [
    'Hola:',
    '',
    total === 1 ? 'Hoy tienes 1 carta pendiente de repaso:' : `Hoy tienes ${total} cartas pendientes de repaso:`,
    '',
    ...folders.map((folder) => `  • ${folder.name}: ${folder.due}`),
    '',
    `Empieza tu sesión aquí: ${appUrl}/pending-reviews`,
    '',
    'Unos minutos al día bastan para no olvidar lo aprendido.',
    '',
    `¿No quieres más recordatorios? Date de baja con un clic: ${unsubscribe}`,
    '',
    '— El equipo de Repaso',
  ].join('\n');
}

/**
 * Sends each learner at most one digest of due cards per local day, once it is past `reminderHour`
 * in their time zone. Each user is handled in a transaction that locks their row (`skip locked`), so
 * several workers at once still send one mail; a failed send rolls back, leaving them to a retry.
 * One user never stops the others: a zone PostgreSQL does not know (which would make `at time zone`
 * fail the whole query) is logged and skipped, and any other failure is logged and counted per user.
 */
export async function sendDueDigests(
  em: EntityManager,
  services: Services,
  options: DigestOptions,
): Promise<DigestResult> {
  const now = services.clock.now();
  // `case` guarantees `at time zone` only ever sees a zone found in pg_timezone_names.
  const candidates = await em.execute<(Candidate & { time_zone: string; unknown_zone: boolean })[]>(
    `select u.id, u.email, u.time_zone, z.name is null as unknown_zone
       from users u left join pg_timezone_names z on lower(z.name) = lower(u.time_zone)
      where u.reminders_enabled
        and case when z.name is null then true
                 else extract(hour from (?::timestamptz at time zone u.time_zone)) >= ? and ${notSentToday} end
        and exists (select 1 from folders f join cards c on c.folder_id = f.id where f.user_id = u.id and ${mightHaveDue})
      order by u.id`,
    [now, options.reminderHour, now, now],
  );
  const result: DigestResult = { sent: 0, failed: 0, skipped: 0 };
  for (const candidate of candidates) {
    if (candidate.unknown_zone) {
      result.skipped++;
      services.logger.error(
        `Recordatorio omitido para el usuario ${candidate.id}: PostgreSQL no conoce su zona horaria «${candidate.time_zone}»`,
      );
      continue;
    }
    try {
      const sent = await em.fork().transactional(async (tx) => {
        const [claimed] = await tx.execute<Candidate[]>(
          `select u.id, u.email from users u where u.id = ? and u.reminders_enabled and ${notSentToday} for update skip locked`,
          [candidate.id, now],
        );
        if (!claimed) return false;
        // "Due today" with the learner's daily limits (DESIGN §6): what a study session would offer them now.
        const counts = await dueCountsByFolder(tx, claimed.id, now);
        const folders: FolderDue[] =
          counts.size === 0
            ? []
            : (
                await tx.execute<{ id: number; name: string }[]>(
                  'select id, name from folders where user_id = ? and id in (?) order by name, id',
                  [claimed.id, [...counts.keys()]],
                )
              ).map((folder) => ({ name: folder.name, due: counts.get(folder.id) ?? 0 }));
        if (folders.length === 0) return false;
        const unsubscribe = unsubscribeLink(services.appUrl, claimed.id, options.unsubscribeSecret);
        await tx.execute('update users set last_daily_reminder_sent = ? where id = ?', [now, claimed.id]);
        await tx.execute(
          'update email_reminders set sent_at = ? where user_id = ? and sent_at is null and scheduled_at <= ?',
          [now, claimed.id, now],
        );
        // Sent last, inside the transaction: if the mail fails, nothing above is kept.
        await services.mailer.send({
          to: claimed.email,
          subject: 'Tienes cartas para repasar hoy en Repaso',
          text: digestText(folders, services.appUrl, unsubscribe),
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        return true;
      });
      if (sent) result.sent++;
    } catch (error) {
      result.failed++;
      services.logger.error(`No se pudo enviar el recordatorio al usuario ${candidate.id}`, error);
    }
  }
  return result;
}

/** Turns a user's reminders off from a signed unsubscribe link; false for a tampered one. */
export async function unsubscribe(
  em: EntityManager,
  userId: number,
  signature: string,
  secret: string,
): Promise<boolean> {
  if (!verifyUnsubscribe(userId, signature, secret)) return false;
  await em.execute('update users set reminders_enabled = false where id = ?', [userId]);
  return true;
}
