import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../core/services';
import { dueCte, dueParams } from '../scheduling/due';

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
 * it goes) is the one due rule (`dueCte`: daily limits, sibling burying), for each learner it keeps.
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

/** Learners claimed, counted and marked per statement: their rows stay locked for one batch's few statements. */
export const DIGEST_BATCH = 1_000;

type Claimed = Candidate & { time_zone: string; unknown_zone: boolean; previous: Date | null };

/**
 * The next `size` learners after `after` (by id) who might get a digest now, their rows locked (`skip locked`: a
 * learner another worker holds is theirs), in `tx`. A zone PostgreSQL does not know (which would make `at time zone`
 * fail the whole statement) is returned unlocked-for-nothing, to be logged and skipped; `case` keeps `at time zone` to
 * zones found in pg_timezone_names. The first cut on cards (anything due at all) reads the learner's own index.
 */
const claimSql = `select u.id, u.email, u.time_zone, u.last_daily_reminder_sent as previous, z.name is null as unknown_zone
    from users u left join pg_timezone_names z on lower(z.name) = lower(u.time_zone)
   where u.id > ? and u.reminders_enabled
     and case when z.name is null then true
              else extract(hour from (?::timestamptz at time zone u.time_zone)) >= ? and ${notSentToday} end
     and exists (select 1 from cards c where c.user_id = u.id and ${mightHaveDue})
   order by u.id limit ? for update of u skip locked`;

/**
 * "Due today" with each learner's daily limits (DESIGN §6: the one due rule, `dueCte`), per folder, for a whole batch
 * of learners in one statement: what a study session would offer each of them now.
 */
const batchDueSql = `select b.id as user_id, f.name, d.due
    from unnest(?::int[]) as b(id)
    cross join lateral (${dueCte('b.id')} select folder_id, count(*)::int as due from due group by folder_id) d
    join folders f on f.user_id = b.id and f.id = d.folder_id
   order by b.id, f.name, f.id`;

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Sends each learner at most one digest of due cards per local day, once it is past `reminderHour` in their time
 * zone, `batchSize` learners at a time in the order of their ids (keyset), each batch a fixed handful of statements
 * whatever its size: claim the batch's rows (`skip locked`, so several workers at once still send one mail), count
 * what is due for all of them, mark those with something due as sent and commit — then send their mails. Marked
 * before sending: a crash mid-way leaves at most a batch without today's mail, never anyone with two. A failed send is
 * unmarked (its learner is retried by the job); one learner never stops the others: an unknown zone is logged and
 * skipped, a failed send is logged and counted.
 */
export async function sendDueDigests(
  em: EntityManager,
  services: Services,
  options: DigestOptions,
  batchSize = DIGEST_BATCH,
): Promise<DigestResult> {
  const now = services.clock.now();
  const result: DigestResult = { sent: 0, failed: 0, skipped: 0 };
  let after = 0;
  for (;;) {
    const { claimed, mails } = await em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<Claimed[]>(claimSql, [after, now, options.reminderHour, now, now, batchSize]);
      const known = claimed.filter((learner) => !learner.unknown_zone);
      const due =
        known.length === 0
          ? []
          : await tx.execute<{ user_id: number; name: string; due: number }[]>(batchDueSql, [
              intArray(known.map((learner) => learner.id)),
              ...dueParams(now),
            ]);
      const folders = new Map<number, FolderDue[]>();
      for (const row of due) {
        if (!folders.has(row.user_id)) folders.set(row.user_id, []);
        folders.get(row.user_id)?.push({ name: row.name, due: row.due });
      }
      const mails = known.flatMap((learner) => {
        const mine = folders.get(learner.id);
        return mine ? [{ learner, folders: mine }] : [];
      });
      if (mails.length > 0) {
        const ids = intArray(mails.map((mail) => mail.learner.id));
        await tx.execute('update users set last_daily_reminder_sent = ? where id = any(?::int[])', [now, ids]);
        await tx.execute(
          'update email_reminders set sent_at = ? where user_id = any(?::int[]) and sent_at is null and scheduled_at <= ?',
          [now, ids, now],
        );
      }
      return { claimed, mails };
    });
    for (const learner of claimed) {
      if (!learner.unknown_zone) continue;
      result.skipped++;
      services.logger.error(
        `Recordatorio omitido para el usuario ${learner.id}: PostgreSQL no conoce su zona horaria «${learner.time_zone}»`,
      );
    }
    const failed: Claimed[] = [];
    for (const { learner, folders } of mails) {
      const unsubscribe = unsubscribeLink(services.appUrl, learner.id, options.unsubscribeSecret);
      try {
        await services.mailer.send({
          to: learner.email,
          subject: 'Tienes cartas para repasar hoy en Repaso',
          text: digestText(folders, services.appUrl, unsubscribe),
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        result.sent++;
      } catch (error) {
        failed.push(learner);
        result.failed++;
        services.logger.error(`No se pudo enviar el recordatorio al usuario ${learner.id}`, error);
      }
    }
    if (failed.length > 0) await unmark(em, failed, now);
    if (claimed.length < batchSize) return result;
    after = claimed[claimed.length - 1].id;
  }
}

/** Gives learners whose mail failed their day back (as before the batch), so the job's retry mails them. */
async function unmark(em: EntityManager, learners: Claimed[], now: Date) {
  await em.fork().transactional(async (tx) => {
    await tx.execute(
      `update users u set last_daily_reminder_sent = p.previous
         from unnest(?::int[], ?::timestamptz[]) as p(id, previous) where u.id = p.id`,
      [
        intArray(learners.map((learner) => learner.id)),
        `{${learners.map((learner) => (learner.previous ? `"${new Date(learner.previous).toISOString()}"` : 'NULL')).join(',')}}`,
      ],
    );
    await tx.execute('update email_reminders set sent_at = null where user_id = any(?::int[]) and sent_at = ?', [
      intArray(learners.map((learner) => learner.id)),
      now,
    ]);
  });
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
