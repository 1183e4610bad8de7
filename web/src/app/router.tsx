import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasSessionHint } from '@/lib/session-hint';

import { FocusOnNavigation } from './focus-on-navigation';
import { LandingRoute } from './routes/landing';

// Nothing here may import Apollo: the landing page's bundle is this file, main.tsx and the landing page, which is
// in the entry chunk (no second round trip) and prerendered into landing.html at build time (see prerender.tsx).
const App = lazy(() => import('./app').then((m) => ({ default: m.App })));

/**
 * `/` without the session hint is the landing page alone: no API call, no Apollo. Anything else loads the app,
 * which asks the API who is signed in where a screen needs it.
 */
export function EntryRoutes() {
  const { pathname } = useLocation();
  if (pathname === paths.home && !hasSessionHint()) return <LandingRoute />;
  return (
    <Suspense>
      <App />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <FocusOnNavigation />
      <EntryRoutes />
    </BrowserRouter>
  );
}
