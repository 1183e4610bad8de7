import { useCallback, useEffect, useRef } from 'react';
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
 * background, so the next card shows at once and the counts reach the server in order; while any is still
 * on its way, leaving the page asks first, so a quick reload cannot lose the last rating.
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
    (review: { cardId: string; rating: Rating; durationMs: number; counts: RatingCounts; completed: boolean }) => {
      async function save(studySessionId: string | null) {
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
      }

      const session = sessionId.current;
      pending.current++;
      queue.current = queue.current.then(async () => {
        try {
          await save(await session);
        } finally {
          pending.current--;
        }
      });
    },
    [reviewCard, updateSession],
  );

  return { start, record };
}
