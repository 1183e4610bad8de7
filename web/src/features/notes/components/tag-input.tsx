import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { es } from '@/lib/i18n/es';
import { completeTag, parseTags, withTags } from '../tags';

/** What the field says: the note editor's words by default; where a session starts, those of choosing one tag. */
export type TagInputWording = {
  label: string;
  placeholder: string;
  hint: string;
  remove: (tag: string) => string;
  listLabel: string;
  invalid: string;
};

/**
 * A note's tags as chips, each with a button that removes it, and a field that adds more: a space, a comma or Intro
 * ends a tag (Anki's syntax has no spaces), Retroceso in the empty field takes the last one back. As the learner
 * types, their own tags that match are offered (an ARIA combobox: ↑/↓ to choose, Intro to take, Esc to close).
 * Intro in the empty field is the form's (it submits).
 */
export function TagInput({
  tags,
  onChange,
  known,
  wording: text = es.notes.tags,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The learner's tags, offered as completions. */
  known: readonly string[];
  wording?: TagInputWording;
}) {
  const id = useId();
  const listId = `${id}-options`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const options = completeTag(typed, known, tags);
  const open = options.length > 0;

  function add(value: string) {
    const parsed = parseTags(value);
    if (!parsed) {
      setProblem(text.invalid);
      return;
    }
    setProblem(null);
    setTyped('');
    setActive(-1);
    if (parsed.length > 0) onChange(withTags(tags, parsed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((active + 1) % options.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive(active <= 0 ? options.length - 1 : active - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setTyped('');
      setActive(-1);
    } else if (event.key === 'Enter' || event.key === ' ' || event.key === ',') {
      if (!typed && event.key === 'Enter') return;
      event.preventDefault();
      add(event.key === 'Enter' && active >= 0 ? options[active] : typed);
    } else if (event.key === 'Backspace' && !typed && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {text.label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white px-2.5 py-2 shadow-xs focus-within:border-indigo-500 focus-within:outline-2 focus-within:outline-indigo-500/30">
        {tags.length > 0 && (
          <ul aria-label={text.listLabel} className="contents">
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-sm text-indigo-800"
              >
                <span className="min-w-0 wrap-anywhere">{tag}</span>
                <button
                  type="button"
                  aria-label={text.remove(tag)}
                  onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                  className="shrink-0 rounded-full p-0.5 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="relative min-w-32 flex-1">
          <input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
            value={typed}
            placeholder={text.placeholder}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => {
              setTyped(event.target.value);
              setActive(-1);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => typed && add(typed)}
            className="w-full border-0 bg-transparent py-1 text-slate-900 outline-none placeholder:text-slate-400"
          />
          <div
            id={listId}
            role="listbox"
            aria-label={text.label}
            hidden={!open}
            className="absolute top-full left-0 z-10 mt-1 max-h-60 w-full min-w-48 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <div
                key={option}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Taken before the field's blur would end the tag as typed.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option);
                }}
                className="cursor-pointer px-3 py-1.5 text-sm wrap-anywhere aria-selected:bg-indigo-50 aria-selected:text-indigo-900"
              >
                {option}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {text.hint}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
