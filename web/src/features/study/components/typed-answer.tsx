import { CheckCheck } from 'lucide-react';
import { type FormEvent, type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { es } from '@/lib/i18n/es';
import type { AnswerCheck } from '@/lib/typed-answer';

const text = es.study.typed;

/** "Escribir la respuesta": the learner's answer, checked with Enter or the button (which also shows the back). */
export function AnswerInput({
  ref,
  value,
  onChange,
  onCheck,
  checked,
}: {
  /** The session focuses the field as each question appears. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  onCheck: () => void;
  /** After the check the field keeps what was typed, read-only. */
  checked: boolean;
}) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked) onCheck();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {text.label}
        </label>
        <input
          ref={ref}
          id={id}
          value={value}
          readOnly={checked}
          onChange={(event) => onChange(event.target.value)}
          placeholder={text.placeholder}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-lg text-slate-900 shadow-xs read-only:bg-slate-50 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
        />
      </div>
      {!checked && (
        <Button type="submit" aria-keyshortcuts="Enter" className="py-3">
          <CheckCheck aria-hidden className="size-5" />
          {text.check}
          <kbd aria-hidden className="ml-1 rounded-md border border-white/40 px-1.5 font-mono text-xs max-sm:hidden">
            {text.checkKeys}
          </kbd>
        </Button>
      )}
    </form>
  );
}

/**
 * The check's outcome, announced (`role="status"`, mounted before it fills): right, or wrong with what was typed and
 * the difference, marked by strike-through (extra) and underline (missing) and said in words to screen readers, never
 * by colour alone.
 */
export function AnswerResult({ check }: { check: AnswerCheck | null }) {
  return (
    <div role="status">
      {check &&
        (check.correct ? (
          <p className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{text.correct}</p>
        ) : (
          <div className="flex flex-col gap-1 rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
            <p className="font-medium">{text.wrong}</p>
            <p>
              <span className="font-medium">{text.typedLabel}</span> {check.typed || text.nothing}
            </p>
            <p className="text-lg wrap-anywhere">
              <span className="text-base font-medium">{text.differenceLabel}</span>{' '}
              {check.parts.map((part, index) =>
                part.kind === 'same' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed difference, in order
                  <span key={index}>{part.text}</span>
                ) : part.kind === 'extra' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <del key={index} className="rounded bg-red-100 text-red-900 decoration-2">
                    <span className="sr-only"> [{text.extra}: </span>
                    {part.text}
                    <span className="sr-only">] </span>
                  </del>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  <ins key={index} className="rounded bg-emerald-100 text-emerald-900 underline decoration-2">
                    <span className="sr-only"> [{text.missing}: </span>
                    {part.text}
                    <span className="sr-only">] </span>
                  </ins>
                ),
              )}
            </p>
            <p className="text-xs">{text.legend}</p>
          </div>
        ))}
    </div>
  );
}
