import { useEffect } from 'react';
import {
  type FolderNotesPage_PageFragment,
  type NoteItem_NoteFragment,
  useFolderNotesPageQuery,
} from '@/__generated__/graphql';
import { NoteItem } from './note-item';

/** What the last page shown says: whether there is one after it, and whether it is still coming or failed. */
export type NotePagesEnd = {
  /** The pages after the first that were asked for when this was said. */
  asked: number;
  page: FolderNotesPage_PageFragment | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/**
 * The pages of a folder's notes after the first, as a chain: each asked after the previous page's `endCursor` as the
 * cache has it now (a page that lost or gained notes moves the next page's start with it, so no note shows twice), each
 * a cache entry of its own, up to `left` pages. Their items join the list; the last page says how it ends (`onEnd`).
 */
export function NotePages({
  folderId,
  tag,
  after,
  left,
  asked,
  onEdit,
  onEnd,
}: {
  folderId: string;
  tag: string | null;
  after: string;
  left: number;
  asked: number;
  onEdit: (note: NoteItem_NoteFragment) => void;
  onEnd: (end: NotePagesEnd) => void;
}) {
  const { data, loading, error, refetch } = useFolderNotesPageQuery({ variables: { id: folderId, tag, after } });
  const page = data?.folder?.notes;
  const next = left > 1 && page?.hasNextPage ? page.endCursor : null;
  const failed = !!error;
  useEffect(() => {
    if (!next) onEnd({ asked, page, loading, failed, retry: () => void refetch() });
  }, [next, asked, page, loading, failed, refetch, onEnd]);
  return (
    <>
      {page?.nodes.map((note) => (
        <NoteItem key={note.id} note={note} onEdit={() => onEdit(note)} />
      ))}
      {next && (
        <NotePages
          folderId={folderId}
          tag={tag}
          after={next}
          left={left - 1}
          asked={asked}
          onEdit={onEdit}
          onEnd={onEnd}
        />
      )}
    </>
  );
}
