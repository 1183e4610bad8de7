import { type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CommunityLayout } from './layouts/community-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { type Screen, screenList } from './screens';

// The registry's screens (screens.ts), one chunk each, preloaded with their data as a page opens and as a link is
// pointed at (preload.ts). Declarative routes rather than a data router: Apollo fetches the data, and the data router
// would add ~16 KB gzipped to every page.

/** A screen's routes, one per path (`/` as the index of its frame). */
function routesOf([name, { paths, component: Component }]: readonly [string, Screen]) {
  return paths.map((path) =>
    path === '/' ? (
      <Route key={`${name} ${path}`} index element={<Component />} />
    ) : (
      <Route key={`${name} ${path}`} path={path} element={<Component />} />
    ),
  );
}

/**
 * A member's screen rendered by the server comes inert (graphql-api first-screen-data.ts): visible, but not to be
 * pressed or typed into before React has taken it over, when a button would do nothing and a form would submit itself
 * as a plain page request. It becomes usable once the screens' boundary below has hydrated: the root around it
 * commits first, and a press on the screen before its own hydration was replayed into a render that no longer
 * matched the server's (React's error 418), which threw the press away. A wrapper, not a sibling of the routes: a
 * second child would shift every `useId` inside from the server's.
 */
function Usable({ children }: { children: ReactNode }) {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return children;
}

/** SPEC §2's route table, the data screens inside the signed-in frame, the community's in its own, the rest alone. */
export function AppRoutes() {
  return (
    <Suspense>
      <Usable>
        <Routes>
          <Route element={<SignedInLayout />}>
            {screenList.filter(([, screen]) => screen.frame === 'signed-in').flatMap(routesOf)}
          </Route>
          <Route element={<CommunityLayout />}>
            {screenList.filter(([, screen]) => screen.frame === 'community').flatMap(routesOf)}
          </Route>
          {screenList.filter(([, screen]) => screen.frame === 'none').flatMap(routesOf)}
        </Routes>
      </Usable>
    </Suspense>
  );
}
