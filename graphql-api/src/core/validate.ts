import { z } from 'zod';
import { badInput, type Issue, messages } from './errors';

// Every rule with a message of its own uses it; anything else zod reports (a wrong type, say) comes in Spanish too.
z.config(z.locales.es());

/** The path of the first string in `value` holding a NUL character, which PostgreSQL cannot store or compare. */
function findNul(value: unknown, path: (string | number)[] = []): Issue | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { path: path.join('.'), message: messages.nulCharacter } : undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const issue = findNul(child, [...path, key]);
      if (issue) return issue;
    }
  }
  return undefined;
}

/**
 * Parses `input` with `schema`, or throws a 400 whose message is the first issue (Spanish). Text with a NUL
 * character is refused here for every transport (a JSON body, a GraphQL literal, a query string alike).
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badInput(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  const nul = findNul(result.data);
  if (nul) throw badInput([nul]);
  return result.data;
}
