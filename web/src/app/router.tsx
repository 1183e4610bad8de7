import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasSessionHint } from '@/lib/session-hint';

// Nothing here may import Apollo: the landing page's bundle is this file, main.tsx and the landing chunk.
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const App = lazy(() => import('./app').then((m) => ({ default: m.App })));

/**
 * `/` without the session hint is the landing page alone: no API call, no Apollo. Anything else loads the app,
 * which asks the API who is signed in where a screen needs it.
 */
export function EntryRoutes() {
  const { pathname } = useLocation();
  return <Suspense>{pathname === paths.home && !hasSessionHint() ? <LandingRoute /> : <App />}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <EntryRoutes />
    </BrowserRouter>
  );
}
