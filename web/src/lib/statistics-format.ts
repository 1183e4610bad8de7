import { onFirstUse } from './format';

/**
 * Numbers, shares and dates for `es`, one formatter each, built on first use (format.ts `onFirstUse`). Dates are study
 * days (`YYYY-MM-DD`), shown as written.
 */
const integer = onFirstUse(() => new Intl.NumberFormat('es'));
const decimal = onFirstUse(() => new Intl.NumberFormat('es', { maximumFractionDigits: 1 }));
const percent = onFirstUse(() => new Intl.NumberFormat('es', { style: 'percent', maximumFractionDigits: 0 }));
const shortDate = onFirstUse(() => new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const monthYear = onFirstUse(() => new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

export const formatInteger = (n: number) => integer().format(n);
export const formatDecimal = (n: number) => decimal().format(n);
export const formatPercent = (share: number) => percent().format(share);
export const formatShortDate = (date: string) => shortDate().format(asDate(date));
export const formatLongDate = (date: string) => longDate().format(asDate(date));
export const formatMonth = (date: string) => monthYear().format(asDate(date));

/** The date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const shifted = asDate(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}
