import type { Rating, StudyCard_CardFragment } from '@/__generated__/graphql';
import { es } from '@/lib/i18n/es';

const text = es.study;

/** Left to right, as keys 1, 2 and 3: from the shortest interval to the longest. */
export const ratingKeys: { key: string; rating: Rating }[] = [
  { key: '1', rating: 'HARD' },
  { key: '2', rating: 'MEDIUM' },
  { key: '3', rating: 'EASY' },
];

const styles: Record<Rating, string> = {
  HARD: 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100 focus-visible:outline-red-600',
  MEDIUM: 'border-yellow-200 bg-yellow-50 text-yellow-900 hover:bg-yellow-100 focus-visible:outline-yellow-600',
  EASY: 'border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-emerald-600',
};

const intervalOf = (intervals: StudyCard_CardFragment['nextIntervals'], rating: Rating) =>
  rating === 'HARD' ? intervals.hard : rating === 'MEDIUM' ? intervals.medium : intervals.easy;

/**
 * The three ratings, each with its key, what it means and the interval it would give this card (DESIGN §5).
 * The name comes from the visible words, so it starts with the rating ("Fácil, Sin esfuerzo, volverá en
 * 7 días") and speech input can say what it reads (WCAG 2.5.3); the key is `aria-keyshortcuts`.
 */
export function RatingButtons({
  intervals,
  onRate,
  suggested,
}: {
  intervals: StudyCard_CardFragment['nextIntervals'];
  onRate: (rating: Rating) => void;
  /** The rating a typed answer's check suggests: marked, in words too ("sugerida"). */
  suggested?: Rating;
}) {
  return (
    <fieldset>
      <legend className="mb-3 w-full text-center text-sm font-medium text-slate-600">{text.rateTitle}</legend>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {ratingKeys.map(({ key, rating }) => {
          const days = text.interval(intervalOf(intervals, rating));
          return (
            <button
              key={rating}
              type="button"
              onClick={() => onRate(rating)}
              aria-keyshortcuts={key}
              className={`flex flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:py-4 ${styles[rating]} ${rating === suggested ? 'border-2 border-current' : ''}`}
            >
              <kbd aria-hidden className="rounded-md border border-current/30 bg-white/70 px-1.5 font-mono text-xs">
                {key}
              </kbd>
              <span className="text-sm sm:text-base">
                {text.ratings[rating]}
                <span className="sr-only">,</span>
              </span>
              <span className="text-xs font-normal">
                {text.ratingMeanings[rating]}
                <span className="sr-only">,</span>
              </span>
              <span className="text-xs font-medium opacity-80">
                <span className="sr-only">{text.intervalPrefix}</span>
                {days}
              </span>
              {rating === suggested && (
                <span className="text-xs font-semibold uppercase">
                  <span className="sr-only">, </span>
                  {text.typed.suggested}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
