import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { es } from '@/lib/i18n/es';
import { formatInteger, formatLongDate, formatShortDate } from '@/lib/statistics-format';
import { DataTable } from './data-table';
import { palette } from './palette';

const text = es.statistics.forecast;

/**
 * Reviewed cards falling due on each of the next 30 study days; overdue and new cards said apart when given (the
 * settings screen's before-and-after previews have neither).
 */
export function ForecastChart({
  forecast,
  overdue,
  newCards,
  caption = es.statistics.forecast.title,
}: {
  forecast: { date: string; due: number }[];
  overdue?: number;
  newCards?: number;
  /** The data table's caption, naming this forecast among others on the screen. */
  caption?: string;
}) {
  const total = forecast.reduce((sum, day) => sum + day.due, 0);
  const busiest = forecast.reduce((best, day) => (day.due > best.due ? day : best), forecast[0]);
  const summary =
    total === 0
      ? text.none
      : text.summary(formatInteger(total), formatLongDate(busiest.date), formatInteger(busiest.due));
  const data = forecast.map((day) => ({ ...day, label: formatShortDate(day.date) }));
  return (
    <figure>
      <figcaption className="text-sm text-slate-700">{summary}</figcaption>
      {overdue !== undefined && newCards !== undefined && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>{text.overdue(formatInteger(overdue))}</li>
          <li>{text.newCards(formatInteger(newCards))}</li>
        </ul>
      )}
      <div aria-hidden className="mt-3 h-56">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
          <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid vertical={false} stroke="#E2E8F0" />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: palette.axis }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: palette.axis }} />
            <Tooltip formatter={(value) => [formatInteger(Number(value)), text.due]} />
            <Bar
              dataKey="due"
              name={text.due}
              fill={palette.forecast}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        caption={caption}
        columns={[text.date, text.due]}
        rows={forecast.map((day) => [formatLongDate(day.date), formatInteger(day.due)])}
      />
    </figure>
  );
}
