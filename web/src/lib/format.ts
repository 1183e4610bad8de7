const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** A GraphQL `DateTime` (an ISO string; codegen types custom scalars as `unknown`) in Spanish. */
export function formatDateTime(value: unknown): string {
  return dateTime.format(new Date(String(value)));
}

const count = new Intl.NumberFormat('es-ES');

/** A count as Spanish writes it: 20.000 (a four-digit number stays 2000, as the RAE recommends). */
export function formatCount(value: number): string {
  return count.format(value);
}
