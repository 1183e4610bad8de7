const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** A GraphQL `DateTime` (an ISO string; codegen types custom scalars as `unknown`) in Spanish. */
export function formatDateTime(value: unknown): string {
  return dateTime.format(new Date(String(value)));
}
