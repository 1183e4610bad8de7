import { LoadStrategy, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { requireViewer } from '../accounts/account.service';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import { cardMessages } from '../cards/card.schema';
import { dueCountSql, getFolder } from '../folders/folder.service';
import { EmailReminder } from '../reminders/email-reminder.entity';
import { Review } from './review.entity';
import { formatLocalDate, rate, studyDay } from './schedule';
import { dueListSchema, reviewSchema, startSessionSchema, studyMessages, updateSessionSchema } from './study.schema';
import { StudySession } from './study-session.entity';

/** One more review on the learner's study day (values: user id, local date). */
export const studyDayUpsertSql = `insert into study_days (user_id, day, reviews) values (?, ?, 1)
       on conflict (user_id, day) do update set reviews = study_days.reviews + 1`;

/**
 * Rates one of the actor's cards: applies the scheduling rule, writes a `reviews` row and moves the
 * card's pending reminder, in one transaction. The card row is locked, so concurrent ratings queue
 * up instead of overwriting each other.
 */
export async function reviewCard(em: EntityManager, actor: Actor, cardId: number, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const { difficulty: rating, studySessionId, durationMs } = validate(reviewSchema, input);
  return em.transactional(async (tx) => {
    const card = await tx.findOne(
      Card,
      { id: cardId, folder: { user: userId } },
      { populate: ['folder'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['c0'] },
    );
    if (!card) throw notFound(cardMessages.notFound);
    const session = studySessionId ? await tx.findOne(StudySession, { id: studySessionId, user: userId }) : null;
    if (studySessionId && !session) throw notFound(studyMessages.sessionNotFound);
    const user = await tx.findOneOrFail(User, userId);
    const now = clock.now();
    const before = { interval: card.interval, easeFactor: card.easeFactor };
    Object.assign(card, rate(card, rating, now, user.timeZone));
    tx.create(Review, {
      user,
      card,
      folder: card.folder,
      studySession: session,
      rating,
      intervalBefore: before.interval,
      intervalAfter: card.interval,
      easeBefore: before.easeFactor,
      easeAfter: card.easeFactor,
      reviewedAt: now,
      durationMs: durationMs ?? null,
    });
    await tx.execute(studyDayUpsertSql, [userId, formatLocalDate(studyDay(now, user.timeZone))]);
    await tx.nativeDelete(EmailReminder, { card, sentAt: null });
    tx.create(EmailReminder, { user, card, difficulty: card.difficulty, scheduledAt: card.nextReviewAt ?? now });
    await tx.flush();
    return { card, folder: card.folder };
  });
}

/** Ids of due cards: overdue by date, then never reviewed by id; at most `limit` of each from each folder. */
export const dueCardIdsSql = `with mine as (select id from folders where user_id = ? and (?::int is null or id = ?))
     (select c.id from mine f cross join lateral (
        select id, next_review_at from cards
         where folder_id = f.id and next_review_at <= ? order by next_review_at, id limit ?) c
      order by c.next_review_at, c.id limit ?)
     union all
     (select c.id from mine f cross join lateral (
        select id from cards where folder_id = f.id and next_review_at is null order by next_review_at, id limit ?) c
      order by c.id limit ?)`;

export const dueCardIdsParams = (userId: number, folderId: number | null, now: Date, limit: number) => [
  userId,
  folderId,
  folderId,
  now,
  limit,
  limit,
  limit,
  limit,
];

/**
 * The actor's due cards (never reviewed, or next review not after now), in one folder or all:
 * most overdue first, never-reviewed last. Each folder contributes at most `limit` rows of each
 * kind through the (folder_id, next_review_at, id) index, so the cost stays small however many
 * cards the learner has; then the cards are loaded with their folders.
 */
export async function dueCards(em: EntityManager, actor: Actor, now: Date, input: unknown = {}) {
  const userId = requireUserId(actor);
  const { folderId, limit } = validate(dueListSchema, input);
  if (folderId) await getFolder(em, actor, folderId);
  const rows = await em.execute<{ id: number }[]>(
    dueCardIdsSql,
    dueCardIdsParams(userId, folderId ?? null, now, limit),
  );
  const ids = rows.slice(0, limit).map((row) => row.id);
  const cards = await em.find(Card, { id: { $in: ids } }, { populate: ['folder'], strategy: LoadStrategy.JOINED });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.map((id) => byId.get(id)).filter((card): card is Card => card !== undefined);
}

/**
 * `dueCards` of several of the user's folders at once (GraphQL's `Folder.dueCards` through a
 * DataLoader): the same order and per-folder `limit` as `dueCards` with a `folderId`, in two SQL
 * statements whatever the number of folders. Keep the two in step when the due rule changes.
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
  const rows = await em.execute<{ folder_id: number; id: number }[]>(
    `select f.id as folder_id, c.id from folders f cross join lateral (
       (select id, 0 as kind, next_review_at from cards
         where folder_id = f.id and next_review_at <= ? order by next_review_at, id limit ?)
       union all
       (select id, 1 as kind, next_review_at from cards
         where folder_id = f.id and next_review_at is null order by next_review_at, id limit ?)
       order by kind, next_review_at, id limit ?) c
     where f.id in (?) and f.user_id = ?
     order by f.id, c.kind, c.next_review_at, c.id`,
    [now, limit, limit, limit, folderIds, userId],
  );
  const cards = await em.find(Card, { id: { $in: rows.map((row) => row.id) } });
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const row of rows) {
    const card = byId.get(row.id);
    if (card) result.set(row.folder_id, [...(result.get(row.folder_id) ?? []), card]);
  }
  return result;
}

export async function startStudySession(em: EntityManager, actor: Actor, input: unknown) {
  const userId = requireUserId(actor);
  const { folderId, cardsStudied } = validate(startSessionSchema, input);
  const folder = folderId ? await getFolder(em, actor, folderId) : null;
  const session = em.create(StudySession, { user: userId, folder, cardsStudied: cardsStudied ?? 0 });
  await em.flush();
  return session;
}

/** Records a session's counts after each rating, and `completedAt` at the end; only its owner can. */
export async function updateStudySession(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const userId = requireUserId(actor);
  const changes = validate(updateSessionSchema, input);
  const session = await em.findOne(StudySession, { id, user: userId });
  if (!session) throw notFound(studyMessages.sessionNotFound);
  for (const key of ['cardsStudied', 'easyCount', 'goodCount', 'hardCount'] as const) {
    const value = changes[key];
    if (value !== undefined) session[key] = value;
  }
  if (changes.completedAt !== undefined)
    session.completedAt = changes.completedAt ? new Date(changes.completedAt) : null;
  await em.flush();
  return session;
}

export type UserStats = {
  cardsDueToday: number;
  cardsStudiedToday: number;
  totalFolders: number;
  currentStreak: number;
  newCards: number;
  hardCards: number;
  goodCards: number;
  easyCards: number;
  /** The current study day, `YYYY-MM-DD` in the user's time zone. */
  today: string;
};

/**
 * Consecutive study days ending today, or yesterday while today has none yet, walked back one day at a time
 * through `study_days`: the cost grows with the streak, never with the learner's history.
 */
const streakSql = `with recursive run(day) as (
    (select day from study_days where user_id = ? and day in (?::date, ?::date - 1) order by day desc limit 1)
    union all
    select s.day from run join study_days s on s.user_id = ? and s.day = run.day - 1
  ) select count(*)::int as streak from run`;

/** The figures of `userStats`; values from `userFiguresParams`. */
export const userFiguresSql = `select
       coalesce((select reviews from study_days where user_id = ? and day = ?::date), 0)::int as "cardsStudiedToday",
       (${streakSql}) as "currentStreak",
       count(*)::int as "totalFolders",
       coalesce(sum(${dueCountSql('f.id')}), 0)::int as "cardsDueToday",
       coalesce(sum(f.new_count), 0)::int as "newCards",
       coalesce(sum(f.hard_count), 0)::int as "hardCards",
       coalesce(sum(f.good_count), 0)::int as "goodCards",
       coalesce(sum(f.easy_count), 0)::int as "easyCards"
     from folders f
     where f.user_id = ?`;

export const userFiguresParams = (userId: number, today: string, now: Date) => [
  userId,
  today,
  userId,
  today,
  today,
  userId,
  now,
  userId,
];

/** DESIGN §6 figures in the user's time zone: two queries, whatever the size of the learner's history. */
export async function userStats(em: EntityManager, actor: Actor, now: Date): Promise<UserStats> {
  const user = await requireViewer(em, actor);
  const today = studyDay(now, user.timeZone);
  const todayText = formatLocalDate(today);
  // Folder counters and per-folder index counts: nothing here reads the learner's cards one by one.
  const [figures] = await em.execute<Record<string, number>[]>(
    userFiguresSql,
    userFiguresParams(user.id, todayText, now),
  );
  return {
    cardsDueToday: figures.cardsDueToday,
    cardsStudiedToday: figures.cardsStudiedToday,
    totalFolders: figures.totalFolders,
    currentStreak: figures.currentStreak,
    newCards: figures.newCards,
    hardCards: figures.hardCards,
    goodCards: figures.goodCards,
    easyCards: figures.easyCards,
    today: todayText,
  };
}
