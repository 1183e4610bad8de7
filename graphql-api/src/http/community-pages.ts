import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import {
  builtPages,
  contentMarker,
  type FirstData,
  type FirstDataFile,
  type FirstDataScreen,
  fillVariables,
  firstDataElementId,
} from '../core/first-data-contract';
import { escapeHtml } from '../core/html';
import type { Services } from '../core/services';
import { expressSide, type GraphQLContext, graphqlContext } from '../graphql/context';
import {
  communityPath,
  folderPage,
  libraryPage,
  type PublicPage,
  pageHead,
} from '../modules/community/community.pages';
import { PUBLIC_CACHE } from '../modules/community/community.routes';
import { sitemapPage, sitemapPageCount } from '../modules/community/community.search';
import { requestEm } from './authentication';
import { matchScreen, scriptSafeJson } from './first-screen-data';
import { requestContext } from './request-context';
import { pageCsp } from './static-web';

export type CommunityPagesOptions = {
  distDir: string;
  orm: MikroORM;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
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

/** A public answer: kept by any cache a minute, then revalidated with a strong ETag of the body (304 when unchanged). */
function sendPublic(req: Request, res: Response, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  res.set({ 'Cache-Control': PUBLIC_CACHE, ETag: etag });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type(type).send(body);
}

/**
 * The community's public pages (`/comunidad`, `/comunidad/<slug>`) answered by the server for everyone, signed in or
 * not: the members' shell (`app-shell.html`) with the page's title, description, canonical address and Open Graph
 * tags in its head, the community frame built by the web with the page's content written in (escaped), and the
 * screen's first query answered as an anonymous client would get it (the same data, seeded into Apollo's cache before
 * the first render). A folder that is not published answers 404. And `/sitemap.xml`: an index of pages of at most
 * `SITEMAP_PAGE_SIZE` published folders each. Without a web build only the sitemap is served.
 */
export function communityPages(options: CommunityPagesOptions): Router {
  const router = express.Router();
  const { appUrl } = options.services;
  const xml = (req: Request, res: Response, body: string) =>
    sendPublic(req, res, 'application/xml', `<?xml version="1.0" encoding="UTF-8"?>\n${body}`);

  router.get('/sitemap.xml', requestContext(options.orm), async (_req, res, next) => {
    try {
      const pages = await sitemapPageCount(requestEm());
      const entries = Array.from(
        { length: pages },
        (_, index) => `<sitemap><loc>${escapeHtml(`${appUrl}/sitemap/comunidad-${index + 1}.xml`)}</loc></sitemap>`,
      );
      xml(
        _req,
        res,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>`,
      );
    } catch (error) {
      next(error);
    }
  });
  router.get(/^\/sitemap\/comunidad-(\d{1,6})\.xml$/, requestContext(options.orm), async (req, res, next) => {
    try {
      const page = Number((req.params as Record<string, string>)[0]);
      if (page < 1 || page > (await sitemapPageCount(requestEm()))) return next();
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
      xml(req, res, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`);
    } catch (error) {
      next(error);
    }
  });

  const shellFile = path.join(options.distDir, builtPages.membersFirstData);
  const queriesFile = path.join(options.distDir, builtPages.firstData);
  if (!fs.existsSync(shellFile) || !fs.existsSync(queriesFile)) return router;
  const shell = fs.readFileSync(shellFile, 'utf8');
  const screens = ((JSON.parse(fs.readFileSync(queriesFile, 'utf8')) as FirstDataFile).public ?? []).filter(
    (screen) => pageOf[screen.operationName] && screen.shell?.includes(contentMarker),
  );
  if (!shell.includes('</head>') || !shell.includes('<title>Repaso</title>')) return router;
  const csp = pageCsp();
  const screenOf = (pathname: string): { screen: FirstDataScreen; params: Record<string, string> } | undefined => {
    for (const screen of screens) {
      const params = matchScreen(screen.path, pathname);
      if (params) return { screen, params };
    }
    return undefined;
  };

  router.get(
    /.*/,
    (req, _res, next) =>
      next(req.accepts('html') && !path.extname(req.path) && screenOf(req.path) ? undefined : 'route'),
    requestContext(options.orm),
    async (req, res, next) => {
      const found = screenOf(req.path);
      if (!found) return next();
      try {
        // As an anonymous client: the page is the same for everyone, so any cache may keep it.
        const contextValue = graphqlContext(requestEm(), null, expressSide(req, res), options.services);
        const variables = fillVariables(found.screen.variables, found.params);
        const answer = await options.apollo.executeOperation(
          { query: found.screen.query, operationName: found.screen.operationName, variables },
          { contextValue },
        );
        if (answer.body.kind !== 'single' || answer.body.singleResult.errors || !answer.body.singleResult.data) {
          return next();
        }
        const data = answer.body.singleResult.data;
        const page = (pageOf[found.screen.operationName] as (typeof pageOf)[string])(data, found.params, appUrl);
        const firstData: FirstData = [{ operationName: found.screen.operationName, variables, data }];
        const preload = (found.screen.preload ?? [])
          .filter((file) => !shell.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
          .join('');
        const script = `<script type="application/json" id="${firstDataElementId}">${scriptSafeJson(firstData)}</script>`;
        const html = shell
          .replace(/<meta\s+name="description"[^>]*>/, '')
          .replace('<title>Repaso</title>', () => pageHead(page))
          .replace('</head>', () => `${preload}${script}</head>`)
          .replace(
            '<div id="root"></div>',
            () =>
              `<div id="root">${(found.screen.shell ?? '').replace(contentMarker, () => `<div data-content="">${page.content}</div>`)}</div>`,
          );
        res.status(page.status);
        csp(req, res, () => sendPublic(req, res, 'html', html));
      } catch (error) {
        options.services.logger.error('No se pudo preparar la página de la comunidad', error);
        next();
      }
    },
  );
  return router;
}
