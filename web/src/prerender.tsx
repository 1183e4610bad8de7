import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DashboardDocument, FolderDocument, FoldersDocument, ViewerDocument } from '@/__generated__/graphql';
import { FocusOnNavigation } from '@/app/focus-on-navigation';
import { EntryRoutes, preloadPage } from '@/app/router';
import { type ScreenName, screens } from '@/app/screens';
import { SignedInFrame } from '@/components/layouts/signed-in-frame';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { documentTitle } from '@/hooks/use-document-title';
import { createCache } from '@/lib/apollo-cache';
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

/**
 * The queries the server answers into `app.html` for a signed-in page request (graphql-api `first-screen-data.ts`):
 * the frame's viewer and each screen's first query, with the variables app/preload.ts asks them with (`":id"`
 * stands for the path's `id`), as the text Apollo sends (`__typename` added) so that the answers seed its cache.
 * `source` names the screen's module, whose chunks the page preloads at once.
 */
export async function firstDataQueries() {
  const text = (document: DocumentNode) => print(addTypenameToDocument(document));
  const dashboard = {
    source: 'src/app/routes/dashboard.tsx',
    operationName: 'Dashboard',
    query: text(DashboardDocument),
    shell: await renderShell('dashboard', paths.dashboard),
  };
  return {
    viewer: { operationName: 'Viewer', query: text(ViewerDocument) },
    screens: [
      { path: paths.home, ...dashboard },
      { path: paths.dashboard, ...dashboard },
      {
        path: paths.folders,
        source: 'src/app/routes/folders.tsx',
        operationName: 'Folders',
        query: text(FoldersDocument),
        shell: await renderShell('folders', paths.folders),
      },
      {
        path: '/folders/:id',
        source: 'src/app/routes/folder.tsx',
        operationName: 'Folder',
        query: text(FolderDocument),
        variables: { id: ':id', search: null },
        shell: await renderShell('folder', '/folders/:id'),
      },
    ],
  };
}

/**
 * What a signed-in screen shows while its data is on its way (the frame, the screen's heading, its skeleton) as
 * static markup for the server to put in `#root`, so that the page paints before any script has run. main.tsx
 * renders over it (no hydration: the app's first render already has the data); `data-shell` tells it apart.
 */
async function renderShell(name: ScreenName, pattern: string): Promise<string> {
  const Screen = screens[name].component;
  await Screen.preload();
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  const html = renderToString(
    <ApolloProvider client={client}>
      <TooltipProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[pattern]}>
            <SignedInFrame viewer={null}>
              <Routes>
                <Route path={pattern} element={<Screen />} />
              </Routes>
            </SignedInFrame>
          </MemoryRouter>
        </ToastProvider>
      </TooltipProvider>
    </ApolloProvider>,
  );
  return `<div data-shell="" style="display:contents">${html}</div>`;
}
