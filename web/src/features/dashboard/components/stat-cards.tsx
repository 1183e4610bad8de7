import { CalendarCheck, CircleCheck, Flame, Folder, type LucideIcon } from 'lucide-react';
import type { ViewerStats_UserFragment } from '@/__generated__/graphql';
import { es } from '@/lib/i18n/es';

const text = es.dashboard.stats;

type Stats = ViewerStats_UserFragment['stats'];

/** The four figures of the day (SPEC §2): due today, studied today, folders and streak. */
export function StatCards({ stats }: { stats: Stats }) {
  const cards: { label: string; value: string; icon: LucideIcon; className: string }[] = [
    {
      label: text.dueToday,
      value: String(stats.cardsDueToday),
      icon: CalendarCheck,
      className: 'bg-indigo-50 text-indigo-700',
    },
    {
      label: text.studiedToday,
      value: String(stats.cardsStudiedToday),
      icon: CircleCheck,
      className: 'bg-emerald-50 text-emerald-700',
    },
    { label: text.totalFolders, value: String(stats.totalFolders), icon: Folder, className: 'bg-sky-50 text-sky-700' },
    {
      label: text.streak,
      value: text.streakValue(stats.currentStreak),
      icon: Flame,
      className: 'bg-orange-50 text-orange-600',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, className }) => (
        // A <dl> group holds only its <dt> and <dd>: the icon lives in the <dd>, and the column is
        // reversed so the figure (with its icon) shows above its label.
        <div
          key={label}
          className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="flex flex-col gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
            <Icon aria-hidden className={`size-9 rounded-xl p-2 ${className}`} />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
