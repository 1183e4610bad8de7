import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInLayout } from './layouts/signed-in-layout';
import { screens } from './screens';

// One chunk per screen (screens.ts), preloaded with its data as a page opens and as a link is pointed at
// (preload.ts). Declarative routes rather than a data router: Apollo fetches the data, and the data router would
// add ~16 KB gzipped to every page.
const {
  dashboard: DashboardRoute,
  pendingReviews: PendingReviewsRoute,
  folders: FoldersRoute,
  folder: FolderRoute,
  study: StudyRoute,
  store: StoreRoute,
  settings: SettingsRoute,
  importCards: ImportRoute,
  stats: StatsRoute,
  login: LoginRoute,
  register: RegisterRoute,
  resetPassword: ResetPasswordRoute,
  newPassword: NewPasswordRoute,
  privacyPolicy: PrivacyPolicyRoute,
  termsOfService: TermsOfServiceRoute,
  notFound: NotFoundRoute,
} = screens;

/** SPEC §2's route table, the data screens inside the signed-in frame, the public ones on their own. */
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
