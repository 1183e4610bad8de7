import { notFound } from './errors';

/** An id from a URL or a GraphQL `ID`: anything but a positive integer is simply not found. */
export function parseId(value: unknown, message?: string): number {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(message);
  return id;
}
