import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-component';
import { hasSessionHint } from '@/lib/session-hint';

import { FocusOnNavigation } from './focus-on-navigation';
import { LandingRoute } from './routes/public/landing';
import { matchScreen, screens } from './screens';

// Nothing here may import Apollo: the landing page's bundle is this file, main.tsx and the landing page, which is
// in the entry chunk (no second round trip) and prerendered into landing.html at build time (see prerender.tsx).
const App = lazyComponent(() => import('./app'), 'App');

const showsLanding = (pathname: string) => pathname === paths.home && !hasSessionHint();

/**
 * What a page load needs before its first render: nothing for a visitor's landing page; otherwise the app's code,
 * while the screen's code is asked for at the same time (not once the app has rendered). A prerendered screen waits
 * for its own code too, so that it hydrates in one pass. The signed-in frame paints as soon as the app is there; the
 * screen, which waits for the viewer anyway, has its code by then and renders without suspending (screens.ts).
 */
export function preloadPage(pathname: string, { withScreen = false } = {}): Promise<unknown> {
  if (showsLanding(pathname)) return Promise.resolve();
  const screen = screens[matchScreen(pathname).name].component.preload();
  return withScreen ? Promise.all([App.preload(), screen]) : App.preload();
}

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
