/**
 * Splitting a rendered side into its top-level blocks, when that is safe: the side is only blocks of the HTML that
 * Markdown renders to (and clozes' spans), separated by whitespace, each well nested and of a content model HTML's
 * parser takes literally (no implied end tag, no misnesting, no foster parenting). Each block then parses alone as it
 * does in the whole, and the HTML → Markdown conversion treats top-level blocks independently, so a note's sides,
 * which share most of their blocks, can convert each distinct block once (`noteSideConverter`).
 */

// What each element may hold: inline content, flow (blocks or inline content), or only the listed elements (and
// whitespace). Anything else (a `<div>` of a template, a comment, a `<` that is not a plain tag) is not split.
type Content = 'inline' | 'flow' | readonly string[];

const inlineElements = new Set(['strong', 'em', 's', 'code', 'a', 'span', 'img', 'br', 'sub', 'sup']);
const voidElements = new Set(['img', 'br', 'hr']);
const topLevel = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre', 'table', 'hr']);

const contentOf: Record<string, Content> = {
  p: 'inline',
  h1: 'inline',
  h2: 'inline',
  h3: 'inline',
  h4: 'inline',
  h5: 'inline',
  h6: 'inline',
  th: 'inline',
  td: 'inline',
  li: 'flow',
  blockquote: 'flow',
  ul: ['li'],
  ol: ['li'],
  pre: ['code'],
  table: ['thead', 'tbody'],
  thead: ['tr'],
  tbody: ['tr'],
  tr: ['th', 'td'],
};

/** A start or end tag: lower-case name, attributes double-quoted without `<` or `>`, or unquoted. */
const tag = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z_:][a-z0-9_:.-]*(?:="[^"<>]*"|=[^\s"'=<>`]+)?)*)\s*>/y;
const whitespace = /^[ \t\r\n]*$/;

function allows(parent: string | undefined, child: string, open: readonly string[]): boolean {
  if (parent === undefined) return topLevel.has(child);
  const content = contentOf[parent] ?? 'inline';
  if (typeof content !== 'string') return content.includes(child);
  // A link inside a link is misnested for the parser (it closes the outer one).
  if (child === 'a' && open.includes('a')) return false;
  return inlineElements.has(child) || (content === 'flow' && topLevel.has(child));
}

/** Text is allowed where inline content is; elsewhere only whitespace (a table's text would move before it). */
function allowsText(parent: string | undefined, text: string): boolean {
  if (parent === undefined || typeof (contentOf[parent] ?? 'inline') !== 'string') return whitespace.test(text);
  return true;
}

/**
 * The top-level blocks of `html`, each as written (the whitespace between them left out), or null when `html` is not
 * only such blocks as described above. Linear in the length of `html`.
 */
export function topLevelBlocks(html: string): string[] | null {
  const blocks: string[] = [];
  const open: string[] = [];
  let blockStart = 0;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > at && !allowsText(open.at(-1), html.slice(at, textEnd))) return null;
    if (lt < 0) break;
    tag.lastIndex = lt;
    const match = tag.exec(html);
    if (!match) return null;
    const [, closing, name] = match as unknown as [string, string, string];
    at = tag.lastIndex;
    if (closing) {
      if (open.pop() !== name) return null;
    } else {
      if (!allows(open.at(-1), name, open)) return null;
      if (open.length === 0) blockStart = lt;
      if (!voidElements.has(name)) open.push(name);
    }
    if (open.length === 0) blocks.push(html.slice(blockStart, at));
  }
  return open.length === 0 ? blocks : null;
}
