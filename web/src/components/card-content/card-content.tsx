import { memo, Suspense } from 'react';
import { cardPlainText } from '@/lib/card-plain-text';
import { lazyComponent } from '@/lib/lazy-component';
import type { ClozeSide } from './card-markdown';

export type { ClozeSide } from './card-markdown';

/**
 * The Markdown renderer: react-markdown and its parsers, 130 kB whose evaluation alone (the HTML property tables)
 * took 25 ms of a folder page's main thread when they came with the screen. Loaded by the first side that is more
 * than plain words; most decks' sides are plain words, and their screens never load it.
 */
const CardMarkdown = lazyComponent(() => import('./card-markdown'), 'CardMarkdown');

/** Loads the Markdown renderer ahead (the server's render of a member's screen, which must not suspend). */
export const preloadCardMarkdown = CardMarkdown.preload;

/** Whole class names, so that Tailwind finds them. */
const clampClasses = {
  1: 'card-content-clamp line-clamp-1',
  2: 'card-content-clamp line-clamp-2',
  3: 'card-content-clamp line-clamp-3',
};

/**
 * A side that Markdown would render as one paragraph of exactly its own text: one line, no character Markdown reads
 * as syntax anywhere (emphasis, code, links, images, HTML, entities, escapes, strikethrough, tables, headings), none
 * that starts a block (a list, a quote, a rule) at its start, and nothing for Markdown to trim. Most cards' sides are
 * such words; they skip the parser, which cost about 10 ms a side on a slow phone (a folder's list, the study screen).
 */
const markdownSyntax = /[\\`*_[\]!<>&#~|]|[^\S ]|^[-+= ]|^\d+[.)]| $/;
const isPlainParagraph = (markdown: string) => markdown !== '' && !markdownSyntax.test(markdown);

/** A paragraph of words as Markdown renders it: `<p>`, or in a list (`clamp`) a line of the clamped block. */
function Paragraph({ text, clamp }: { text: string; clamp: boolean }) {
  return clamp ? (
    <>
      {text}
      <br />
    </>
  ) : (
    <p>{text}</p>
  );
}

/**
 * A card's side as its Markdown says, rendered to React elements (`CardMarkdown`). `clamp` shows the first lines
 * only, images as thumbnails (the folder list, search results and pending reviews). While the renderer loads, a side
 * shows its words without their marks; a side the server rendered keeps its markup until then (the boundary stays as
 * the server sent it while the app hydrates the rest).
 */
export const CardContent = memo(function CardContent({
  markdown,
  clamp,
  label,
  cloze,
  className = '',
}: {
  markdown: string;
  /** A cloze card's side, whose gaps or revealed texts are marked (the study screen). */
  cloze?: ClozeSide;
  /** Said before the content to a screen reader only ("Reverso:"). */
  label?: string;
  /** Lines shown in a list before the rest is cut. */
  clamp?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <div className={`card-content wrap-anywhere ${clamp ? clampClasses[clamp] : ''} ${className}`}>
      {label && <span className="sr-only">{label}</span>}
      {isPlainParagraph(markdown) ? (
        // What Markdown renders for it, the same elements.
        <Paragraph text={markdown} clamp={clamp !== undefined} />
      ) : (
        <Suspense fallback={<Paragraph text={cardPlainText(markdown)} clamp={clamp !== undefined} />}>
          <CardMarkdown markdown={markdown} clamp={clamp !== undefined} cloze={cloze} />
        </Suspense>
      )}
    </div>
  );
});
