/** Built on first use: constructing a date format loads ICU's patterns (tens of ms on a phone) on the screens that never write one. */
let dateTime: Intl.DateTimeFormat | undefined;

/** A GraphQL `DateTime` (an ISO string; codegen types custom scalars as `unknown`) in Spanish. */
export function formatDateTime(value: unknown): string {
  dateTime ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(new Date(String(value)));
}

/**
 * A count as Spanish writes it: 20.000 (a four-digit number stays 2000, as the RAE recommends), as
 * `Intl.NumberFormat('es-ES')` writes a whole number, without Intl: the folder page's figures were its only use, and
 * building the format while the page's code was evaluated cost a phone about 250 ms of blocked main thread.
 */
export function formatCount(value: number): string {
  if (!Number.isInteger(value)) return String(value);
  const digits = String(Math.abs(value));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 ? `-${grouped}` : grouped;
}
