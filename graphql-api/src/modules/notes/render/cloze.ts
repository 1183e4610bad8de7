import { escapeHtml, stripHtmlPreservingEntities } from './html-text';

// A port of Anki's rslib/src/cloze.rs (without image occlusion): `{{c1::text}}`, `{{c2::text::hint}}`,
// `{{c1,2::shared}}` and clozes nested in clozes. Ordinals here are the numbers written in the field (c1 → 1).

type Node = string | Cloze;
type Cloze = { ordinals: number[]; nodes: Node[]; hint: string | null };

// Anki ignores an opening marker past ten open clozes (its close then closes the outer one).
const MAX_OPEN_CLOZES = 10;

const marker = /\{\{c([\d,]+)::|\}\}/g;

function parseOrdinals(digits: string): number[] {
  const set = new Set<number>();
  for (const part of digits.split(',')) {
    if (/^\d+$/.test(part)) {
      const n = Number(part);
      if (n <= 65535) set.add(n);
    }
  }
  return [...set].sort((a, b) => a - b);
}

/** Anki's `parse_text_with_clozes`: the field's top-level text and clozes. Linear in the text. */
function parse(text: string): Node[] {
  const open: Cloze[] = [];
  const output: Node[] = [];
  const addText = (t: string) => {
    if (t === '') return;
    const cloze = open.at(-1);
    if (!cloze) {
      output.push(t);
      return;
    }
    let piece = t;
    if (!piece.startsWith('image-occlusion:')) {
      const at = piece.indexOf('::');
      if (at >= 0) {
        cloze.hint = piece.slice(at + 2);
        piece = piece.slice(0, at);
      }
    }
    cloze.nodes.push(piece);
  };

  let textStart = 0;
  marker.lastIndex = 0;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    let ordinals: number[] | null = null;
    if (m[1] !== undefined) {
      ordinals = parseOrdinals(m[1]);
      if (ordinals.length === 0) {
        // `{{c,::` is text for Anki; look again one character further.
        marker.lastIndex = m.index + 1;
        continue;
      }
    }
    addText(text.slice(textStart, m.index));
    textStart = marker.lastIndex;
    if (ordinals) {
      if (open.length < MAX_OPEN_CLOZES) open.push({ ordinals, nodes: [], hint: null });
    } else {
      const cloze = open.pop();
      if (!cloze) output.push('}}');
      else (open.at(-1)?.nodes ?? output).push(cloze);
    }
  }
  addText(text.slice(textStart));
  // Clozes never closed are dropped with their content, as in Anki.
  return output;
}

function clozedText(cloze: Cloze): string {
  return cloze.nodes.map((n) => (typeof n === 'string' ? n : clozedText(n))).join('');
}

function collectNumbers(nodes: Node[], into: Set<number>): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    for (const ordinal of node.ordinals) if (ordinal !== 0) into.add(ordinal);
    collectNumbers(node.nodes, into);
  }
}

/** The cloze numbers written in a field (`c0` ignored). */
export function clozeNumbersInString(html: string): Set<number> {
  const set = new Set<number>();
  collectNumbers(parse(html), set);
  return set;
}

/** The cloze numbers written in any of the fields: Anki makes one card per number (card ord = number − 1). */
export function clozeNumbersInFields(fields: readonly string[]): Set<number> {
  const set = new Set<number>();
  for (const field of fields) collectNumbers(parse(field), set);
  return set;
}

function reveal(cloze: Cloze, ord: number, question: boolean, found: { active: boolean }): string {
  const active = cloze.ordinals.includes(ord);
  found.active ||= active;
  const ordinals = cloze.ordinals.join(',');
  const inner = () => cloze.nodes.map((n) => (typeof n === 'string' ? n : reveal(n, ord, question, found))).join('');
  if (question && active) {
    const content = inner();
    const hint = cloze.hint ?? '...';
    return `<span class="cloze" data-cloze="${escapeHtml(content)}" data-ordinal="${ordinals}">[${hint}]</span>`;
  }
  if (active) return `<span class="cloze" data-ordinal="${ordinals}">${inner()}</span>`;
  return `<span class="cloze-inactive" data-ordinal="${ordinals}">${inner()}</span>`;
}

/**
 * Anki's `reveal_cloze_text`: on the question the clozes numbered `ord` become `[...]` (or `[hint]`), on the
 * answer they are shown in a `span.cloze`; other clozes show their text. If no cloze has that number the result
 * is empty, as in Anki (add-ons such as cloze overlapper rely on it).
 */
export function revealCloze(html: string, ord: number, question: boolean): string {
  const found = { active: false };
  const out = parse(html)
    .map((n) => (typeof n === 'string' ? n : reveal(n, ord, question, found)))
    .join('');
  return found.active ? out : '';
}

function revealedTexts(nodes: Node[], ord: number, question: boolean, into: string[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.ordinals.includes(ord)) into.push(question ? (node.hint ?? '...') : clozedText(node));
    revealedTexts(node.nodes, ord, question, into);
  }
}

/** Anki's `cloze-only:` filter: just the clozes numbered `ord` (hints on the question), joined by ", ". */
export function revealClozeOnly(html: string, ord: number, question: boolean): string {
  const out: string[] = [];
  revealedTexts(parse(html), ord, question, out);
  return out.join(', ');
}

/** Anki's `extract_cloze_for_typing`: the expected answer of `{{type:cloze:Field}}`. */
export function extractClozeForTyping(html: string, ord: number): string {
  const out: string[] = [];
  revealedTexts(parse(html), ord, false, out);
  if (out.length === 0) return '';
  if (out.every((t) => t === out[0])) return out[0] as string;
  return out.join(', ');
}

/** Anki strips HTML inside MathJax `\\(…\\)` and `\\[…\\]` after revealing clozes. Forward searches only. */
function stripHtmlInsideMathjax(html: string): string {
  const opener = /\\[([]/g;
  const closer = /\\[)\]]/g;
  let out = '';
  let copied = 0;
  for (let m = opener.exec(html); m; m = opener.exec(html)) {
    const innerStart = m.index + 2;
    closer.lastIndex = innerStart;
    const close = closer.exec(html);
    if (!close) break;
    out += html.slice(copied, innerStart) + stripHtmlPreservingEntities(html.slice(innerStart, close.index));
    copied = close.index;
    opener.lastIndex = close.index + 2;
  }
  return out + html.slice(copied);
}

/** The `cloze:` filter for card `cardOrd` (0-based, as Anki's card ord). */
export function clozeFilter(html: string, cardOrd: number, question: boolean): string {
  return stripHtmlInsideMathjax(revealCloze(html, cardOrd + 1, question));
}

/** The `cloze-only:` filter for card `cardOrd` (0-based). */
export function clozeOnlyFilter(html: string, cardOrd: number, question: boolean): string {
  return revealClozeOnly(html, cardOrd + 1, question);
}
