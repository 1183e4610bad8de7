import { useCallback } from 'react';
import { useSuspendCardMutation, useUnsuspendCardMutation } from '@/__generated__/graphql';
import { useToast } from '@/components/ui/toast';
import { leaveDueLists, returnToDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { useMutationErrorHandler } from './use-mutation-error-handler';

const text = es.cards.suspension;

/**
 * Suspends a card (out of study until it is taken back) or takes it back, on the study screen and in a folder's
 * list alike: the card leaves the due lists (or returns to them at its place) and the figures the answer carries
 * update every screen. Answers whether it worked; a failure is said in a toast.
 */
export function useCardSuspension() {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [suspendCard, { loading: suspending }] = useSuspendCardMutation({
    update: (cache, { data }) => {
      if (data) leaveDueLists(cache, data.suspendCard.card);
    },
  });
  const [unsuspendCard, { loading: unsuspending }] = useUnsuspendCardMutation({
    update: (cache, { data }) => {
      if (data) returnToDueLists(cache, data.unsuspendCard.card);
    },
  });

  const setSuspended = useCallback(
    async (id: string, suspended: boolean): Promise<boolean> => {
      try {
        if (suspended) await suspendCard({ variables: { id } });
        else await unsuspendCard({ variables: { id } });
      } catch (error) {
        onError(error, suspended ? text.suspendFailed : text.unsuspendFailed);
        return false;
      }
      toast(
        suspended ? { title: text.suspended, description: text.suspendedDescription } : { title: text.unsuspended },
      );
      return true;
    },
    [suspendCard, unsuspendCard, onError, toast],
  );

  return { setSuspended, busy: suspending || unsuspending };
}
