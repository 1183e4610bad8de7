import { SquareDashed } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { es } from '@/lib/i18n/es';
import { nextClozeNumber, wrapInCloze } from '../cloze';

const text = es.notes.editor;

/**
 * One field of a note: its Markdown and, in a cloze note's field, the «Hueco» tool, which wraps the selection in the
 * next `{{cN::…}}` (Ctrl+Shift+C; with Alt too it keeps the highest number, one more gap on the same card).
 * `noteFields` are all the note's fields as they are now: the numbers count across them, as Anki counts them.
 */
export function NoteFieldEditor({
  label,
  value,
  onChange,
  cloze = false,
  noteFields,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Offers the «Hueco» tool (the fields of a cloze type). */
  cloze?: boolean;
  noteFields: readonly string[];
  error?: string;
}) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Where the cursor goes once the wrapped text is on screen.
  const cursor = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = textarea.current;
    if (cursor.current === null || !element) return;
    element.focus();
    element.setSelectionRange(cursor.current, cursor.current);
    cursor.current = null;
  });

  function addGap(keepNumber: boolean) {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = wrapInCloze(value, start, end, nextClozeNumber(noteFields, keepNumber));
    cursor.current = edit.cursor;
    onChange(edit.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!cloze || !(event.ctrlKey || event.metaKey) || !event.shiftKey || event.code !== 'KeyC') return;
    event.preventDefault();
    addGap(event.altKey);
  }

  return (
    <div className="grid gap-2">
      <TextareaField
        ref={textarea}
        label={label}
        value={value}
        rows={cloze ? 4 : 3}
        error={error}
        aria-keyshortcuts={cloze ? 'Control+Shift+C Control+Alt+Shift+C' : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {cloze && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            // The selection stays where it was: the button does not take the focus on a mouse press.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => addGap(false)}
            aria-label={text.gapIn(label)}
          >
            <SquareDashed aria-hidden className="size-4" />
            {text.gap}
          </Button>
          <span className="text-slate-500">{text.gapHint}</span>
        </div>
      )}
    </div>
  );
}
