import { useId } from 'react';
import type { FolderStats_FolderFragment, FolderStatsPanel_FolderFragment } from '@/__generated__/graphql';
import { formatCount } from '@/lib/format';
import { es } from '@/lib/i18n/es';

const text = es.folder.stats;

/**
 * A folder's figures: total, due for review, how many cards were last rated each way (DESIGN §11's words) and, apart,
 * how many are suspended.
 */
export function FolderStatsPanel({
  folder,
}: {
  folder: FolderStats_FolderFragment & { stats: FolderStatsPanel_FolderFragment['stats'] };
}) {
  const titleId = useId();
  const figures = [
    { label: text.total, value: folder.stats.totalCards, className: 'text-slate-900' },
    { label: text.due, value: folder.stats.dueCards, className: 'text-indigo-700' },
    { label: text.easy, value: folder.stats.masteredCards, className: 'text-emerald-700' },
    { label: text.medium, value: folder.stats.mediumCards, className: 'text-amber-700' },
    { label: text.hard, value: folder.stats.difficultCards, className: 'text-red-700' },
    { label: text.suspended, value: folder.stats.suspendedCards, className: 'text-slate-600' },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={titleId} className="sr-only">
        {text.title}
      </h2>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-4 lg:grid-cols-6">
        {figures.map(({ label, value, className }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className={`text-2xl font-bold ${className}`}>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
