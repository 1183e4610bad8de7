import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import {
  builtPages,
  contentMarker,
  type FirstData,
  type FirstDataFile,
  type FirstDataScreen,
  fillVariables,
  firstDataElementId,
  shellTitle,
} from '../core/first-data-contract';
import { escapeHtml } from '../core/html';
import type { PublicAnswer } from '../core/public-answers';
import type { Services } from '../core/services';
import { expressSide, graphqlContext } from '../graphql/context';
import {
  communityPath,
  folderPage,
  libraryPage,
  type PublicPage,
  pageHead,
} from '../modules/community/community.pages';
import { sitemapPage, sitemapPageCount } from '../modules/community/community.search';
import type { GraphQLContext } from '../transport/context';
import { sendPublic } from '../transport/download';
import { requestEm } from '../transport/request';
import { matchScreen, screensRoute, scriptSafeJson } from './first-screen-data';
import { pageCsp } from './static-web';

export type CommunityPagesOptions = {
  distDir: string;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
  /**
   * The declared per-request steps every answer here crosses (`pageSteps.communityPage`, express-app.ts): among them
   * the public requests' per-address limit, which a signed-in learner is not counted by.
   */
  steps: RequestHandler[];
};

type FolderSummaryData = Parameters<typeof libraryPage>[0][number];

/** What each public screen's first query says about the page, by operation name. */
const pageOf: Record<string, (data: unknown, params: Record<string, string>, appUrl: string) => PublicPage> = {
  CommunityFolders: (data, _params, appUrl) =>
    libraryPage(
      (data as { communityFolders: { edges: { node: FolderSummaryData }[] } }).communityFolders.edges.map(
        (edge) => edge.node,
      ),
      appUrl,
    ),
  CommunityFolder: (data, params, appUrl) =>
    folderPage(
      (data as { communityFolder: Parameters<typeof folderPage>[0] }).communityFolder,
      params.slug ?? '',
      appUrl,
    ),
};

/**
 * The community's public pages (`/comunidad`, `/comunidad/<slug>`) answered by the server for everyone, signed in or
 * not: the members' shell (`app-shell.html`) with the page's title, description, canonical address and Open Graph
 * tags in its head, the community frame built by the web with the page's content written in (escaped), and the
 * screen's first query answered as an anonymous client would get it (the same data, seeded into Apollo's cache before
 * the first render). A folder that is not published answers 404. And `/sitemap.xml`: an index of pages of at most
 * `SITEMAP_PAGE_SIZE` published folders each, named by `/robots.txt`. Without a web build only those two are served.
 */
export function communityPages(options: CommunityPagesOptions): Router {
  const router = express.Router();
  const { appUrl, publicAnswers } = options.services;
  /** The sitemap's XML by its path, kept a few seconds like every public answer; none for a page past the last. */
  const xml = async (req: Request, res: Response, next: NextFunction, build: () => Promise<string | undefined>) => {
    try {
      const answer = await publicAnswers.answer(`GET ${req.path}`, async () => {
        const body = await build();
        return body === undefined
          ? undefined
          : { status: 200, body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` };
      });
      if (!answer) return next();
      sendPublic(req, res, 'application/xml', answer);
    } catch (error) {
      next(error);
    }
  };

  // The crawlers' rules, naming the sitemap at the public address (`APP_URL`), as the pages' canonical URLs do.
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${appUrl}/sitemap.xml\n`;
  // Every answer here counts against the address's public limit, unless a learner is signed in.
  const { steps } = options;
  router.get('/robots.txt', ...steps, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });

  router.get('/sitemap.xml', ...steps, (req, res, next) =>
    xml(req, res, next, async () => {
      const pages = await sitemapPageCount(requestEm());
      const entries = Array.from(
        { length: pages },
        (_, index) => `<sitemap><loc>${escapeHtml(`${appUrl}/sitemap/comunidad-${index + 1}.xml`)}</loc></sitemap>`,
      );
      return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`;
    }),
  );
  router.get(/^\/sitemap\/comunidad-(\d{1,6})\.xml$/, ...steps, (req, res, next) =>
    xml(req, res, next, async () => {
      const page = Number((req.params as Record<string, string>)[0]);
      if (page < 1 || page > (await sitemapPageCount(requestEm()))) return undefined;
      const folders = await sitemapPage(requestEm(), page);
      const urls = [
        ...(page === 1 ? [`<url><loc>${escapeHtml(`${appUrl}/comunidad`)}</loc></url>`] : []),
        ...folders.map(
          (folder) =>
            `<url><loc>${escapeHtml(`${appUrl}${communityPath(folder.slug)}`)}</loc><lastmod>${new Date(
              folder.updatedAt,
            ).toISOString()}</lastmod></url>`,
        ),
      ];
      return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
    }),
  );

  const shellFile = path.join(options.distDir, builtPages.membersFirstData);
  const queriesFile = path.join(options.distDir, builtPages.firstData);
  if (!fs.existsSync(shellFile) || !fs.existsSync(queriesFile)) return router;
  // The shell's scripts are fetched only once the page has painted (web/public/after-paint.js imports the entry then;
  // a `data-after-paint` link only names a script, so that the app's preloading leaves it to the module loader): a
  // script asked for before that paint is counted by Lighthouse's simulation as holding back the largest paint, the
  // server's own content, even though it is not render-blocking.
  const shell = fs
    .readFileSync(shellFile, 'utf8')
    .replaceAll(/<link rel="modulepreload"(?: fetchpriority="low")?/g, '<link data-after-paint');
  const screens = ((JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as FirstDataFile).public ?? []).filter(
    (screen) => pageOf[screen.operationName] && screen.shell?.includes(contentMarker),
  );
  if (!shell.includes('</head>') || !shell.includes(shellTitle)) return router;
  const csp = pageCsp();
  const screenOf = (pathname: string): { screen: FirstDataScreen; params: Record<string, string> } | undefined => {
    for (const screen of screens) {
      const params = matchScreen(screen.path, pathname);
      if (params) return { screen, params };
    }
    return undefined;
  };

  /** A page's answer: its first query answered as for an anonymous client, written into the shell. */
  async function buildPage(
    req: Request,
    res: Response,
    found: { screen: FirstDataScreen; params: Record<string, string> },
  ): Promise<Omit<PublicAnswer, 'etag'> | undefined> {
    const contextValue = graphqlContext(requestEm(), null, expressSide(req, res), options.services);
    const variables = fillVariables(found.screen.variables, found.params);
    const answer = await options.apollo.executeOperation(
      { query: found.screen.query, operationName: found.screen.operationName, variables },
      { contextValue },
    );
    if (answer.body.kind !== 'single' || answer.body.singleResult.errors || !answer.body.singleResult.data) {
      return undefined;
    }
    const data = answer.body.singleResult.data;
    const page = (pageOf[found.screen.operationName] as (typeof pageOf)[string])(data, found.params, appUrl);
    const firstData: FirstData = [{ operationName: found.screen.operationName, variables, data }];
    const preload = (found.screen.preload ?? [])
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link data-after-paint crossorigin href="/${file}">`)
      .join('');
    const script = `<script type="application/json" id="${firstDataElementId}">${scriptSafeJson(firstData)}</script>`;
    const html = shell
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace(shellTitle, () => pageHead(page))
      .replace('</head>', () => `${preload}${script}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${(found.screen.shell ?? '').replace(contentMarker, () => `<div data-content="">${page.content}</div>`)}</div>`,
      );
    return { status: page.status, body: html };
  }

  router.get(
    screensRoute(screens),
    (req, _res, next) =>
      next(req.accepts('html') && !path.extname(req.path) && screenOf(req.path) ? undefined : 'route'),
    ...steps,
    async (req, res, next) => {
      const found = screenOf(req.path);
      if (!found) return next();
      try {
        // As an anonymous client: the page is the same for everyone, so any cache may keep it, and so do we.
        const answer = await publicAnswers.answer(`GET ${req.path}`, () => buildPage(req, res, found));
        if (!answer) return next();
        csp(req, res, () => sendPublic(req, res, 'html', answer));
      } catch (error) {
        options.services.logger.error('No se pudo preparar la página de la comunidad', error);
        next();
      }
    },
  );
  return router;
}
