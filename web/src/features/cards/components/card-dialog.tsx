import { cardSchema, MAX_CARD_SIDE } from '@api/modules/cards/card.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { type CardItem_CardFragment, useCreateCardMutation, useUpdateCardMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { addCard } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { SideEditor } from './side-editor';

const text = es.cards;

/**
 * Creates a card in `folderId`, or edits `card`: the fields start from the card when editing and empty
 * when creating. Both sides are required and trimmed (the API's own rule). "Estudiar también al revés" starts from
 * the folder's setting (`bothDirections`) for a new card and from whether the card has its reverse when editing; the
 * reverse of another card says so instead (it is edited with it). `onSuccess` runs after saving.
 */
export function CardDialog({
  open,
  onOpenChange,
  folderId,
  bothDirections = false,
  card,
  onSuccess,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
  /** The folder's "Estudiar en ambos sentidos". */
  bothDirections?: boolean;
  card?: Pick<CardItem_CardFragment, 'id' | 'front' | 'back' | 'siblingId' | 'reversed'> | null;
  onSuccess: () => void;
}) {
  const errorId = useId();
  const reverseId = useId();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [createCard] = useCreateCardMutation({
    update: (cache, { data }) => {
      if (!data) return;
      addCard(cache, data.createCard.card);
    },
  });
  const [updateCard] = useUpdateCardMutation();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cardSchema),
    defaultValues: { front: '', back: '', bothDirections: false },
  });

  const editing = !!card;
  const isReverse = !!card?.reversed && !!card.siblingId;
  useEffect(() => {
    if (open)
      reset({
        front: card?.front ?? '',
        back: card?.back ?? '',
        bothDirections: card ? !!card.siblingId : bothDirections,
      });
  }, [open, card, bothDirections, reset]);

  const onSubmit = handleSubmit(async ({ front, back, bothDirections: both }) => {
    const input = isReverse ? { front, back } : { front, back, bothDirections: both };
    // The other direction is written by the API too (made, edited in step or removed): the folder's list is read again.
    const refetchQueries = both || card?.siblingId ? ['Folder'] : [];
    try {
      if (card) await updateCard({ variables: { id: card.id, input }, refetchQueries });
      else await createCard({ variables: { folderId, input }, refetchQueries });
    } catch (error) {
      return onError(error, editing ? text.updateFailed : text.createFailed);
    }
    toast({ title: editing ? text.updated : text.created });
    onSuccess();
  });

  // Both sides share one message (SPEC §5), shown once under the fields.
  const sidesError = errors.front?.message ?? errors.back?.message;
  const sideProps = (side: 'front' | 'back') => ({
    side,
    value: watch(side) ?? '',
    setValue: (value: string) => setValue(side, value, { shouldDirty: true }),
    field: register(side),
    textareaProps: {
      rows: 4,
      'aria-invalid': errors[side] ? true : undefined,
      'aria-describedby': sidesError ? errorId : undefined,
      limit: { length: watch(side)?.length ?? 0, max: MAX_CARD_SIDE },
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? text.dialog.editTitle : text.dialog.createTitle}
      description={text.dialog.description}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <SideEditor label={text.front} placeholder={text.dialog.frontPlaceholder} {...sideProps('front')} />
        <SideEditor label={text.back} placeholder={text.dialog.backPlaceholder} {...sideProps('back')} />
        {sidesError && (
          <p id={errorId} role="alert" className="-mt-2 text-sm text-red-600">
            {sidesError}
          </p>
        )}
        {isReverse ? (
          <p className="text-sm text-slate-600">{text.reverse.isReverse}</p>
        ) : (
          <div className="flex items-start gap-3">
            <input
              id={reverseId}
              type="checkbox"
              aria-describedby={`${reverseId}-hint`}
              className="mt-1 size-4 accent-indigo-600"
              {...register('bothDirections')}
            />
            <div>
              <label htmlFor={reverseId} className="text-sm font-medium text-slate-900">
                {text.reverse.label}
              </label>
              <p id={`${reverseId}-hint`} className="text-xs text-slate-500">
                {text.reverse.hint}
              </p>
            </div>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {es.common.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.dialog.saving : editing ? text.dialog.update : text.dialog.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
