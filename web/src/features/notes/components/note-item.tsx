import { Pencil } from 'lucide-react';
import type { NoteItem_NoteFragment } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { cardPlainText } from '@/lib/card-plain-text';
import { es } from '@/lib/i18n/es';
import { clozeText } from '../cloze';
import { NoteActions } from './note-actions';

const text = es.notes.list;

/**
 * One note of a folder's list: its first field, its type, how many cards it makes (and how many are empty), tags;
 * edited, moved or deleted from here.
 */
export function NoteItem({ note, onEdit }: { note: NoteItem_NoteFragment; onEdit: () => void }) {
  const empty = note.cards.filter((card) => card.empty).length;
  // A cloze note reads as its text, not its `{{c1::…}}` markup.
  const first = clozeText(note.fields[0] ?? '');
  const name = cardPlainText(first);
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <CardContent markdown={first} clamp={2} className="text-slate-900" />
        <p className="mt-1 text-sm text-slate-600">
          {note.noteType.name} · {text.cards(note.cards.length)}
          {empty > 0 && ` · ${text.empty(empty)}`}
        </p>
        {note.tags.length > 0 && (
          <ul aria-label={text.tags} className="mt-2 flex flex-wrap gap-1.5">
            {note.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs text-indigo-800">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <button
          type="button"
          onClick={onEdit}
          aria-label={text.edit(name)}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Pencil aria-hidden className="size-4" />
        </button>
        <NoteActions note={note} name={name} />
      </div>
    </li>
  );
}
