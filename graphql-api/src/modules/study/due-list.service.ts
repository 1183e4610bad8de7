import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { unauthenticated } from '../../core/errors';
import { validate } from '../../core/validate';
import { query, type Values } from '../../db/raw';
import { Card } from '../cards/card.entity';
import { type CardWithFolderRow, cardFromRow, cardWithFolderColumns } from '../cards/card.record';
import { getFolder } from '../folders/folder.service';
import { tagPattern } from '../notes/note.service';
import { dueCte, dueParams, dueToday, numbered } from '../scheduling/due';
import { dueLoadOf, type SettingsRow, settingsFromRow } from '../scheduling/scheduler-settings';
import { dueListSchema } from './study.schema';

/**
 * The due list in one statement: the learner's scheduler settings, then their cards due today (`due` of `dueCte`)
 * with their folders, in the list's order, only those of one folder when given, only those whose note carries a tag
 * (`tagPattern`) when given; at most the limit. A learner with
 * nothing due gets one row of settings with no card; a user that does not exist, none. Values: `dueListParams`.
 */
export const dueListSql = numbered(`${dueCte()}
  select ${cardWithFolderColumns}, l.time_zone, l.desired_retention, l.fsrs_weights, l.load_balancing, l.easy_days
    from learner l
    left join (due d join cards c on c.user_id = ? and c.id = d.id
               join folders f on f.id = c.folder_id and f.user_id = c.user_id)
      on (?::int is null or d.folder_id = ?)
     and (?::text is null or exists (select 1 from notes n where n.user_id = c.user_id and n.id = c.note_id
            and exists (select 1 from unnest(n.tags) as t(tag) where lower(t.tag) ~ ?)))
   order by d.kind, d.at, case when d.kind = 1 then d.folder_id end, d.id
   limit ?`);

export const dueListParams = (
  now: Date,
  userId: number,
  folderId: number | null,
  limit: number,
  tag: string | null = null,
) => [...dueParams(now, userId), userId, folderId, folderId, tag, tag, limit];

type DueListRow = SettingsRow & ({ id: null } | CardWithFolderRow);

/**
 * The actor's cards due today (DESIGN §6, with the daily limits), in one folder or all, with a tag or any ("Estudiar"
 * limited to a tag and those under it): most overdue first, new
 * cards last; at most `limit`; and the scheduler settings and forecast to present them with. The cost follows the limits, not the
 * size of the collection.
 */
export async function dueList(em: EntityManager, actor: Actor, now: Date, input: unknown = {}) {
  const { folderId, limit, tag } = validate(dueListSchema, input);
  const userId = requireUserId(actor);
  if (folderId) await getFolder(em, actor, folderId);
  const rows = await query<DueListRow>(
    em,
    dueListSql,
    dueListParams(now, userId, folderId ?? null, limit, tag ? tagPattern(tag) : null),
  );
  if (rows.length === 0) throw unauthenticated();
  const cards = rows.flatMap((row) => (row.id === null ? [] : [cardFromRow(row as CardWithFolderRow)]));
  const settings = settingsFromRow(rows[0]);
  // The forecast the rating buttons' intervals read with load balancing (none for an empty list).
  const run = <Row>(text: string, values?: Values) => query<Row>(em, text, values);
  const load = cards.length > 0 ? await dueLoadOf(run, userId, now, settings) : undefined;
  return { cards, settings, load };
}

/**
 * `dueCards` of several of the user's folders at once (GraphQL's `Folder.dueCards` through a DataLoader): the same
 * rule (`dueToday`), split by folder, at most `limit` per folder.
 */
export async function dueCardsOfFolders(
  em: EntityManager,
  userId: number,
  folderIds: readonly number[],
  now: Date,
  limit: number,
): Promise<Map<number, Card[]>> {
  const result = new Map<number, Card[]>();
  if (folderIds.length === 0) return result;
  const wanted = new Set(folderIds);
  const perFolder = new Map<number, number[]>();
  for (const due of await dueToday(em, userId, now)) {
    if (!wanted.has(due.folderId)) continue;
    const ids = perFolder.get(due.folderId) ?? [];
    if (ids.length < limit) ids.push(due.id);
    perFolder.set(due.folderId, ids);
  }
  const cards = await em.find(Card, { id: { $in: [...perFolder.values()].flat() }, user: userId });
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const [folderId, ids] of perFolder)
    result.set(
      folderId,
      ids.map((id) => byId.get(id)).filter((card): card is Card => card !== undefined),
    );
  return result;
}
