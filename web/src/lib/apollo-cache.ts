import { type FieldReadFunction, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/** `folder(id)` and `card(id)` answer from an object the cache already holds (from a list, say). */
function readById(typename: 'Folder' | 'Card'): FieldReadFunction {
  return (existing, { args, toReference, canRead }) => {
    if (existing !== undefined) return existing;
    const id = args?.id;
    if (typeof id !== 'string' && typeof id !== 'number') return undefined;
    const ref = toReference({ __typename: typename, id: String(id) });
    return ref && canRead(ref) ? ref : undefined;
  };
}

/**
 * The app's normalized cache. Every mutation selects what it changed (with ids), so screens update
 * themselves; `lib/cache-lists.ts` handles only which objects belong to which list.
 */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          folder: { read: readById('Folder') },
          card: { read: readById('Card') },
        },
      },
      // A folder's cards come a page at a time: pages asked `after` the last one join one list per search.
      Folder: { fields: { cards: relayStylePagination(['search']) } },
      // Figures without an id of their own: a newer answer merges into the object that holds them.
      FolderStats: { merge: true },
      UserStats: { merge: true },
      NextIntervals: { merge: true },
      SchedulerSettings: { merge: true },
    },
  });
}
