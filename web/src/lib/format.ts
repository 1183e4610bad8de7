/**
 * A formatter (an `Intl` object) built on its first use, never as its module loads: a page's first `Intl` object
 * loads ICU's data, 40–90 ms in Chromium on this machine and four times that on Lighthouse's phone, which a screen
 * that writes no number or date must not pay. The statistics' formats, in the chunk every signed-in page loads
 * (vite.config.ts, `lib`), made every page pay it until they were built this way (e2e/first-data.spec.ts).
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

const dateTime = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }));

/** A GraphQL `DateTime` (an ISO string; codegen types custom scalars as `unknown`) in Spanish. */
export function formatDateTime(value: unknown): string {
  return dateTime().format(new Date(String(value)));
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
