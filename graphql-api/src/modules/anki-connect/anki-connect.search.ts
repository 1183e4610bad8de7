import { studyDaySql } from '../scheduling/due';
import { builtinAliases, folderNameOf } from './anki-connect.schema';

/**
 * Anki's search language as tools send it to `findNotes` / `findCards` (DESIGN §17), compiled to one parameterised
 * statement over the learner's cards (a note matches when one of its cards does, as in Anki):
 * `deck:A::B` (and its sub-decks), `"deck:A B"`, `note:`, `tag:` (`*` wildcards, `tag:a` takes `a::b` too,
 * `tag:none`), `nid:1,2`, `cid:`, `is:new`, `is:due`, `is:suspended`, `added:N`, `Field:value`, bare words (in any
 * field), `-` negation, `or` between terms, quotes. Nothing of the query reaches the SQL but as values.
 */

/** The query's terms in order: `or` separates alternatives; each term may be negated. */
type Term = { negated: boolean; text: string } | 'or';

/** Splits a query into terms: whitespace separates them except inside quotes; `\"` is a quote. */
export function tokenize(query: string): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < query.length) {
    while (i < query.length && /\s/.test(query[i] as string)) i++;
    if (i >= query.length) break;
    let negated = false;
    if (query[i] === '-') {
      negated = true;
      i++;
    }
    let text = '';
    let quoted = false;
    while (i < query.length && (quoted || !/\s/.test(query[i] as string))) {
      const char = query[i] as string;
      if (char === '\\' && i + 1 < query.length) {
        text += query[i + 1];
        i += 2;
        continue;
      }
      if (char === '"') quoted = !quoted;
      else text += char;
      i++;
    }
    if (text === '') continue;
    if (!negated && text.toLowerCase() === 'or') terms.push('or');
    else terms.push({ negated, text });
  }
  return terms;
}

/** Anki's wildcards (`*` any text, `_` one character) as a LIKE pattern; `%` and `\` are literal. */
const likePattern = (text: string) => text.replace(/[\\%]/g, (c) => `\\${c}`).replace(/\*/g, '%');

type Params = unknown[];

/** The SQL of one term; `add` appends a value and answers its placeholder. */
function termSql(text: string, add: (value: unknown) => string, now: () => string): string {
  const colon = text.indexOf(':');
  const key = colon > 0 ? text.slice(0, colon).toLowerCase() : '';
  const value = colon > 0 ? text.slice(colon + 1) : text;
  switch (key) {
    case 'deck': {
      if (value === '*') return 'true';
      const name = likePattern(folderNameOf(value).toLowerCase());
      return `(lower(f.name) like ${add(name)} or lower(f.name) like ${add(`${name} › %`)})`;
    }
    case 'note': {
      const alias = Object.entries(builtinAliases).find(([, a]) => a.name.toLowerCase() === value.toLowerCase());
      const byName = `lower(t.name) like ${add(likePattern(value.toLowerCase()))}`;
      return alias ? `(${byName} or t.builtin = ${add(alias[0])})` : byName;
    }
    case 'tag': {
      if (value.toLowerCase() === 'none') return 'cardinality(n.tags) = 0';
      const tag = likePattern(value.toLowerCase());
      return `exists (select 1 from unnest(n.tags) tg where lower(tg) like ${add(tag)} or lower(tg) like ${add(`${tag}::%`)})`;
    }
    case 'nid':
    case 'cid': {
      const ids = value
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1);
      return `${key === 'nid' ? 'n.id' : 'c.id'} = any(${add(ids)}::int[])`;
    }
    case 'is':
      switch (value.toLowerCase()) {
        case 'new':
          return 'c.last_reviewed_at is null';
        case 'due':
          return `(c.next_review_at <= ${now()} and not c.suspended)`;
        case 'suspended':
          return 'c.suspended';
        case 'review':
          return 'c.last_reviewed_at is not null';
        default:
          return 'false';
      }
    case 'added': {
      const days = Number.parseInt(value, 10);
      if (!Number.isSafeInteger(days) || days < 1) return 'false';
      const zone = '(select time_zone from users where id = $1)';
      return `${studyDaySql('c.created_at', zone)} > ${studyDaySql(`${now()}::timestamptz`, zone)} - ${add(days)}::int`;
    }
    case '':
      return `exists (select 1 from unnest(n.fields) v where v ilike ${add(`%${likePattern(value)}%`)})`;
    default: {
      // Anything else before a colon names a field (Anki's `Front:perro`): that field equals the value.
      const field = text.slice(0, colon).toLowerCase();
      const position = Object.values(builtinAliases).map((alias) =>
        alias.fields.findIndex((name) => name.toLowerCase() === field),
      );
      const aliasOrd = position.find((index) => index >= 0);
      const named = add(field);
      const sameName =
        aliasOrd === undefined
          ? `lower(x.name) = ${named}`
          : `(lower(x.name) = ${named} or (t.builtin is not null and x.ord = ${add(aliasOrd + 1)}))`;
      return `exists (select 1 from unnest(t.fields, n.fields) with ordinality as x(name, value, ord)
                       where ${sameName} and x.value ilike ${add(likePattern(value))})`;
    }
  }
}

/**
 * The `where` of a search over `cards c join notes n join folders f join note_types t`, for learner `$1` (the caller's
 * first value) at instant `now`; an empty query matches nothing, as AnkiConnect answers `[]`.
 */
export function compileSearch(query: string, params: Params, now: Date): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let nowPlaceholder: string | undefined;
  // Only a query that needs the time carries it (PostgreSQL types every value it is sent).
  const nowValue = () => {
    nowPlaceholder ??= add(now);
    return nowPlaceholder;
  };
  const groups: string[][] = [[]];
  for (const term of tokenize(query)) {
    if (term === 'or') groups.push([]);
    else {
      const sql = termSql(term.text, add, nowValue);
      (groups[groups.length - 1] as string[]).push(term.negated ? `not (${sql})` : `(${sql})`);
    }
  }
  // Anki binds `and` tighter than `or`: `a b or c` is `(a and b) or c`.
  const alternatives = groups.filter((group) => group.length > 0).map((group) => `(${group.join(' and ')})`);
  return alternatives.length === 0 ? 'false' : alternatives.join(' or ');
}

/** The statement of a search: the matching notes' or cards' ids, in id order. */
export function searchSql(query: string, userId: number, now: Date, what: 'notes' | 'cards') {
  const params: Params = [userId];
  const where = compileSearch(query, params, now);
  const id = what === 'notes' ? 'distinct n.id' : 'c.id';
  const sql = `select ${id} as id from cards c join notes n on n.id = c.note_id join folders f on f.id = c.folder_id and f.user_id = c.user_id
                 join note_types t on t.id = n.note_type_id and t.user_id = n.user_id
                where f.user_id = $1 and n.user_id = $1 and (${where}) order by 1`;
  return { sql, params };
}
