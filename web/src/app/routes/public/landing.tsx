import { LandingNoticeToast } from '@/features/landing/components/landing-notice';
import { LandingPage } from '@/features/landing/components/landing-page';

/** `/` for visitors. Loaded without Apollo (see router.tsx), so it must not import anything that talks to the API. */
export function LandingRoute() {
  return (
    <>
      <LandingPage />
      <LandingNoticeToast />
    </>
  );
}
