import type { ApolloCache } from '@apollo/client';
import { ViewerDocument } from '@/__generated__/graphql';
import { leaveDueLists, removeFromDueLists, returnToDueLists } from '@/lib/cache-lists';

type RatedCard = { __typename: 'Card'; id: string; folderId: string; nextReviewAt?: string | null };

const TOMORROW_MS = 86_400_000;

/** Figures without an id of their own are stored inside their parent, as plain objects (not references). */
const isStoreObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !('__ref' in value);

/**
 * A rating the API has not seen yet, shown as applied (issue 14): the card leaves the cached due lists and the
 * figures move (one due fewer, one studied more). `direction` -1 takes that back (undo before it was sent). When
 * the rating reaches the API, its answer replaces these guesses with the real figures.
 */
export function applyPendingRating(cache: ApolloCache, card: RatedCard, direction: 1 | -1 = 1) {
  if (direction === 1) {
    // Only list membership: the card's own fields stay as the API last said until its answer arrives.
    removeFromDueLists(cache, { ...card, nextReviewAt: new Date(Date.now() + TOMORROW_MS).toISOString() });
  } else {
    returnToDueLists(cache, card);
  }
  const shift = (value: unknown, by: number) => (typeof value === 'number' ? Math.max(0, value + by) : value);
  cache.modify({
    id: cache.identify({ __typename: 'Folder', id: card.folderId }),
    fields: {
      stats: (stats) => (isStoreObject(stats) ? { ...stats, dueCards: shift(stats.dueCards, -direction) } : stats),
    },
  });
  const viewerId = cache.readQuery({ query: ViewerDocument })?.viewer?.id;
  if (!viewerId) return;
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      stats: (stats) =>
        isStoreObject(stats)
          ? {
              ...stats,
              cardsDueToday: shift(stats.cardsDueToday, -direction),
              cardsStudiedToday: shift(stats.cardsStudiedToday, direction),
            }
          : stats,
    },
  });
}

/**
 * A suspension the API has not seen yet, shown as made: the card says so, and a suspended card leaves the cached due
 * lists (one taken back returns to them when the API answers). The folder's figures wait for that answer.
 */
export function applyPendingSuspension(
  cache: ApolloCache,
  card: { __typename: 'Card'; id: string; folderId: string },
  suspended: boolean,
) {
  cache.modify({ id: cache.identify(card), fields: { suspended: () => suspended } });
  if (suspended) leaveDueLists(cache, card, { suspended: true });
}
