import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInLayout } from './layouts/signed-in-layout';
import { ComingSoonRoute } from './routes/coming-soon';

// One chunk per screen (the tiny shared placeholder excepted: lazy, it only delayed the frame's content).
// Declarative routes rather than a data router: Apollo fetches the data, and the data router would add
// ~16 KB gzipped to every page.
const SettingsRoute = lazy(() => import('./routes/settings').then((m) => ({ default: m.SettingsRoute })));
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

/** SPEC §2's route table. The data screens not built yet are placeholders inside the signed-in frame. */
export function AppRoutes() {
  return (
    <Suspense>
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route index element={<ComingSoonRoute screen="dashboard" />} />
          <Route path="dashboard" element={<ComingSoonRoute screen="dashboard" />} />
          <Route path="pending-reviews/:folderId?" element={<ComingSoonRoute screen="pendingReviews" />} />
          <Route path="folders" element={<ComingSoonRoute screen="folders" />} />
          <Route path="folders/:id" element={<ComingSoonRoute screen="folder" />} />
          <Route path="study/:folderId?" element={<ComingSoonRoute screen="study" />} />
          <Route path="store" element={<ComingSoonRoute screen="store" />} />
          <Route path="settings" element={<SettingsRoute />} />
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
