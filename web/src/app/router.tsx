import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasSessionHint } from '@/lib/session-hint';

import { FocusOnNavigation } from './focus-on-navigation';
import { LandingRoute } from './routes/landing';
import { lazyScreen, matchScreen, screens } from './screens';

// Nothing here may import Apollo: the landing page's bundle is this file, main.tsx and the landing page, which is
// in the entry chunk (no second round trip) and prerendered into landing.html at build time (see prerender.tsx).
const App = lazyScreen(() => import('./app').then((m) => m.App));

const showsLanding = (pathname: string) => pathname === paths.home && !hasSessionHint();

/**
 * What a page load needs before its first render: nothing for a visitor's landing page; otherwise the app's
 * code and the screen's, asked for together (not one after the other), so the first render shows the screen
 * without suspending.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (showsLanding(pathname)) return Promise.resolve();
  return Promise.all([App.preload(), screens[matchScreen(pathname).name].preload()]);
}

/**
 * `/` without the session hint is the landing page alone: no API call, no Apollo. Anything else loads the app,
 * which asks the API who is signed in where a screen needs it.
 */
export function EntryRoutes() {
  const { pathname } = useLocation();
  if (showsLanding(pathname)) return <LandingRoute />;
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
