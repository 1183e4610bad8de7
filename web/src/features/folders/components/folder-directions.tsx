import { useId } from 'react';
import { type FolderDirections_FolderFragment, useUpdateFolderDirectionsMutation } from '@/__generated__/graphql';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.folder.directions;

/**
 * "Estudiar en ambos sentidos": on, every card of the folder gets its reverse (a new card of its own); off, after the
 * learner has read what happens (the reverses never reviewed are deleted, those with history kept), the API removes
 * them. Either way the folder's cards are read again.
 */
export function FolderDirections({ folder }: { folder: FolderDirections_FolderFragment }) {
  const id = useId();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [update, { loading }] = useUpdateFolderDirectionsMutation({
    refetchQueries: ['Folder'],
    awaitRefetchQueries: true,
  });

  async function save(bothDirections: boolean) {
    try {
      await update({ variables: { id: folder.id, bothDirections } });
    } catch (error) {
      return onError(error, text.failed);
    }
    toast({ title: bothDirections ? text.on : text.off });
  }

  const label = { 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-hint` };
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {folder.bothDirections ? (
        <ConfirmDialog
          trigger={<Switch id={id} checked disabled={loading} {...label} />}
          title={text.offTitle}
          description={text.offConfirm}
          confirmLabel={text.offAction}
          onConfirm={() => void save(false)}
        />
      ) : (
        <Switch id={id} checked={false} disabled={loading} onCheckedChange={() => void save(true)} {...label} />
      )}
      <div>
        <label id={`${id}-label`} htmlFor={id} className="font-medium text-slate-900">
          {text.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {text.hint}
        </p>
      </div>
    </div>
  );
}
