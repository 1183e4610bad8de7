import {
  contentMarker,
  type FirstData,
  type FirstDataScreen,
  type FirstQuery,
  type RenderedScreen,
  type ShellScreen,
} from '@api/core/first-data-contract';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { markAnswered, PageClient, writeFirstData } from '@/app/first-data';
import { firstQueryDocuments, firstQueryText } from '@/app/first-queries';
import { FocusOnNavigation } from '@/app/focus-on-navigation';
import { EntryRoutes, preloadPage } from '@/app/router';
import { type LazyScreen, type ScreenName, screenList, screens } from '@/app/screens';
import { preloadCardMarkdown } from '@/components/card-content/card-content';
import { SignedInFrame } from '@/components/layouts/signed-in-frame';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { CommunityFrame } from '@/features/community/components/community-frame';
import { documentTitle, renderedTitle } from '@/hooks/use-document-title';
import { forgetFetched } from '@/hooks/use-stale-time';
import { createCache } from '@/lib/apollo-cache';
import { es } from '@/lib/i18n/es';
import { forgetPageAnswers } from '@/lib/network';
import { asMember } from '@/lib/session-hint';

/**
 * The files the pages are written to, for scripts/prerender-plugin.ts: Vite's config, which loads the plugin, takes
 * nothing from the server's package at run time (a TypeScript file of a CommonJS package).
 */
export { builtPages } from '@api/core/first-data-contract';

/**
 * The landing page as a visitor gets it, rendered at build time into `dist/landing.html` (scripts/prerender-plugin.ts):
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
const pageTitles = {
  login: es.auth.login.title,
  register: es.auth.register.title,
  resetPassword: es.auth.resetPassword.title,
  privacyPolicy: es.legal.privacy.title,
  termsOfService: es.legal.terms.title,
} satisfies Partial<Record<ScreenName, string>>;

/** `pageTitles` by the screen's path (screens.ts), for `dist/pages/<path>.html`. */
export const prerenderedPages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(pageTitles).map(([name, title]) => [screens[name as keyof typeof pageTitles].paths[0], title]),
);

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
 * A member's screen at `url` rendered with the first data the server answered for it (graphql-api
 * first-screen-data.ts), and the cache that render ended with: the same tree as AppRouter, with the app's client
 * seeded from those answers and marked as the browser marks them (first-data.ts), so that main.tsx, restoring that
 * cache, hydrates the markup. Its code must have been loaded first (`preloadMemberScreen`). The marks are module
 * state, shared by every render in this process: each render starts and ends without any.
 */
export function renderMemberScreen(url: string, entries: FirstData): RenderedScreen {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  const fresh = writeFirstData(client, entries);
  try {
    markAnswered(fresh);
    const { rendered: html, title } = renderedTitle(() =>
      asMember(() =>
        renderToString(
          <PageClient value={client}>
            <StrictMode>
              <MemoryRouter initialEntries={[url]}>
                <FocusOnNavigation />
                <EntryRoutes />
              </MemoryRouter>
            </StrictMode>
          </PageClient>,
        ),
      ),
    );
    return { html, title, cache: client.cache.extract(), fresh };
  } finally {
    forgetFetched();
    forgetPageAnswers();
  }
}

/**
 * Loads the code `renderMemberScreen` needs for `pathname`: the app's, the screen's and the cards' Markdown renderer
 * (the browser loads that one only for a side that needs it, and hydrates such a side once it has).
 */
export function preloadMemberScreen(pathname: string): Promise<unknown> {
  return Promise.all([asMember(() => preloadPage(pathname, { withScreen: true })), preloadCardMarkdown()]);
}

/** A screen the server answers ahead, as prerendered: `component` names the export whose chunk the page preloads. */
export type PrerenderedScreen = Omit<FirstDataScreen, 'shell' | 'preload'> & { shell: string; component: string };

/** A screen sent with its shell only (`shellInPage`), as prerendered. */
export type PrerenderedShell = Omit<ShellScreen, 'shell' | 'preload'> & { shell: string; component: string };

/**
 * The queries the server answers into `app.html` for a signed-in page request (graphql-api `first-screen-data.ts`):
 * the frame's viewer and the first query of each screen the registry marks `inPage`, on each of its paths, with its
 * variables template (`":id"` stands for the path's `id`), as the text Apollo sends (`__typename` added) so that the
 * answers seed its cache, and the screen's shell.
 */
export async function firstDataQueries(): Promise<{
  viewer: FirstQuery;
  screens: PrerenderedScreen[];
  shells: PrerenderedShell[];
  publicScreens: PrerenderedScreen[];
}> {
  const publicScreens: PrerenderedScreen[] = [];
  for (const [, { paths, component, firstQuery }] of screenList) {
    if (!firstQuery?.public) continue;
    const { operationName, variables } = firstQuery;
    const shell = renderCommunityShell();
    for (const path of paths) {
      publicScreens.push({
        path,
        operationName,
        query: firstQueryText(firstQueryDocuments[operationName]),
        variables,
        shell,
        component: component.exportName,
      });
    }
  }
  const answered: PrerenderedScreen[] = [];
  for (const [, { paths, component, firstQuery }] of screenList) {
    if (!firstQuery?.inPage) continue;
    const { operationName, variables } = firstQuery;
    const shell = await renderShell(component, paths[0]);
    for (const path of paths) {
      // The server's matcher (first-screen-data.ts) knows plain segments and `:name`, nothing optional.
      if (/[?*]/.test(path)) throw new Error(`${path}: a screen answered in the page needs a path without ? or *`);
      answered.push({
        path,
        operationName,
        query: firstQueryText(firstQueryDocuments[operationName]),
        variables,
        shell,
        component: component.exportName,
      });
    }
  }
  // The screens that ask the network themselves: their shell only, on each path (the server's matcher reads a last
  // optional parameter).
  const shells: PrerenderedShell[] = [];
  for (const [, { paths, component, shellInPage }] of screenList) {
    if (!shellInPage) continue;
    const shell = await renderShell(component, paths[0].replace(/\/:\w+\?$/, ''));
    for (const path of paths) {
      if (/[*]|\?./.test(path))
        throw new Error(`${path}: a screen sent with its shell has one optional parameter, last`);
      shells.push({ path, shell, component: component.exportName });
    }
  }
  return {
    viewer: { operationName: 'Viewer', query: firstQueryText(firstQueryDocuments.Viewer) },
    screens: answered,
    shells,
    publicScreens,
  };
}

/**
 * The community's frame as static markup around `contentMarker`, where the server writes the page's content (its
 * title, description, cards or results, escaped) for search engines and the first paint; main.tsx renders the
 * screen over it with the data that came in the page.
 */
function renderCommunityShell(): string {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  const html = renderToString(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/comunidad']}>
        <CommunityFrame>
          <div data-content="" />
        </CommunityFrame>
      </MemoryRouter>
    </ApolloProvider>,
  );
  if (!html.includes(contentMarker)) throw new Error('the community shell has no content marker');
  return `<div data-shell="" style="display:contents">${html}</div>`;
}

/**
 * What a signed-in screen shows while its data is on its way (the frame, the screen's heading, its skeleton) as
 * static markup for the server to put in `#root`, so that the page paints before any script has run. main.tsx
 * renders over it (no hydration: the app's first render already has the data); `data-shell` tells it apart.
 */
async function renderShell(Screen: LazyScreen, pattern: string): Promise<string> {
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
