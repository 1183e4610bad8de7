import { clozeFilter, clozeNumbersInFields, clozeOnlyFilter, extractClozeForTyping } from './cloze';
import { escapeHtml, fieldIsEmpty, forwardFinder, stripHtml } from './html-text';
import { AnkiRenderError } from './render-error';

/**
 * Anki's card templates, rendered as Anki renders them: a port of rslib/src/template.rs and template_filters.rs
 * (what the desktop reviewer then does to `[[type:…]]`, hints and TTS is replaced by choices fit for Markdown,
 * noted at each filter). Pure: no database, no I/O.
 */

export type AnkiNoteType = {
  kind: 'standard' | 'cloze';
  /** Field names in ord order. */
  fields: string[];
  /** Index = card ord. A cloze note type has one template, used for every card. */
  templates: { name: string; qfmt: string; afmt: string }[];
  /** The note type's name: Anki's `{{Type}}`. */
  name?: string;
};

/** Anki's special fields that are not note fields; a note field of the same name wins, as in Anki. */
export type AnkiCardContext = {
  tags?: string[];
  /** Full deck name, `Parent::Child`. */
  deck?: string;
  /** Anki's card flag number (0 = none). */
  flag?: number;
  cardId?: string;
};

export type RenderedCard = {
  /** HTML of the question side. */
  question: string;
  /** HTML of the answer side (usually the question again, `<hr id=answer>`, then the answer). */
  answer: string;
  /** BCP-47 language of the first `{{tts …:Field}}` on each side. */
  tts: { question?: string; answer?: string };
  /** True where Anki would show "the front of this card is blank" instead (and would not generate the card). */
  empty: boolean;
  /** Field names a template asked for that the note type does not have; rendered as empty (Anki shows an error). */
  unknownFields: string[];
};

/** Deeper `{{#…}}` nesting is refused; real templates nest a handful. */
export const MAX_TEMPLATE_DEPTH = 100;
/** Longer templates are refused (real ones, CSS and scripts included, stay far below). */
export const MAX_TEMPLATE_CHARS = 256 * 1024;

/**
 * What Anki reads aloud instead of showing (`{{tts …:Field}}`, `[anki:tts]`), between two private-use characters:
 * `renderNoteCard` leaves it out of what a side shows, or shows it when it is all the side has (a listening card).
 */
export const SPOKEN = { start: '\uE000', end: '\uE001' } as const;
const spoken = (text: string) => (text ? `${SPOKEN.start}${text}${SPOKEN.end}` : text);

// Parsing
//----------------------------------------

type ParsedNode =
  | { type: 'text'; text: string }
  | { type: 'replacement'; key: string; filters: string[] }
  | { type: 'conditional'; key: string; negated: boolean; children: ParsedNode[] };

type Token =
  | { type: 'text'; text: string }
  | { type: 'comment'; text: string }
  | { type: 'replacement'; text: string }
  | { type: 'open'; key: string; negated: boolean }
  | { type: 'close'; key: string };

const ALT_DIRECTIVE = '{{=<% %>=}}';
const COMMENT_START = '<!--';
const COMMENT_END = '-->';

function classifyHandle(raw: string): Token {
  const start = raw.replace(/^\{+/, '').trim();
  if (start.length < 2) return { type: 'replacement', text: start };
  const rest = start.slice(1).trimStart();
  if (start[0] === '#') return { type: 'open', key: rest, negated: false };
  if (start[0] === '^') return { type: 'open', key: rest, negated: true };
  if (start[0] === '/') return { type: 'close', key: rest };
  return { type: 'replacement', text: start };
}

/**
 * Anki's lexer: the earliest `{{…}}` (up to the first `}}` after it) or `<!--…-->` is the next token. Searching
 * with indexOf keeps it linear: once no closing `}}` or `-->` follows, none can follow a later opening either.
 */
function tokenize(template: string): Token[] {
  let text = template;
  let open = '{{';
  let close = '}}';
  if (text.trimStart().startsWith(ALT_DIRECTIVE)) {
    text = text.trimStart();
    while (text.startsWith(ALT_DIRECTIVE)) text = text.slice(ALT_DIRECTIVE.length);
    open = '<%';
    close = '%>';
  }
  const tokens: Token[] = [];
  let pos = 0;
  let handlesLeft = true;
  let commentsLeft = true;
  while (pos < text.length) {
    let handle: { start: number; end: number } | null = null;
    if (handlesLeft) {
      const start = text.indexOf(open, pos);
      const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
      if (end < 0) handlesLeft = false;
      else handle = { start, end };
    }
    let comment: { start: number; end: number } | null = null;
    if (commentsLeft) {
      const start = text.indexOf(COMMENT_START, pos);
      const end = start < 0 ? -1 : text.indexOf(COMMENT_END, start + COMMENT_START.length);
      if (end < 0) commentsLeft = false;
      else comment = { start, end };
    }
    const next = handle && (!comment || handle.start <= comment.start) ? 'handle' : comment ? 'comment' : null;
    if (next === null) {
      tokens.push({ type: 'text', text: text.slice(pos) });
      break;
    }
    const found = (next === 'handle' ? handle : comment) as { start: number; end: number };
    if (found.start > pos) tokens.push({ type: 'text', text: text.slice(pos, found.start) });
    if (next === 'handle') {
      tokens.push(classifyHandle(text.slice(found.start + open.length, found.end)));
      pos = found.end + close.length;
    } else {
      tokens.push({ type: 'comment', text: text.slice(found.start + COMMENT_START.length, found.end) });
      pos = found.end + COMMENT_END.length;
    }
  }
  return tokens;
}

function syntaxError(detail: string): AnkiRenderError {
  return new AnkiRenderError('TEMPLATE_SYNTAX', `La plantilla de Anki tiene un error: ${detail}`);
}

/**
 * Throws the AnkiRenderError a template would meet when rendered (syntax, nesting, size): a template written here is
 * checked whole, where an imported card only meets the parts its fields reach.
 */
export function checkTemplate(template: string): void {
  parseTemplate(template);
}

/** Parses a template into nodes without recursion; refuses oversized or too deeply nested templates. */
function parseTemplate(template: string): ParsedNode[] {
  if (template.length > MAX_TEMPLATE_CHARS) {
    throw new AnkiRenderError(
      'TEMPLATE_TOO_LARGE',
      `Una plantilla de Anki es demasiado grande (más de ${MAX_TEMPLATE_CHARS} caracteres).`,
    );
  }
  const root: ParsedNode[] = [];
  const stack: { key: string; children: ParsedNode[] }[] = [];
  let children = root;
  for (const token of tokenize(template)) {
    switch (token.type) {
      case 'text':
        children.push({ type: 'text', text: token.text });
        break;
      // Comments are copied to the output as Anki does (the HTML parser drops them later); `{{…}}` inside are inert.
      case 'comment':
        children.push({ type: 'text', text: `${COMMENT_START}${token.text}${COMMENT_END}` });
        break;
      case 'replacement': {
        const parts = token.text.split(':');
        const key = parts.pop() as string;
        children.push({ type: 'replacement', key, filters: parts.reverse() });
        break;
      }
      case 'open': {
        if (stack.length >= MAX_TEMPLATE_DEPTH) {
          throw new AnkiRenderError(
            'TEMPLATE_TOO_DEEP',
            `Una plantilla de Anki anida más de ${MAX_TEMPLATE_DEPTH} condiciones {{#…}}.`,
          );
        }
        const node: ParsedNode = { type: 'conditional', key: token.key, negated: token.negated, children: [] };
        children.push(node);
        stack.push({ key: token.key, children });
        children = node.children;
        break;
      }
      case 'close': {
        const top = stack.pop();
        if (!top) throw syntaxError(`{{/${token.key}}} cierra una sección que no se abrió.`);
        if (top.key !== token.key) throw syntaxError(`se esperaba {{/${top.key}}} y se encontró {{/${token.key}}}.`);
        children = top.children;
        break;
      }
    }
  }
  const unclosed = stack.at(-1);
  if (unclosed) throw syntaxError(`falta {{/${unclosed.key}}}.`);
  return root;
}

// Empty cards
//----------------------------------------

/** Anki's `template_is_empty` (with negated sections checked): no nonempty field is reachable. */
function templateIsEmpty(nodes: ParsedNode[], nonempty: ReadonlySet<string>): boolean {
  for (const node of nodes) {
    if (node.type === 'replacement') {
      if (nonempty.has(node.key)) return false;
    } else if (node.type === 'conditional') {
      if (nonempty.has(node.key) === node.negated) continue;
      if (!templateIsEmpty(node.children, nonempty)) return false;
    }
  }
  return true;
}

const SPECIAL_FIELDS = ['FrontSide', 'Card', 'CardFlag', 'Deck', 'Subdeck', 'Tags', 'Type', 'CardID'];

function nonemptyFields(noteType: AnkiNoteType, fields: readonly string[]): Set<string> {
  const set = new Set<string>();
  noteType.fields.forEach((name, i) => {
    if (!fieldIsEmpty(fields[i] ?? '')) set.add(name);
  });
  return set;
}

/**
 * The card ords Anki generates for a note: for a cloze note type one per cloze number in any field (c1 → 0);
 * otherwise each template whose question would show some field (Anki's card generation: special fields such as
 * `{{Deck}}` count as content, `{{Tags}}` only when the note has tags, `{{FrontSide}}` never).
 * A template that does not parse generates no card.
 */
export function cardsOfNote(
  noteType: AnkiNoteType,
  fields: readonly string[],
  context: AnkiCardContext = {},
): number[] {
  if (noteType.kind === 'cloze') {
    return [...clozeNumbersInFields(fields)].map((n) => Math.min(n - 1, 499)).sort((a, b) => a - b);
  }
  const nonempty = nonemptyFields(noteType, fields);
  const noteFields = new Set(noteType.fields);
  for (const special of SPECIAL_FIELDS) {
    if (noteFields.has(special) || special === 'FrontSide') continue;
    if (special === 'Tags' && (context.tags ?? []).length === 0) continue;
    nonempty.add(special);
  }
  const ords: number[] = [];
  noteType.templates.forEach((template, ord) => {
    let parsed: ParsedNode[];
    try {
      parsed = parseTemplate(template.qfmt);
    } catch {
      return;
    }
    if (!templateIsEmpty(parsed, nonempty)) ords.push(ord);
  });
  return ords;
}

// Rendering
//----------------------------------------

type Side = 'question' | 'answer';

type RenderContext = {
  side: Side;
  cardOrd: number;
  /** Field values by name: the note's fields, then the special fields they do not shadow. */
  values: ReadonlyMap<string, string>;
  /** Note fields only (for `type:`). */
  noteFields: ReadonlyMap<string, string>;
  nonempty: ReadonlySet<string>;
  /** The rendered question, on the answer side. */
  frontSide: string;
  unknownFields: Set<string>;
  ttsLanguage?: string;
};

// The base before `[reading]` in Anki's ruby syntax: `漢字[かんじ]`, ` 日本[にほん]`.
const SOUND_PREFIX = 'sound:';

/**
 * Anki's ruby filters: its regex ` ?([^ >]+?)\[(.+?)\]` applied with a linear scan (a JavaScript regex would
 * backtrack quadratically on long runs without a match). `render` gets the base and the reading.
 */
function replaceRuby(html: string, render: (base: string, reading: string) => string): string {
  const text = html.replaceAll('&nbsp;', ' ');
  if (!text.includes('[')) return text;
  const n = text.length;
  // nextClose[i]: first `]` at or after i; nextNewline[i]: first `\n` at or after i.
  const nextClose = new Int32Array(n + 1).fill(n);
  const nextNewline = new Int32Array(n + 1).fill(n);
  for (let i = n - 1; i >= 0; i--) {
    nextClose[i] = text[i] === ']' ? i : (nextClose[i + 1] as number);
    nextNewline[i] = text[i] === '\n' ? i : (nextNewline[i + 1] as number);
  }
  // The reading after `[` at q: at least one character that is not a newline, up to the first later `]`.
  const readingEnd = (q: number): number => {
    if (q + 1 >= n || text[q + 1] === '\n') return -1;
    const close = nextClose[q + 2] as number;
    if (close >= n || (nextNewline[q + 1] as number) < close) return -1;
    return close;
  };
  const inBase = (c: string | undefined) => c !== undefined && c !== ' ' && c !== '>';
  let out = '';
  let copied = 0;
  let p = 0;
  while (p < n) {
    const baseStart = text[p] === ' ' ? p + 1 : p;
    if (!inBase(text[baseStart])) {
      p++;
      continue;
    }
    // The shortest base: the first `[` in this run (after one base character) that opens a reading.
    let match: { bracket: number; close: number } | null = null;
    let q = baseStart + 1;
    for (; inBase(text[q]); q++) {
      if (text[q] !== '[') continue;
      const close = readingEnd(q);
      if (close >= 0) {
        match = { bracket: q, close };
        break;
      }
    }
    if (!match) {
      // No later start in this run can match either.
      p = q;
      continue;
    }
    const base = text.slice(baseStart, match.bracket);
    const reading = text.slice(match.bracket + 1, match.close);
    out += text.slice(copied, p);
    out += reading.startsWith(SOUND_PREFIX) ? text.slice(p, match.close + 1) : render(base, reading);
    copied = match.close + 1;
    p = copied;
  }
  return out + text.slice(copied);
}

/** Anki's `furigana:`: `<ruby><rb>漢字</rb><rt>かんじ</rt></ruby>` (the Markdown step writes it `漢字（かんじ）`). */
export function furiganaFilter(html: string): string {
  return replaceRuby(html, (base, reading) => `<ruby><rb>${base}</rb><rt>${reading}</rt></ruby>`);
}

/** Anki's `kanji:`: the base only. */
export function kanjiFilter(html: string): string {
  return replaceRuby(html, (base) => base);
}

/** Anki's `kana:`: the reading only. */
export function kanaFilter(html: string): string {
  return replaceRuby(html, (_base, reading) => reading);
}

/** `en_US` → `en-US`; undefined when it is no language tag. */
export function ttsLanguage(options: string): string | undefined {
  const lang = options.trim().split(/\s+/)[0]?.replace(/_/g, '-') ?? '';
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) return undefined;
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}

/** Expected answer of `{{type:…}}`, shown on the answer side as text (Anki shows it compared with what was typed). */
function typedAnswer(filter: string, fieldName: string, ctx: RenderContext): string {
  if (ctx.side === 'question') return '';
  const raw = ctx.noteFields.get(fieldName);
  if (raw === undefined) return '';
  const expected = filter === 'type-cloze' ? extractClozeForTyping(raw, ctx.cardOrd + 1) : raw;
  return escapeHtml(stripHtml(expected));
}

function applyFilter(filter: string, text: string, fieldName: string, ctx: RenderContext): string {
  const question = ctx.side === 'question';
  switch (filter) {
    case 'text':
      return stripHtml(text);
    case 'furigana':
      return furiganaFilter(text);
    case 'kanji':
      return kanjiFilter(text);
    case 'kana':
      return kanaFilter(text);
    case 'type':
    case 'type-cloze':
    case 'type-nc':
      return typedAnswer(filter, fieldName, ctx);
    // Anki shows a "show hint" link; links that run scripts are not ours to show, so the hint is its own line.
    case 'hint':
      return text.trim() === '' ? text : `<div>Pista: ${text}</div>`;
    case 'cloze':
      return clozeFilter(text, ctx.cardOrd, question);
    case 'cloze-only':
      return clozeOnlyFilter(text, ctx.cardOrd, question);
    default:
      // Anki reads the text aloud (a play button, the text unseen): it is marked as spoken, and its language kept.
      if (filter.startsWith('tts ')) {
        ctx.ttsLanguage ??= ttsLanguage(filter.slice(4));
        return spoken(text);
      }
      // `{{a::b:Field}}`'s empty filter and unknown (add-on) filters leave the text as it is.
      return text;
  }
}

function applyFilters(text: string, filters: string[], fieldName: string, ctx: RenderContext): string {
  let list = filters;
  // As Anki: `type:cloze:` and `type:nc:` are special; any other list ending in `type` is just `type`.
  if (list.length === 2 && list[0] === 'cloze' && list[1] === 'type') list = ['type-cloze'];
  else if (list.length === 2 && list[0] === 'nc' && list[1] === 'type') list = ['type-nc'];
  else if (list.at(-1) === 'type') list = ['type'];
  let out = text;
  for (const filter of list) out = applyFilter(filter, out, fieldName, ctx);
  return out;
}

function isClozeConditional(key: string): boolean {
  return /^c\d+$/.test(key);
}

function evaluateConditional(key: string, ctx: RenderContext): boolean {
  if (!ctx.nonempty.has(key) && !ctx.values.has(key) && !isClozeConditional(key)) ctx.unknownFields.add(key);
  return ctx.nonempty.has(key);
}

/** A hidden section is not rendered, but Anki still reports the unknown fields in it. */
function noteUnknownFields(nodes: ParsedNode[], ctx: RenderContext): void {
  for (const node of nodes) {
    if (node.type === 'conditional') {
      evaluateConditional(node.key, ctx);
      noteUnknownFields(node.children, ctx);
    } else if (
      node.type === 'replacement' &&
      node.key !== 'FrontSide' &&
      node.key !== '' &&
      !ctx.values.has(node.key)
    ) {
      ctx.unknownFields.add(node.key);
    }
  }
}

/** Depth is bounded by the parser (MAX_TEMPLATE_DEPTH), so recursion is safe here. */
function renderNodes(nodes: ParsedNode[], ctx: RenderContext, out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(node.text);
    } else if (node.type === 'conditional') {
      if (evaluateConditional(node.key, ctx) !== node.negated) renderNodes(node.children, ctx, out);
      else noteUnknownFields(node.children, ctx);
    } else if (node.key === 'FrontSide') {
      out.push(ctx.frontSide);
    } else if (node.key === '' && node.filters.length > 0) {
      // `{{tts-voices:}}` and the like: filters that add their own text; nothing for us.
    } else {
      const value = ctx.values.get(node.key);
      if (value === undefined) ctx.unknownFields.add(node.key);
      else out.push(applyFilters(value, node.filters, node.key, ctx));
    }
  }
}

/** `[anki:tts lang=…]text[/anki:tts]` written straight into a template or field: marked as spoken, like the filter. */
function finishSide(html: string, ctx: RenderContext): string {
  if (!html.includes('[anki:tts')) return html;
  const find = forwardFinder(html);
  const opener = /\[anki:tts\b/g;
  let out = '';
  let copied = 0;
  for (let m = opener.exec(html); m; m = opener.exec(html)) {
    const optionsEnd = find(']', m.index);
    const close = optionsEnd < 0 ? -1 : find('[/anki:tts]', optionsEnd);
    if (close < 0) break;
    const lang = /\blang=(\S+)/.exec(html.slice(m.index, optionsEnd))?.[1];
    if (lang) ctx.ttsLanguage ??= ttsLanguage(lang);
    out += html.slice(copied, m.index) + spoken(html.slice(optionsEnd + 1, close));
    copied = close + '[/anki:tts]'.length;
    opener.lastIndex = copied;
  }
  return out + html.slice(copied);
}

function fieldMaps(noteType: AnkiNoteType, fields: readonly string[], ord: number, context: AnkiCardContext) {
  const noteFields = new Map<string, string>();
  noteType.fields.forEach((name, i) => {
    noteFields.set(name, fields[i] ?? '');
  });
  const values = new Map(noteFields);
  const deck = context.deck ?? '';
  const templateName = noteType.templates[noteType.kind === 'cloze' ? 0 : ord]?.name ?? '';
  const special: [string, string][] = [
    ['Tags', (context.tags ?? []).join(' ')],
    ['Type', noteType.name ?? ''],
    ['Subdeck', deck.split('::').at(-1) ?? ''],
    ['Deck', deck],
    ['CardFlag', `flag${context.flag ?? 0}`],
    ['Card', templateName],
    ['CardID', context.cardId ?? ''],
    // `{{#c2}}…{{/c2}}` is shown on the card c2 (ord 1) of any note type.
    [`c${ord + 1}`, '1'],
  ];
  for (const [name, value] of special) if (!values.has(name)) values.set(name, value);
  const nonempty = new Set<string>();
  for (const [name, value] of values) if (!fieldIsEmpty(value)) nonempty.add(name);
  return { noteFields, values, nonempty };
}

/**
 * Renders card `ord` of a note as Anki does: question and answer HTML (`{{FrontSide}}` on the answer is the
 * rendered question). Unknown fields render as empty and are listed; template syntax errors, templates nested
 * deeper than MAX_TEMPLATE_DEPTH or longer than MAX_TEMPLATE_CHARS throw AnkiRenderError.
 */
export function renderCard(
  noteType: AnkiNoteType,
  fields: readonly string[],
  ord: number,
  context: AnkiCardContext = {},
): RenderedCard {
  const template = noteType.kind === 'cloze' ? noteType.templates[0] : noteType.templates[ord];
  if (!template) throw syntaxError(`la tarjeta ${ord + 1} no tiene plantilla.`);
  const { noteFields, values, nonempty } = fieldMaps(noteType, fields, ord, context);
  const unknownFields = new Set<string>();
  const base = { cardOrd: ord, values, noteFields, nonempty, unknownFields };

  const qNodes = parseTemplate(template.qfmt);
  const aNodes = parseTemplate(template.afmt);
  const qCtx: RenderContext = { ...base, side: 'question', frontSide: '' };
  const qOut: string[] = [];
  renderNodes(qNodes, qCtx, qOut);
  const question = finishSide(qOut.join(''), qCtx);

  const empty =
    noteType.kind === 'cloze'
      ? !clozeNumbersInFields(noteType.fields.map((_n, i) => fields[i] ?? '')).has(ord + 1)
      : cardsOfNote({ ...noteType, templates: [template] }, fields, context).length === 0;

  const aCtx: RenderContext = { ...base, side: 'answer', frontSide: question };
  const aOut: string[] = [];
  renderNodes(aNodes, aCtx, aOut);
  const answer = finishSide(aOut.join(''), aCtx);

  const tts: RenderedCard['tts'] = {};
  if (qCtx.ttsLanguage) tts.question = qCtx.ttsLanguage;
  if (aCtx.ttsLanguage) tts.answer = aCtx.ttsLanguage;
  return { question, answer, tts, empty, unknownFields: [...unknownFields] };
}

const hrTag = /<hr\b/gi;
const answerId = /\bid\s*=\s*(["']?)answer\1(?=[\s/>])/i;

/** Where `<hr id=answer>` (any attribute order and quoting) starts and ends in `html`, if it is there. */
function findAnswerRule(html: string): { start: number; end: number } | null {
  hrTag.lastIndex = 0;
  for (let m = hrTag.exec(html); m; m = hrTag.exec(html)) {
    const gt = html.indexOf('>', m.index);
    if (gt < 0) return null;
    // Later `<hr` before the same `>` lie inside this tag: testing the longest is enough.
    if (answerId.test(html.slice(m.index, gt + 1))) return { start: m.index, end: gt + 1 };
    hrTag.lastIndex = gt + 1;
  }
  return null;
}

/**
 * The answer without the question: what follows `<hr id=answer>` when there is one, else the answer with its
 * leading copy of the question removed, else the whole answer.
 */
export function answerWithoutQuestion(question: string, answer: string): string {
  const rule = findAnswerRule(answer);
  if (rule) return answer.slice(rule.end);
  if (question !== '' && answer.startsWith(question)) return answer.slice(question.length);
  return answer;
}
