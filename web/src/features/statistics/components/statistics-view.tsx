import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StatisticsQuery } from '@/__generated__/graphql';
import { ForecastChart } from '@/components/charts/forecast-chart';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { formatDecimal, formatInteger } from '@/lib/statistics-format';
import { AnswersChart } from './answers-chart';
import { CardStatesChart } from './card-states-chart';
import { Heatmap } from './heatmap';
import { RetentionChart } from './retention-chart';

const text = es.statistics;

export type StatisticsData = NonNullable<NonNullable<StatisticsQuery['viewer']>['statistics']>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The statistics screen's figures and charts (the charts library loads with this screen only). */
export function StatisticsView({ statistics }: { statistics: StatisticsData }) {
  const { cardStates } = statistics;
  const cards = cardStates.new + cardStates.learning + cardStates.young + cardStates.mature;
  if (statistics.totalReviews === 0 && statistics.longestStreak === 0 && cards - cardStates.new === 0) {
    return (
      <EmptyState icon={BarChart3} title={text.empty.title} description={text.empty.description}>
        <Link to={paths.folders} className={buttonClasses('primary')}>
          {text.empty.folders}
        </Link>
      </EmptyState>
    );
  }
  const days = (n: number) => text.figures.days(n, formatInteger(n));
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={text.figures.currentStreak} value={days(statistics.currentStreak)} />
        <Figure label={text.figures.longestStreak} value={days(statistics.longestStreak)} />
        <Figure label={text.figures.daysStudied} value={formatInteger(statistics.daysStudied)} />
        <Figure label={text.figures.average} value={formatDecimal(statistics.averagePerStudyDay)} />
      </dl>
      <SectionCard title={text.heatmap.title} description={text.heatmap.description}>
        <Heatmap days={statistics.days} from={statistics.from} today={statistics.today} />
      </SectionCard>
      <SectionCard title={text.forecast.title} description={text.forecast.description}>
        <ForecastChart forecast={statistics.forecast} overdue={statistics.overdue} newCards={cardStates.new} />
      </SectionCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={text.retention.title} description={text.retention.description}>
          <RetentionChart weeks={statistics.weeks} />
        </SectionCard>
        <SectionCard title={text.answers.title} description={text.answers.description}>
          <AnswersChart weeks={statistics.weeks} />
        </SectionCard>
      </div>
      <SectionCard title={text.cards.title} description={text.cards.description}>
        <CardStatesChart states={cardStates} intervals={statistics.intervals} />
      </SectionCard>
    </div>
  );
}
