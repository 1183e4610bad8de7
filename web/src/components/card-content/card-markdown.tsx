/// <reference types="remark-parse" />
import { Volume2 } from 'lucide-react';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { type ReactNode, useMemo, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import type { Processor } from 'unified';
import { clozeHint } from '@/lib/cloze-sides';
import { es } from '@/lib/i18n/es';
import { isOffline } from '@/lib/network';

/** Where a card's media live: `/api/media/<sha256>.<ext>` (DESIGN §15). Nothing else loads from a card. */
const mediaPath = /^\/api\/media\/[0-9a-f]{64}\.(png|jpg|gif|webp|mp3|ogg|wav|m4a)$/;
const audioExtension = /\.(mp3|ogg|wav|m4a)$/;
const linkProtocol = /^(https?:\/\/|mailto:)/i;

/**
 * Only our own media as sources, and only `http(s)` and `mailto` as links: a `javascript:` or `data:` address, or an
 * image on another site (a tracking pixel), comes out empty and is not rendered.
 */
export function cardUrl(url: string, key: string): string {
  if (key === 'src') return mediaPath.test(url) ? url : '';
  return linkProtocol.test(url) ? url : '';
}

/**
 * GitHub's tables and strikethrough on top of CommonMark (what remark-gfm does, without its automatic links: a
 * `www.` or an address in a card stays the text it is unless the learner makes it a link).
 */
function remarkTablesAndStrikethrough(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfmTable(), gfmStrikethrough()];
  data.fromMarkdownExtensions = [
    ...(data.fromMarkdownExtensions ?? []),
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
  ];
}

type MdastNode = {
  type: string;
  value?: string;
  children?: MdastNode[];
  data?: { hName?: string; hProperties?: Record<string, string> };
};

/** Raw HTML in a card is shown as the text it is, never rendered (DESIGN §15). */
function remarkHtmlAsText() {
  const visit = (node: MdastNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(visit);
  };
  return visit;
}

/**
 * Which side of a cloze card is shown: on the question its gaps (bold `[...]` or `[pista]`), on the answer the bold
 * runs at the gaps' places (`lib/cloze-sides.ts`), each become a marked element with words for screen readers.
 */
export type ClozeSide = { side: 'question' } | { side: 'answer'; gaps: readonly number[] };

function textOf(node: MdastNode): string {
  return node.value ?? node.children?.map(textOf).join('') ?? '';
}

/** The cloze's marks as `<mark data-cloze>` elements, rendered by `ClozeMark`. */
function remarkClozeMarks(cloze: ClozeSide) {
  return (tree: MdastNode) => {
    let index = 0;
    const visit = (node: MdastNode) => {
      if (node.type === 'strong') {
        const text = textOf(node);
        const isGap = cloze.side === 'question' ? /^\[.*\]$/s.test(text) : cloze.gaps.includes(index);
        index += 1;
        if (isGap) {
          node.data = {
            hName: 'mark',
            hProperties: { dataCloze: cloze.side, ...(cloze.side === 'question' ? { dataGap: text } : {}) },
          };
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

const clozeMarkClasses = 'rounded-md bg-indigo-100 px-1 font-bold text-indigo-900 ring-1 ring-indigo-300';

/**
 * A gap asked (`[...]`, said «hueco» or «hueco, pista: …») or a gap's text revealed (said «respuesta del hueco: …»),
 * marked by a colour and a frame, never by colour alone (the brackets or the frame), and in words for screen readers.
 */
function ClozeMark({ children, gap }: { children: ReactNode; gap?: string }) {
  if (gap !== undefined) {
    const hint = clozeHint(gap);
    return (
      <mark className={clozeMarkClasses}>
        <span aria-hidden>{gap}</span>
        <span className="sr-only">{hint ? es.cardContent.clozeGapHint(hint) : es.cardContent.clozeGap}</span>
      </mark>
    );
  }
  return (
    <mark className={clozeMarkClasses}>
      <span className="sr-only">{es.cardContent.clozeAnswer}</span>
      {children}
    </mark>
  );
}

/** Why a card's image or sound did not come: offline and not kept for offline use, or the server refused it. */
const unavailable = () => (isOffline() ? es.cardContent.unavailableOffline : es.cardContent.unavailable);

/** A card's image, with its text; when it cannot be loaded, that text and why. */
function CardImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed) {
    return (
      <span className="inline-block rounded-lg border border-dashed border-slate-300 px-2 py-1 text-sm text-slate-500">
        {alt ? `${alt} · ${failed}` : failed}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(unavailable())}
      className="card-image inline-block max-w-full rounded-lg"
    />
  );
}

/** A card's sound: a button that plays it (`R` replays the side's first sound while studying). */
function CardAudio({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <button
      type="button"
      data-card-audio={src}
      onClick={() => {
        setFailed(null);
        new Audio(src).play().catch((error: unknown) => {
          // The browser refusing to play before a gesture is not the sound's fault.
          if (!(error instanceof DOMException && error.name === 'NotAllowedError')) setFailed(unavailable());
        });
      }}
      className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 align-middle text-sm font-medium text-indigo-700 focus-visible:outline-2"
    >
      <Volume2 aria-hidden className="size-4" />
      {label ? es.cardContent.playNamed(label) : es.cardContent.play}
      {failed && <span className="font-normal text-slate-500"> · {failed}</span>}
    </button>
  );
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  img: ({ src, alt }) => {
    if (typeof src !== 'string' || src === '') return alt ? <>{alt}</> : null;
    if (audioExtension.test(src)) return <CardAudio src={src} label={alt ?? ''} />;
    return <CardImage src={src} alt={alt ?? ''} />;
  },
};

/** In a list, paragraphs run on as lines of one block, which is what the clamp cuts. */
const clampComponents: Components = {
  ...components,
  p: ({ children }) => (
    <>
      {children}
      <br />
    </>
  ),
};

const remarkPlugins = [remarkTablesAndStrikethrough, remarkBreaks, remarkHtmlAsText];

const clozeComponents: Components = {
  ...components,
  mark: ({ children, node }) => {
    const gap = node?.properties?.dataGap;
    return node?.properties?.dataCloze ? (
      <ClozeMark gap={typeof gap === 'string' ? gap : undefined}>{children}</ClozeMark>
    ) : (
      <mark>{children}</mark>
    );
  },
};

/**
 * A side's Markdown (CommonMark + GitHub tables and strikethrough, each line break kept) rendered to React elements:
 * no HTML string is ever inserted. A chunk of its own (react-markdown and its parsers), loaded by `CardContent` for
 * the first side that is more than plain words.
 */
export function CardMarkdown({ markdown, clamp, cloze }: { markdown: string; clamp: boolean; cloze?: ClozeSide }) {
  const plugins = useMemo(() => (cloze ? [...remarkPlugins, () => remarkClozeMarks(cloze)] : remarkPlugins), [cloze]);
  return (
    <Markdown
      remarkPlugins={plugins}
      urlTransform={cardUrl}
      components={clamp ? clampComponents : cloze ? clozeComponents : components}
    >
      {markdown}
    </Markdown>
  );
}
