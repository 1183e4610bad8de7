import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useReducer, useState } from 'react';
import {
  type NoteTypeEditor_NoteTypeFragment,
  useDeleteNoteTypeMutation,
  useUpdateNoteTypeMutation,
} from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { noteCardsChanged } from '@/lib/cache-lists';
import { errorMessage, isConflict } from '@/lib/errors';
import { es } from '@/lib/i18n/es';
import { draftInput, draftOf, draftReducer } from '../note-type-draft';
import { NoteTypePreview } from './note-type-preview';

const text = es.noteTypes;

/**
 * One note type: its name, its fields (renamed, moved, deleted, added: the notes keep their text through a rename and
 * a move) and its card templates, previewed live on one of its notes. Saving re-renders the type's notes on the
 * server; a change that would delete cards is asked first, with how many, as the API counts them. A type of the
 * learner's own can be deleted.
 */
export function NoteTypeEditor({ noteType }: { noteType: NoteTypeEditor_NoteTypeFragment }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [name, setName] = useState(noteType.name);
  const [draft, dispatch] = useReducer(draftReducer, noteType, draftOf);
  const [newField, setNewField] = useState('');
  // The API's question before a change that deletes cards: its words (how many), asked once more with `confirm`.
  const [question, setQuestion] = useState<string | null>(null);
  const [updateNoteType, { loading: saving }] = useUpdateNoteTypeMutation({
    update: (cache, { data }) => {
      if (data)
        noteCardsChanged(
          cache,
          data.updateNoteType.folders.map((folder) => folder.id),
        );
    },
  });
  const [deleteNoteType] = useDeleteNoteTypeMutation({
    update: (cache, { data }) => {
      if (!data) return;
      noteCardsChanged(
        cache,
        data.deleteNoteType.folders.map((folder) => folder.id),
      );
      cache.evict({ id: cache.identify({ __typename: 'NoteType', id: data.deleteNoteType.deletedNoteTypeId }) });
      cache.gc();
    },
  });

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      await updateNoteType({ variables: { id: noteType.id, input: { name } } });
      toast({ title: text.renamed });
    } catch (error) {
      onError(error, text.saveFailed);
    }
  }

  async function save(confirm = false) {
    const input = { ...draftInput(draft), ...(confirm ? { confirm } : {}) };
    try {
      const { data } = await updateNoteType({ variables: { id: noteType.id, input } });
      if (data) dispatch({ type: 'reset', draft: draftOf(data.updateNoteType.noteType) });
      toast({ title: text.saved });
    } catch (error) {
      // The API's refusal names the number of cards; the question is said in the learner's words around it.
      const cards = errorMessage(error)?.match(/\d+/)?.[0];
      if (!confirm && isConflict(error) && cards) setQuestion(text.confirmCards(Number(cards)));
      else onError(error, text.saveFailed);
    }
  }

  async function remove() {
    try {
      await deleteNoteType({ variables: { id: noteType.id, confirm: true } });
      toast({ title: text.deleted });
    } catch (error) {
      onError(error, text.deleteFailed);
    }
  }

  return (
    <div className="grid gap-6">
      <form onSubmit={rename} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={text.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={saving || name.trim() === noteType.name}>
          {text.rename}
        </Button>
      </form>

      <fieldset className="grid gap-3">
        <legend className="font-semibold">{text.fields}</legend>
        <ol className="grid gap-2">
          {draft.fields.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a field is its place in the list while it is renamed
            <li key={index} className="flex items-end gap-2">
              <TextField
                label={text.fieldLabel(index + 1)}
                value={field.name}
                onChange={(event) => dispatch({ type: 'renameField', index, name: event.target.value })}
                className="flex-1"
              />
              <Button
                variant="secondary"
                className="px-2.5"
                aria-label={text.moveUp(field.name)}
                disabled={index === 0}
                onClick={() => dispatch({ type: 'moveField', index, by: -1 })}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                variant="secondary"
                className="px-2.5"
                aria-label={text.moveDown(field.name)}
                disabled={index === draft.fields.length - 1}
                onClick={() => dispatch({ type: 'moveField', index, by: 1 })}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
              <Button
                variant="secondary"
                className="px-2.5"
                aria-label={text.deleteField(field.name)}
                onClick={() => dispatch({ type: 'deleteField', index })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex items-end gap-2">
          <TextField
            label={text.newField}
            value={newField}
            onChange={(event) => setNewField(event.target.value)}
            className="flex-1"
          />
          <Button
            variant="secondary"
            disabled={!newField.trim()}
            onClick={() => {
              dispatch({ type: 'addField', name: newField });
              setNewField('');
            }}
          >
            <Plus aria-hidden className="size-4" />
            {text.addField}
          </Button>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="font-semibold">{text.templates}</legend>
        <p className="text-sm text-slate-600">{text.templatesHint}</p>
        {draft.templates.map((template, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the templates keep their places
          <div key={index} className="grid gap-3 rounded-xl border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{template.name}</h3>
              {draft.templates.length > 1 && (
                <Button
                  variant="secondary"
                  className="px-2.5 py-1.5"
                  aria-label={text.deleteTemplate(template.name)}
                  onClick={() => dispatch({ type: 'deleteTemplate', index })}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              )}
            </div>
            <TextareaField
              label={text.question(template.name)}
              value={template.question}
              className="font-mono"
              onChange={(event) =>
                dispatch({ type: 'editTemplate', index, part: 'question', text: event.target.value })
              }
            />
            <TextareaField
              label={text.answer(template.name)}
              value={template.answer}
              className="font-mono"
              onChange={(event) => dispatch({ type: 'editTemplate', index, part: 'answer', text: event.target.value })}
            />
          </div>
        ))}
        <NoteTypePreview noteTypeId={noteType.id} draft={draft} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {noteType.builtin ? (
          <p className="text-sm text-slate-600">{text.builtin}</p>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary">
                <Trash2 aria-hidden className="size-4" />
                {text.delete}
              </Button>
            }
            title={text.deleteTitle(noteType.name)}
            description={text.deleteDescription(noteType.noteCount)}
            confirmLabel={text.delete}
            onConfirm={() => void remove()}
          />
        )}
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? text.saving : text.save}
        </Button>
      </div>

      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => !open && setQuestion(null)}
        title={text.confirmTitle}
        description={question ?? ''}
        confirmLabel={text.confirm}
        onConfirm={() => {
          setQuestion(null);
          void save(true);
        }}
      />
    </div>
  );
}
