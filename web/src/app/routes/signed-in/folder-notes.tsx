import { FilePlus, Play, SquareDashed } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type NoteItem_NoteFragment, useFolderNotesQuery } from '@/__generated__/graphql';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { LearnerFolderNotFound, ScreenLoading } from '@/components/ui/screen-states';
import { SelectField } from '@/components/ui/select-field';
import { folderPaths } from '@/config/paths';
import { NoteDialog } from '@/features/notes/components/note-dialog';
import { NoteItem } from '@/features/notes/components/note-item';
import { NotePages, type NotePagesEnd } from '@/features/notes/components/note-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

const text = es.notes.list;

type Editing = { open: boolean; note: NoteItem_NoteFragment | null; startType: 'basic' | 'cloze' };

/**
 * A folder's notes with their tags, filtered by a tag, a page at a time («Cargar más notas»: each page a cache entry of
 * its own); a note is written, edited, moved or deleted here, and the notes with a tag studied.
 */
export function FolderNotesRoute() {
  const { id = '' } = useParams();
  const [tag, setTag] = useState('');
  const { data, previousData, error } = useFolderNotesQuery({
    variables: { id, tag: tag || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const shown = data ?? previousData;
  const folder = shown?.folder;
  useDocumentTitle(!shown ? undefined : folder ? es.titles.folderNotes(folder.name) : es.titles.folderNotFound);
  const [editing, setEditing] = useState<Editing>({ open: false, note: null, startType: 'basic' });
  const listId = useId();
  // How many pages after the first the learner asked for (another tag starts again from the first page), and what
  // the last of them said of its end.
  const [more, setMore] = useState({ tag, asked: 0 });
  const asked = more.tag === tag ? more.asked : 0;
  const [end, setEnd] = useState<NotePagesEnd | null>(null);

  if (!shown) {
    return (
      <ScreenLoading
        backTo={folderPaths.detail(id)}
        back={text.back}
        failed={Boolean(error)}
        loading={text.loading}
        loadFailed={text.loadFailed}
      />
    );
  }
  if (!folder) {
    return <LearnerFolderNotFound />;
  }

  const notes = folder.notes.nodes;
  const tags = shown.tags;
  const edit = (note: NoteItem_NoteFragment) => setEditing({ open: true, note, startType: 'basic' });
  // The list ends with the first page, or with the last page asked once it has said how it ends.
  const last =
    asked === 0 || !folder.notes.hasNextPage
      ? { page: folder.notes, loading: false, failed: false, retry: () => {} }
      : end?.asked === asked
        ? end
        : { page: undefined, loading: true, failed: false, retry: () => {} };
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={folderPaths.detail(folder.id)}>{text.back}</BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{text.title}</h1>
          <p className="mt-1 text-slate-600 wrap-anywhere">{folder.name}</p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button variant="secondary" onClick={() => setEditing({ open: true, note: null, startType: 'cloze' })}>
            <SquareDashed aria-hidden className="size-4" />
            {text.addCloze}
          </Button>
          <Button onClick={() => setEditing({ open: true, note: null, startType: 'basic' })}>
            <FilePlus aria-hidden className="size-4" />
            {text.add}
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={text.filter}
          value={tag}
          options={[
            { value: '', label: text.allTags },
            ...tags.map((option) => ({ value: option.tag, label: text.tagOption(option.tag, option.notes) })),
          ]}
          onChange={(event) => setTag(event.target.value)}
          className="sm:w-80"
        />
        {tag && (
          <Link to={folderPaths.studyTag(folder.id, tag)} className={buttonClasses('secondary')}>
            <Play aria-hidden className="size-4" />
            {text.studyTag(tag)}
          </Link>
        )}
      </div>

      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="sr-only">
          {text.title}
        </h2>
        {notes.length === 0 ? (
          <p className="text-slate-600">{tag ? text.noneTagged(tag) : text.none}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} onEdit={() => edit(note)} />
            ))}
            {asked > 0 && folder.notes.hasNextPage && folder.notes.endCursor && (
              <NotePages
                folderId={folder.id}
                tag={tag || null}
                after={folder.notes.endCursor}
                left={asked}
                asked={asked}
                onEdit={edit}
                onEnd={setEnd}
              />
            )}
          </ul>
        )}
        {last.failed && (
          <p role="alert" className="text-sm text-red-600">
            {text.loadMoreFailed}
          </p>
        )}
        {(last.loading || last.failed || last.page?.hasNextPage) && (
          <Button
            variant="secondary"
            className="self-center"
            disabled={last.loading}
            onClick={() => {
              if (last.failed) return last.retry();
              setEnd(null);
              setMore({ tag, asked: asked + 1 });
            }}
          >
            {last.loading ? text.loadingMore : text.loadMore}
          </Button>
        )}
      </section>

      <NoteDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        folderId={folder.id}
        note={editing.note}
        startType={editing.startType}
      />
    </div>
  );
}
