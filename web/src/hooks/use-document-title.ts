import { useEffect } from 'react';
import { es } from '@/lib/i18n/es';

/** "Carpetas · Repaso": the screen's own name first, so tabs and history tell screens apart (DESIGN §11). */
export function documentTitle(screen: string): string {
  return `${screen} · ${es.appName}`;
}

/**
 * Sets the document's title while the screen shows; `undefined` leaves it (the screen's name is not known yet). A page
 * the server rendered already has it: writing it again replaces the `<title>`'s text, which took 5 ms of an unthrottled
 * folder page's hydration commit in Chromium.
 */
export function useDocumentTitle(screen: string | undefined) {
  useEffect(() => {
    if (!screen) return;
    const title = documentTitle(screen);
    if (document.title !== title) document.title = title;
  }, [screen]);
}
