import { BookOpenCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MainContent, SkipLink } from '@/components/layouts/main-content';
import { buttonClasses } from '@/components/ui/button';
import { loginThenBack, paths } from '@/config/paths';
import { useViewer } from '@/hooks/use-viewer';
import { es } from '@/lib/i18n/es';

const text = es.community;

/**
 * The community's public pages, signed in or not: the product name, the library, and "Mis carpetas" for a learner
 * or "Iniciar sesión" (coming back here) for a visitor.
 */
export function CommunityFrame({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label={text.navLabel} className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            to={paths.home}
            className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            <BookOpenCheck aria-hidden className="size-7" />
            {es.appName}
          </Link>
          <Link
            to={paths.community}
            className="inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Users aria-hidden className="size-4" />
            {text.nav}
          </Link>
          <div className="ml-auto">
            {viewer ? (
              <Link to={paths.folders} className={buttonClasses('secondary')}>
                {text.myFolders}
              </Link>
            ) : loading ? null : (
              <Link to={loginThenBack(pathname)} className={buttonClasses('primary')}>
                {text.signIn}
              </Link>
            )}
          </div>
        </nav>
      </header>
      <MainContent className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">{children}</MainContent>
    </div>
  );
}
