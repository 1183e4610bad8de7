import type { ApolloCache } from '@apollo/client';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type TagsSection_TagFragment, useDeleteTagMutation, useRenameTagMutation } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMutationErrorHandler } from '@/hooks/use-mutation-error-handler';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.notes.tagsSection;

/** The learner's tags after a rename or a deletion (the answer's list), and the notes' tags read again. */
function replaceTags(cache: ApolloCache, tags: readonly TagsSection_TagFragment[]) {
  cache.modify({ fields: { tags: () => tags } });
  // Every note carrying the tag (or one under it) changed: the folders' note lists are read again when next shown.
  const stored = cache.extract() as Record<string, unknown>;
  for (const id of Object.keys(stored)) if (id.startsWith('Folder:')) cache.evict({ id, fieldName: 'notes' });
}

/** Rename a tag, or take it off, on every note (the tags under it too: `gramática` takes `gramática::verbos`). */
export function TagsSection({ tags }: { tags: readonly TagsSection_TagFragment[] }) {
  const toast = useToast();
  const onError = useMutationErrorHandler();
  const [tag, setTag] = useState(tags[0]?.tag ?? '');
  const [to, setTo] = useState('');
  const [renameTag, renaming] = useRenameTagMutation({
    update: (cache, { data }) => data && replaceTags(cache, data.renameTag.tags),
  });
  const [deleteTag] = useDeleteTagMutation({
    update: (cache, { data }) => data && replaceTags(cache, data.deleteTag.tags),
  });
  const chosen = tags.find((option) => option.tag === tag) ?? tags[0];

  if (!chosen) return <p className="text-sm text-slate-600">{text.none}</p>;

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await renameTag({ variables: { from: chosen.tag, to } });
      toast({ title: text.renamed(data?.renameTag.notes ?? 0) });
      setTag(to.trim());
      setTo('');
    } catch (error) {
      onError(error, text.renameFailed);
    }
  }

  async function remove() {
    try {
      const { data } = await deleteTag({ variables: { tag: chosen.tag } });
      toast({ title: text.deleted(data?.deleteTag.notes ?? 0) });
      setTag('');
    } catch (error) {
      onError(error, text.deleteFailed);
    }
  }

  return (
    <div className="grid gap-4">
      <SelectField
        label={text.choose}
        value={chosen.tag}
        options={tags.map((option) => ({
          value: option.tag,
          label: es.notes.list.tagOption(option.tag, option.notes),
        }))}
        onChange={(event) => setTag(event.target.value)}
      />
      <form onSubmit={rename} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={text.newName}
          hint={text.newNameHint}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={renaming.loading || !to.trim()}>
          {text.rename}
        </Button>
      </form>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="self-start">
            <Trash2 aria-hidden className="size-4" />
            {text.delete}
          </Button>
        }
        title={text.deleteTitle(chosen.tag)}
        description={text.deleteDescription(chosen.notes)}
        confirmLabel={text.delete}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
