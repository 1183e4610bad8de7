import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';

// One chunk per screen, so the landing page ships without the others. Declarative routes rather than a data
// router: Apollo fetches the data, and the data router would add ~16 KB gzipped to every page.
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route path={paths.home} element={<LandingRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
