import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '@/components/charts/data-table';
import { palette } from '@/components/charts/palette';
import { es } from '@/lib/i18n/es';
import { formatInteger } from '@/lib/statistics-format';

const text = es.statistics.cards;

type States = { new: number; learning: number; young: number; mature: number; suspended: number };
type Bucket = { minDays: number; maxDays?: number | null; cards: number };

/** Cards by state (four bars, each labelled), suspended cards counted apart, and reviewed cards by interval. */
export function CardStatesChart({ states, intervals }: { states: States; intervals: Bucket[] }) {
  const stateRows = [
    { key: 'new', label: text.new, cards: states.new, color: palette.new },
    { key: 'learning', label: text.learning, cards: states.learning, color: palette.learning },
    { key: 'young', label: text.young, cards: states.young, color: palette.young },
    { key: 'mature', label: text.mature, cards: states.mature, color: palette.mature },
  ];
  const buckets = intervals.map((bucket) => ({
    ...bucket,
    label: text.intervalLabel(bucket.minDays, bucket.maxDays ?? null),
  }));
  const summary = text.summary(
    formatInteger(states.new),
    formatInteger(states.learning),
    formatInteger(states.young),
    formatInteger(states.mature),
  );
  return (
    <figure>
      <figcaption className="flex flex-col text-sm text-slate-700">
        <span>{summary}</span>
        <span>{text.suspended(formatInteger(states.suspended))}</span>
      </figcaption>
      <div aria-hidden className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="h-48">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 192 }}>
            <BarChart accessibilityLayer={false} data={stateRows} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
              <CartesianGrid vertical={false} stroke="#E2E8F0" />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: palette.axis }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: palette.axis }} />
              <Tooltip formatter={(value) => [formatInteger(Number(value)), text.cards]} />
              <Bar dataKey="cards" name={text.cards} radius={[3, 3, 0, 0]} isAnimationActive={false}>
                {stateRows.map((row) => (
                  <Cell key={row.key} fill={row.color} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <div className="h-48">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 192 }}>
            <BarChart accessibilityLayer={false} data={buckets} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
              <CartesianGrid vertical={false} stroke="#E2E8F0" />
              <XAxis
                dataKey="label"
                tick={{ fontSize: 10, fill: palette.axis }}
                interval="preserveStartEnd"
                minTickGap={8}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: palette.axis }} />
              <Tooltip formatter={(value) => [formatInteger(Number(value)), text.cards]} />
              <Bar
                dataKey="cards"
                name={text.cards}
                fill={palette.mature}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
      <DataTable
        caption={text.title}
        columns={[text.stateOrInterval, text.cards]}
        rows={[
          ...stateRows.map((row) => [row.label, formatInteger(row.cards)]),
          [text.suspendedLabel, formatInteger(states.suspended)],
          ...buckets.map((bucket) => [bucket.label, formatInteger(bucket.cards)]),
        ]}
      />
    </figure>
  );
}
