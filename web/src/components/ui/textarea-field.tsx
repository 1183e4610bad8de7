import { type ComponentProps, useId } from 'react';
import { CharacterCount, type Limit } from './character-count';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string; limit?: Limit };

/** A labelled multi-line input whose error and character count are read out with it (`aria-describedby`). */
export function TextareaField({
  label,
  error,
  limit,
  id,
  className = '',
  rows = 3,
  'aria-describedby': describedBy,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  const countId = limit ? `${inputId}-count` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, errorId, countId].filter(Boolean).join(' ') || undefined}
        className="mt-1.5 block w-full resize-y rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30 aria-invalid:border-red-500"
        {...props}
      />
      {limit && countId && <CharacterCount id={countId} limit={limit} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
