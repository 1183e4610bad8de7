import { Clock } from 'lucide-react';
import type { PendingCard_CardFragment } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { Difficulty } from '@/components/ui/difficulty-dot';
import { es } from '@/lib/i18n/es';
import { isOverdue, lastReviewedText, pendingDueText } from '@/lib/time-text';

/** A due card: its difficulty, how overdue it is, its front, reviews so far and the last one. */
export function PendingCard({ card, now }: { card: PendingCard_CardFragment; now: Date }) {
  const overdue = isOverdue(card.nextReviewAt, now);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Difficulty difficulty={card.difficulty} />
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
            overdue ? 'bg-red-50 text-red-700' : 'bg-indigo-50 text-indigo-700'
          }`}
        >
          <Clock aria-hidden className="size-3.5" />
          {pendingDueText(card.nextReviewAt, card.dueInDays, now)}
        </span>
      </div>
      <CardContent markdown={card.front} clamp={3} className="font-medium text-slate-900" />
      <p className="flex flex-wrap gap-x-2 text-xs text-slate-500">
        <span>{es.cards.reviewCount(card.reviewCount)}</span>
        <span aria-hidden>·</span>
        <span>{lastReviewedText(card.lastReviewedAt, now)}</span>
      </p>
    </li>
  );
}
