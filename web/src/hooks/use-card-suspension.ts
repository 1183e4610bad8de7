import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSuspendCardMutation, useUnsuspendCardMutation, ViewerDocument } from '@/__generated__/graphql';
import { useToast } from '@/hooks/use-toast';
import { leaveDueLists, returnToDueLists } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { isOffline } from '@/lib/network';
import { applyPendingSuspension } from '@/lib/offline/offline-cache';
import { useOfflineRuntime } from '@/lib/offline/offline-context';
import { randomUuid } from '@/lib/uuid';
import { useMutationErrorHandler } from './use-mutation-error-handler';

const text = es.cards.suspension;

/** What suspending needs of a card: its id, its folder (the due lists it leaves) and its front (to name it). */
export type SuspendableCard = { id: string; folderId: string; front: string };

/**
 * Suspends a card (out of study until it is taken back) or takes it back, on the study screen and in a folder's
 * list alike: the card leaves the due lists (or returns to them at its place) and the figures the answer carries
 * update every screen. Offline (issue 26), it waits in the queue with the ratings and is shown as made. Answers
 * whether it worked; a failure is said in a toast.
 */
export function useCardSuspension() {
  const client = useApolloClient();
  const offline = useOfflineRuntime();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [suspendCard, { loading: suspending }] = useSuspendCardMutation({
    update: (cache, { data }) => {
      if (data) leaveDueLists(cache, data.suspendCard.card, { suspended: true });
    },
  });
  const [unsuspendCard, { loading: unsuspending }] = useUnsuspendCardMutation({
    update: (cache, { data }) => {
      if (data) returnToDueLists(cache, data.unsuspendCard.card);
    },
  });

  const setSuspended = useCallback(
    async (card: SuspendableCard, suspended: boolean): Promise<boolean> => {
      const runtime = offline.current;
      try {
        if (runtime && isOffline()) {
          const userId = client.cache.readQuery({ query: ViewerDocument })?.viewer?.id ?? null;
          await runtime.queue.add({
            kind: 'suspension',
            clientId: randomUuid(),
            cardId: card.id,
            front: card.front,
            suspended,
            userId,
          });
          applyPendingSuspension(client.cache, { __typename: 'Card', id: card.id, folderId: card.folderId }, suspended);
        } else if (suspended) {
          await suspendCard({ variables: { id: card.id } });
        } else {
          await unsuspendCard({ variables: { id: card.id } });
        }
      } catch (error) {
        onError(error, suspended ? text.suspendFailed : text.unsuspendFailed);
        return false;
      }
      toast(
        suspended ? { title: text.suspended, description: text.suspendedDescription } : { title: text.unsuspended },
      );
      return true;
    },
    [client, offline, suspendCard, unsuspendCard, onError, toast],
  );

  return { setSuspended, busy: suspending || unsuspending };
}
