import { useEffect } from 'react';
import { es } from '@/lib/i18n/es';

/** "Carpetas · Repaso": the screen's own name first, so tabs and history tell screens apart (DESIGN §11). */
export function documentTitle(screen: string): string {
  return `${screen} · ${es.appName}`;
}

/** The title a server render set (`renderedTitle`); there is no document there for the effect to write. */
let serverTitle: { title?: string } | undefined;

/**
 * Sets the document's title while the screen shows; `undefined` leaves it (the screen's name is not known yet). A page
 * the server rendered arrives with it (`renderedTitle`): writing it again would replace the `<title>`'s text, which
 * took 4–5 ms of an unthrottled folder page's hydration in Chromium.
 */
export function useDocumentTitle(screen: string | undefined) {
  if (serverTitle && screen) serverTitle.title = documentTitle(screen);
  useEffect(() => {
    if (!screen) return;
    const title = documentTitle(screen);
    if (document.title !== title) document.title = title;
  }, [screen]);
}

/** What `render` returns and the document title its screen set, for a page rendered on the server. */
export function renderedTitle<T>(render: () => T): { rendered: T; title: string | undefined } {
  const collected: { title?: string } = {};
  serverTitle = collected;
  try {
    return { rendered: render(), title: collected.title };
  } finally {
    serverTitle = undefined;
  }
}
