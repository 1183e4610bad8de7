import { z } from 'zod';
import { badInput } from './errors';

// Every rule with a message of its own uses it; anything else zod reports (a wrong type, say) comes in Spanish too.
z.config(z.locales.es());

/** Parses `input` with `schema`, or throws a 400 whose message is the first issue (Spanish). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badInput(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return result.data;
}
