import { FolderInput, Trash } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type NoteItem_NoteFragment,
  useDeleteNoteMutation,
  useNoteMoveFoldersQuery,
  useUpdateNoteMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { noteCardsChanged } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';

const text = es.notes.actions;

const iconButton =
  'rounded-lg p-2 text-slate-600 transition focus-visible:outline-2 disabled:opacity-50 hover:bg-slate-100 focus-visible:outline-indigo-600';

/**
 * A note's move to another of the learner's folders (its cards go with it) and its deletion (asked first, saying how
 * many cards go with it). Both answers carry the touched folders' and the viewer's figures; the folders' lists of
 * cards and notes and the due lists are read again (`noteCardsChanged`), the deleted cards leave every list.
 */
export function NoteActions({ note, name }: { note: NoteItem_NoteFragment; name: string }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [moving, setMoving] = useState(false);
  const [deleteNote, { loading: deleting }] = useDeleteNoteMutation({
    update: (cache, { data }) => {
      if (!data) return;
      const { folders, deletedCardIds, deletedNoteId } = data.deleteNote;
      noteCardsChanged(
        cache,
        folders.map((folder) => folder.id),
        deletedCardIds,
      );
      cache.evict({ id: cache.identify({ __typename: 'Note', id: deletedNoteId }) });
      // Its type and its tags count one note fewer: read again when next shown.
      cache.evict({ id: cache.identify({ __typename: 'NoteType', id: note.noteType.id }), fieldName: 'noteCount' });
      if (note.tags.length > 0) cache.evict({ id: 'ROOT_QUERY', fieldName: 'tags' });
      cache.gc();
    },
  });

  async function remove() {
    try {
      await deleteNote({ variables: { id: note.id } });
    } catch (error) {
      return onError(error, text.deleteFailed);
    }
    toast({ title: text.deleted(note.cards.length) });
  }

  return (
    <>
      <button type="button" onClick={() => setMoving(true)} aria-label={text.move(name)} className={iconButton}>
        <FolderInput aria-hidden className="size-4" />
      </button>
      <ConfirmDialog
        trigger={
          <button
            type="button"
            disabled={deleting}
            aria-label={text.delete(name)}
            className={`${iconButton} hover:bg-red-50 hover:text-red-600 focus-visible:outline-red-600`}
          >
            <Trash aria-hidden className="size-4" />
          </button>
        }
        title={text.deleteTitle}
        description={text.deleteConfirm(note.cards.length)}
        confirmLabel={text.deleteAction}
        onConfirm={() => void remove()}
      />
      <MoveNoteDialog open={moving} onOpenChange={setMoving} note={note} />
    </>
  );
}

/** Chooses another of the learner's folders for a note; the note and its cards move there. */
function MoveNoteDialog({
  open,
  onOpenChange,
  note,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note: NoteItem_NoteFragment;
}) {
  const formId = useId();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const { data } = useNoteMoveFoldersQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const others = (data?.folders ?? [])
    .filter((folder) => folder.id !== note.folderId)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  const [chosen, setChosen] = useState('');
  const target = others.find((folder) => folder.id === chosen) ?? others[0];
  const [updateNote, { loading }] = useUpdateNoteMutation({
    update: (cache, { data: result }) =>
      noteCardsChanged(cache, result?.updateNote.folders.map((folder) => folder.id) ?? [note.folderId]),
  });

  async function move(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    try {
      await updateNote({ variables: { id: note.id, input: { folderId: target.id } } });
    } catch (error) {
      return onError(error, text.moveFailed);
    }
    toast({ title: text.moved(target.name) });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={text.moveTitle} description={text.moveDescription}>
      {!data ? (
        <p role="status" className="text-sm text-slate-600">
          {text.loadingFolders}
        </p>
      ) : !target ? (
        <p className="text-sm text-slate-600">{text.noOtherFolder}</p>
      ) : (
        <form id={formId} noValidate onSubmit={move} className="grid gap-5">
          <SelectField
            label={text.folder}
            value={target.id}
            options={others.map((folder) => ({ value: folder.id, label: folder.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {es.common.cancel}
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? text.moving : text.moveAction}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
