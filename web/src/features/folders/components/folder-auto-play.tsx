import { useId } from 'react';
import { type FolderAutoPlay_FolderFragment, useUpdateFolderSettingsMutation } from '@/__generated__/graphql';
import { Switch } from '@/components/ui/switch';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { es } from '@/lib/i18n/es';

const text = es.folder.autoPlay;

/** The folder's "play each side's sound as it appears" setting, saved as soon as it is switched. */
export function FolderAutoPlay({ folder }: { folder: FolderAutoPlay_FolderFragment }) {
  const id = useId();
  const onError = useMutationErrorHandler();
  const [update, { loading }] = useUpdateFolderSettingsMutation();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Switch
        id={id}
        checked={folder.autoPlay}
        disabled={loading}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(autoPlay) =>
          update({
            variables: { id: folder.id, input: { autoPlay } },
            optimisticResponse: { updateFolderSettings: { __typename: 'Folder', id: folder.id, autoPlay } },
          }).catch((error: unknown) => onError(error, text.failed))
        }
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {text.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {text.hint}
        </p>
      </div>
    </div>
  );
}
