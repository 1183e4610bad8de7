import { BarChart3, BookOpenCheck, ClipboardList, Folder, Settings, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AppHeader_ViewerFragment } from '@/__generated__/graphql';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';

const text = es.frame;

// On phones the bottom navigation takes these places.
const desktopLinks = [
  { to: paths.folders, label: text.tabs.folders, icon: Folder },
  { to: paths.store, label: text.tabs.store, icon: Store },
  { to: paths.pendingReviews, label: text.pendingReviews, icon: ClipboardList },
  { to: paths.stats, label: text.tabs.stats, icon: BarChart3 },
];

/** `viewer` is null while the API answers who is signed in. */
export function AppHeader({ viewer }: { viewer: AppHeader_ViewerFragment | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <BookOpenCheck aria-hidden className="size-7" />
          {es.appName}
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <nav aria-label={text.desktopNav} className="hidden shrink-0 items-center gap-1 md:flex">
            {desktopLinks.map(({ to, label, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                className="inline-flex shrink-0 items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {label}
              </Link>
            ))}
          </nav>
          {viewer ? (
            <div className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              >
                {viewer.email.charAt(0).toUpperCase()}
              </span>
              <span className="truncate text-sm font-medium text-slate-700">{viewer.email}</span>
            </div>
          ) : (
            <span role="status" className="flex items-center gap-2">
              <span className="size-9 animate-pulse rounded-full bg-slate-200" />
              <span className="h-4 w-32 animate-pulse rounded bg-slate-200 max-sm:w-20" />
              <span className="sr-only">{text.loadingAccount}</span>
            </span>
          )}
          <Tooltip content={text.settings}>
            <Link
              to={paths.settings}
              aria-label={text.settings}
              className="grid size-10 shrink-0 place-items-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Settings aria-hidden className="size-5" />
            </Link>
          </Tooltip>
        </div>
      </div>
    </header>
  );
}
