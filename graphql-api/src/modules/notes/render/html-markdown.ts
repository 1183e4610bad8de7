import { strikethrough } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { topLevelBlocks } from './html-blocks';
import { AnkiRenderError } from './render-error';

/**
 * A rendered Anki side (HTML) → the card's Markdown (DESIGN §15: CommonMark + GFM tables and strikethrough; the
 * web renders no raw HTML, so nothing of HTML is left: tags become Markdown or their text, and text that Markdown
 * would read as syntax is escaped). Turndown does the conversion (on Node it parses with its bundled domino);
 * the rules below fit it to Anki fields: `<div>` lines, media, clozes, ruby, tables without HTML.
 */

export type MediaResolver = (filename: string) => { url: string; kind: 'image' | 'audio' } | null;

export type MarkdownResult = {
  markdown: string;
  /** Media referenced but not resolved (not in the package, remote, or of a kind we do not keep). */
  mediaMissing: number;
  /** File names of the media used, each once, in order of appearance. */
  mediaUsed: string[];
};

/** Larger HTML is refused before parsing (the importer refuses cards over 10 000 characters of Markdown anyway). */
export const MAX_HTML_CHARS = 1024 * 1024;
/** Deeper (estimated) element nesting is refused: the parser and turndown slow down and recurse with depth. */
export const MAX_HTML_DEPTH = 400;

// Anki's sound tag (Anki's SOUND_TAG regex); the file name is HTML text, entities included.
const soundTag = /\[sound:([^\]]+)\]/g;
const SOUND_ATTRIBUTE = 'data-anki-sound';

// Elements the HTML parser closes by itself, and void elements: neither adds depth.
const notNesting = new Set(
  'area base br col embed hr img input link meta param source track wbr p li dt dd tr td th option tbody thead tfoot'.split(
    ' ',
  ),
);

/** An upper estimate of element nesting, from the tags alone, in one forward pass. */
function estimatedDepth(html: string): number {
  let depth = 0;
  let max = 0;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = (m[2] as string).toLowerCase();
    if (notNesting.has(name)) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else max = Math.max(max, ++depth);
  }
  return max;
}

const escapes: [RegExp, string][] = [
  [/[ \u00a0]+/g, ' '], // `&nbsp;` is a space; runs would make indented code at a line start
  [/<(?=[A-Za-z/!?])/g, '\\<'], // raw HTML or an autolink otherwise (a `<` before a space or digit is text)
  [/&(?=#?[a-zA-Z0-9]+;)/g, '\\&'], // an entity otherwise
  [/~/g, '\\~'], // GFM strikethrough
  [/\|/g, '\\|'], // GFM table cell
  [/^(\d+)\) /g, '$1\\) '], // ordered list with a parenthesis
];

function escapeMarkdown(text: string): string {
  let out = TurndownService.prototype.escape(text);
  for (const [pattern, replacement] of escapes) out = out.replace(pattern, replacement);
  return out;
}

/** A link or image destination: inside `<…>` when it has spaces or parentheses. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

/** The few DOM members we read (the API's TypeScript config has no DOM library). */
type DomNode = {
  nodeName: string;
  parentNode: DomNode | null;
  isBlock?: boolean;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<DomNode>;
};
const dom = (node: unknown) => node as DomNode;

function hasClass(node: DomNode, name: string): boolean {
  return (node.getAttribute('class') ?? '').split(/\s+/).includes(name);
}

function nearestTable(node: DomNode): DomNode | null {
  let parent = node.parentNode;
  while (parent && parent.nodeName !== 'TABLE') parent = parent.parentNode;
  return parent;
}

// Blocks whose closing `<br>` adds no line.
const lineBlocks = new Set('DIV P LI TD TH BLOCKQUOTE H1 H2 H3 H4 H5 H6 DD DT'.split(' '));

// Cells and rows are marked with private-use characters; the table rule builds the GFM table from them.
const CELL = '\uE000';
const ROW = '\uE001';
const LINE_BREAK = '\uE002';

/** A table that holds another table is layout: its cells become lines. A single cell is layout too. */
function isLayoutTable(table: DomNode | null): boolean {
  if (!table) return true;
  if (table.getElementsByTagName('table').length > 0) return true;
  const cells = table.getElementsByTagName('td').length + table.getElementsByTagName('th').length;
  return cells <= 1;
}

function gfmTable(content: string): string {
  const rows = content
    .split(ROW)
    .map((row) =>
      row
        .split(CELL)
        .slice(1)
        .map((cell) => cell.trim().replace(/\s*\n+\s*/g, ' / ')),
    )
    .filter((cells) => cells.length > 0);
  if (rows.length === 0) return '';
  const columns = Math.max(...rows.map((r) => r.length));
  const line = (cells: string[]) => `| ${Array.from({ length: columns }, (_v, i) => cells[i] ?? '').join(' | ')} |`;
  const [header, ...body] = rows;
  return `\n\n${[line(header as string[]), line(Array(columns).fill('---')), ...body.map(line)].join('\n')}\n\n`;
}

/** What one conversion found of its media (reset before each). */
type MediaFound = { used: Set<string>; missing: number };

function createService(media: MediaResolver, found: MediaFound): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    hr: '---',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
    // A line break is a newline: the web renders it as one (remark-breaks), as plain-text cards always were.
    br: '',
    blankReplacement: (_content, node) => (dom(node).isBlock ? '\n' : ''),
  });
  service.escape = escapeMarkdown;
  service.use(strikethrough);
  service.remove(['script', 'style', 'head', 'title', 'template', 'noscript', 'object', 'embed', 'iframe', 'svg']);

  const resolve = (name: string): { url: string; kind: 'image' | 'audio'; name: string } | null => {
    let link = media(name);
    let resolvedName = name;
    if (!link && name.includes('%')) {
      try {
        resolvedName = decodeURIComponent(name);
        link = media(resolvedName);
      } catch {
        // not percent-encoded after all
      }
    }
    if (!link) {
      found.missing++;
      return null;
    }
    found.used.add(resolvedName);
    return { ...link, name: resolvedName };
  };
  const embed = (name: string, label: string) => {
    const link = resolve(name);
    return link ? `![${escapeMarkdown(label || link.name)}](${destination(link.url)})` : '';
  };

  // Turndown merges adjacent newlines, so `a<br><br>b` would lose its blank line: a line break is marked, and the
  // mark removed at the end. A `<br>` closing a block adds no line in a browser, so it is a plain newline.
  service.addRule('lineBreak', {
    filter: ['br'],
    replacement: (_content, node) => {
      let next = (node as unknown as { nextSibling: { nodeType: number; nodeValue: string | null } | null })
        .nextSibling;
      while (next && next.nodeType === 3 && (next.nodeValue ?? '').trim() === '')
        next = (next as unknown as { nextSibling: typeof next }).nextSibling;
      const parent = dom(node).parentNode as (DomNode & { childNodes: ArrayLike<unknown> }) | null;
      if (next !== null || !parent || !lineBlocks.has(parent.nodeName)) return `${LINE_BREAK}\n`;
      // `<div><br></div>` is Anki's empty line; a `<br>` after other content in the block adds nothing.
      return parent.childNodes.length === 1 ? '\n' : '';
    },
  });
  // Anki fields are lines of `<div>`: each is a line, not a paragraph (an empty `<div><br></div>` leaves a blank line).
  service.addRule('ankiLine', {
    filter: ['div'],
    replacement: (content) => `\n${content}\n`,
  });
  service.addRule('image', {
    filter: ['img'],
    replacement: (_content, node) => {
      // An inline stand-in for `[sound:…]` (an `<audio>` would be a block and break the line).
      const sound = dom(node).getAttribute(SOUND_ATTRIBUTE);
      if (sound) return embed(sound, '');
      const src = dom(node).getAttribute('src');
      if (!src) return '';
      return embed(src, dom(node).getAttribute('alt') ?? '');
    },
  });
  service.addRule('sound', {
    filter: ['audio', 'video'],
    replacement: (_content, node) => {
      const element = dom(node);
      const names: string[] = [];
      const own = element.getAttribute('src');
      if (own) names.push(own);
      else
        for (const source of Array.from(element.getElementsByTagName('source')))
          names.push(source.getAttribute('src') ?? '');
      return names
        .filter((name) => name !== '')
        .map((name) => embed(name, ''))
        .join(' ');
    },
  });
  service.addRule('link', {
    filter: (node) => node.nodeName === 'A',
    replacement: (content, node) => {
      const href = (dom(node).getAttribute('href') ?? '').trim();
      if (!/^(https?:|mailto:)/i.test(href) || content.trim() === '') return content;
      return `[${content}](${destination(href)})`;
    },
  });
  // The cloze being asked or answered stands out, as Anki's blue bold `.cloze` does.
  service.addRule('cloze', {
    filter: (node) => node.nodeName === 'SPAN' && hasClass(dom(node), 'cloze'),
    replacement: (content) => (content.trim() === '' ? content : `**${content}**`),
  });
  // Ruby (Anki's furigana): the reading in parentheses after its base, 漢字（かんじ）.
  service.addRule('rubyText', { filter: ['rt'], replacement: (content) => `（${content.trim()}）` });
  service.addRule('rubyParenthesis', { filter: ['rp'], replacement: () => '' });

  // GFM tables of inline cells (no `<br>` or lists inside: lines in a cell are joined with " / ").
  service.addRule('tableCell', {
    filter: ['td', 'th'],
    replacement: (content, node) => (isLayoutTable(nearestTable(dom(node))) ? `\n${content}\n` : `${CELL}${content}`),
  });
  service.addRule('tableRow', {
    filter: ['tr'],
    replacement: (content, node) => (isLayoutTable(nearestTable(dom(node))) ? `\n${content}\n` : `${ROW}${content}`),
  });
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  service.addRule('tableCaption', {
    filter: ['caption'],
    replacement: (content) => `\n${content}\n`,
  });
  service.addRule('table', {
    filter: ['table'],
    replacement: (content, node) => (isLayoutTable(dom(node)) ? `\n\n${content}\n\n` : gfmTable(content)),
  });
  return service;
}

/** Trailing spaces off, space runs left by dropped media merged (not in code blocks), one blank line at most. */
function tidy(markdown: string): string {
  let inFence = false;
  return markdown
    .replaceAll(LINE_BREAK, '')
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) inFence = !inFence;
      if (inFence) return line.trimEnd();
      // Up to three leading spaces mean nothing in Markdown (list nesting uses four).
      return line
        .trimEnd()
        .replace(/^ {1,3}(?=\S)/, '')
        .replace(/(?<=\S) {2,}/g, ' ');
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Converts a rendered Anki side to Markdown. `<img src>` and `[sound:…]` become `![label](url)` through `media`
 * (our web shows audio URLs as players); media it cannot resolve is dropped and counted. Refuses HTML longer than
 * MAX_HTML_CHARS or nested deeper than MAX_HTML_DEPTH with an AnkiRenderError.
 */
export function htmlToMarkdown(html: string, media: MediaResolver): MarkdownResult {
  const found: MediaFound = { used: new Set(), missing: 0 };
  refuseUnconvertible(html);
  const markdown = tidy(createService(media, found).turndown(withSoundImages(html)));
  return { markdown, mediaMissing: found.missing, mediaUsed: [...found.used] };
}

/** Throws for HTML too large or too deep to convert. */
function refuseUnconvertible(html: string): void {
  if (html.length > MAX_HTML_CHARS) {
    throw new AnkiRenderError('HTML_TOO_LARGE', 'Un campo de Anki es demasiado grande para convertirlo (más de 1 MB).');
  }
  if (estimatedDepth(html) > MAX_HTML_DEPTH) {
    throw new AnkiRenderError('HTML_TOO_DEEP', 'Un campo de Anki anida demasiadas etiquetas HTML para convertirlo.');
  }
}

/** `html` with Anki's sound tags as the images the rules read. */
function withSoundImages(html: string): string {
  return html.replace(
    soundTag,
    (_m, name: string) => `<img ${SOUND_ATTRIBUTE}="${name.replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`,
  );
}

/** turndown's own `join` (7.2): the newlines between two pieces of output are the most either asks for, two at most. */
function join(output: string[], replacement: string): void {
  const tail = output.pop() ?? '';
  let end = tail.length;
  while (end > 0 && tail[end - 1] === '\n') end--;
  let start = 0;
  while (start < replacement.length && replacement[start] === '\n') start++;
  const s1 = tail.slice(0, end);
  const s2 = replacement.slice(start);
  const separator = '\n\n'.slice(0, Math.max(tail.length - s1.length, replacement.length - s2.length));
  if (s1) output.push(s1);
  if (separator) output.push(separator);
  if (s2) output.push(s2);
}

// A block converted between these marks gives what turndown joins for it (its newlines before and after kept): a
// text before it, and a `<br>` after it that trims its last space as the next block would. The `<br>` gives
// LINE_BREAK and a newline before the closing mark. Blocks converted together are each between their marks.
const BLOCK_START = '\uE010';
const BLOCK_STOP = '\uE011';
const BLOCK_END = `${LINE_BREAK}\n${BLOCK_STOP}`;
const marked = (block: string) => `${BLOCK_START}${block}<br>${BLOCK_STOP}`;

type ConvertedBlock = { replacement: string; used: string[]; missing: number };

/** `htmlToMarkdown` for the sides of one note, which share most of their blocks. */
export type NoteSideConverter = {
  /** Converts, in one go, the blocks of these sides not met yet (what `convert` will then find ready). */
  prepare(sides: readonly string[]): void;
  convert(html: string): MarkdownResult;
};

/**
 * A side that is only top-level blocks of Markdown's HTML (`topLevelBlocks`; a cloze note's sides differ in one
 * paragraph each) converts each block it has not met before alone and joins them as turndown does; any other side
 * converts whole. Same results as `htmlToMarkdown`, as its test checks on every fixture. For one note's sides: it
 * keeps every block it converted.
 */
export function noteSideConverter(media: MediaResolver): NoteSideConverter {
  const found: MediaFound = { used: new Set(), missing: 0 };
  // Made when first needed: a side of Anki's own HTML (`<div>` lines) converts whole, without it.
  let service: TurndownService | undefined;
  const turndown = (html: string) => {
    service ??= createService(media, found);
    return service.turndown(html);
  };
  const converted = new Map<string, ConvertedBlock>();
  // A side is split once, whether `prepare` or `convert` meets it first.
  const splits = new Map<string, string[] | null>();
  const blocksOf = (html: string) => {
    let blocks = splits.get(html);
    if (blocks === undefined) {
      blocks = topLevelBlocks(withSoundImages(html));
      splits.set(html, blocks);
    }
    return blocks;
  };
  const convertAlone = (block: string): ConvertedBlock => {
    found.used = new Set();
    found.missing = 0;
    const markdown = turndown(marked(block));
    const replacement = markdown.slice(BLOCK_START.length, markdown.length - BLOCK_END.length);
    return { replacement, used: [...found.used], missing: found.missing };
  };
  // One turndown call for many blocks (a document each call costs more than a paragraph): those without media,
  // whose uses would not be told apart, and without the marks.
  const convertTogether = (blocks: readonly string[]) => {
    const pieces = turndown(blocks.map(marked).join('')).split(BLOCK_END);
    blocks.forEach((block, i) => {
      converted.set(block, { replacement: (pieces[i] as string).slice(BLOCK_START.length), used: [], missing: 0 });
    });
  };
  const learn = (blocks: Iterable<string>) => {
    const together: string[] = [];
    for (const block of new Set(blocks)) {
      if (converted.has(block)) continue;
      if (block.includes('<img') || block.includes(BLOCK_START) || block.includes(BLOCK_STOP))
        converted.set(block, convertAlone(block));
      else together.push(block);
    }
    if (together.length > 0) convertTogether(together);
  };
  return {
    prepare(sides) {
      learn(
        sides.flatMap((html) =>
          html.length > MAX_HTML_CHARS || estimatedDepth(html) > MAX_HTML_DEPTH ? [] : (blocksOf(html) ?? []),
        ),
      );
    },
    convert(html) {
      refuseUnconvertible(html);
      const blocks = blocksOf(html);
      if (!blocks) return htmlToMarkdown(html, media);
      learn(blocks);
      const output: string[] = [];
      const used = new Set<string>();
      let missing = 0;
      for (const block of blocks) {
        const done = converted.get(block) as ConvertedBlock;
        join(output, done.replacement);
        for (const name of done.used) used.add(name);
        missing += done.missing;
      }
      // turndown's last step, then ours.
      const markdown = tidy(
        output
          .join('')
          .replace(/^[\t\r\n]+/, '')
          .replace(/[\t\r\n\s]+$/, ''),
      );
      return { markdown, mediaMissing: missing, mediaUsed: [...used] };
    },
  };
}
