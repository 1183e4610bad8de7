import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { deleteOwned, updateOwned } from '../../db/owned';
import { query } from '../../db/raw';
import { requireViewer } from '../accounts/account.service';
import { folderMessages } from '../folders/folder.schema';
import { getFolder } from '../folders/folder.service';
import { mediaReferences } from '../media/media.schema';
import { deleteUnusedMedia } from '../media/media.service';
import { Note } from '../notes/note.entity';
import { basicNote, builtinNoteType, tagPattern } from '../notes/note.service';
import { addDays, dayStart, type SchedulerSettings, studyDay } from '../scheduling/schedule';
import { type SettingsRow, settingsFromRow } from '../scheduling/scheduler-settings';
import { Card } from './card.entity';
import { type CardWithFolder, type CardWithFolderRow, cardFromRow, cardWithFolderColumns } from './card.record';
import { cardMessages, cardPageSchema, cardSchema, cardSearchSchema, leechFilterSchema } from './card.schema';
import { type CardCursor, decodeCardCursor, encodeCardCursor } from './card-cursor';

/** `ilike` pattern of cards containing `text` (its `%`, `_` and `\\` taken literally). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a folder's cards in creation order, each with the cursor that points just after it. */
export type CardPage = {
  edges: { cursor: string; node: CardWithFolder }[];
  hasNextPage: boolean;
};

/**
 * A validated page request: `after` decoded, `search` trimmed (undefined when empty) without its `tag:` terms,
 * `leech`: leeches only, `tags`: patterns (`tagPattern`) the card's note must all match (empty: any note).
 */
export type CardPageQuery = {
  first: number;
  after: CardCursor | null;
  search: string | undefined;
  leech: boolean;
  tags: string[];
};

/**
 * A search's `tag:` terms (Anki's: `tag:verbo` the tag and those under it, `tag:gramática::*` those under it) apart
 * from its text, with an explicit `tag` filter added; each tag as the regular expression notes are matched with.
 */
export function splitCardSearch(
  search: string | undefined,
  tag?: string,
): { text: string | undefined; tags: string[] } {
  const words = (search ?? '').split(/\s+/u).filter((word) => word !== '');
  const tagWords = words.filter((word) => /^tag:./iu.test(word));
  const text = words.filter((word) => !tagWords.includes(word)).join(' ');
  const tags = [...tagWords.map((word) => word.slice(4)), ...(tag ? [tag] : [])].map(tagPattern);
  return { text: tagWords.length > 0 ? text || undefined : search || undefined, tags };
}

/** SQL: the note of the card whose `note_id` is `column` has tags matching every pattern of parameter `param`. */
const noteTagsMatch = (column: string, param: string) =>
  `exists (select 1 from notes n where n.id = ${column} and not exists (
     select 1 from unnest(${param}::text[]) as p(re)
      where not exists (select 1 from unnest(n.tags) as t(tag) where lower(t.tag) ~ p.re)))`;

/**
 * Checks `first`, `after`, `search` (with its `tag:` terms), `tag` and `leech` (Spanish 400s: page size out of
 * 1..100, a cursor we did not make).
 */
export function parseCardPageQuery(input: unknown): CardPageQuery {
  const { first, after, search, leech, tag } = validate(cardPageSchema, input);
  const { text, tags } = splitCardSearch(search, tag);
  return { first, after: after ? decodeCardCursor(after) : null, search: text, leech, tags };
}

/**
 * The same page of several of the user's folders in one statement (keyset pagination on `(created_at, id)` through
 * the `(folder_id, created_at, id)` index, never OFFSET), with the folder's columns and the user's scheduler settings
 * on each row: one row with null card columns for a folder with no card on that page, none for a folder that is not
 * the user's. Values: `cardPagesValues`. Plain `pg` (`db/raw.ts`): rows go to the presenters without entity
 * hydration.
 */
export function cardPagesSql({
  after,
  search,
  leech,
  tags,
}: Pick<CardPageQuery, 'after' | 'search' | 'leech' | 'tags'>): string {
  const searchAt = after ? 6 : 4;
  const tagsAt = searchAt + (search ? 1 : 0);
  const conditions = [
    leech ? 'and leech' : '',
    after ? `and (created_at, id) > (timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5)` : '',
    search ? `and (front ilike $${searchAt} or back ilike $${searchAt})` : '',
    tags.length > 0 ? `and ${noteTagsMatch('note_id', `$${tagsAt}`)}` : '',
  ];
  return `select ${cardWithFolderColumns}, (extract(epoch from c.created_at) * 1000000)::bigint::text as created_us,
       f.id as page_folder_id, u.time_zone, u.desired_retention, u.fsrs_weights, u.load_balancing, u.easy_days
    from folders f
    join users u on u.id = f.user_id
    left join lateral (
      select * from cards where user_id = f.user_id and folder_id = f.id ${conditions.join(' ')}
       order by created_at, id limit $3) c on true
   where f.id = any($1::int[]) and f.user_id = $2
   order by f.id, c.created_at, c.id`;
}

export const cardPagesValues = (userId: number, folderIds: readonly number[], query: CardPageQuery) => [
  folderIds,
  userId,
  query.first + 1,
  ...(query.after ? [query.after.createdUs, query.after.id] : []),
  ...(query.search ? [likePattern(query.search)] : []),
  ...(query.tags.length > 0 ? [query.tags] : []),
];

type CardPageRow = SettingsRow & { created_us: string; page_folder_id: number } & (CardWithFolderRow | { id: null });

/**
 * The page of each of the user's folders asked for (GraphQL's `Folder.cards` through a DataLoader), and the user's
 * scheduler settings (null: none of the folders is theirs).
 */
export async function pageCardsOfFolders(
  em: EntityManager,
  userId: number,
  folderIds: readonly number[],
  pageQuery: CardPageQuery,
): Promise<{ pages: Map<number, CardPage>; settings: SchedulerSettings | null }> {
  const pages = new Map<number, CardPage>();
  if (folderIds.length === 0) return { pages, settings: null };
  const rows = await query<CardPageRow>(em, cardPagesSql(pageQuery), cardPagesValues(userId, folderIds, pageQuery));
  for (const row of rows) {
    const page = pages.get(row.page_folder_id) ?? { edges: [], hasNextPage: false };
    pages.set(row.page_folder_id, page);
    if (row.id === null) continue;
    if (page.edges.length === pageQuery.first) {
      page.hasNextPage = true;
      continue;
    }
    page.edges.push({
      cursor: encodeCardCursor({ createdUs: row.created_us, id: row.id }),
      node: cardFromRow(row as CardWithFolderRow),
    });
  }
  return { pages, settings: rows.length > 0 ? settingsFromRow(rows[0]) : null };
}

/**
 * How many cards of each of the user's folders match `search` (null: any), `leech` and `tags` (patterns the card's note
 * must all match; empty: any), in one SQL statement.
 */
export const countCardsOfFoldersSql = `select c.folder_id, count(*)::int as n
       from cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id
      where c.folder_id = any($1::int[]) and f.user_id = $2 and ($3::text is null or c.front ilike $3 or c.back ilike $3)
        and (not $4::boolean or c.leech) and (cardinality($5::text[]) = 0 or ${noteTagsMatch('c.note_id', '$5')})
      group by c.folder_id`;

export async function countCardsOfFolders(
  em: EntityManager,
  userId: number,
  folderIds: readonly number[],
  { search, leech, tags }: { search: string | null; leech: boolean; tags: string[] },
): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const pattern = search === null ? null : likePattern(search);
  const rows = await query<{ folder_id: number; n: number }>(em, countCardsOfFoldersSql, [
    folderIds,
    userId,
    pattern,
    leech,
    tags,
  ]);
  return new Map(rows.map((row) => [row.folder_id, row.n]));
}

/**
 * One page of one of the actor's folders (REST's `?limit=&cursor=`) and their scheduler settings, in one statement;
 * a missing folder (or someone else's) is a 404.
 */
export async function pageCards(em: EntityManager, actor: Actor, folderId: number, input: unknown) {
  const pageQuery = parseCardPageQuery(input);
  const { pages, settings } = await pageCardsOfFolders(em, requireUserId(actor), [folderId], pageQuery);
  const page = pages.get(folderId);
  if (!page || !settings) throw notFound(folderMessages.notFound);
  return { page, settings };
}

/**
 * A folder's cards in creation order (`$3`: only those whose front or back matches the pattern, null: all; `$4`: only
 * leeches), with the
 * folder's columns: one row with null card columns for a folder with no such card, none for a folder that is not the
 * user's. Plain `pg` (`db/raw.ts`): a big folder's matches go to the presenter without entity hydration.
 */
export const folderCardsSql = `select ${cardWithFolderColumns}
    from folders f
    left join cards c on c.user_id = f.user_id and c.folder_id = f.id and ($3::text is null or c.front ilike $3 or c.back ilike $3)
      and (not $4::boolean or c.leech) and ($5::text[] is null or ${noteTagsMatch('c.note_id', '$5')})
   where f.id = $1 and f.user_id = $2
   order by c.created_at, c.id`;

/**
 * The cards of one of the actor's folders in creation order, optionally those whose front or back contains `search`
 * (its `tag:` terms and `tag` match the cards' notes' tags), and only its leeches with `leech`.
 */
export async function listCards(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  filter: { search?: unknown; leech?: unknown; tag?: unknown } = {},
): Promise<CardWithFolder[]> {
  const { text, tags } = splitCardSearch(
    validate(cardSearchSchema, filter.search ?? undefined),
    validate(cardSearchSchema, filter.tag ?? undefined),
  );
  const leech = validate(leechFilterSchema, filter.leech ?? undefined);
  const rows = await query<CardWithFolderRow & { id: number | null }>(em, folderCardsSql, [
    folderId,
    requireUserId(actor),
    text ? likePattern(text) : null,
    leech,
    tags.length > 0 ? tags : null,
  ]);
  if (rows.length === 0) throw notFound(folderMessages.notFound);
  return rows.flatMap((row) => (row.id === null ? [] : [cardFromRow(row as CardWithFolderRow)]));
}

/** One of the actor's cards; someone else's is a 404 exactly like a missing one. */
export async function getCard(em: EntityManager, actor: Actor, id: number): Promise<Card> {
  const userId = requireUserId(actor);
  // Both tables by their learner: the card's row and its folder's (issue 40).
  const card = await em.findOne(Card, { id, user: userId, folder: { user: userId } }, { populate: ['folder'] });
  if (!card) throw notFound(cardMessages.notFound);
  return card;
}

/**
 * Gives `card` its reverse: a new card of its own (front and back swapped), each linked to the other, the second card
 * of the note, which becomes "Básica y al revés" (DESIGN §16).
 */
async function addReverse(em: EntityManager, userId: number, card: Card) {
  const note = await em.findOneOrFail(Note, { id: card.note.id, user: userId });
  const reverse = em.create(Card, {
    front: card.back,
    back: card.front,
    folder: card.folder,
    user: userId,
    note,
    templateOrd: 1,
    reversed: true,
    sibling: card,
  });
  await em.flush();
  await updateOwned(em, note, userId, { noteType: await builtinNoteType(em, userId, 'basic_reversed') });
  await updateOwned(em, card, userId, { sibling: reverse });
}

/**
 * Adds a card (trimmed sides) to one of the actor's folders, which counts as a change of the folder; with
 * `bothDirections` (by default the folder's setting) its reverse too, a new card of its own.
 */
export async function createCard(em: EntityManager, actor: Actor, folderId: number, input: unknown, clock: Clock) {
  const folder = await getFolder(em, actor, folderId);
  const { front, back, bothDirections } = validate(cardSchema, input);
  const userId = requireUserId(actor);
  return em.transactional(async (tx) => {
    const note = basicNote(tx, userId, folder, await builtinNoteType(tx, userId, 'basic'), front, back);
    const card = tx.create(Card, { front, back, folder, user: userId, note });
    // The card is written before its reverse, so it has the lower id: the one of the pair studied first.
    await tx.flush();
    await updateOwned(tx, folder, userId, { updatedAt: clock.now() });
    if (bothDirections ?? folder.bothDirections) await addReverse(tx, userId, card);
    return card;
  });
}

/**
 * Rewrites a card's sides, and its reverse's in step (swapped); their schedules are kept. `bothDirections` true
 * gives a card studied one way its reverse; false deletes its reverse, refused (409, nothing changed) when that
 * reverse already has reviews, and refused (400) on a card that is itself the reverse of another.
 */
export async function updateCard(em: EntityManager, actor: Actor, id: number, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const card = await getCard(em, actor, id);
  const { front, back, bothDirections } = validate(cardSchema, input);
  const note = await em.findOneOrFail(
    Note,
    { id: card.note.id, user: userId, noteType: { user: userId } },
    { populate: ['noteType'] },
  );
  const { noteType } = note;
  // A card's sides are its note's fields only for these two types; any other note is edited through its fields.
  if (noteType.builtin !== 'basic' && noteType.builtin !== 'basic_reversed')
    throw conflict(cardMessages.notBasicNote(noteType.name, noteType.fields));
  const sibling = card.sibling ? await em.findOneOrFail(Card, { id: card.sibling.id, user: userId }) : null;
  const drop = bothDirections === false && sibling !== null;
  if (drop) {
    if (card.reversed) throw badInput([{ path: 'bothDirections', message: cardMessages.isReverse }]);
    if (sibling.reviewCount > 0) throw conflict(cardMessages.reverseStudied);
  }
  await em.transactional(async (tx) => {
    await updateOwned(tx, card, userId, { front, back, ...(drop ? { sibling: null } : {}) });
    await updateOwned(tx, note, userId, { fields: card.templateOrd === 1 ? [back, front] : [front, back] });
    if (sibling && drop) await deleteOwned(tx, sibling, userId);
    else if (sibling) await updateOwned(tx, sibling, userId, { front: back, back: front });
    else if (bothDirections) await addReverse(tx, userId, card);
    await updateOwned(tx, card.folder, userId, { updatedAt: clock.now() });
  });
  return card;
}

/**
 * "Posponer a mañana": a card studied before is due again at the start of the learner's next study day (04:00 in
 * their zone), its history and memory kept; one already due later stays as it is. A new card has no date to move
 * (409: suspending it is what keeps it away).
 */
export async function postponeCard(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  const card = await getCard(em, actor, id);
  if (card.nextReviewAt === null) throw conflict(cardMessages.postponeNew);
  const { timeZone } = await requireViewer(em, actor);
  const now = clock.now();
  const tomorrow = dayStart(addDays(studyDay(now, timeZone), 1), timeZone);
  if (card.nextReviewAt < tomorrow) {
    const userId = requireUserId(actor);
    await em.transactional(async (tx) => {
      await updateOwned(tx, card, userId, { nextReviewAt: tomorrow });
      await updateOwned(tx, card.folder, userId, { updatedAt: now });
    });
    await em.execute(
      'update email_reminders set scheduled_at = ? where user_id = ? and card_id = ? and sent_at is null',
      [tomorrow, userId, card.id],
    );
  }
  return card;
}

/**
 * Suspends a card (never due, whatever its schedule, until it is unsuspended) or takes it back to study with the
 * schedule it had. Doing it twice changes nothing more.
 */
export async function setCardSuspended(em: EntityManager, actor: Actor, id: number, suspended: boolean, clock: Clock) {
  const card = await getCard(em, actor, id);
  if (card.suspended !== suspended) {
    const userId = requireUserId(actor);
    await em.transactional(async (tx) => {
      await updateOwned(tx, card, userId, { suspended });
      await updateOwned(tx, card.folder, userId, { updatedAt: clock.now() });
    });
  }
  return card;
}

/** Deletes a card; the media only it used go with it (`deleteUnusedMedia`). */
export async function deleteCard(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  const userId = requireUserId(actor);
  const card = await getCard(em, actor, id);
  const folder = card.folder;
  const released = mediaReferences(card.front, card.back);
  await em.transactional(async (tx) => {
    await updateOwned(tx, folder, userId, { updatedAt: clock.now() });
    await deleteOwned(tx, card, userId);
  });
  await deleteUnusedMedia(em, userId, released);
  return { id, folder };
}
