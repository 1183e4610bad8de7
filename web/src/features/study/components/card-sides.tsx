import { useCallback, useMemo } from 'react';
import type { StudyCard_CardFragment } from '@/__generated__/graphql';
import { CardContent, type ClozeSide } from '@/components/card-content/card-content';
import { clozeGapIndexes } from '@/lib/cloze-sides';
import { es } from '@/lib/i18n/es';
import { SpeakButton } from './speak-button';
import type { FolderStudySettings } from './study-session';

const text = es.study;

/**
 * What plays a side aloud: its first sound, else (a side with a language) the button that reads it, when this device
 * has a voice for it.
 */
export function playerOf(side: 'front' | 'back'): HTMLButtonElement | null {
  const element = document.querySelector(`[data-card-side="${side}"]`);
  return (
    element?.querySelector<HTMLButtonElement>('[data-card-audio]') ??
    element?.querySelector<HTMLButtonElement>('[data-card-speak]:not(:disabled)') ??
    null
  );
}

/**
 * The card asked: its question and, once revealed, its answer, each with the button that reads it aloud when its
 * folder gives the side a language. In a session over every folder, the card says its folder.
 */
export function CardSides({
  card,
  revealed,
  folderName,
  settings,
}: {
  card: StudyCard_CardFragment;
  revealed: boolean;
  folderName?: string;
  settings?: FolderStudySettings;
}) {
  // Focus follows the session: each new question (the parent keys this element by card), then the answer.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  // A cloze card's gaps, asked and then revealed, are marked and said to screen readers.
  const cloze = useMemo(() => {
    const gaps = clozeGapIndexes(card.front);
    if (gaps.length === 0) return undefined;
    return { question: { side: 'question' }, answer: { side: 'answer', gaps } } satisfies Record<string, ClozeSide>;
  }, [card.front]);
  return (
    <article className="flex min-h-64 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        ref={focusOnMount}
        tabIndex={-1}
        data-card-side="front"
        className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center outline-none sm:p-10"
      >
        {folderName !== undefined && (
          <p className="line-clamp-1 max-w-full text-sm font-medium wrap-anywhere text-indigo-700">
            <span className="sr-only">{text.folderLabel}</span>
            {folderName}
          </p>
        )}
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.question}</p>
        <CardContent
          markdown={card.front}
          cloze={cloze?.question}
          className="max-w-full text-2xl font-semibold sm:text-3xl"
        />
        {settings?.frontLanguage && (
          <SpeakButton markdown={card.front} lang={settings.frontLanguage} label={es.speech.listenFront} />
        )}
      </div>
      {revealed && (
        <div
          ref={focusOnMount}
          tabIndex={-1}
          data-card-side="back"
          className="flex flex-col items-center gap-2 border-t border-slate-100 p-6 text-center outline-none sm:p-8"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.answer}</p>
          <CardContent
            markdown={card.back}
            cloze={cloze?.answer}
            className="max-w-full text-xl text-indigo-800 sm:text-2xl"
          />
          {settings?.backLanguage && (
            <SpeakButton markdown={card.back} lang={settings.backLanguage} label={es.speech.listenBack} />
          )}
        </div>
      )}
    </article>
  );
}
