import type { MouseEvent, ReactNode } from 'react';
import { es } from '@/lib/i18n/es';

const mainContentId = 'contenido';

/**
 * A screen's main region: the skip link's target, focusable from script (not by Tab) so that the skip
 * link lands in it.
 */
export function MainContent({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={`outline-none ${className}`}>
      {children}
    </main>
  );
}

/** "Saltar al contenido": the first stop of Tab on every screen, shown only while it has focus. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {es.common.skipToContent}
    </a>
  );
}
