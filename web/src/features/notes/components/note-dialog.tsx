import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  type NoteItem_NoteFragment,
  useCreateNoteMutation,
  useNoteEditorQuery,
  useUpdateNoteMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { noteCardsChanged } from '@/lib/cache-lists';
import { es } from '@/lib/i18n/es';
import { clozePreview } from '../cloze';
import { clozeFieldNames, NoteFields } from './note-fields';
import { NotePreview } from './note-preview';
import { TagInput } from './tag-input';

const text = es.notes.dialog;

/** The built-in type a new note starts from: "Básica", or "Huecos" when asked. */
type StartType = 'basic' | 'cloze';

/**
 * Writes a note in `folderId`, or edits `note`: its type (chosen for a new note; a note keeps its type), its fields as
 * the type names them, its tags (completed from the learner's). A cloze note previews the cards its gaps will make.
 * The server renders the cards when the note is saved; the folders' and the viewer's figures come back with it.
 */
export function NoteDialog({
  open,
  onOpenChange,
  folderId,
  note,
  startType = 'basic',
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string;
  note?: NoteItem_NoteFragment | null;
  startType?: StartType;
  onSaved?: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const { data } = useNoteEditorQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const noteTypes = data?.noteTypes ?? [];
  const [createNote, creating] = useCreateNoteMutation();
  const [updateNote, updating] = useUpdateNoteMutation();
  const [noteTypeId, setNoteTypeId] = useState<string | null>(null);
  const [fields, setFields] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);

  // Each opening starts from the note edited, or empty with the asked built-in type.
  useEffect(() => {
    if (!open) return;
    setNoteTypeId(note?.noteType.id ?? null);
    setFields(note ? [...note.fields] : []);
    setTags(note ? [...note.tags] : []);
  }, [open, note]);

  const noteType =
    noteTypes.find((type) => type.id === (noteTypeId ?? note?.noteType.id)) ??
    noteTypes.find((type) => type.builtin === startType) ??
    noteTypes[0];
  // The preview shows the cards of the field the type makes gaps of (Texto in "Huecos").
  const clozeName = noteType?.kind === 'cloze' ? clozeFieldNames(noteType.templates)[0] : undefined;
  const clozeText = clozeName ? (fields[noteType?.fields.indexOf(clozeName) ?? -1] ?? '') : '';

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!noteType) return;
    try {
      if (note) {
        await updateNote({
          variables: { id: note.id, input: { fields, tags } },
          update: (cache, { data: result }) =>
            noteCardsChanged(cache, result?.updateNote.folders.map((folder) => folder.id) ?? [note.folderId]),
        });
      } else {
        await createNote({
          variables: { folderId, input: { noteType: noteType.id, fields, tags } },
          update: (cache, { data: result }) =>
            noteCardsChanged(cache, result?.createNote.folders.map((folder) => folder.id) ?? [folderId]),
        });
      }
    } catch (error) {
      return onError(error, note ? text.updateFailed : text.createFailed);
    }
    toast({ title: note ? text.updated : text.created });
    onSaved?.();
    onOpenChange(false);
  }

  const saving = creating.loading || updating.loading;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={note ? text.editTitle : text.createTitle}
      description={text.description}
      wide
    >
      {noteType ? (
        <form id={formId} noValidate onSubmit={save} className="grid gap-5">
          {note ? (
            <p className="text-sm text-slate-600">{text.typeOf(noteType.name)}</p>
          ) : (
            <SelectField
              label={text.type}
              value={noteType.id}
              options={noteTypes.map((type) => ({ value: type.id, label: type.name }))}
              onChange={(event) => setNoteTypeId(event.target.value)}
            />
          )}
          <NoteFields noteType={noteType} values={fields} onChange={setFields} />
          <TagInput tags={tags} onChange={setTags} known={data?.tags.map((tag) => tag.tag) ?? []} />
          {clozeName && <NotePreview cards={clozePreview(clozeText)} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {es.common.cancel}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? text.saving : note ? text.update : text.create}
            </Button>
          </div>
        </form>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {text.loading}
        </p>
      )}
    </Dialog>
  );
}
