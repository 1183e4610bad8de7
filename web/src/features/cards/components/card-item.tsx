import { ArrowLeftRight, Bug, CalendarClock, CalendarPlus, Pause, Pencil, Play, Trash } from 'lucide-react';
import { memo } from 'react';
import { type CardItem_CardFragment, useDeleteCardMutation } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Difficulty } from '@/components/ui/difficulty-dot';
import { useCardPostpone } from '@/hooks/use-card-postpone';
import { useCardSuspension } from '@/hooks/use-card-suspension';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { removeCard } from '@/lib/cache-lists';
import { cardPlainText } from '@/lib/card-plain-text';
import { es } from '@/lib/i18n/es';
import { dueText, lastReviewedText } from '@/lib/time-text';

const text = es.cards;

const iconButton =
  'grid size-9 place-items-center rounded-lg text-slate-400 transition focus-visible:outline-2 disabled:opacity-50';

type CardItemProps = {
  card: CardItem_CardFragment;
  now: Date;
  onEdit: (card: CardItem_CardFragment) => void;
  /** 1-based place in the whole folder and the folder's size: the list in the DOM holds only the cards on screen. */
  position?: number;
  setSize?: number;
  /** The row of the virtualized grid, and the virtualizer's measuring ref for the row's first card. */
  row?: number;
  measureRef?: (element: HTMLLIElement | null) => void;
};

/** Its texts say how long ago and until when to the minute at best: a newer `now` within the minute changes nothing. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/**
 * One card of a folder: difficulty, when it is due (or that it is suspended), whether it is a leech or the reverse of
 * another, its front, then its back in a muted line (learners scan their cards for mistakes), how often and how
 * recently it was studied. Suspending and "Posponer a mañana" (a card studied before, not suspended) need the server:
 * offline they are disabled and say why. The list renders again as the virtualizer measures its rows and as the
 * learner scrolls: a card whose props are the same (the cache keeps an unchanged card's object) is not rendered again.
 */
export const CardItem = memo(CardItemView, (before, after) => {
  const keys = Object.keys(after) as (keyof CardItemProps)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => (key === 'now' ? sameMinute(before.now, after.now) : before[key] === after[key]))
  );
});

function CardItemView({ card, now, onEdit, position, setSize, row, measureRef }: CardItemProps) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const suspension = useCardSuspension();
  const postponing = useCardPostpone();
  const [deleteCard, { loading: deleting }] = useDeleteCardMutation({
    update: (cache, { data }) => {
      if (!data) return;
      removeCard(cache, data.deleteCard.deletedCardId);
    },
  });

  async function remove() {
    try {
      await deleteCard({ variables: { id: card.id } });
    } catch (error) {
      return onError(error, text.deleteFailed);
    }
    toast({ title: text.deleted });
  }

  return (
    <li
      ref={measureRef}
      data-index={row}
      data-row={row}
      aria-posinset={position}
      aria-setsize={setSize}
      className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 p-4 shadow-sm ${card.suspended ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="flex items-center gap-2">
        <Difficulty difficulty={card.difficulty} />
        {card.suspended ? (
          <span className="inline-flex min-w-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            <Pause aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{text.suspension.badge}</span>
          </span>
        ) : (
          <span className="inline-flex min-w-0 items-center gap-1 text-xs text-slate-500">
            <CalendarClock aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{dueText(card.nextReviewAt, card.dueInDays, now)}</span>
          </span>
        )}
        {card.leech && (
          <span className="inline-flex min-w-0 items-center gap-1 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-900">
            <Bug aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{text.leech.badge}</span>
          </span>
        )}
        {card.reversed && card.siblingId && (
          <span
            title={text.reverse.badgeHint}
            className="inline-flex min-w-0 items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900"
          >
            <ArrowLeftRight aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{text.reverse.badge}</span>
          </span>
        )}
        <div className="ml-auto flex shrink-0 gap-1">
          {card.nextReviewAt && !card.suspended && (
            <NeedsConnection>
              <button
                type="button"
                onClick={() => void postponing.postpone(card.id)}
                disabled={postponing.busy}
                aria-label={text.postpone.action(cardPlainText(card.front))}
                className={`${iconButton} hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600`}
              >
                <CalendarPlus aria-hidden className="size-4" />
              </button>
            </NeedsConnection>
          )}
          <button
            type="button"
            onClick={() => void suspension.setSuspended(card, !card.suspended)}
            disabled={suspension.busy}
            aria-label={(card.suspended ? text.suspension.unsuspend : text.suspension.suspend)(
              cardPlainText(card.front),
            )}
            className={`${iconButton} hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600`}
          >
            {card.suspended ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </button>
          <button
            type="button"
            onClick={() => onEdit(card)}
            aria-label={text.edit(cardPlainText(card.front))}
            className={`${iconButton} hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600`}
          >
            <Pencil aria-hidden className="size-4" />
          </button>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                disabled={deleting}
                aria-label={text.delete(cardPlainText(card.front))}
                className={`${iconButton} hover:bg-red-50 hover:text-red-600 focus-visible:outline-red-600`}
              >
                <Trash aria-hidden className="size-4" />
              </button>
            }
            title={text.deleteTitle}
            description={text.deleteConfirm}
            confirmLabel={text.deleteAction}
            onConfirm={remove}
          />
        </div>
      </div>
      <CardContent markdown={card.front} clamp={3} className="mt-3 font-medium text-slate-900" />
      <CardContent markdown={card.back} clamp={2} label={text.backLabel} className="mt-1 text-sm text-slate-500" />
      <p className="mt-auto flex flex-wrap gap-x-2 pt-3 text-xs text-slate-500">
        <span>{text.reviewCount(card.reviewCount)}</span>
        <span aria-hidden>·</span>
        <span>{lastReviewedText(card.lastReviewedAt, now)}</span>
      </p>
    </li>
  );
}
