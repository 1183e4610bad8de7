import { firstDataElementId } from '@api/core/first-data-contract';
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { markFetched } from '@/hooks/use-stale-time';
import { answeredByPage } from '@/lib/network';
import { firstQueryDocuments } from './first-queries';
import { screenList } from './screens';

/** The queries the server answers ahead (screens.ts `inPage` for members, `public` for everyone). */
const answered = screenList.flatMap(([, { firstQuery }]) =>
  firstQuery?.inPage || firstQuery?.public ? [firstQuery] : [],
);

/** The queries the server may answer ahead, by operation name; anything else in the element is ignored. */
const documents = new Map<string, DocumentNode>([
  ['Viewer', firstQueryDocuments.Viewer],
  ...answered.map(({ operationName }): [string, DocumentNode] => [operationName, firstQueryDocuments[operationName]]),
]);

/**
 * Each one, once in the cache, counts as just fetched: where the screen keeps its own freshness (use-stale-time), for
 * that time; where it asks again on each visit (lib/network `revalidateOnVisit`), for the visit the page opens.
 */
const freshness = new Map(answered.map(({ operationName, stale }) => [operationName as string, stale?.key]));

type Entry = { operationName?: unknown; variables?: unknown; data?: unknown };

/**
 * Puts the viewer and the screen's first data that came inside the page into the cache, before the first render, so
 * the frame and the screen render at once instead of after a round trip. The element is read once and removed. A
 * page without it (a visitor, the service worker's cached shell, a failed answer) changes nothing: the screens ask
 * the API as they always do.
 */
export function seedFirstData(client: ApolloClient): ApolloClient {
  // Prerendered at build time (prerender.tsx) there is no page to read. The server writes the element into the
  // members' shell for a signed-in page request (graphql-api first-screen-data.ts).
  const element = typeof document === 'undefined' ? null : document.getElementById(firstDataElementId);
  if (!element) return client;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent ?? '');
  } catch {
    return client;
  }
  if (!Array.isArray(entries)) return client;
  for (const { operationName, variables, data } of entries as Entry[]) {
    const name = typeof operationName === 'string' ? operationName : '';
    const query = documents.get(name);
    if (!query || typeof data !== 'object' || data === null) continue;
    try {
      const vars = (variables ?? {}) as Record<string, unknown>;
      client.writeQuery({ query, variables: vars, data });
      // Fresh only when the whole answer is there: a partial one leaves the screen to ask for it. Read as the screen's
      // hook reads (the optimistic layer), so that the hook's first render gets this result from the cache's memory
      // instead of reading every card again: at 4× slower CPU, a folder's first page took 0.13 s to read.
      if (!freshness.has(name) || client.readQuery({ query, variables: vars }, true) === null) continue;
      const key = freshness.get(name);
      if (key) markFetched(key);
      else answeredByPage(name);
    } catch {
      // Data that does not fit the query (an older build's): the screen asks for its own.
    }
  }
  return client;
}
