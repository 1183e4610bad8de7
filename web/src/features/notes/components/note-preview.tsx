import type { ReactNode } from 'react';
import { CardContent, type ClozeSide } from '@/components/card-content/card-content';
import { clozeGapIndexes } from '@/lib/cloze-sides';
import { es } from '@/lib/i18n/es';

const text = es.notes.editor;

/** The marks of one card's sides: a cloze's gaps and what they reveal (none on a card without gaps). */
function clozeSides(front: string): { question?: ClozeSide; answer?: ClozeSide } {
  const gaps = clozeGapIndexes(front);
  return gaps.length === 0 ? {} : { question: { side: 'question' }, answer: { side: 'answer', gaps } };
}

/**
 * Every card a note will make, each side as studying shows it: a cloze note's as it is written (`clozePreview`), a note
 * type's edit on one of its notes (the server's `noteTypePreview`).
 */
export function NotePreview({
  cards,
  title = text.previewTitle,
  children,
}: {
  cards: readonly { front: string; back: string }[];
  title?: string;
  /** What the preview is of, said under its title. */
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
      {cards.length === 0 ? (
        <p className="text-sm text-slate-600">{text.previewEmpty}</p>
      ) : (
        <ol className="grid gap-3">
          {cards.map((card, index) => {
            const cloze = clozeSides(card.front);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cards of one rendering, in their order
              <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="text-sm font-semibold text-slate-700">{text.previewCard(index + 1)}</p>
                <dl className="mt-1 grid gap-1 text-sm">
                  <dt className="text-xs text-slate-500">{text.previewQuestion}</dt>
                  <dd>
                    <CardContent markdown={card.front} cloze={cloze.question} />
                  </dd>
                  <dt className="text-xs text-slate-500">{text.previewAnswer}</dt>
                  <dd>
                    <CardContent markdown={card.back} cloze={cloze.answer} />
                  </dd>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
