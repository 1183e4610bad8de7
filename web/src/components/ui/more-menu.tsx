import { Ellipsis } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A screen's less used actions behind one button (a disclosure: the button says whether its list is open, and the
 * list holds ordinary links and buttons). It closes with Escape (focus back on the button), a click outside it, or
 * once one of its actions is used.
 */
export function MoreMenu({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // An action used closes the list (a download keeps the page, a link leaves it).
    const used = (event: MouseEvent) => {
      const target = event.target as Element;
      if (list.current?.contains(target) && target.closest('a, button')) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    document.addEventListener('click', used);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
      document.removeEventListener('click', used);
    };
  }, [open]);

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex size-11 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Ellipsis aria-hidden className="size-5" />
      </button>
      <div
        ref={list}
        id={listId}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 flex w-64 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}

/** The look of an action inside `MoreMenu`. */
export const moreMenuItemClasses =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';
