import { DataTable } from '@/components/charts/data-table';
import { heatSteps } from '@/components/charts/palette';
import { es } from '@/lib/i18n/es';
import { addDays, formatInteger, formatLongDate, formatMonth, formatShortDate } from '@/lib/statistics-format';

const text = es.statistics.heatmap;
const CELL = 12;
const GAP = 2;
const TOP = 14;

type Day = { date: string; reviews: number };

/** The heatmap's step (0 empty .. 4 busiest) for `reviews`, against the busiest day shown. */
const step = (reviews: number, max: number) => (reviews === 0 ? 0 : Math.min(4, Math.ceil((reviews / max) * 4)));

/**
 * Reviews per study day as a calendar: one column per week (Monday at the top), from `from` to `today`. Each day
 * carries its tooltip (`<title>`) and the same words as its accessible name; the table lists every studied day.
 */
export function Heatmap({ days, from, today }: { days: Day[]; from: string; today: string }) {
  const reviewsOn = new Map(days.map((day) => [day.date, day.reviews]));
  const max = Math.max(1, ...days.map((day) => day.reviews));
  const cells: { date: string; week: number; weekday: number; reviews: number }[] = [];
  for (let i = 0, date = from; date <= today; i++, date = addDays(from, i))
    cells.push({ date, week: Math.floor(i / 7), weekday: i % 7, reviews: reviewsOn.get(date) ?? 0 });
  const weeks = Math.floor((cells.length - 1) / 7) + 1;
  const width = weeks * (CELL + GAP);
  const height = TOP + 7 * (CELL + GAP);
  // A label at each month's first week; the first column too, unless a month starts within three weeks of it.
  const firsts = cells.filter((cell) => cell.date.endsWith('-01'));
  const monthStarts = firsts[0] && firsts[0].week < 3 ? firsts : [cells[0], ...firsts];
  const total = days.reduce((sum, day) => sum + day.reviews, 0);
  const summary = text.summary(
    formatInteger(total),
    formatInteger(days.length),
    formatShortDate(from),
    formatShortDate(today),
  );

  const byMonth = new Map<string, { reviews: number; days: number }>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const sums = byMonth.get(month) ?? { reviews: 0, days: 0 };
    byMonth.set(month, { reviews: sums.reviews + day.reviews, days: sums.days + 1 });
  }

  return (
    <figure>
      <figcaption className="text-sm text-slate-700">{summary}</figcaption>
      <div className="mt-3 overflow-hidden">
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG grid of days is a group of images, not a form */}
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full max-w-3xl"
          role="group"
          aria-label={text.title}
        >
          {monthStarts.map((cell) => (
            <text key={cell.date} x={cell.week * (CELL + GAP)} y={10} fontSize={9} fill="#475569" aria-hidden>
              {formatMonth(cell.date).split(' ')[0].slice(0, 3)}
            </text>
          ))}
          {cells.map((cell) => {
            const label = text.day(formatLongDate(cell.date), formatInteger(cell.reviews), cell.reviews);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a day of the calendar is an image with its own name
              <rect
                key={cell.date}
                x={cell.week * (CELL + GAP)}
                y={TOP + cell.weekday * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                fill={heatSteps[step(cell.reviews, max)]}
                stroke={cell.date === today ? '#0F172A' : 'none'}
                role="img"
                aria-label={label}
                data-date={cell.date}
              >
                <title>{label}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden className="mt-2 flex items-center gap-1 text-xs text-slate-600">
        {text.less}
        {heatSteps.map((color) => (
          <span key={color} className="inline-block size-3 rounded-sm" style={{ background: color }} />
        ))}
        {text.more}
      </div>
      <DataTable
        caption={text.title}
        columns={[text.month, text.reviews, text.studyDays]}
        rows={[...byMonth].map(([month, sums]) => [
          formatMonth(`${month}-01`),
          formatInteger(sums.reviews),
          formatInteger(sums.days),
        ])}
      />
    </figure>
  );
}
