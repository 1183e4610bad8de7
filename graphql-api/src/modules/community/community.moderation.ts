import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict, forbidden, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { query, transaction } from '../../db/raw';
import type { PublicationDeps } from './community.publication';
import { communityMessages, hideSchema, reportPageSchema, reportSchema } from './community.schema';
import { getCommunityFolder, type PublicationView, viewColumns, withoutRowId } from './community.service';

// Keeping the community clean: learners report a folder, operators read the reports and hide or dismiss.

/**
 * A signed-in learner's report of a visible community folder (one per learner and folder: a second is a 409); their
 * own folders cannot be reported.
 */
export async function reportCommunityFolder(em: EntityManager, actor: Actor, slug: string, input: unknown) {
  const userId = requireUserId(actor);
  const { reason, text } = validate(reportSchema, input);
  const folder = await getCommunityFolder(em, slug);
  return transaction(em, async (tx) => {
    const [own] = await tx('select 1 from community_folders where id = $1 and author_id = $2', [folder.rowId, userId]);
    if (own) throw badInput([{ path: 'slug', message: communityMessages.ownFolder }]);
    const rows = await tx<{ id: number }>(
      `insert into community_reports (community_folder_id, reporter_id, reason, text) values ($1, $2, $3, $4)
       on conflict (community_folder_id, reporter_id) do nothing returning id`,
      [folder.rowId, userId, reason, text],
    );
    if (rows.length === 0) throw conflict(communityMessages.alreadyReported);
    return { id: rows[0].id, reason, text };
  });
}

/** A 403 unless the actor is an operator (granted with `npm run admin -- grant <email>`, never through the API). */
async function requireOperator(em: EntityManager, actor: Actor) {
  const userId = requireUserId(actor);
  const [row] = await query<{ is_operator: boolean }>(em, 'select is_operator from users where id = $1', [userId]);
  if (!row?.is_operator) throw forbidden(communityMessages.operatorOnly);
  return userId;
}

export type ReportView = {
  id: number;
  reason: string;
  text: string;
  createdAt: Date;
  folder: PublicationView;
};

/** Open reports, oldest first, at most `first` after report `after` (operators only; reporters stay anonymous). */
export async function listReports(em: EntityManager, actor: Actor, input: unknown) {
  await requireOperator(em, actor);
  const { first: size, after } = validate(reportPageSchema, input);
  const rows = await query<Omit<ReportView, 'folder'> & { folder: ReportView['folder'] }>(
    em,
    `select r.id, r.reason, r.text, r.created_at as "createdAt",
            (select row_to_json(v) from (
               select ${viewColumns}, cf.hidden_at is not null as hidden, cf.unpublished_at is not null as unpublished,
                      cf.hidden_reason as "hiddenReason") v) as folder
       from community_reports r
       join community_folders cf on cf.id = r.community_folder_id
       left join users u on u.id = cf.author_id
      where r.resolved_at is null and ($1::int is null or r.id > $1)
      order by r.id limit $2`,
    [after, size + 1],
  );
  return {
    reports: rows.slice(0, size).map((row) => ({
      ...row,
      folder: {
        ...withoutRowId(row.folder),
        publishedAt: new Date(row.folder.publishedAt),
        updatedAt: new Date(row.folder.updatedAt),
      },
    })),
    hasNextPage: rows.length > size,
  };
}

/**
 * Hides a community folder (operators only): it answers 404 to everyone from now on, its author sees `reason` on the
 * folder's screen, and its open reports are closed.
 */
export async function hideCommunityFolder(
  em: EntityManager,
  actor: Actor,
  slug: string,
  input: unknown,
  { clock, publicAnswers }: PublicationDeps,
): Promise<{ slug: string; hidden: boolean; hiddenReason: string }> {
  await requireOperator(em, actor);
  const { reason } = validate(hideSchema, input);
  await transaction(em, async (tx) => {
    const rows = await tx<{ id: number }>(
      'update community_folders set hidden_at = $2, hidden_reason = $3 where slug = $1 returning id',
      [slug, clock.now(), reason],
    );
    if (rows.length === 0) throw notFound(communityMessages.notFound);
    await tx('update community_reports set resolved_at = $2 where community_folder_id = $1 and resolved_at is null', [
      rows[0].id,
      clock.now(),
    ]);
  });
  await publicAnswers.forget();
  return { slug, hidden: true, hiddenReason: reason };
}

/** Closes a report without hiding anything (operators only). */
export async function dismissReport(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  await requireOperator(em, actor);
  const rows = await query<{ id: number }>(
    em,
    'update community_reports set resolved_at = $2 where id = $1 and resolved_at is null returning id',
    [id, clock.now()],
  );
  if (rows.length === 0) throw notFound();
  return id;
}

/**
 * Makes the account of `email` an operator, or no longer one (`npm run admin -- grant|revoke <email>`; never reachable
 * through either API). Answers whether such an account exists.
 */
export async function setOperator(em: EntityManager, email: string, operator: boolean): Promise<boolean> {
  const rows = await query(em, 'update users set is_operator = $2 where lower(email) = lower($1) returning id', [
    email.trim(),
    operator,
  ]);
  return rows.length > 0;
}
