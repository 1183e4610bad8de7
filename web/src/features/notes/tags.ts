// Tags as Anki writes them (DESIGN §16): no spaces (a space separates two tags), `::` for a hierarchy,
// case-insensitive, any Unicode letter kept.

const control = /\p{Cc}/u;

/** The tags typed in `text` (space or comma separated), or null when one has a control character. */
export function parseTags(text: string): string[] | null {
  const tags = text.split(/[\s,]+/u).filter(Boolean);
  return tags.some((tag) => control.test(tag)) ? null : tags;
}

const same = (a: string, b: string) => a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es');

/** `tags` with `added` after them, each once whatever its case (the first spelling kept). */
export function withTags(tags: readonly string[], added: readonly string[]): string[] {
  const result = [...tags];
  for (const tag of added) if (!result.some((kept) => same(kept, tag))) result.push(tag);
  return result;
}

/**
 * The learner's tags that complete `typed` (case-insensitive), at its start or at a level of its hierarchy
 * (`verb` finds `gramática::verbos`), without those already on the note; at most `limit`.
 */
export function completeTag(typed: string, known: readonly string[], chosen: readonly string[], limit = 8): string[] {
  const query = typed.trim().toLocaleLowerCase('es');
  if (!query) return [];
  return known
    .filter((tag) => !chosen.some((kept) => same(kept, tag)))
    .filter((tag) => {
      const lower = tag.toLocaleLowerCase('es');
      return lower.startsWith(query) || lower.split('::').some((level) => level.startsWith(query));
    })
    .slice(0, limit);
}
