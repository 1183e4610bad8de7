import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '@/components/charts/data-table';
import { palette } from '@/components/charts/palette';
import { es } from '@/lib/i18n/es';
import { formatPercent, formatShortDate } from '@/lib/statistics-format';

const text = es.statistics.retention;

type Week = {
  weekStart: string;
  youngDue: number;
  matureDue: number;
  retention?: number | null;
  youngRetention?: number | null;
  matureRetention?: number | null;
};

const share = (value: number | null | undefined) => (value == null ? text.noData : formatPercent(value));

/** Over all the weeks shown: passed / due, weighted by each week's reviews. */
function overall(weeks: Week[], due: 'youngDue' | 'matureDue', rate: 'youngRetention' | 'matureRetention') {
  const reviews = weeks.reduce((sum, week) => sum + week[due], 0);
  if (reviews === 0) return null;
  return weeks.reduce((sum, week) => sum + (week[rate] ?? 0) * week[due], 0) / reviews;
}

/** Weekly true retention (Anki's): all, young and mature cards; lines told apart by dash as well as colour. */
export function RetentionChart({ weeks }: { weeks: Week[] }) {
  const data = weeks.map((week) => ({ ...week, label: formatShortDate(week.weekStart) }));
  const summary = text.summary(
    share(overall(weeks, 'youngDue', 'youngRetention')),
    share(overall(weeks, 'matureDue', 'matureRetention')),
  );
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">{summary}</figcaption>
      <div aria-hidden className="mt-3 h-56">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid vertical={false} stroke="#E2E8F0" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: palette.axis }} minTickGap={16} />
            <YAxis
              domain={[0, 1]}
              tickFormatter={(v) => formatPercent(Number(v))}
              tick={{ fontSize: 11, fill: palette.axis }}
            />
            <Tooltip formatter={(value, name) => [share(value as number | null), name]} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="retention"
              name={text.total}
              stroke={palette.total}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
            <Line
              dataKey="youngRetention"
              name={text.young}
              stroke={palette.young}
              strokeWidth={2}
              strokeDasharray="6 3"
              connectNulls
              isAnimationActive={false}
            />
            <Line
              dataKey="matureRetention"
              name={text.mature}
              stroke={palette.mature}
              strokeWidth={2}
              strokeDasharray="2 2"
              connectNulls
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        caption={text.title}
        columns={[text.week, text.total, text.young, text.mature]}
        rows={weeks.map((week) => [
          formatShortDate(week.weekStart),
          share(week.retention),
          share(week.youngRetention),
          share(week.matureRetention),
        ])}
      />
    </figure>
  );
}
