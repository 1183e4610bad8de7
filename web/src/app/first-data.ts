import { firstDataElementId, type RenderedFirstData } from '@api/core/first-data-contract';
import type { ApolloClient, DocumentNode, NormalizedCacheObject } from '@apollo/client';
import { createContext } from 'react';
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
  let content: unknown;
  try {
    content = JSON.parse(element.textContent ?? '');
  } catch {
    return client;
  }
  answeredPath = window.location.pathname;
  if (Array.isArray(content)) {
    markAnswered(writeFirstData(client, content));
    return client;
  }
  // The screen came rendered from these answers: the cache that render ended with, restored as it was (writing the
  // answers again took a slowed phone 0.5–0.7 s of Apollo's normalizing).
  const { cache, fresh } = (content ?? {}) as Partial<RenderedFirstData>;
  if (typeof cache !== 'object' || cache === null || !Array.isArray(fresh)) return client;
  client.cache.restore(cache as NormalizedCacheObject);
  markAnswered(fresh.filter((name): name is string => typeof name === 'string' && freshness.has(name)));
  return client;
}

/**
 * Writes the first data's answers into `client`'s cache: in the browser from the page's element (`seedFirstData`),
 * on the server before it renders the screen with them (prerender.tsx `renderMemberScreen`). Returns the operations
 * whose whole answer is there: a partial one leaves the screen to ask for it.
 */
export function writeFirstData(client: ApolloClient, entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  const complete: string[] = [];
  for (const { operationName, variables, data } of entries as Entry[]) {
    const name = typeof operationName === 'string' ? operationName : '';
    const query = documents.get(name);
    if (!query || typeof data !== 'object' || data === null) continue;
    try {
      const vars = (variables ?? {}) as Record<string, unknown>;
      client.writeQuery({ query, variables: vars, data });
      // Read as the screen's hook reads (the optimistic layer), so that the hook's first render gets this result from
      // the cache's memory instead of reading every card again: at 4× slower CPU, a folder's first page took 0.13 s.
      if (freshness.has(name) && client.readQuery({ query, variables: vars }, true) !== null) complete.push(name);
    } catch {
      // Data that does not fit the query (an older build's): the screen asks for its own.
    }
  }
  return complete;
}

/** Marks operations answered in the page as just fetched (see `freshness`). */
export function markAnswered(operations: readonly string[]) {
  for (const name of operations) {
    const key = freshness.get(name);
    if (key) markFetched(key);
    else answeredByPage(name);
  }
}

/** The path of the page whose element `seedFirstData` read, until `tookPageAnswer` takes it. */
let answeredPath: string | undefined;

/**
 * Whether `pathname` is the page that came with its screen's first data (once: later visits to it are navigations
 * within the app): its screen needs nothing asked ahead (preload.ts), as its query is what the page answered.
 */
export function tookPageAnswer(pathname: string): boolean {
  const answered = answeredPath === pathname;
  answeredPath = undefined;
  return answered;
}

/** The client a server render hands the app (prerender.tsx), instead of one seeded from the page. */
export const PageClient = createContext<ApolloClient | null>(null);
