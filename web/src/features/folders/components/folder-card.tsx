import { Play, RotateCcw, Trash } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { type FolderCard_FolderFragment, useDeleteFolderMutation } from '@/__generated__/graphql';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { folderPaths } from '@/config/paths';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { removeFolder, setTemplatesImported } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { relativeTime } from '@/lib/time-text';
import { FolderIcon } from './folder-icon';

const text = es.folders;

/** One folder of the list: the whole card opens it; its own buttons start a review or delete it. */
export function FolderCard({ folder, now }: { folder: FolderCard_FolderFragment; now: Date }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [deleteFolder, { loading: deleting }] = useDeleteFolderMutation({
    update: (cache, { data }) => {
      if (!data) return;
      removeFolder(cache, data.deleteFolder.deletedFolderId);
      setTemplatesImported(cache, folder.name, false);
    },
  });

  async function remove() {
    try {
      await deleteFolder({ variables: { id: folder.id } });
    } catch (error) {
      return onError(error, text.deleteFailed);
    }
    toast({ title: text.deleted });
  }

  const studyAction = folder.hasStudiedCards ? text.card.review : text.card.start;
  const StudyIcon = folder.hasStudiedCards ? RotateCcw : Play;
  const reasonId = useId();

  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-indigo-500 hover:border-indigo-300 hover:shadow-md">
      <div className="flex items-start gap-3">
        <FolderIcon name={folder.name} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-lg leading-snug font-semibold wrap-anywhere">
            <Link
              to={folderPaths.detail(folder.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              {folder.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">
            {text.card.cards(folder.cardCount)}
            {folder.stats.dueCards > 0 && <> · {text.card.due(folder.stats.dueCards)}</>}
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              disabled={deleting}
              aria-label={text.card.delete(folder.name)}
              className="relative z-10 -m-1 grid size-9 shrink-0 place-items-center rounded-lg text-slate-400 transition hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50"
            >
              <Trash aria-hidden className="size-4.5" />
            </button>
          }
          title={text.deleteTitle}
          description={text.deleteConfirm}
          confirmLabel={text.deleteAction}
          onConfirm={remove}
        />
      </div>
      {folder.description && (
        <p className="mt-3 line-clamp-2 text-sm wrap-anywhere text-slate-600">{folder.description}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <p className="text-xs text-slate-500">{text.card.updated(relativeTime(folder.updatedAt, now))}</p>
        {folder.cardCount > 0 ? (
          <Link to={folderPaths.study(folder.id)} className={buttonClasses('primary', 'relative z-10 px-3 py-2')}>
            <StudyIcon aria-hidden className="size-4" />
            <span aria-hidden>{studyAction}</span>
            <span className="sr-only">{text.card.studyLabel(studyAction, folder.name)}</span>
          </Link>
        ) : (
          // SPEC: disabled when there are no cards, saying why (as the folder page does).
          <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
            <p id={reasonId} className="text-xs text-slate-500">
              {es.folder.noCardsToStudy}
            </p>
            <Button disabled aria-describedby={reasonId} className="relative z-10 px-3 py-2">
              <StudyIcon aria-hidden className="size-4" />
              <span aria-hidden>{studyAction}</span>
              <span className="sr-only">{text.card.studyLabel(studyAction, folder.name)}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
