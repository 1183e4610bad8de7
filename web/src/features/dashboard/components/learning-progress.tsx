import type { ViewerStats_UserFragment } from '@/__generated__/graphql';
import { difficultyColors } from '@/components/ui/difficulty-dot';
import { SectionCard } from '@/components/ui/section-card';
import { es } from '@/lib/i18n/es';

const text = es.dashboard.progress;

type Stats = ViewerStats_UserFragment['stats'];

/** Cards by last rating (new, hard, medium, easy), each with a bar proportional to its share. */
export function LearningProgress({ stats }: { stats: Stats }) {
  const rows = [
    { label: text.new, value: stats.newCards, color: difficultyColors.NEW },
    { label: text.hard, value: stats.hardCards, color: difficultyColors.HARD },
    { label: text.medium, value: stats.goodCards, color: difficultyColors.GOOD },
    { label: text.easy, value: stats.easyCards, color: difficultyColors.EASY },
  ];
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <SectionCard title={text.title} description={text.description}>
      {total === 0 ? (
        <p className="text-sm text-slate-600">{text.empty}</p>
      ) : (
        <dl className="grid gap-4">
          {rows.map(({ label, value, color }) => (
            // A <dl> group holds only its <dt> and <dd>: the bar sits in the <dd> and is placed under
            // the whole row by the group's padding.
            <div key={label} className="relative flex items-baseline justify-between pb-4 text-sm">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="font-semibold text-slate-900">
                {value}
                <span
                  aria-hidden
                  className="absolute inset-x-0 bottom-0 h-2.5 overflow-hidden rounded-full bg-slate-100"
                >
                  <span
                    data-testid={`progress-${label}`}
                    className={`block h-full rounded-full ${color}`}
                    style={{ width: `${(value / total) * 100}%` }}
                  />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
