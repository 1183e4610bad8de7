import { useCallback, useEffect, useRef } from 'react';
import {
  type Rating,
  type ReviewCardMutation,
  type UndoReviewMutation,
  useReviewCardMutation,
  useStartStudySessionMutation,
  useUndoReviewMutation,
  useUpdateStudySessionMutation,
} from '@/__generated__/graphql';
import { removeFromDueLists, returnToDueLists } from '@/lib/cache-lists';
import type { RatingCounts } from './summary';

/** SPEC §8: study-session and card-review failures are only logged; the learner keeps studying. */
function logFailure(error: unknown) {
  console.error(error);
}

/** What the API answered to a rating: the review's id (for undo) and the card as it now is; null if it failed. */
export type Rated = ReviewCardMutation['reviewCard'] | null;

/** The card as it was before the undone rating; null when that rating never reached the server. */
export type Undone = UndoReviewMutation['undoReview']['card'] | null;

/**
 * Saves a study session as it goes: `start` opens a session (SPEC §7), `record` rates a card and then
 * stores the session's counts (with `completedAt` on the last card). Writes run one after another in the
 * background, so the next card shows at once and the counts reach the server in order; while any is still
 * on its way, leaving the page asks first, so a quick reload cannot lose the last rating. `record` resolves with
 * the API's answer; `undo` takes that answer and undoes the rating after every earlier write (it rejects with the
 * API's error, so the learner is told why).
 */
export function useSessionRecorder(folderId: string | null) {
  const [startSession] = useStartStudySessionMutation();
  const [reviewCard] = useReviewCardMutation({
    update: (cache, { data }) => {
      if (data) removeFromDueLists(cache, data.reviewCard.card);
    },
  });
  const [undoReview] = useUndoReviewMutation({
    update: (cache, { data }) => {
      if (data) returnToDueLists(cache, data.undoReview.card);
    },
  });
  const [updateSession] = useUpdateStudySessionMutation();
  const sessionId = useRef<Promise<string | null>>(Promise.resolve(null));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (pending.current > 0) event.preventDefault();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const start = useCallback(() => {
    sessionId.current = startSession({ variables: { folderId } }).then(
      ({ data }) => data?.startStudySession.id ?? null,
      (error: unknown) => {
        logFailure(error);
        return null;
      },
    );
  }, [startSession, folderId]);

  const record = useCallback(
    (review: {
      cardId: string;
      rating: Rating;
      durationMs: number;
      counts: RatingCounts;
      completed: boolean;
    }): Promise<Rated> => {
      let answer: Rated = null;
      async function save(studySessionId: string | null) {
        try {
          const { data } = await reviewCard({
            variables: { cardId: review.cardId, rating: review.rating, studySessionId, durationMs: review.durationMs },
          });
          answer = data?.reviewCard ?? null;
        } catch (error) {
          logFailure(error);
        }
        if (!studySessionId) return;
        const { EASY, MEDIUM, HARD } = review.counts;
        try {
          await updateSession({
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
          });
        } catch (error) {
          logFailure(error);
        }
      }

      const session = sessionId.current;
      pending.current++;
      const saved = queue.current.then(async () => {
        try {
          await save(await session);
        } finally {
          pending.current--;
        }
        return answer;
      });
      queue.current = saved.then(() => undefined);
      return saved;
    },
    [reviewCard, updateSession],
  );

  const undo = useCallback(
    (rated: Promise<Rated>): Promise<Undone> => {
      pending.current++;
      const undone = queue.current.then(async () => {
        try {
          const answer = await rated;
          // A rating that never reached the server has nothing to undo there.
          if (!answer) return null;
          const { data } = await undoReview({ variables: { reviewId: answer.reviewId } });
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
    [undoReview],
  );

  return { start, record, undo };
}
