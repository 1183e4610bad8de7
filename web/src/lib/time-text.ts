import { es } from './i18n/es';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DateValue = string | Date | null | undefined;

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * Study days until a card is due, as the API's scheduler counts them (`dueInDays`: the interval its rating button
 * promised); without it, whole days rounded up (due dates fall at the start of a study day).
 */
function daysUntil(nextReviewAt: string | Date, dueInDays: number | null | undefined, now: Date): number {
  if (dueInDays != null) return dueInDays;
  return Math.ceil((toDate(nextReviewAt).getTime() - now.getTime()) / DAY);
}

/**
 * "Nunca repasada", "Para repasar ahora", "Mañana", "En 3 días": when a card of a folder is due (SPEC §4), in the
 * study days of the API's `dueInDays`, so a card rated "volverá en 3 días" says "En 3 días".
 */
export function dueText(nextReviewAt: DateValue, dueInDays: number | null | undefined, now = new Date()): string {
  const text = es.cards.due;
  if (!nextReviewAt) return text.never;
  if (toDate(nextReviewAt).getTime() <= now.getTime()) return text.now;
  const days = daysUntil(nextReviewAt, dueInDays, now);
  return days <= 1 ? text.tomorrow : text.inDays(days);
}

/** When a card was last studied: under an hour, whole hours under a day, then whole days (SPEC §4). */
export function lastReviewedText(lastReviewedAt: DateValue, now = new Date()): string {
  const text = es.cards.lastReviewed;
  if (!lastReviewedAt) return text.never;
  const elapsed = Math.max(0, now.getTime() - toDate(lastReviewedAt).getTime());
  if (elapsed < HOUR) return text.underAnHour;
  if (elapsed < DAY) return text.ago(es.time.hours(Math.floor(elapsed / HOUR)));
  return text.ago(es.time.days(Math.floor(elapsed / DAY)));
}

/** A span in minutes under an hour, hours under a day, else days (rounded down, at least 1). */
function spanText(ms: number): string {
  if (ms < HOUR) return es.time.minutes(Math.max(1, Math.floor(ms / MINUTE)));
  if (ms < DAY) return es.time.hours(Math.floor(ms / HOUR));
  return es.time.days(Math.floor(ms / DAY));
}

/**
 * The badge of a pending card: "Nueva", "Para repasar ahora", "Atrasado por 3 horas" or "Vence en 2 días" (SPEC §4).
 * Lateness is measured in time; a date to come in the study days of the API's `dueInDays` (the rating button's
 * interval), and in minutes or hours only within today's study day.
 */
export function pendingDueText(
  nextReviewAt: DateValue,
  dueInDays: number | null | undefined,
  now = new Date(),
): string {
  const text = es.pendingReviews.due;
  if (!nextReviewAt) return text.new;
  const overdue = now.getTime() - toDate(nextReviewAt).getTime();
  if (overdue >= MINUTE) return text.overdue(spanText(overdue));
  if (overdue >= 0) return text.now;
  const days = dueInDays ?? 0;
  return text.dueIn(days >= 1 ? es.time.days(days) : spanText(-overdue));
}

/** Whether a pending card's review date has passed (as opposed to new or due this minute). */
export function isOverdue(nextReviewAt: DateValue, now = new Date()): boolean {
  return !!nextReviewAt && now.getTime() - toDate(nextReviewAt).getTime() >= MINUTE;
}

/**
 * Each unit in Spanish, largest first, with the words Intl's `numeric: 'auto'` uses instead of a count. Written out
 * rather than `new Intl.RelativeTimeFormat('es')`, whose construction loads ICU's relative-time data (about 40 ms on
 * this machine's desktop Chromium, four times that on a phone) while the folder list's code is evaluated.
 */
const units: { size: number; one: string; many: string; named: Record<number, string> }[] = [
  { size: 365 * DAY, one: 'año', many: 'años', named: { [-1]: 'el año pasado', 1: 'el próximo año' } },
  { size: 30 * DAY, one: 'mes', many: 'meses', named: { [-1]: 'el mes pasado', 1: 'el próximo mes' } },
  { size: 7 * DAY, one: 'semana', many: 'semanas', named: { [-1]: 'la semana pasada', 1: 'la próxima semana' } },
  {
    size: DAY,
    one: 'día',
    many: 'días',
    named: { [-2]: 'anteayer', [-1]: 'ayer', 1: 'mañana', 2: 'pasado mañana' },
  },
  { size: HOUR, one: 'hora', many: 'horas', named: {} },
  { size: MINUTE, one: 'minuto', many: 'minutos', named: {} },
];

/**
 * "hace 5 minutos", "ayer", "hace 3 semanas": a past moment relative to now, in Spanish, as
 * `Intl.RelativeTimeFormat('es', { numeric: 'auto' })` writes it.
 */
export function relativeTime(value: string | Date, now = new Date()): string {
  const diff = toDate(value).getTime() - now.getTime();
  for (const { size, one, many, named } of units) {
    if (Math.abs(diff) < size) continue;
    const count = Math.trunc(diff / size);
    const words = named[count];
    if (words) return words;
    const amount = `${Math.abs(count)} ${Math.abs(count) === 1 ? one : many}`;
    return count < 0 ? `hace ${amount}` : `dentro de ${amount}`;
  }
  return 'ahora';
}
