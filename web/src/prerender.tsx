import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { FocusOnNavigation } from '@/app/focus-on-navigation';
import { EntryRoutes, preloadPage } from '@/app/router';
import { paths } from '@/config/paths';
import { documentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

/**
 * The landing page as a visitor gets it, rendered at build time into `dist/landing.html` (scripts/prerender.mjs):
 * the server sends that file for `/` without the session hint, so the page paints before any script runs, and
 * main.tsx hydrates it. Router components render no markup, so MemoryRouter here matches BrowserRouter there.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <EntryRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
}

/**
 * The public screens a visitor opens first, with their document titles (what each screen's `useDocumentTitle`
 * sets once it runs). They show the same to everyone, signed in or not, so the server sends them to all.
 */
export const prerenderedPages: Readonly<Record<string, string>> = {
  [paths.login]: es.auth.login.title,
  [paths.register]: es.auth.register.title,
  [paths.resetPassword]: es.auth.resetPassword.title,
  [paths.privacyPolicy]: es.legal.privacy.title,
  [paths.termsOfService]: es.legal.terms.title,
};

/**
 * One of `prerenderedPages` as its markup and title, for `dist/pages/<name>.html`: the same tree as AppRouter (so
 * main.tsx hydrates it), rendered once its code has loaded, so nothing suspends here nor in the browser, which
 * loads the same chunks before hydrating (router.tsx `preloadPage`). Apollo is there but asks nothing: these
 * screens only send mutations.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const screen = prerenderedPages[path];
  if (!screen) throw new Error(`${path} is not a prerendered page`);
  await preloadPage(path, { withScreen: true });
  const html = renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <FocusOnNavigation />
        <EntryRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
  return { html, title: documentTitle(screen) };
}
