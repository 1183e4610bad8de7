import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CommunityLayout } from './layouts/community-layout';
import { SignedInLayout } from './layouts/signed-in-layout';
import { type Screen, screenList } from './screens';
import { Usable } from './usable';

// The registry's screens (screens.ts), one chunk each, preloaded with their data as a page opens and as a link is
// pointed at (preload.ts). Declarative routes rather than a data router: Apollo fetches the data, and the data router
// would add ~16 KB gzipped to every page.

/** A screen's routes, one per path (`/` as the index of its frame). */
function routesOf([name, { paths, component: Component }]: readonly [string, Screen]) {
  const element = (
    <Usable>
      <Component />
    </Usable>
  );
  return paths.map((path) =>
    path === '/' ? (
      <Route key={`${name} ${path}`} index element={element} />
    ) : (
      <Route key={`${name} ${path}`} path={path} element={element} />
    ),
  );
}

/** SPEC §2's route table, the data screens inside the signed-in frame, the community's in its own, the rest alone. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route element={<SignedInLayout />}>
          {screenList.filter(([, screen]) => screen.frame === 'signed-in').flatMap(routesOf)}
        </Route>
        <Route element={<CommunityLayout />}>
          {screenList.filter(([, screen]) => screen.frame === 'community').flatMap(routesOf)}
        </Route>
        {screenList.filter(([, screen]) => screen.frame === 'none').flatMap(routesOf)}
      </Routes>
    </Suspense>
  );
}
