import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { SignedInFrame } from '@/components/layouts/signed-in-frame';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/redirects';
import { useToast } from '@/hooks/use-toast';
import { useViewer } from '@/hooks/use-viewer';
import { es } from '@/lib/i18n/es';
import { Usable } from '../usable';

const LandingRoute = lazy(() => import('../routes/public/landing').then((m) => ({ default: m.LandingRoute })));

/** SPEC §2: a visitor who opens a data screen is told to sign in, then taken to /login after 0.5 s. */
function SignedOutRedirect() {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    toast({ variant: 'destructive', title: es.session.unauthorizedTitle, description: es.session.signInRequired });
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), redirectDelayMs.toLogin);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return null;
}

/**
 * The signed-in screens, in the frame once the API says who is signed in. Signed out, `/` is the landing
 * page (the session hint was stale) and any other screen sends the visitor to /login.
 */
export function SignedInLayout() {
  const { viewer, loading } = useViewer();
  const atHome = useMatch(paths.home) !== null;

  // The landing page is a screen too: a page rendered for a session that has since ended must not stay inert.
  if (!viewer && !loading)
    return atHome ? (
      <Usable>
        <LandingRoute />
      </Usable>
    ) : (
      <SignedOutRedirect />
    );
  return (
    <SignedInFrame viewer={viewer}>
      {viewer && (
        <Suspense>
          <Outlet />
        </Suspense>
      )}
    </SignedInFrame>
  );
}
