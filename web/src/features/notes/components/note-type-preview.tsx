import { useEffect, useState } from 'react';
import { useNoteTypePreviewQuery } from '@/__generated__/graphql';
import { cardPlainText } from '@/lib/card-plain-text';
import { errorMessage } from '@/lib/errors';
import { es } from '@/lib/i18n/es';
import { clozeText } from '../cloze';
import { type Draft, draftInput } from '../note-type-draft';
import { NotePreview } from './note-preview';

const text = es.noteTypes;

/** How long the draft rests before it is previewed: one request a pause in typing, not one a key. */
const PREVIEW_DELAY_MS = 300;

/**
 * The cards the learner's first note of the type would make with the draft, as the server renders them on save (the
 * one renderer; nothing written); with no note of the type, the field names stand in. A draft a save would refuse
 * shows the API's reason instead.
 */
export function NoteTypePreview({ noteTypeId, draft }: { noteTypeId: string; draft: Draft }) {
  const [input, setInput] = useState(() => draftInput(draft));
  useEffect(() => {
    const timer = setTimeout(() => setInput(draftInput(draft)), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const { data, previousData, error } = useNoteTypePreviewQuery({
    variables: { id: noteTypeId, input },
    fetchPolicy: 'network-only',
  });
  const preview = (data ?? previousData)?.noteTypePreview;
  const first = preview?.note?.fields[0];

  if (error)
    return (
      <p role="alert" className="rounded-xl border border-dashed border-red-300 p-3 text-sm text-red-700">
        {text.previewFailed}: {errorMessage(error) ?? ''}
      </p>
    );
  if (!preview)
    return (
      <p role="status" className="text-sm text-slate-600">
        {text.previewLoading}
      </p>
    );
  return (
    <NotePreview cards={preview.cards} title={text.previewTitle}>
      <p className="text-sm text-slate-600">
        {first === undefined ? text.previewPlaceholders : text.previewOnNote(cardPlainText(clozeText(first)))}
      </p>
    </NotePreview>
  );
}
