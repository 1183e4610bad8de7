import { PartyPopper, RotateCcw, Shuffle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { StudyCard_CardFragment } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import { type RatingCounts, summaryMessage } from '../summary';

const text = es.study.summary;

/** The end of a round: counts, a message by the share of easy ratings, the cards reviewed and what next. */
export function SessionSummary({
  counts,
  reviewed,
  firstRound,
  onRestart,
  onDone,
}: {
  counts: RatingCounts;
  reviewed: readonly Pick<StudyCard_CardFragment, 'id' | 'front' | 'back'>[];
  firstRound: boolean;
  onRestart: () => void;
  onDone: () => void;
}) {
  const titleId = useId();
  const listId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const total = counts.EASY + counts.MEDIUM + counts.HARD;
  const figures = [
    { label: text.easy, value: counts.EASY, className: 'bg-emerald-50 text-emerald-800' },
    { label: text.medium, value: counts.MEDIUM, className: 'bg-yellow-50 text-yellow-900' },
    { label: text.hard, value: counts.HARD, className: 'bg-red-50 text-red-800' },
  ];

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col items-center text-center">
        <PartyPopper aria-hidden className="size-12 rounded-2xl bg-indigo-50 p-2.5 text-indigo-700" />
        <h2 id={titleId} ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
          {text.title}
        </h2>
        <p className="mt-2 text-slate-600">{summaryMessage(counts)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center sm:gap-3">
        <div className="col-span-3 flex flex-col-reverse rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-600">{text.studied}</dt>
          <dd className="text-3xl font-bold">{total}</dd>
        </div>
        {figures.map(({ label, value, className }) => (
          <div key={label} className={`flex flex-col-reverse rounded-xl p-3 ${className}`}>
            <dt className="text-sm">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 id={listId} className="text-sm font-semibold text-slate-500 uppercase">
          {text.reviewed}
        </h3>
        <ul
          aria-labelledby={listId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so a keyboard must be able to reach it.
          tabIndex={0}
          className="mt-2 max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {reviewed.map((card) => (
            <li key={card.id} className="grid gap-0.5 px-4 py-2.5 sm:grid-cols-2 sm:gap-4">
              <CardContent markdown={card.front} clamp={2} className="font-medium text-slate-900" />
              <CardContent markdown={card.back} clamp={2} className="text-slate-600" />
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onRestart}>
          {firstRound ? <Shuffle aria-hidden className="size-4" /> : <RotateCcw aria-hidden className="size-4" />}
          {firstRound ? text.againShuffled : text.again}
        </Button>
        <Button onClick={onDone}>{text.done}</Button>
      </div>
    </section>
  );
}
