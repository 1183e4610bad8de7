import { useCallback } from 'react';
import { usePostponeCardMutation } from '@/__generated__/graphql';
import { useToast } from '@/hooks/use-toast';
import { leaveDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { useMutationErrorHandler } from './use-mutation-error-handler';

const text = es.cards.postpone;

/**
 * "Posponer a mañana", on the study screen and in a folder's list alike: the card is due at the start of the learner's
 * next study day, so it leaves today's due lists, and the figures the answer carries update every screen. Answers
 * whether it worked; a failure (a new card, say) is said in a toast.
 */
export function useCardPostpone() {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [postponeCard, { loading }] = usePostponeCardMutation({
    update: (cache, { data }) => {
      if (data) leaveDueLists(cache, data.postponeCard.card);
    },
  });

  const postpone = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await postponeCard({ variables: { id } });
      } catch (error) {
        onError(error, text.failed);
        return false;
      }
      toast({ title: text.postponed, description: text.postponedDescription });
      return true;
    },
    [postponeCard, onError, toast],
  );

  return { postpone, busy: loading };
}
