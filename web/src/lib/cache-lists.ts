import type { ApolloCache, Reference } from '@apollo/client';

// Mutations select every object they change, so fields update by themselves in the normalized cache.
// What a result cannot say is which *lists* an object joins or leaves: that, and only that, is done here.

type Ref = { __typename: string; id: string };
type CardInList = { __typename: 'Card'; id: string; folderId: string; front: string; back: string };

/** The API's default `dueCards` page (DESIGN §7), used when a cached list was asked without `limit`. */
const DEFAULT_DUE_LIMIT = 200;

/**
 * The arguments Apollo serialised into a store field name: `dueCards({"folderId":"3"})`, or with a
 * field policy's `keyArgs`, `cards:{"after":"…","search":"agua"}`.
 */
function storeFieldArgs(storeFieldName: string): Record<string, unknown> {
  const json = storeFieldName.match(/^[^(:]+(?:\((.*)\)|:(\{.*\}))$/);
  const text = json?.[1] ?? json?.[2];
  if (!text) return {};
  try {
    const args: unknown = JSON.parse(text);
    return args && typeof args === 'object' ? (args as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function includesRef(list: readonly Reference[], ref: Reference) {
  return list.some((item) => item.__ref === ref.__ref);
}

/** New folders (created, imported, sample data) join the `folders` list; screens sort it themselves. */
export function addFolders(cache: ApolloCache, folders: readonly Ref[]) {
  cache.modify({
    fields: {
      folders: (list: readonly Reference[], { toReference }) => {
        const added = folders
          .map((folder) => toReference(folder))
          .filter((ref): ref is Reference => !!ref && !includesRef(list, ref));
        return [...list, ...added];
      },
    },
  });
}

/**
 * A deleted folder leaves the cache with its cards: out of every due list first (they are the only lists
 * outside the folder that hold them), then evicted, and `gc` drops what nothing references any more.
 */
export function removeFolder(cache: ApolloCache, folderId: string) {
  cache.modify({
    fields: {
      dueCards: (list: readonly Reference[], { readField }) =>
        list.filter((ref) => readField<string>('folderId', ref) !== folderId),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Folder', id: folderId }) });
  cache.gc();
}

/** Store templates are "already imported" while a folder of the same name (any case) exists. */
export function setTemplatesImported(cache: ApolloCache, folderName: string, imported: boolean) {
  const name = folderName.trim().toLowerCase();
  const matches: Reference[] = [];
  cache.modify({
    fields: {
      storeTemplates: (list: readonly Reference[], { readField }) => {
        matches.push(...list.filter((ref) => readField<string>('name', ref)?.toLowerCase() === name));
        return list;
      },
    },
  });
  for (const ref of matches) {
    cache.modify({ id: cache.identify(ref), fields: { alreadyImported: () => imported } });
  }
}

function matchesSearch(card: CardInList, search: unknown) {
  if (typeof search !== 'string' || !search.trim()) return true;
  const text = search.trim().toLowerCase();
  return card.front.toLowerCase().includes(text) || card.back.toLowerCase().includes(text);
}

/**
 * The cards a folder's study session opens with, as stored inside the folder (`Folder.studyCards`, an entry per tag:
 * `studyCards({"tag":"verbo"})`): its due cards, or practice over its cards when none was due.
 */
type StoredStudyCards = { practice: boolean; cards: readonly Reference[] };

/** A page of a folder's cards as the `Folder.cards` field policy stores it (lib/apollo-cache.ts). */
type StoredCardConnection = {
  edges: readonly { __typename?: string; cursor: string; node: Reference }[];
  pageInfo?: { hasNextPage?: boolean };
};

/**
 * A new card is never reviewed, so it is due: it joins the end of the due lists that cover its folder
 * (never-reviewed cards come last, in creation order) and the last page of each of its folder's card lists
 * it matches (each page is a cache entry of its own; only the last says there is no next page) — when that
 * page is loaded; otherwise the card comes with the last page, where creation order puts it.
 */
export function addCard(cache: ApolloCache, card: CardInList) {
  const folderCacheId = cache.identify({ __typename: 'Folder', id: card.folderId });
  cache.modify({
    fields: {
      dueCards: (list: readonly Reference[], { storeFieldName, toReference }) => {
        const args = storeFieldArgs(storeFieldName);
        const ref = toReference(card);
        const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_DUE_LIMIT;
        // A card made here is a "Básica" note's, with no tags yet: no list limited to a tag takes it.
        const covers = (args.folderId == null || String(args.folderId) === card.folderId) && args.tag == null;
        return ref && covers && !includesRef(list, ref) && list.length < limit ? [...list, ref] : list;
      },
    },
  });
  cache.modify({
    id: folderCacheId,
    fields: {
      dueCards: (list: readonly Reference[], { toReference }) => {
        const ref = toReference(card);
        return ref && !includesRef(list, ref) ? [...list, ref] : list;
      },
      studyCards: (value, { storeFieldName, toReference, DELETE }) => {
        const study = value as StoredStudyCards;
        if (storeFieldArgs(storeFieldName).tag != null) return value;
        // Due, the card makes the folder's session a study one: which cards it holds is the API's to say.
        if (study.practice) return DELETE;
        const ref = toReference(card);
        if (!ref || includesRef(study.cards, ref) || study.cards.length >= DEFAULT_DUE_LIMIT) return value;
        return { ...study, cards: [...study.cards, ref] };
      },
      cards: (value, { storeFieldName, toReference }) => {
        const connection = value as StoredCardConnection | undefined;
        const ref = toReference(card);
        const { search, leech, tag } = storeFieldArgs(storeFieldName);
        // A new card is never a leech, nor tagged: those lists stay as they are.
        if (
          !ref ||
          !connection?.edges ||
          connection.pageInfo?.hasNextPage ||
          leech ||
          tag != null ||
          !matchesSearch(card, search)
        ) {
          return value;
        }
        if (connection.edges.some((edge) => edge.node.__ref === ref.__ref)) return value;
        // No cursor of its own: the list is complete, so nothing is ever asked after it.
        const edges = [...connection.edges, { __typename: 'CardEdge', cursor: '', node: ref }];
        return { ...connection, edges } as typeof value;
      },
    },
  });
}

/**
 * A rated card whose next review is in the future leaves the due lists (its own fields update by themselves); a
 * practice session keeps it.
 */
export function removeFromDueLists(
  cache: ApolloCache,
  card: { __typename: 'Card'; id: string; folderId: string; nextReviewAt?: string | null },
  now = new Date(),
) {
  if (!card.nextReviewAt || new Date(card.nextReviewAt) <= now) return;
  leaveDueLists(cache, card);
}

/**
 * A card no longer due (postponed, suspended) leaves the due lists whatever its schedule; a practice session keeps it
 * unless it is `suspended` (practice takes the cards not suspended).
 */
export function leaveDueLists(
  cache: ApolloCache,
  card: { __typename: 'Card'; id: string; folderId: string },
  { suspended = false } = {},
) {
  const cardCacheId = cache.identify(card);
  const withoutCard = (list: readonly Reference[]) => list.filter((ref) => ref.__ref !== cardCacheId);
  cache.modify({ fields: { dueCards: withoutCard } });
  cache.modify({
    id: cache.identify({ __typename: 'Folder', id: card.folderId }),
    fields: {
      dueCards: withoutCard,
      studyCards: (value) => {
        const study = value as StoredStudyCards;
        const cards = study.practice && !suspended ? study.cards : withoutCard(study.cards);
        return cards.length === study.cards.length ? value : { ...study, cards };
      },
    },
  });
}

/** Due-list order (DESIGN §6): most overdue first, never-reviewed cards last. */
function dueBefore(a: string | null | undefined, b: string | null | undefined) {
  if (!a) return false;
  if (!b) return true;
  return new Date(a) < new Date(b);
}

/**
 * An undone rating (or a card taken back from suspension) makes its card due again when its schedule says so: it goes
 * back into the due lists that cover its folder, at its place in due order (its own fields update by themselves).
 */
export function returnToDueLists(
  cache: ApolloCache,
  card: { __typename: 'Card'; id: string; folderId: string; nextReviewAt?: string | null },
  now = new Date(),
) {
  if (card.nextReviewAt && new Date(card.nextReviewAt) > now) return;
  const insert = (
    list: readonly Reference[],
    ref: Reference | undefined,
    nextReviewAt: (item: Reference) => string | null | undefined,
  ) => {
    if (!ref || includesRef(list, ref)) return list;
    const at = list.findIndex((item) => dueBefore(card.nextReviewAt, nextReviewAt(item)));
    return at < 0 ? [...list, ref] : [...list.slice(0, at), ref, ...list.slice(at)];
  };
  cache.modify({
    fields: {
      dueCards: (list: readonly Reference[], { storeFieldName, toReference, readField, DELETE }) => {
        const { folderId, tag } = storeFieldArgs(storeFieldName);
        if (folderId != null && String(folderId) !== card.folderId) return list;
        // Whether the card's note carries a list's tag is the API's to say: that list is read again when next shown.
        if (tag != null) return DELETE;
        return insert(list, toReference(card), (item) => readField<string | null>('nextReviewAt', item));
      },
    },
  });
  cache.modify({
    id: cache.identify({ __typename: 'Folder', id: card.folderId }),
    fields: {
      dueCards: (list: readonly Reference[], { toReference, readField }) =>
        insert(list, toReference(card), (item) => readField<string | null>('nextReviewAt', item)),
      studyCards: (value, { storeFieldName, toReference, readField, DELETE }) => {
        const study = value as StoredStudyCards;
        // A tag's list as above; a practice session with a card due again is a study one: the API says which.
        if (study.practice || storeFieldArgs(storeFieldName).tag != null) return DELETE;
        const cards = insert(study.cards, toReference(card), (item) => readField<string | null>('nextReviewAt', item));
        return cards === study.cards ? value : { ...study, cards };
      },
    },
  });
}

/** A deleted card leaves every list at once: lists skip references to objects no longer in the cache. */
export function removeCard(cache: ApolloCache, cardId: string) {
  cache.evict({ id: cache.identify({ __typename: 'Card', id: cardId }) });
  cache.gc();
}

/**
 * Imported and sample folders bring due cards the payload does not list (ten or a hundred and fifty of
 * them): the due lists are dropped, and fetched again when a screen next needs them.
 */
export function forgetDueLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dueCards' });
}

/**
 * A finished import brought folders and cards no answer carried (thousands, written by a background job): the
 * folder list, the folders it wrote to, the due lists and the viewer's figures are dropped, and each screen
 * fetches them again when it next shows them (the import screen's own folder list at once).
 */
export function forgetImported(cache: ApolloCache, folderIds: readonly string[], viewerId?: string | null) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'folders' });
  forgetDueLists(cache);
  for (const folderId of folderIds) cache.evict({ id: cache.identify({ __typename: 'Folder', id: folderId }) });
  if (viewerId) {
    const viewer = cache.identify({ __typename: 'User', id: viewerId });
    cache.evict({ id: viewer, fieldName: 'stats' });
    cache.evict({ id: viewer, fieldName: 'statistics' });
  }
  cache.gc();
}

/**
 * A note written (or its type edited) made or re-rendered cards the answer does not list (it names the note's card
 * ids only; the figures come with it): the lists of those folders' cards and the due lists are dropped, and each
 * screen reads them again when it next shows them. Cards deleted with it leave every list.
 */
export function noteCardsChanged(
  cache: ApolloCache,
  folderIds: readonly string[],
  deletedCardIds: readonly string[] = [],
) {
  forgetDueLists(cache);
  for (const folderId of folderIds) {
    const id = cache.identify({ __typename: 'Folder', id: folderId });
    cache.evict({ id, fieldName: 'cards' });
    cache.evict({ id, fieldName: 'dueCards' });
    cache.evict({ id, fieldName: 'studyCards' });
    cache.evict({ id, fieldName: 'notes' });
  }
  for (const cardId of deletedCardIds) cache.evict({ id: cache.identify({ __typename: 'Card', id: cardId }) });
  cache.gc();
}
