import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Anki fields are HTML. They become plain text through html-to-text: line breaks for `<br>`, `<div>` and `<p>`,
 * scripts, styles and every tag removed, entities decoded. Media (`<img>`, `<audio>`, `<video>`, `[sound:…]`) cannot
 * come along: it is dropped and counted for the report.
 */
const htmlOptions: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'audio', format: 'skip' },
    { selector: 'video', format: 'skip' },
    { selector: 'object', format: 'skip' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
  ],
};

// Anki's own markup for sounds in a field (not HTML): `[sound:file.mp3]`.
const soundTag = /\[sound:[^\]]*\]/g;
const mediaTag = /<(img|audio|video|object)\b/gi;

/** Media references in a field: images, audio, video and Anki's `[sound:…]` tags. */
export function countMedia(html: string): number {
  return (html.match(soundTag)?.length ?? 0) + (html.match(mediaTag)?.length ?? 0);
}

// Compiled once: html-to-text's `convert` compiles its options on every call (milliseconds per field).
const toText = compile(htmlOptions);

/** The field as plain text: tags gone, entities decoded, line breaks kept, surrounding blank lines trimmed. */
export function fieldText(html: string): string {
  const withoutSounds = html.replace(soundTag, '');
  // Plain text (no tag, no entity) needs no HTML parser; Anki keeps such fields on one line.
  const text = /[<&]/.test(withoutSounds) ? toText(withoutSounds) : withoutSounds;
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Anki's cloze markup: {{c1::answer}} or {{c1::answer::hint}}.
const cloze = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The cloze numbers a field uses (each is one card in Anki), in ascending order. */
export function clozeNumbers(html: string): number[] {
  const numbers = new Set<number>();
  for (const match of html.matchAll(cloze)) numbers.add(Number(match[1]));
  return [...numbers].sort((a, b) => a - b);
}

export const hasCloze = (html: string) => clozeNumbers(html).length > 0;

/**
 * The two sides of cloze card `number`: the front hides that cloze as `[...]` (or `[hint]`) and shows the others,
 * the back shows every cloze revealed.
 */
export function clozeSides(html: string, number: number): { front: string; back: string } {
  const front = html.replace(cloze, (_all, n: string, answer: string, hint: string | undefined) =>
    Number(n) === number ? `[${hint?.trim() ? hint.trim() : '...'}]` : answer,
  );
  const back = html.replace(cloze, (_all, _n: string, answer: string) => answer);
  return { front: fieldText(front), back: fieldText(back) };
}
