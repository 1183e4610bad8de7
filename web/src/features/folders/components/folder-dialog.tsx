import { FOLDER_DESCRIPTION_MAX, FOLDER_NAME_MAX, folderSchema } from '@api/modules/folders/folder.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateFolderMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { addFolders, setTemplatesImported } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.folders;

/** Creates a folder: a name (required, trimmed) and an optional description (empty becomes null). */
export function FolderDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (folderId: string) => void;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [createFolder] = useCreateFolderMutation({
    update: (cache, { data }) => {
      const folder = data?.createFolder.folder;
      if (!folder) return;
      addFolders(cache, [folder]);
      setTemplatesImported(cache, folder.name, true);
    },
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(folderSchema), defaultValues: { name: '', description: '' } });

  // Every opening starts from an empty form.
  useEffect(() => {
    if (open) reset({ name: '', description: '' });
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    let folderId: string | undefined;
    try {
      const { data } = await createFolder({ variables: { input } });
      folderId = data?.createFolder.folder.id;
    } catch (error) {
      return onError(error, text.createFailed);
    }
    toast({ title: text.created });
    onOpenChange(false);
    if (folderId) onCreated?.(folderId);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.dialog.title} description={text.dialog.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          label={text.dialog.name}
          placeholder={text.dialog.namePlaceholder}
          autoComplete="off"
          limit={{ length: watch('name')?.length ?? 0, max: FOLDER_NAME_MAX }}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          label={text.dialog.descriptionLabel}
          placeholder={text.dialog.descriptionPlaceholder}
          error={errors.description?.message}
          limit={{ length: watch('description')?.length ?? 0, max: FOLDER_DESCRIPTION_MAX }}
          {...register('description')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {es.common.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.dialog.submitting : text.dialog.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
