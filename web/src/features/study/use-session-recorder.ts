import { useCallback, useRef } from 'react';
import {
  type Rating,
  useReviewCardMutation,
  useStartStudySessionMutation,
  useUpdateStudySessionMutation,
} from '@/__generated__/graphql';
import { removeFromDueLists } from '@/lib/cache-lists';
import type { RatingCounts } from './summary';

/** SPEC §8: study-session and card-review failures are only logged; the learner keeps studying. */
function logFailure(error: unknown) {
  console.error(error);
}

/**
 * Saves a study session as it goes: `start` opens a session (SPEC §7), `record` rates a card and then
 * stores the session's counts (with `completedAt` on the last card). Writes run one after another in the
 * background, so the next card shows at once and the counts reach the server in order.
 */
export function useSessionRecorder(folderId: string | null) {
  const [startSession] = useStartStudySessionMutation();
  const [reviewCard] = useReviewCardMutation({
    update: (cache, { data }) => {
      if (data) removeFromDueLists(cache, data.reviewCard.card);
    },
  });
  const [updateSession] = useUpdateStudySessionMutation();
  const sessionId = useRef<Promise<string | null>>(Promise.resolve(null));
  const queue = useRef<Promise<void>>(Promise.resolve());

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
    (review: { cardId: string; rating: Rating; durationMs: number; counts: RatingCounts; completed: boolean }) => {
      const session = sessionId.current;
      queue.current = queue.current.then(async () => {
        const studySessionId = await session;
        try {
          await reviewCard({
            variables: { cardId: review.cardId, rating: review.rating, studySessionId, durationMs: review.durationMs },
          });
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
      });
    },
    [reviewCard, updateSession],
  );

  return { start, record };
}
