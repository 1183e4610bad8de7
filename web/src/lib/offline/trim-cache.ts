import type { NormalizedCacheObject } from '@apollo/client';

/** A folder's card pages (`Folder.cards`, one entry per search and cursor): the folder screen's browsing. */
const isCardPage = (field: string) => field === 'cards' || field.startsWith('cards(');

/**
 * The copy of the cache to persist, under `maxChars`: as it is while it fits; past it, without the folders' card
 * pages (a folder of 20 000 cards browsed page by page) and the objects only they referred to, so that what the
 * screens need offline — the viewer, the folders, the due cards with their folders — is still saved. (Past its
 * limit, apollo3-cache-persist would clear the whole copy and stop writing: now only when even this does not fit.)
 * The cache itself is untouched; only the string written to IndexedDB is trimmed.
 */
export function trimToFit(serialized: string, maxChars: number): string {
  if (serialized.length <= maxChars) return serialized;
  const cache = JSON.parse(serialized) as NormalizedCacheObject;
  for (const [id, object] of Object.entries(cache)) {
    if (!id.startsWith('Folder:') || !object) continue;
    for (const field of Object.keys(object)) if (isCardPage(field)) delete object[field];
  }
  const reachable = new Set<string>();
  const pending: unknown[] = [];
  const reach = (id: string) => {
    if (reachable.has(id) || !cache[id]) return;
    reachable.add(id);
    pending.push(cache[id]);
  };
  for (const root of ['ROOT_QUERY', 'ROOT_MUTATION', ...(cache.__META?.extraRootIds ?? [])]) reach(root);
  // Iteratively, not recursively: a long list of references must not exhaust the stack.
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const ref = (value as { __ref?: unknown }).__ref;
    if (typeof ref === 'string') reach(ref);
    else for (const inner of Object.values(value)) pending.push(inner);
  }
  for (const id of Object.keys(cache)) if (id !== '__META' && !reachable.has(id)) delete cache[id];
  return JSON.stringify(cache);
}
