import { type FieldPolicy, type FieldReadFunction, InMemoryCache, type Reference } from '@apollo/client';

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

type StoredCardPage = { edges: readonly { node: Reference }[] };

/**
 * A folder's cards come a page at a time, and each page (per search, tag and leech filter, per cursor it follows) is a cache entry of its
 * own: a new page is written and read on its own, so the 200th page of a 20 000-card folder costs what the first
 * did (one list merged from every page made Apollo re-read all loaded cards at each page). The folder screen joins
 * the pages (`features/folders/use-folder-card-pages.ts`). A page answered again replaces what was stored, and a
 * page leaves out the cards deleted since it came (evicted: `removeCard` in lib/cache-lists.ts).
 */
const folderCardPages: FieldPolicy<StoredCardPage> = {
  keyArgs: ['search', 'tag', 'leech', 'after'],
  merge: (_existing, incoming) => incoming,
  read(existing, { canRead }) {
    if (!Array.isArray(existing?.edges)) return existing;
    const edges = existing.edges.filter((edge) => canRead(edge.node));
    return edges.length === existing.edges.length ? existing : { ...existing, edges };
  },
};

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
      Folder: { fields: { cards: folderCardPages } },
      // Figures without an id of their own: a newer answer merges into the object that holds them.
      FolderStats: { merge: true },
      UserStats: { merge: true },
      NextIntervals: { merge: true },
      SchedulerSettings: { merge: true },
    },
  });
}
