import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '@/components/charts/data-table';
import { palette } from '@/components/charts/palette';
import { es } from '@/lib/i18n/es';
import { formatDecimal, formatPercent, formatShortDate } from '@/lib/statistics-format';

const text = es.statistics.answers;

type Week = {
  weekStart: string;
  reviews: number;
  hard: number;
  medium: number;
  easy: number;
  averageSeconds?: number | null;
};

const shareOf = (part: number, whole: number) => (whole === 0 ? '—' : formatPercent(part / whole));
const seconds = (value: number | null | undefined) => (value == null ? '—' : text.secondsValue(formatDecimal(value)));

/** Each week's Difícil / Medio / Fácil as shares of its reviews (stacked, in that order), and seconds per card. */
export function AnswersChart({ weeks }: { weeks: Week[] }) {
  const sum = (key: 'hard' | 'medium' | 'easy' | 'reviews') => weeks.reduce((total, week) => total + week[key], 0);
  const reviews = sum('reviews');
  const timed = weeks.filter((week) => week.averageSeconds != null);
  const weighted = timed.reduce((total, week) => total + (week.averageSeconds ?? 0) * week.reviews, 0);
  const timedReviews = timed.reduce((total, week) => total + week.reviews, 0);
  const summary = text.summary(
    shareOf(sum('hard'), reviews),
    shareOf(sum('medium'), reviews),
    shareOf(sum('easy'), reviews),
    seconds(timedReviews > 0 ? weighted / timedReviews : null),
  );
  const data = weeks.map((week) => ({ ...week, label: formatShortDate(week.weekStart) }));
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">{summary}</figcaption>
      <div aria-hidden className="mt-3 h-56">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
          <BarChart
            accessibilityLayer={false}
            data={data}
            stackOffset="expand"
            margin={{ top: 4, right: 4, bottom: 0, left: -12 }}
          >
            <CartesianGrid vertical={false} stroke="#E2E8F0" />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: palette.axis }} minTickGap={16} />
            <YAxis tickFormatter={(v) => formatPercent(Number(v))} tick={{ fontSize: 11, fill: palette.axis }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="hard" name={text.hard} stackId="a" fill={palette.hard} isAnimationActive={false} />
            <Bar dataKey="medium" name={text.medium} stackId="a" fill={palette.medium} isAnimationActive={false} />
            <Bar dataKey="easy" name={text.easy} stackId="a" fill={palette.easy} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        caption={text.title}
        columns={[text.week, text.hard, text.medium, text.easy, text.seconds]}
        rows={weeks.map((week) => [
          formatShortDate(week.weekStart),
          shareOf(week.hard, week.reviews),
          shareOf(week.medium, week.reviews),
          shareOf(week.easy, week.reviews),
          seconds(week.averageSeconds),
        ])}
      />
    </figure>
  );
}
