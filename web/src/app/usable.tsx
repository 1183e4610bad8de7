import { type ReactNode, useEffect } from 'react';

/**
 * A member's screen rendered by the server comes inert (graphql-api first-screen-data.ts): visible, but not to be
 * pressed or typed into before React has taken it over, when a button would do nothing and a form would submit itself
 * as a plain page request. It becomes usable once the screen itself has hydrated, so the wrapper sits inside the
 * innermost boundary, around the screen: a frame's `<Suspense>` around its outlet hydrates after the frame, and a
 * press on a screen not yet hydrated was replayed into a render that no longer matched the server's (React's error
 * 418), which threw the press away. A wrapper, not a sibling of the screen: a second child would shift every `useId`
 * inside from the server's.
 */
export function Usable({ children }: { children: ReactNode }) {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return children;
}
