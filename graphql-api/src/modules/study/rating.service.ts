import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { transaction } from '../../db/raw';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import {
  type CardRecord,
  type CardWithFolder,
  type CardWithFolderRow,
  cardFromRow,
  cardWithFolderColumns,
  columnOf,
} from '../cards/card.record';
import { cardMessages } from '../cards/card.schema';
import {
  type CardState,
  cardState,
  cardStateFields,
  formatLocalDate,
  rate,
  type SchedulerSettings,
  studyDay,
} from '../scheduling/schedule';
import { dueLoadOf, type SettingsRow, settingsFromRow } from '../scheduling/scheduler-settings';
import type { Rating, StoredCardState } from './review.entity';
import { CLOCK_SKEW_MS, OFFLINE_WINDOW_DAYS, reviewSchema, studyMessages } from './study.schema';
import { StudySession } from './study-session.entity';

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

/**
 * A rating's first statement: the actor's card with its folder and their scheduler settings, the card row locked
 * until the rating commits (concurrent ratings and undos of one card queue up), and whether the study session given
 * is theirs. Values: card id, user id, study session id (or null).
 */
export const reviewLockSql = `select ${cardWithFolderColumns},
       u.time_zone, u.desired_retention, u.fsrs_weights, u.load_balancing, u.easy_days, u.leech_threshold,
       (select s.id from study_sessions s where s.id = $3 and s.user_id = $2) as session_id
  from cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id join users u on u.id = f.user_id
 where c.id = $1 and c.user_id = $2
   for update of c`;

export type ReviewLockRow = CardWithFolderRow & SettingsRow & { session_id: number | null; leech_threshold: number };

/**
 * Whether a rating makes the card a leech: it was forgotten once more (its lapses grew) and has now been forgotten
 * `threshold` times or more (0: never). A leech stays one.
 */
export const isLeechAfter = (before: CardRecord, lapsesAfter: number, threshold: number) =>
  before.leech || (threshold > 0 && lapsesAfter > before.lapses && lapsesAfter >= threshold);

/** A field of the card's state after the rating among `reviewWriteSql`'s values: they are `$5`… in `CardState`'s order. */
const stateParam = (field: keyof CardState) => `$${5 + cardStateFields.indexOf(field)}`;

/**
 * A rating's writes, in one statement: today's `study_days` counts one more review (one more new card when it was
 * new), the card's pending reminder moves to its next review, the card takes its new state (the `cards` triggers keep
 * the folder's counters), and the `reviews` row keeps the card's state before and after. Values: `reviewWriteParams`.
 */
export const reviewWriteSql = `with day as (
    insert into study_days (user_id, day, reviews, new_cards) values ($1, $2::date, 1, $3)
    on conflict (user_id, day) do update set reviews = study_days.reviews + 1,
                                             new_cards = study_days.new_cards + excluded.new_cards),
  unsent as (delete from email_reminders where user_id = $1 and card_id = $4 and sent_at is null),
  reminder as (
    insert into email_reminders (user_id, card_id, difficulty, scheduled_at, created_at)
    values ($1, $4, ${stateParam('difficulty')}, $15, $16)),
  card as (
    update cards set ${cardStateFields.map((field) => `${columnOf(field)} = ${stateParam(field)}`).join(', ')},
                     leech = $27, updated_at = $16
     where user_id = $1 and id = $4)
  insert into reviews (user_id, card_id, folder_id, study_session_id, rating, interval_before, interval_after,
                       ease_before, ease_after, card_before, card_after, reviewed_at, duration_ms, client_id)
  values ($1, $4, $17, $18, $19, $20, ${stateParam('interval')}, $21, ${stateParam('easeFactor')}, $22, $23, $25, $24, $26)
  returning id`;

/** The values of `reviewWriteSql`: the card before (`before`) and after (`after`) a rating made at `at`, written at `now`. */
export function reviewWriteParams(
  userId: number,
  before: CardWithFolder,
  after: CardWithFolder,
  rating: Rating,
  { at, now }: { at: Date; now: Date },
  settings: SchedulerSettings,
  {
    studySessionId,
    durationMs,
    clientId,
  }: { studySessionId: number | null; durationMs: number | null; clientId: string | null },
): unknown[] {
  return [
    userId, // $1
    formatLocalDate(studyDay(at, settings.timeZone)),
    before.reviewCount === 0 ? 1 : 0,
    before.id,
    ...cardStateFields.map((field) => after[field]), // $5…$14
    after.nextReviewAt ?? now, // $15
    now,
    before.folder.id,
    studySessionId,
    rating,
    before.interval, // $20
    before.easeFactor,
    JSON.stringify({ ...storedState(before), leech: before.leech }),
    JSON.stringify({ ...storedState(after), leech: after.leech }),
    durationMs,
    at, // $25
    clientId,
    after.leech,
  ];
}

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
 * transaction of two statements (`reviewLockSql`, `reviewWriteSql`; with load balancing a third between them reads
 * the forecast): the card row is locked for a round trip or two and a computation, so concurrent ratings (and undos)
 * queue up instead of overwriting each other. With a `clientId` already used by the actor for this card, nothing is rated again: the answer is the first review (`replayed`), so a
 * rating replayed after a lost answer, or twice at once, counts exactly once (DESIGN §14). With `reviewedAt`, the
 * rating counts at the time it was made (elapsed time, study day, streak). `becameLeech`: this rating made the card a
 * leech (`isLeechAfter`), which the study screen says once.
 */
export async function reviewCard(em: EntityManager, actor: Actor, cardId: number, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const { difficulty: rating, studySessionId, durationMs, clientId, reviewedAt } = validate(reviewSchema, input);
  try {
    return await transaction(em, async (run) => {
      const [row] = await run<ReviewLockRow>(reviewLockSql, [cardId, userId, studySessionId ?? null]);
      if (!row) throw notFound(cardMessages.notFound);
      const before = cardFromRow(row);
      const settings = settingsFromRow(row);
      if (clientId) {
        // After the lock: a concurrent replay of the same rating waits for it, then sees the first one's row.
        const [first] = await run<{ id: number; card_id: number }>(
          'select id, card_id from reviews where user_id = $1 and client_id = $2',
          [userId, clientId],
        );
        if (first) {
          if (first.card_id !== before.id) throw conflict(studyMessages.clientIdTaken);
          return {
            card: before,
            folder: before.folder,
            reviewId: first.id,
            settings,
            load: undefined,
            replayed: true,
            becameLeech: false,
          };
        }
      }
      if (studySessionId && row.session_id === null) throw notFound(studyMessages.sessionNotFound);
      const now = clock.now();
      const at = ratingTime(reviewedAt, now, before.lastReviewedAt);
      // With load balancing, the cards due on each day ahead (issue 26 item 5): a third statement.
      const load = await dueLoadOf(run, userId, at, settings);
      const rated = rate(before.id, before, rating, at, settings, load);
      const leech = isLeechAfter(before, rated.lapses, row.leech_threshold);
      const card: CardWithFolder = { ...before, ...rated, leech, updatedAt: now };
      const [review] = await run<{ id: number }>(
        reviewWriteSql,
        reviewWriteParams(userId, before, card, rating, { at, now }, settings, {
          studySessionId: studySessionId ?? null,
          durationMs: durationMs ?? null,
          clientId: clientId ?? null,
        }),
      );
      return {
        card,
        folder: card.folder,
        reviewId: review.id,
        settings,
        load,
        replayed: false,
        becameLeech: leech && !before.leech,
      };
    });
  } catch (error) {
    // The same clientId sent at once for two different cards: the unique constraint lets one through.
    if (
      (error as { code?: string }).code === '23505' &&
      (error as { constraint?: string }).constraint === 'reviews_user_id_client_id_unique'
    )
      throw conflict(studyMessages.clientIdTaken);
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
    await tx.execute('select id from cards where user_id = ? and id = ? for update', [userId, found.card_id]);
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
      'select id from reviews where user_id = ? and card_id = ? order by reviewed_at desc, id desc limit 1',
      [userId, found.card_id],
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
              ease_factor = ?, stability = ?, fsrs_difficulty = ?, state = ?, lapses = ?, updated_at = ?,
              leech = coalesce(?, leech)
        where user_id = ? and id = ?`,
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
        before.leech ?? null,
        userId,
        found.card_id,
      ],
    );
    await tx.execute('delete from reviews where user_id = ? and id = ?', [userId, review.id]);
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
          where user_id = ? and id = ?`,
        [userId, review.study_session_id],
      );
    }
    await tx.execute('delete from email_reminders where user_id = ? and card_id = ? and sent_at is null', [
      userId,
      found.card_id,
    ]);
    if (before.nextReviewAt && before.reviewCount > 0)
      await tx.execute('insert into email_reminders (user_id, card_id, difficulty, scheduled_at) values (?, ?, ?, ?)', [
        userId,
        found.card_id,
        before.difficulty,
        before.nextReviewAt,
      ]);
    const card = await tx.findOneOrFail(
      Card,
      { id: found.card_id, user: userId, folder: { user: userId } },
      // The folder too by its learner: `infer` loads it with the condition above.
      { populate: ['folder'], populateWhere: 'infer', refresh: true },
    );
    const session = review.study_session_id
      ? await tx.findOne(StudySession, { id: review.study_session_id, user: userId }, { refresh: true })
      : null;
    return { card, folder: card.folder, session, user };
  });
}
