import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  type Rating,
  ReviewCardDocument,
  type ReviewCardMutation,
  StartStudySessionDocument,
  UndoReviewDocument,
  type UndoReviewMutation,
  UpdateStudySessionDocument,
  ViewerDocument,
} from '@/__generated__/graphql';
import { removeFromDueLists, returnToDueLists } from '@/lib/cache-lists';
import { isOffline } from '@/lib/network';
import { applyPendingRating } from '@/lib/offline/offline-cache';
import { useOfflineRuntime } from '@/lib/offline/offline-context';
import { randomUuid } from '@/lib/uuid';
import type { RatingCounts } from './summary';

/** SPEC §8: study-session and card-review failures are only logged; the learner keeps studying. */
function logFailure(error: unknown) {
  console.error(error);
}

/** What the API answered to a rating: the review's id (for undo) and the card as it now is; null if it failed. */
export type Rated = ReviewCardMutation['reviewCard'] | null;

/** What a rating needs of its card: its id, its folder (the due lists it leaves) and its front (to name it). */
type PendingCard = { __typename: 'Card'; id: string; folderId: string; front: string; nextReviewAt?: string | null };

/** The card as it was before the undone rating; null when that rating never reached the server. */
export type Undone = UndoReviewMutation['undoReview']['card'] | null;

/**
 * Saves a study session as it goes: `start` opens a session (SPEC §7), `record` rates a card and then
 * stores the session's counts (with `completedAt` on the last card). Each rating gets its own id and time and,
 * on signed-in screens with the offline runtime, goes first into the IndexedDB queue (lib/offline), which
 * sends it at once when online and keeps it until the connection returns otherwise; a reload or a crash loses
 * none. Ratings are stored one after another, so they reach the server in order; while one is still being stored,
 * leaving the page asks first. `record` resolves with the API's answer (while offline, when it comes); `undo` takes
 * back a rating the API has not seen from the queue, or undoes it on the API (rejecting with the API's error, so the
 * learner is told why). Its mutations go through the client, not their hooks: no screen shows their state, and each
 * hook rendered the whole session again as its mutation was sent and again as it was answered (four renders a rating,
 * two more as a session starts, while the page hydrates).
 */
export function useSessionRecorder(folderId: string | null) {
  const client = useApolloClient();
  const runtime = useOfflineRuntime();
  const sessionId = useRef<Promise<string | null>>(Promise.resolve(null));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const sessionWrites = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const ratings = useRef(new WeakMap<Promise<Rated>, { clientId: string; card: PendingCard; offline: boolean }>());

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (pending.current > 0) event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const start = useCallback(() => {
    sessionId.current = client.mutate({ mutation: StartStudySessionDocument, variables: { folderId } }).then(
      ({ data }) => data?.startStudySession.id ?? null,
      (error: unknown) => {
        logFailure(error);
        return null;
      },
    );
  }, [client, folderId]);

  const record = useCallback(
    (review: {
      card: PendingCard;
      rating: Rating;
      durationMs: number;
      counts: RatingCounts;
      completed: boolean;
    }): Promise<Rated> => {
      const clientId = randomUuid();
      const reviewedAt = new Date().toISOString();
      const offline = isOffline();
      const offlineQueue = runtime.current?.queue ?? null;
      const session = sessionId.current;
      const rating = {
        clientId,
        cardId: review.card.id,
        rating: review.rating,
        reviewedAt,
        durationMs: review.durationMs,
      };

      async function send(studySessionId: string | null): Promise<Rated> {
        if (offlineQueue) {
          const userId = client.cache.readQuery({ query: ViewerDocument })?.viewer?.id ?? null;
          const { answer } = await offlineQueue.add({ ...rating, front: review.card.front, studySessionId, userId });
          if (offline) applyPendingRating(client.cache, review.card);
          return answer;
        }
        try {
          const { data } = await client.mutate({
            mutation: ReviewCardDocument,
            variables: { ...rating, studySessionId },
            update: (cache, { data: answer }) => {
              if (answer) removeFromDueLists(cache, answer.reviewCard.card);
            },
          });
          return data?.reviewCard ?? null;
        } catch (error) {
          logFailure(error);
          return null;
        }
      }

      pending.current++;
      // Stored (or sent) in order; the answer of a queued rating comes when the API has it.
      const stored = queue.current.then(async () => {
        try {
          const studySessionId = await session;
          return { studySessionId, answer: send(studySessionId) };
        } finally {
          pending.current--;
        }
      });
      queue.current = stored.then(
        () => undefined,
        () => undefined,
      );
      const rated = stored.then(async ({ studySessionId, answer }) => {
        const result = await answer;
        if (result && studySessionId) {
          const { EASY, MEDIUM, HARD } = review.counts;
          sessionWrites.current = sessionWrites.current.then(() =>
            client
              .mutate({
                mutation: UpdateStudySessionDocument,
                variables: {
                  id: studySessionId,
                  input: {
                    cardsStudied: EASY + MEDIUM + HARD,
                    easyCount: EASY,
                    goodCount: MEDIUM,
                    hardCount: HARD,
                    ...(review.completed ? { completedAt: new Date().toISOString() } : {}),
                  },
                },
              })
              .then(() => undefined, logFailure),
          );
          // Its counts are on the server before anything that follows the rating (an undo, say) runs.
          await sessionWrites.current;
        }
        return result;
      });
      ratings.current.set(rated, { clientId, card: review.card, offline });
      return rated;
    },
    [client, runtime],
  );

  const undo = useCallback(
    (rated: Promise<Rated>): Promise<Undone> => {
      const offlineQueue = runtime.current?.queue ?? null;
      pending.current++;
      const undone = queue.current.then(async () => {
        try {
          const made = ratings.current.get(rated);
          // Not sent yet (offline): it leaves the queue, and the API never hears of it.
          if (made && offlineQueue && (await offlineQueue.remove(made.clientId))) {
            if (made.offline) applyPendingRating(client.cache, made.card, -1);
            return null;
          }
          const answer = await rated;
          // A rating that never reached the server has nothing to undo there.
          if (!answer) return null;
          const { data } = await client.mutate({
            mutation: UndoReviewDocument,
            variables: { reviewId: answer.reviewId },
            update: (cache, { data: undone }) => {
              if (undone) returnToDueLists(cache, undone.undoReview.card);
            },
          });
          return data?.undoReview.card ?? null;
        } finally {
          pending.current--;
        }
      });
      queue.current = undone.then(
        () => undefined,
        () => undefined,
      );
      return undone;
    },
    [client, runtime],
  );

  return { start, record, undo };
}
