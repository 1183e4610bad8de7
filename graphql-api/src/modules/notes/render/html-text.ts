import { decodeHTML } from 'entities';

// Ports of the small text helpers in Anki's rslib/src/text.rs and template.rs, with the same regular expressions.

/**
 * Anki's `strip_html_preserving_entities`: comments, `<style>` and `<script>` with their content, and every tag
 * removed. The same matches as Anki's regex, found with forward searches that give up for good once a closing
 * string is missing, so a hostile field cannot make it quadratic.
 */
export function stripHtmlPreservingEntities(html: string): string {
  if (!html.includes('<')) return html;
  const finder = forwardFinder(html);
  let out = '';
  let copied = 0;
  let lt = html.indexOf('<');
  while (lt >= 0) {
    let end = -1;
    if (html.startsWith('<!--', lt)) {
      const close = finder('-->', lt + 4);
      if (close >= 0) end = close + 3;
    }
    for (const tag of ['style', 'script']) {
      if (end >= 0 || html.slice(lt + 1, lt + 1 + tag.length).toLowerCase() !== tag) continue;
      const gt = finder('>', lt + 1 + tag.length);
      const close = gt < 0 ? -1 : finder(`</${tag}>`, gt + 1);
      if (close >= 0) end = close + tag.length + 3;
    }
    if (end < 0) {
      const gt = finder('>', lt + 1);
      if (gt < 0) break;
      end = gt + 1;
    }
    out += html.slice(copied, lt);
    copied = end;
    lt = html.indexOf('<', end);
  }
  return out + html.slice(copied);
}

/**
 * `find(needle, from)`: the first case-insensitive occurrence of `needle` at or after `from`, or -1. Remembers
 * each needle's last answer, so searches that move forward cost linear time in total.
 */
export function forwardFinder(text: string): (needle: string, from: number) => number {
  const last = new Map<string, { from: number; at: number }>();
  return (needle, from) => {
    const known = last.get(needle);
    if (known && from >= known.from && (known.at < 0 || known.at >= from)) return known.at;
    const re = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    re.lastIndex = from;
    const at = re.exec(text)?.index ?? -1;
    last.set(needle, { from, at });
    return at;
  };
}

/** Anki's `decode_entities`: named and numeric entities decoded, no-break spaces made plain spaces. */
export function decodeEntities(html: string): string {
  if (!html.includes('&')) return html;
  return decodeHTML(html).replace(/\u00a0/g, ' ');
}

/** Anki's `strip_html` (the `text:` filter): tags removed, then entities decoded. */
export function stripHtml(html: string): string {
  return decodeEntities(stripHtmlPreservingEntities(html));
}

// [[:space:]] in Rust's regex is ASCII whitespace only: a no-break space (or `&nbsp;`) is content for Anki.
const emptyField = /^(?:[ \t\n\v\f\r]|<\/?(?:br|div) ?\/?>)*$/i;

/** Anki's `field_is_empty`: only whitespace and bare `<br>`/`<div>` tags. An image is content. */
export function fieldIsEmpty(html: string): boolean {
  return emptyField.test(html);
}

/** Escapes text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
