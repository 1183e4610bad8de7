import { Check, Eye } from 'lucide-react';
import type { Rating, StudyCard_CardFragment } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import type { AnswerCheck } from '@/lib/typed-answer';
import { RatingButtons } from './rating-buttons';

const text = es.study;

/**
 * Below the card: "Mostrar respuesta" until the answer shows (typing, the answer field's check shows it instead), then
 * the rating buttons, with the rating a typed answer's check suggests offered first.
 */
export function AnswerActions({
  card,
  revealed,
  typing,
  check,
  onReveal,
  onRate,
}: {
  card: StudyCard_CardFragment;
  revealed: boolean;
  typing: boolean;
  check: AnswerCheck | null;
  onReveal: () => void;
  onRate: (rating: Rating) => void;
}) {
  if (revealed) {
    return (
      <div className="flex flex-col gap-3">
        {check && (
          <Button onClick={() => onRate(check.suggested)} aria-keyshortcuts="Enter" className="py-3.5 text-base">
            <Check aria-hidden className="size-5" />
            {text.typed.confirm(text.ratings[check.suggested])}
            <kbd aria-hidden className="ml-1 rounded-md border border-white/40 px-1.5 font-mono text-xs max-sm:hidden">
              {text.typed.confirmKeys}
            </kbd>
          </Button>
        )}
        <RatingButtons intervals={card.nextIntervals} onRate={onRate} suggested={check?.suggested} />
      </div>
    );
  }
  if (typing) return null;
  return (
    <Button onClick={onReveal} aria-keyshortcuts="Space Enter" className="py-3.5 text-base">
      <Eye aria-hidden className="size-5" />
      {text.showAnswer}
      <kbd aria-hidden className="ml-1 rounded-md border border-white/40 px-1.5 font-mono text-xs max-sm:hidden">
        {text.showAnswerKeys}
      </kbd>
    </Button>
  );
}
