import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

/** A search box (`role="searchbox"`) named by a label that only screen readers see. */
export function SearchField({ label, className = '', ...props }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        autoComplete="off"
        className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-3.5 pl-10 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
        {...props}
      />
    </div>
  );
}
