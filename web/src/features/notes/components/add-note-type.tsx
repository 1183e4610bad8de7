import type { Reference } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { type NoteTypeEditor_NoteTypeFragment, useCreateNoteTypeMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.noteTypes;

/** A new note type, a copy of one of the learner's (a built-in to start from, usually); `onAdded` shows it. */
export function AddNoteType({
  noteTypes,
  onAdded,
}: {
  noteTypes: readonly Pick<NoteTypeEditor_NoteTypeFragment, 'id' | 'name'>[];
  onAdded: (id: string) => void;
}) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [name, setName] = useState('');
  const [from, setFrom] = useState(noteTypes[0]?.id ?? '');
  const [createNoteType, { loading }] = useCreateNoteTypeMutation({
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({
        fields: {
          noteTypes: (list: readonly Reference[], { toReference }) => {
            const added = toReference(data.createNoteType);
            return added ? [...list, added] : list;
          },
        },
      });
    },
  });

  async function add(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await createNoteType({ variables: { name, from } });
      setName('');
      toast({ title: text.added });
      if (data) onAdded(data.createNoteType.id);
    } catch (error) {
      onError(error, text.addFailed);
    }
  }

  return (
    <form onSubmit={add} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField label={text.newName} value={name} onChange={(event) => setName(event.target.value)} />
      <SelectField
        label={text.copyOf}
        value={from}
        options={noteTypes.map((type) => ({ value: type.id, label: type.name }))}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Button type="submit" disabled={loading || !name.trim()}>
        {text.add}
      </Button>
    </form>
  );
}
