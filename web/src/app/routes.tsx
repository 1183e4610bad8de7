import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInLayout } from './layouts/signed-in-layout';

// One chunk per screen. Declarative routes rather than a data router: Apollo fetches the data, and the data router would add
// ~16 KB gzipped to every page.
const DashboardRoute = lazy(() => import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute })));
const PendingReviewsRoute = lazy(() =>
  import('./routes/pending-reviews').then((m) => ({ default: m.PendingReviewsRoute })),
);
const FoldersRoute = lazy(() => import('./routes/folders').then((m) => ({ default: m.FoldersRoute })));
const FolderRoute = lazy(() => import('./routes/folder').then((m) => ({ default: m.FolderRoute })));
const StudyRoute = lazy(() => import('./routes/study').then((m) => ({ default: m.StudyRoute })));
const StoreRoute = lazy(() => import('./routes/store').then((m) => ({ default: m.StoreRoute })));
const SettingsRoute = lazy(() => import('./routes/settings').then((m) => ({ default: m.SettingsRoute })));
const ImportRoute = lazy(() => import('./routes/import').then((m) => ({ default: m.ImportRoute })));
const StatsRoute = lazy(() => import('./routes/stats').then((m) => ({ default: m.StatsRoute })));
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const NewPasswordRoute = lazy(() => import('./routes/new-password').then((m) => ({ default: m.NewPasswordRoute })));
const PrivacyPolicyRoute = lazy(() =>
  import('./routes/privacy-policy').then((m) => ({ default: m.PrivacyPolicyRoute })),
);
const TermsOfServiceRoute = lazy(() =>
  import('./routes/terms-of-service').then((m) => ({ default: m.TermsOfServiceRoute })),
);
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

/** SPEC §2's route table: the data screens inside the signed-in frame, the public ones on their own. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route index element={<DashboardRoute />} />
          <Route path="dashboard" element={<DashboardRoute />} />
          <Route path="pending-reviews/:folderId?" element={<PendingReviewsRoute />} />
          <Route path="folders" element={<FoldersRoute />} />
          <Route path="folders/:id" element={<FolderRoute />} />
          <Route path="study/:folderId?" element={<StudyRoute />} />
          <Route path="store" element={<StoreRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route path="stats" element={<StatsRoute />} />
          <Route path="import" element={<ImportRoute />} />
        </Route>
        <Route path="login" element={<LoginRoute />} />
        <Route path="register" element={<RegisterRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
        <Route path="new-password" element={<NewPasswordRoute />} />
        <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="terms-of-service" element={<TermsOfServiceRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
