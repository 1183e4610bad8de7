import { LoadStrategy, LockMode } from '@mikro-orm/core';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { requireViewer } from '../accounts/account.service';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import { cardMessages } from '../cards/card.schema';
import { getFolder } from '../folders/folder.service';
import { EmailReminder } from '../reminders/email-reminder.entity';
import { dueToday } from './due';
import { type Rating, Review, type StoredCardState } from './review.entity';
import { type CardState, cardState, formatLocalDate, rate, type SchedulerSettings, studyDay } from './schedule';
import {
  CLOCK_SKEW_MS,
  dueListSchema,
  OFFLINE_WINDOW_DAYS,
  reviewSchema,
  startSessionSchema,
  studyMessages,
  updateSessionSchema,
} from './study.schema';
import { StudySession } from './study-session.entity';

/** The scheduler settings of DESIGN §5 for a learner. */
export const schedulerSettingsOf = (user: User): SchedulerSettings => ({
  desiredRetention: user.desiredRetention,
  weights: user.fsrsWeights,
  timeZone: user.timeZone,
});

export type Scheduling = { now: Date; settings: SchedulerSettings };

/** What presenting a card's schedule needs: now, and the actor's scheduler settings. */
export async function schedulingOf(em: EntityManager, actor: Actor, now: Date): Promise<Scheduling> {
  return { now, settings: schedulerSettingsOf(await requireViewer(em, actor)) };
}

/** A card's scheduling state as the `reviews` row keeps it (JSON: dates as ISO strings). */
export function storedState(card: CardState & Pick<Card, 'updatedAt'>): StoredCardState {
  const state = cardState(card);
  return {
    ...state,
    lastReviewedAt: state.lastReviewedAt?.toISOString() ?? null,
    nextReviewAt: state.nextReviewAt?.toISOString() ?? null,
    updatedAt: card.updatedAt.toISOString(),
  };
}

/** One more review on the learner's study day (values: user id, local date, 1 when the card was new else 0). */
export const studyDayUpsertSql = `insert into study_days (user_id, day, reviews, new_cards) values (?, ?, 1, ?)
       on conflict (user_id, day) do update set reviews = study_days.reviews + 1,
                                                new_cards = study_days.new_cards + excluded.new_cards`;

/**
 * The instant a rating counts as made: `reviewedAt` from the client (an offline rating arrives later), refused when
 * it is in the future beyond a small clock skew (then it counts as now) or older than the offline window; never
 * before the card's last review, so a card's history stays in order when two devices rated it.
 */
function ratingTime(reviewedAt: string | null | undefined, now: Date, lastReviewedAt: Date | null): Date {
  if (!reviewedAt) return now;
  const at = new Date(reviewedAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badInput([{ path: 'reviewedAt', message: studyMessages.reviewedAtFuture }]);
  if (at.getTime() < now.getTime() - OFFLINE_WINDOW_DAYS * 86_400_000)
    throw badInput([{ path: 'reviewedAt', message: studyMessages.reviewedAtTooOld }]);
  const clamped = at.getTime() > now.getTime() ? now : at;
  return lastReviewedAt && clamped < lastReviewedAt ? lastReviewedAt : clamped;
}

/**
 * Rates one of the actor's cards: applies the scheduling rule, writes a `reviews` row (with the card's whole state
 * before and after), counts it in its study day's `study_days` row and moves the card's pending reminder, in one
 * transaction. The card row is locked, so concurrent ratings (and undos) queue up instead of overwriting each other.
 * With a `clientId` already used by the actor for this card, nothing is rated again: the answer is the first review
 * (`replayed`), so a rating replayed after a lost answer, or twice at once, counts exactly once (DESIGN §14). With
 * `reviewedAt`, the rating counts at the time it was made (elapsed time, study day, streak).
 */
export async function reviewCard(em: EntityManager, actor: Actor, cardId: number, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const { difficulty: rating, studySessionId, durationMs, clientId, reviewedAt } = validate(reviewSchema, input);
  try {
    return await em.transactional(async (tx) => {
      const card = await tx.findOne(
        Card,
        { id: cardId, folder: { user: userId } },
        { populate: ['folder'], lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ['c0'] },
      );
      if (!card) throw notFound(cardMessages.notFound);
      if (clientId) {
        // After the lock: a concurrent replay of the same rating waits here and then sees the first one's row.
        const first = await tx.findOne(Review, { user: userId, clientId });
        if (first) {
          if (first.card.id !== card.id) throw conflict(studyMessages.clientIdTaken);
          return {
            card,
            folder: card.folder,
            review: first,
            user: await tx.findOneOrFail(User, userId),
            replayed: true,
          };
        }
      }
      const session = studySessionId ? await tx.findOne(StudySession, { id: studySessionId, user: userId }) : null;
      if (studySessionId && !session) throw notFound(studyMessages.sessionNotFound);
      const user = await tx.findOneOrFail(User, userId);
      const now = clock.now();
      const at = ratingTime(reviewedAt, now, card.lastReviewedAt);
      const before = storedState(card);
      const wasNew = card.reviewCount === 0;
      Object.assign(card, rate(card.id, card, rating, at, schedulerSettingsOf(user)));
      card.updatedAt = now;
      const review = tx.create(Review, {
        user,
        card,
        folder: card.folder,
        studySession: session,
        rating,
        intervalBefore: before.interval,
        intervalAfter: card.interval,
        easeBefore: before.easeFactor,
        easeAfter: card.easeFactor,
        cardBefore: before,
        cardAfter: storedState(card),
        reviewedAt: at,
        durationMs: durationMs ?? null,
        clientId: clientId ?? null,
      });
      await tx.execute(studyDayUpsertSql, [userId, formatLocalDate(studyDay(at, user.timeZone)), wasNew ? 1 : 0]);
      await tx.nativeDelete(EmailReminder, { card, sentAt: null });
      tx.create(EmailReminder, { user, card, difficulty: card.difficulty, scheduledAt: card.nextReviewAt ?? now });
      await tx.flush();
      return { card, folder: card.folder, review, user, replayed: false };
    });
  } catch (error) {
    // The same clientId sent at once for two different cards: the unique constraint lets one through.
    if (error instanceof UniqueConstraintViolationException) throw conflict(studyMessages.clientIdTaken);
    throw error;
  }
}

const sessionCount = { easy: 'easy_count', medium: 'good_count', hard: 'hard_count' } as const;

/**
 * Undoes one of the actor's ratings (DESIGN §5): the card gets back exactly the state the `reviews` row kept from
 * before it, the row goes, today's `study_days` and the study session's counts go back, and the card's pending
 * reminder returns to its old date. Only the last review of that card, only within the study day it was made in;
 * someone else's review is a 404. The card row is locked first (as a rating does), so an undo and a rating of the
 * same card run one after the other.
 */
export async function undoReview(em: EntityManager, actor: Actor, reviewId: number, clock: Clock) {
  const userId = requireUserId(actor);
  return em.transactional(async (tx) => {
    const [found] = await tx.execute<{ card_id: number }[]>(
      'select card_id from reviews where id = ? and user_id = ?',
      [reviewId, userId],
    );
    if (!found) throw notFound(studyMessages.reviewNotFound);
    await tx.execute('select id from cards where id = ? for update', [found.card_id]);
    const [review] = await tx.execute<
      {
        id: number;
        rating: Rating;
        reviewed_at: Date;
        card_before: StoredCardState | null;
        study_session_id: number | null;
      }[]
    >(
      'select id, rating, reviewed_at, card_before, study_session_id from reviews where id = ? and user_id = ? for update',
      [reviewId, userId],
    );
    if (!review) throw notFound(studyMessages.reviewNotFound);
    const [latest] = await tx.execute<{ id: number }[]>(
      'select id from reviews where card_id = ? order by reviewed_at desc, id desc limit 1',
      [found.card_id],
    );
    if (latest?.id !== review.id) throw conflict(studyMessages.undoNotLast);
    const user = await tx.findOneOrFail(User, userId);
    const now = clock.now();
    const day = formatLocalDate(studyDay(new Date(review.reviewed_at), user.timeZone));
    if (day !== formatLocalDate(studyDay(now, user.timeZone))) throw conflict(studyMessages.undoOtherDay);
    const before = review.card_before;
    if (!before) throw conflict(studyMessages.undoOtherDay);
    await tx.execute(
      `update cards set difficulty = ?, review_count = ?, last_reviewed_at = ?, next_review_at = ?, interval = ?,
              ease_factor = ?, stability = ?, fsrs_difficulty = ?, state = ?, lapses = ?, updated_at = ?
        where id = ?`,
      [
        before.difficulty,
        before.reviewCount,
        before.lastReviewedAt,
        before.nextReviewAt,
        before.interval,
        before.easeFactor,
        before.stability,
        before.fsrsDifficulty,
        before.state,
        before.lapses,
        before.updatedAt,
        found.card_id,
      ],
    );
    await tx.execute('delete from reviews where id = ?', [review.id]);
    await tx.execute(
      `update study_days set reviews = greatest(0, reviews - 1), new_cards = greatest(0, new_cards - ?)
        where user_id = ? and day = ?::date`,
      [before.reviewCount === 0 ? 1 : 0, userId, day],
    );
    if (review.study_session_id) {
      const column = sessionCount[review.rating];
      await tx.execute(
        // A card back in the session means the session is not finished any more.
        `update study_sessions set cards_studied = greatest(0, cards_studied - 1), ${column} = greatest(0, ${column} - 1),
                completed_at = null
          where id = ?`,
        [review.study_session_id],
      );
    }
    await tx.execute('delete from email_reminders where card_id = ? and sent_at is null', [found.card_id]);
    if (before.nextReviewAt && before.reviewCount > 0)
      await tx.execute('insert into email_reminders (user_id, card_id, difficulty, scheduled_at) values (?, ?, ?, ?)', [
        userId,
        found.card_id,
        before.difficulty,
        before.nextReviewAt,
      ]);
    const card = await tx.findOneOrFail(Card, found.card_id, { populate: ['folder'], refresh: true });
    const session = review.study_session_id
      ? await tx.findOne(StudySession, review.study_session_id, { refresh: true })
      : null;
    return { card, folder: card.folder, session, user };
  });
}

/**
 * The actor's cards due today (DESIGN §6, with the daily limits), in one folder or all: most overdue first, new
 * cards last; at most `limit`. The cost follows the limits, not the size of the collection.
 */
export async function dueCards(em: EntityManager, actor: Actor, now: Date, input: unknown = {}) {
  const { folderId, limit } = validate(dueListSchema, input);
  if (folderId) await getFolder(em, actor, folderId);
  const user = await requireViewer(em, actor);
  const due = await dueToday(em, user.id, now);
  const ids = due
    .filter((card) => !folderId || card.folderId === folderId)
    .slice(0, limit)
    .map((card) => card.id);
  const cards = await em.find(Card, { id: { $in: ids } }, { populate: ['folder'], strategy: LoadStrategy.JOINED });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.map((id) => byId.get(id)).filter((card): card is Card => card !== undefined);
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
  const cards = await em.find(Card, { id: { $in: [...perFolder.values()].flat() } });
  const byId = new Map(cards.map((card) => [card.id, card]));
  for (const [folderId, ids] of perFolder)
    result.set(
      folderId,
      ids.map((id) => byId.get(id)).filter((card): card is Card => card !== undefined),
    );
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

/** The figures of `userStats` but the due count; values from `userFiguresParams`. */
export const userFiguresSql = `select
       coalesce((select reviews from study_days where user_id = ? and day = ?::date), 0)::int as "cardsStudiedToday",
       (${streakSql}) as "currentStreak",
       count(*)::int as "totalFolders",
       coalesce(sum(f.new_count), 0)::int as "newCards",
       coalesce(sum(f.hard_count), 0)::int as "hardCards",
       coalesce(sum(f.good_count), 0)::int as "goodCards",
       coalesce(sum(f.easy_count), 0)::int as "easyCards"
     from folders f
     where f.user_id = ?`;

export const userFiguresParams = (userId: number, today: string) => [
  userId,
  today,
  userId,
  today,
  today,
  userId,
  userId,
];

/** DESIGN §6 figures in the user's time zone: a few queries, whatever the size of the learner's history. */
export async function userStats(em: EntityManager, actor: Actor, now: Date): Promise<UserStats> {
  const user = await requireViewer(em, actor);
  const today = studyDay(now, user.timeZone);
  const todayText = formatLocalDate(today);
  // Folder counters and per-folder index counts: nothing here reads the learner's cards one by one.
  const [figures] = await em.execute<Record<string, number>[]>(userFiguresSql, userFiguresParams(user.id, todayText));
  return {
    cardsDueToday: (await dueToday(em, user.id, now)).length,
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
