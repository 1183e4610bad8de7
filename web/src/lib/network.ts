/** Whether the browser knows it has no network (`navigator.onLine` false); "online" may still fail. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A screen's fetch policy when the browser is offline: what the cache holds (persisted across reloads by
 * lib/offline), instead of a request that can only fail.
 */
export function offlineAware<P extends { fetchPolicy: string; nextFetchPolicy?: string }>(policy: P) {
  return isOffline() ? ({ ...policy, fetchPolicy: 'cache-first' } as const) : policy;
}

/** Queries whose answer came inside the page (app/first-data.ts) and that no screen has shown yet, by operation name. */
const pageAnswers = new Set<string>();

/** The page arrived with `operationName`'s answer for the screen it opens (app/first-data.ts). */
export function answeredByPage(operationName: string) {
  pageAnswers.add(operationName);
}

/** Forgets the page's answers: a server render (prerender.tsx) leaves nothing behind for the next learner's. */
export function forgetPageAnswers() {
  pageAnswers.clear();
}

/** Takes the page's answer to `answeredAs` for the visit asking (once): whether there was one. */
const tookPageAnswer = (answeredAs: string | undefined) => !!answeredAs && pageAnswers.delete(answeredAs);

/**
 * For what must be as of now, never an older cache (a study session's cards, SPEC §4): each visit asks the API, and
 * keeps what it got. Offline, what the cache holds (persisted by lib/offline). The visit a page opens with its own
 * answer (`answeredAs`, as `revalidateOnVisit`) takes that answer: the server gave it as the page was asked for.
 */
export function freshOnVisit(answeredAs?: string) {
  if (tookPageAnswer(answeredAs)) return { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' } as const;
  return offlineAware({ fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' } as const);
}

/**
 * For data that changes with the clock or elsewhere (what is due, the statistics): each visit shows the cache at once
 * and asks the API again. Offline, what the cache holds (persisted by lib/offline) instead of a request that can
 * only fail. The visit a page opens with its own answer (`answeredByPage`, named by `answeredAs`) takes that answer as
 * this visit's: it is as new as a request the screen would send, and asking again would only repeat it.
 */
export function revalidateOnVisit(answeredAs?: string) {
  if (tookPageAnswer(answeredAs)) return { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' } as const;
  return offlineAware({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const);
}
