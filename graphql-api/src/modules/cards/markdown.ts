/**
 * A card's sides are Markdown (DESIGN §15). Plain text written before that, or taken from a source that has no
 * Markdown of its own (Anki fields read as text), is escaped so that it renders exactly as it always looked. Only what
 * Markdown would read as syntax is escaped, so that the stored text stays close to what the learner wrote (and to
 * what a search looks for): emphasis, code, links, strikethrough, HTML tags, entities, block openings at the start of
 * a line, and table delimiter rows (cards render GitHub's tables and strikethrough, not its automatic links). Spaces at the start and end of a line, which
 * `white-space: pre-line` never showed, are dropped, so that no line becomes a code block.
 */
export function plainTextAsMarkdown(text: string): string {
  return text
    .split('\n')
    .map((line) => escapeLine(line.trim()))
    .join('\n');
}

/** A backslash that would escape what follows it (ASCII punctuation) or break the line (at its end). */
const escapingBackslash = /\\(?=[!-/:-@[-`{-~]|$)/g;
/** Emphasis, code spans, links and images, strikethrough. */
const inline = /[`*_[\]~]/g;
/** The start of an HTML tag, comment or declaration (`<b>`, `</p>`, `<!--`, `<?`). */
const htmlStart = /<(?=[A-Za-z/!?])/g;
/** A character reference (`&amp;`, `&#241;`). */
const entity = /&(?=#?[A-Za-z0-9]+;)/g;
/** Block openings: headings, quotes, bullet and ordered lists, setext underlines and thematic breaks. */
const heading = /^(#{1,6})(?=\s|$)/;
const quote = /^>/;
const bullet = /^([-+])(?=\s|$)/;
const ordered = /^(\d{1,9})([.)])(?=\s|$)/;
const ruleOrUnderline = /^([-=])(?=[-=\s]*$)/;
/** A table's delimiter row (`|---|:--:|`): only pipes, colons, dashes and spaces. */
const delimiterRow = /^[|:\-\s]*\|[|:\-\s]*$/;

function escapeLine(line: string): string {
  let escaped = line
    .replace(escapingBackslash, '\\\\')
    .replace(inline, '\\$&')
    .replace(htmlStart, '\\<')
    .replace(entity, '\\&')
    .replace(heading, '\\$1')
    .replace(quote, '\\>')
    .replace(bullet, '\\$1')
    .replace(ordered, '$1\\$2')
    .replace(ruleOrUnderline, '\\$1');
  if (delimiterRow.test(escaped)) escaped = escaped.replace(/\|/g, '\\|');
  return escaped;
}
