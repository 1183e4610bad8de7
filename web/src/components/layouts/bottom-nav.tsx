import { BarChart3, ClipboardList, Folder, House, type LucideIcon, Store } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';

const text = es.frame;

const tabs: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.home, label: text.tabs.home, icon: House },
  { to: paths.pendingReviews, label: text.tabs.pendingReviews, icon: ClipboardList },
  { to: paths.folders, label: text.tabs.folders, icon: Folder },
  { to: paths.store, label: text.tabs.store, icon: Store },
  // A fifth entry beside SPEC's four tabs (issue 13).
  { to: paths.stats, label: text.tabs.stats, icon: BarChart3 },
];

function isActive(tab: string, pathname: string) {
  // Home is also the dashboard; every other tab owns the screens below it (/folders/12).
  if (tab === paths.home) return pathname === paths.home || pathname === paths.dashboard;
  return pathname === tab || pathname.startsWith(`${tab}/`);
}

/** The tab bar of narrow screens (under 768 px); wider ones have the header's links. */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={text.bottomNav}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {tabs.map(({ to, label, icon: Icon }) => {
          const active = isActive(to, pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex flex-col items-center gap-1 py-2 text-[11px] font-medium transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
                  active ? 'text-indigo-700' : 'text-slate-500 hover:text-slate-900'
                }`}
              >
                <Icon aria-hidden className={`size-6 ${active ? 'stroke-[2.5]' : ''}`} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
