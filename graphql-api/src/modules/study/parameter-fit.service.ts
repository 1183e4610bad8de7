import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor';
import { badInput, rateLimited } from '../../core/errors';
import type { Services } from '../../core/services';
import { requireViewer } from '../accounts/account.service';
import { User } from '../accounts/user.entity';
import { newCardState, replayHistory, type SchedulerSettings } from '../scheduling/schedule';
import {
  type FitOutcome,
  type Fitter,
  type FsrsHistory,
  fitAndCompare,
  fitWeights,
  MAX_REVIEWS_PER_FIT,
  MIN_REVIEWS_TO_FIT,
  type ReviewEvent,
  toHistories,
} from './fsrs-optimizer';
import type { Rating } from './review.entity';

export const parameterFitMessages = {
  notEnoughReviews: (reviews: number) =>
    `Hacen falta al menos ${MIN_REVIEWS_TO_FIT} repasos para ajustar los parámetros a tu memoria (llevas ${reviews})`,
  tooSoon: (minutes: number) =>
    `Tus parámetros se ajustaron hace poco: podrás volver a optimizarlos dentro de ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}`,
};

/** A learner asks again at most this long after a fit ran (each fit is seconds of a worker's CPU). */
export const REFIT_COOLDOWN_MS = 60 * 60 * 1000;

/** Cards whose reviews are read per statement: the histories come in slices, never the whole log at once. */
const CARD_BATCH = 2000;
/** Learners a weekly check refits: some reviews, none fitted or checked in the last 7 days. */
const REFIT_AFTER_DAYS = 7;

/** Every rating the learner made (one `study_days` row per study day: no scan of the reviews). */
export async function reviewTotal(em: EntityManager, userId: number): Promise<number> {
  const [row] = await em.execute<{ total: string | null }[]>(
    'select sum(reviews) as total from study_days where user_id = ?',
    [userId],
  );
  return Number(row?.total ?? 0);
}

/**
 * "Optimizar ahora" (settings): asks for a fit of the learner's weights; the optimizer's job runs it (never this
 * request). Asking again while one is pending changes nothing. Below the minimum history it is a 400.
 */
export async function requestParameterFit(
  em: EntityManager,
  actor: Actor,
  deps: Pick<Services, 'clock' | 'logger' | 'requestParameterFit'>,
): Promise<User> {
  const user = await requireViewer(em, actor);
  const reviews = await reviewTotal(em, user.id);
  if (reviews < MIN_REVIEWS_TO_FIT) {
    throw badInput([{ path: 'reviews', message: parameterFitMessages.notEnoughReviews(reviews) }]);
  }
  const now = deps.clock.now();
  const wait = user.parametersCheckedAt ? user.parametersCheckedAt.getTime() + REFIT_COOLDOWN_MS - now.getTime() : 0;
  if (!user.fitRequestedAt && wait > 0) {
    throw rateLimited(parameterFitMessages.tooSoon(Math.ceil(wait / 60_000)), Math.ceil(wait / 1000));
  }
  if (!user.fitRequestedAt) {
    user.fitRequestedAt = now;
    await em.flush();
  }
  // Without the worker here, the scan of pending fits (every minute) sends the job instead.
  await deps.requestParameterFit?.(user.id).catch((error) => deps.logger.error('No se pudo encolar el ajuste', error));
  return user;
}

/**
 * The learner's reviews as per-card histories, read a slice of cards at a time. Past `maxReviews` a fixed sample
 * of whole card histories (by a hash of the card id) keeps the fit's memory and time bounded.
 */
export async function loadHistories(
  em: EntityManager,
  user: Pick<User, 'id' | 'timeZone'>,
  maxReviews = MAX_REVIEWS_PER_FIT,
): Promise<FsrsHistory[]> {
  const total = await reviewTotal(em, user.id);
  const sample = total > maxReviews ? Math.max(1, Math.floor((1000 * maxReviews) / total)) : 1000;
  const histories: FsrsHistory[] = [];
  let after = 0;
  for (;;) {
    const cards = await em.execute<{ card_id: number }[]>(
      `select distinct card_id from reviews where user_id = ? and card_id > ?
          and abs(hashint4(card_id)::bigint) % 1000 < ? order by card_id limit ?`,
      [user.id, after, sample, CARD_BATCH],
    );
    if (cards.length === 0) break;
    after = cards[cards.length - 1].card_id;
    const rows = await em.execute<{ card_id: number; rating: Rating; reviewed_at: Date | string }[]>(
      `select card_id, rating, reviewed_at from reviews where card_id = any(?::int[]) and user_id = ?
        order by card_id, reviewed_at, id`,
      [`{${cards.map((card) => card.card_id).join(',')}}`, user.id],
    );
    const events: ReviewEvent[] = rows.map((row) => ({
      cardId: row.card_id,
      rating: row.rating,
      reviewedAt: new Date(row.reviewed_at),
    }));
    histories.push(...toHistories(events, user.timeZone));
    if (cards.length < CARD_BATCH) break;
  }
  return histories;
}

/** A fit job's outcome; `recomputed`: cards whose memory state the kept weights recomputed. */
export type FitRun = { userId: number; ran: false } | ({ userId: number; ran: true; recomputed: number } & FitOutcome);

/**
 * The optimizer job's body (DESIGN §5) for one learner with a fit pending: fit on their reviews, keep the new
 * weights only when their log loss is lower than the current weights' on the same reviews, record the log loss and
 * the reviews used, and clear the request (unless a newer one came in meanwhile).
 */
export async function runParameterFit(
  em: EntityManager,
  userId: number,
  now: () => Date,
  fit: Fitter = fitWeights,
): Promise<FitRun> {
  const user = await em.findOne(User, userId, { refresh: true });
  if (!user?.fitRequestedAt) return { userId, ran: false };
  const requestedAt = user.fitRequestedAt;
  let outcome: FitOutcome;
  try {
    outcome = await fitAndCompare(await loadHistories(em, user), user.fsrsWeights, fit);
  } catch (error) {
    // Settled for this week all the same: a learner whose fit fails is not retried every minute by the scan.
    await em.execute(
      `update users set parameters_checked_at = ?,
          fit_requested_at = case when fit_requested_at <= ? then null else fit_requested_at end
        where id = ?`,
      [now(), requestedAt, userId],
    );
    throw error;
  }
  const finished = now();
  await em.execute(
    `update users set
        fsrs_weights = ?::jsonb,
        parameters_fitted_at = case when ? then ?::timestamptz else parameters_fitted_at end,
        reviews_used = ?, log_loss = ?, parameters_checked_at = ?,
        fit_requested_at = case when fit_requested_at <= ? then null else fit_requested_at end
      where id = ?`,
    [
      outcome.weights ? JSON.stringify(outcome.weights) : null,
      outcome.improved,
      finished,
      outcome.reviewsUsed,
      Number.isFinite(outcome.logLoss) ? outcome.logLoss : null,
      finished,
      requestedAt,
      userId,
    ],
  );
  const recomputed = outcome.improved
    ? await recomputeMemoryStates(em, user.id, {
        desiredRetention: user.desiredRetention,
        weights: outcome.weights,
        timeZone: user.timeZone,
      })
    : 0;
  return { userId, ran: true, ...outcome, recomputed };
}

/**
 * Every reviewed card's memory state (stability and FSRS difficulty) recomputed from its review history with the
 * learner's new weights (DESIGN §5: the states stay calibrated once a fit is kept), `CARD_BATCH` cards per read and
 * write. Due dates stay as they were: they were promised. A card rated meanwhile (its review count moved) keeps the
 * state its rating gave it, computed with the new weights already. Cards without history (rated before reviews
 * were kept) keep theirs. Answers how many cards changed.
 */
export async function recomputeMemoryStates(
  em: EntityManager,
  userId: number,
  settings: SchedulerSettings,
): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const rows = await em.execute<
      { card_id: number; review_count: number; rating: Rating | null; reviewed_at: Date | string | null }[]
    >(
      `with batch as (
         select c.id, c.review_count from folders f join cards c on c.user_id = f.user_id and c.folder_id = f.id
          where f.user_id = ? and c.id > ? and c.review_count > 0 order by c.id limit ?)
       select b.id as card_id, b.review_count, r.rating, r.reviewed_at from batch b
         left join reviews r on r.card_id = b.id and r.user_id = ?
        order by b.id, r.reviewed_at, r.id`,
      [userId, after, CARD_BATCH, userId],
    );
    if (rows.length === 0) break;
    const ids: number[] = [];
    const counts: number[] = [];
    const stabilities: number[] = [];
    const difficulties: number[] = [];
    let cards = 0;
    for (let start = 0; start < rows.length; cards++) {
      const { card_id: cardId, review_count: reviewCount } = rows[start];
      const history: { rating: Rating; reviewedAt: Date }[] = [];
      for (; start < rows.length && rows[start].card_id === cardId; start++) {
        const { rating, reviewed_at: reviewedAt } = rows[start];
        if (rating && reviewedAt) history.push({ rating, reviewedAt: new Date(reviewedAt) });
      }
      after = cardId;
      if (history.length === 0) continue;
      const state = replayHistory(cardId, newCardState, history, settings);
      if (state.stability == null || state.fsrsDifficulty == null) continue;
      ids.push(cardId);
      counts.push(reviewCount);
      stabilities.push(state.stability);
      difficulties.push(state.fsrsDifficulty);
    }
    if (ids.length > 0) {
      const updated = await em.execute<{ id: number }[]>(
        `update cards c set stability = x.s, fsrs_difficulty = x.d
           from unnest(?::int[], ?::int[], ?::float8[], ?::float8[]) as x(id, n, s, d)
          where c.id = x.id and c.review_count = x.n
          returning c.id`,
        [`{${ids.join(',')}}`, `{${counts.join(',')}}`, `{${stabilities.join(',')}}`, `{${difficulties.join(',')}}`],
      );
      changed += updated.length;
    }
    if (cards < CARD_BATCH) break;
  }
  return changed;
}

/**
 * The weekly refit (DESIGN §5): asks for a fit for every learner with enough history who has reviewed since their
 * last fit and was not fitted or checked in the last 7 days (a first fit as soon as they reach the minimum).
 * Answers how many were asked.
 */
export async function requestDueFits(em: EntityManager, now: Date): Promise<number> {
  const rows = await em.execute<{ id: number }[]>(
    `update users u set fit_requested_at = ?
      where u.fit_requested_at is null
        and (u.parameters_checked_at is null or u.parameters_checked_at <= ?::timestamptz - make_interval(days => ?))
        and exists (select 1 from reviews r where r.user_id = u.id
                     and r.reviewed_at > coalesce(u.parameters_checked_at, '-infinity'::timestamptz))
        and (select coalesce(sum(s.reviews), 0) from study_days s where s.user_id = u.id) >= ?
      returning u.id`,
    [now, now, REFIT_AFTER_DAYS, MIN_REVIEWS_TO_FIT],
  );
  return rows.length;
}

/** Learners with a fit pending, oldest request first (what the optimizer's queue sends jobs for). */
export async function pendingFits(em: EntityManager, limit = 100): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from users where fit_requested_at is not null order by fit_requested_at, id limit ?',
    [limit],
  );
  return rows.map((row) => row.id);
}
