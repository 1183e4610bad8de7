import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express, { type RequestHandler, type Router } from 'express';
import {
  builtPages,
  type FirstData,
  type FirstDataFile,
  type FirstDataScreen,
  type FirstQuery,
  fillVariables,
  firstDataElementId,
  type RenderedScreen,
  type ShellScreen,
  sessionHintCookieName,
  shellTitle,
} from '../core/first-data-contract';
import { escapeHtml } from '../core/html';
import type { Services } from '../core/services';
import { expressSide, graphqlContext } from '../graphql/context';
import type { GraphQLContext } from '../transport/context';
import { requestEm } from '../transport/request';
import { pageCsp } from './static-web';

/**
 * JSON that can stand inside a `<script>` element: `<` never closes it (`</script>`, `<!--`), and U+2028/2029
 * (valid in JSON, line ends in older JavaScript) are escaped too. `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const emptyRoot = '<div id="root"></div>';

/**
 * `/folders/:id` against `/folders/7` → `{ id: '7' }`; undefined when the path is another one. A last parameter
 * written `:name?` may be left out (`/study/:folderId?` matches `/study` too, without `folderId`).
 */
export function matchScreen(pattern: string, pathname: string): Record<string, string> | undefined {
  const optional = /\/:\w+\?$/.test(pattern);
  const want = pattern.replace(/\?$/, '').split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') got.splice(1, 1, '');
  if (optional && got.length === want.length - 1) want.pop();
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = got[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined; // a malformed escape: the client router's own 404
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

/**
 * The paths of `screens` as one Express route: `/folders/:id` as `/folders/<a segment>`, `/study/:folderId?` with or
 * without its last segment, trailing slashes allowed, as `matchScreen` reads them. A pattern, not Express's `:id`,
 * which would refuse a malformed escape (the client router's own 404) before the page is reached.
 */
export function screensRoute(screens: readonly { path: string }[]): RegExp[] {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segment = (part: string) => {
    if (!part.startsWith(':')) return `/${literal(part)}`;
    return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  };
  return screens.map((screen) => new RegExp(`^${screen.path.split('/').slice(1).map(segment).join('')}/*$`));
}

export type FirstScreenDataOptions = {
  distDir: string;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
  /** The declared per-request steps a members' screen crosses (`pageSteps.membersScreen`, express-app.ts). */
  steps: RequestHandler[];
};

/**
 * The members' shell (`app.html`) with the viewer and the screen's first query already answered, as JSON in a
 * `<script type="application/json">` the web app seeds its Apollo cache from before the first render (issue 16):
 * a signed-in screen opened from the address bar then renders without waiting for the API. Only for a page
 * request with the session cookie, answered for the request's actor (the steps' session); anything else (no actor, an unknown
 * screen, no build: then the router is empty) goes on to `staticWeb`, which sends the shell without data. Never
 * stored by the browser.
 */
export function firstScreenData(options: FirstScreenDataOptions): Router {
  const router = express.Router();
  // The members' shell whose entry starts after the first paint, and what to answer into it (the web build's).
  const appFile = path.join(options.distDir, builtPages.membersFirstData);
  const queriesFile = path.join(options.distDir, builtPages.firstData);
  if (!fs.existsSync(appFile) || !fs.existsSync(queriesFile)) return router;
  // The shell's scripts are fetched only once it has painted (web/public/after-paint.js imports the entry then; a
  // `data-after-paint` link only names a script, so that the app's preloading leaves it to the module loader), as on
  // the community's pages: Lighthouse's simulation counts a script asked for before that paint as holding back the
  // largest paint, the shell's own heading, though none of them blocks it.
  const shell = fs
    .readFileSync(appFile, 'utf8')
    .replaceAll(/<link rel="modulepreload"(?: fetchpriority="low")?/g, '<link data-after-paint');
  const queries = JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as FirstDataFile;
  if (!shell.includes('</head>')) return router;

  const csp = pageCsp();
  const renderer = memberScreenRenderer(options.distDir, options.services);
  // The screens with a first query, then those sent with their shell and the viewer only.
  const screens: (FirstDataScreen | ShellScreen)[] = [...queries.screens, ...(queries.shells ?? [])];
  const screenOf = (pathname: string) => {
    for (const screen of screens) {
      const params = matchScreen(screen.path, pathname);
      if (params) return { screen, params };
    }
    return undefined;
  };
  const wanted: RequestHandler = (req, _res, next) => {
    const hinted = (req.get('cookie') ?? '').includes(`${sessionHintCookieName}=`);
    const screen = req.accepts('html') && !path.extname(req.path) && hinted ? screenOf(req.path) : undefined;
    // 'route' skips this router's next handlers: staticWeb answers as it always did.
    next(screen ? undefined : 'route');
  };

  router.get(screensRoute(screens), wanted, ...options.steps, async (req, res, next) => {
    const found = screenOf(req.path);
    if (!req.actor || !found) return next();
    try {
      const contextValue = graphqlContext(requestEm(), req.actor, expressSide(req, res), options.services);
      const run = async (query: FirstQuery, variables: Record<string, unknown>) => {
        const answer = await options.apollo.executeOperation(
          { query: query.query, operationName: query.operationName, variables },
          { contextValue },
        );
        if (answer.body.kind !== 'single' || answer.body.singleResult.errors || !answer.body.singleResult.data) {
          return undefined;
        }
        return { operationName: query.operationName, variables, data: answer.body.singleResult.data };
      };
      // One after the other: both use the request's EntityManager fork.
      const viewer = await run(queries.viewer, {});
      // A first query's variables come from the path alone; a query string may change what the screen asks (a folder's
      // session limited to a tag, `/study/7?tag=verbo`), so such a page gets the viewer and the screen's shell only.
      const plainPath = !req.originalUrl.includes('?');
      const query = 'query' in found.screen && plainPath ? found.screen : undefined;
      const screen = viewer && query ? await run(query, fillVariables(query.variables, found.params)) : undefined;
      if (!viewer) return next();
      const data: FirstData = screen ? [viewer, screen] : [viewer];
      const preload = (found.screen.preload ?? [])
        // Asked for with the shell's own, once it has painted.
        .filter((file) => !shell.includes(`/${file}"`))
        .map((file) => `<link data-after-paint crossorigin href="/${file}">`)
        .join('');
      // The screen itself, rendered from that data, when the screen has a first query the page answered, with the
      // cache it was rendered from; otherwise (no renderer in the build, or a render that failed) its shell and the
      // answers.
      const rendered = screen ? await renderer(req.originalUrl, data) : undefined;
      const carried = rendered ? { cache: rendered.cache, fresh: rendered.fresh } : data;
      const script = `<script type="application/json" id="${firstDataElementId}">${scriptSafeJson(carried)}</script>`;
      res.set({ 'Cache-Control': 'no-store', Vary: 'Cookie' });
      res.type('html');
      const html = shell
        // The screen's own title, as the app sets it: the tab and the history name it from the first byte.
        .replace(shellTitle, () => (rendered?.title ? `<title>${escapeHtml(rendered.title)}</title>` : shellTitle))
        .replace('</head>', () => `${preload}${script}</head>`)
        .replace(emptyRoot, () =>
          // Rendered, it stays inert until the app has hydrated it (web app/usable.tsx).
          rendered ? `<div id="root" inert>${rendered.html}</div>` : `<div id="root">${found.screen.shell ?? ''}</div>`,
        );
      csp(req, res, () => res.send(html));
    } catch (error) {
      // The page still opens: the plain shell, whose screens ask the API themselves (and show what fails).
      options.services.logger.error('No se pudieron preparar los primeros datos de la página', error);
      next();
    }
  });
  return router;
}

/** What the web build's server module offers (web/src/prerender.tsx). */
type MemberScreenModule = {
  preloadMemberScreen: (pathname: string) => Promise<unknown>;
  renderMemberScreen: (url: string, entries: FirstData) => RenderedScreen;
};

/**
 * A member's screen rendered on the server from its first data, for main.tsx to hydrate, with the web build's server
 * module (`web/dist-ssr`, beside `distDir`): the page then arrives with its content, and the app's first render
 * reuses that markup instead of building it again (on a slowed phone the rebuilt page took a second of layout and
 * script). The module is loaded once, at the first such page (about a second); when it cannot be, and when a render
 * fails (a React error: the marker of a boundary left to the client), the page gets the screen's shell as before.
 */
function memberScreenRenderer(
  distDir: string,
  services: Services,
): (url: string, entries: FirstData) => Promise<RenderedScreen | undefined> {
  const file = path.join(distDir, '..', 'dist-ssr', 'prerender.js');
  if (!fs.existsSync(file)) return async () => undefined;
  let loading: Promise<MemberScreenModule | undefined> | undefined;
  return async (url, entries) => {
    loading ??= import(file).then(
      (loaded: MemberScreenModule) => loaded,
      (error) => {
        services.logger.error('No se pudo cargar el renderizado de pantallas en el servidor', error);
        return undefined;
      },
    );
    const module = await loading;
    if (!module) return undefined;
    try {
      await module.preloadMemberScreen(new URL(url, 'http://localhost').pathname);
      const rendered = module.renderMemberScreen(url, entries);
      if (!rendered.html.includes('<!--$!-->')) return rendered;
      services.logger.warn('Una pantalla no se pudo renderizar en el servidor: se envía su esqueleto');
      return undefined;
    } catch (error) {
      services.logger.error('No se pudo renderizar la pantalla en el servidor', error);
      return undefined;
    }
  };
}
