import { es } from '@/lib/i18n/es';

/** How long a limited text field's value is, against the limit the API enforces. */
export type Limit = { length: number; max: number };

/**
 * "12 / 255" under a limited field, red past the limit. The field is never cut (no `maxLength`): a longer
 * value is refused on submit with the API's own message, so nothing pasted is lost silently.
 */
export function CharacterCount({ id, limit }: { id: string; limit: Limit }) {
  const over = limit.length > limit.max;
  return (
    <p
      id={id}
      className={`mt-1 text-right text-xs tabular-nums ${over ? 'font-medium text-red-600' : 'text-slate-500'}`}
    >
      {es.common.characterCount(limit.length, limit.max)}
    </p>
  );
}
