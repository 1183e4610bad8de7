import { type ComponentProps, useId } from 'react';
import { CharacterCount, type Limit } from './character-count';

type TextFieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string; limit?: Limit };

/** A labelled input whose hint, error and character count are read out with it (`aria-describedby`). */
export function TextField({ label, hint, error, limit, id, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const countId = limit ? `${inputId}-count` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId, countId].filter(Boolean).join(' ') || undefined}
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30 aria-invalid:border-red-500"
        {...props}
      />
      {limit && countId && <CharacterCount id={countId} limit={limit} />}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
