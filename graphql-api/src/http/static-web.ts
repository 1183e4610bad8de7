import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { builtPages, sessionHintCookieName } from '../core/first-data-contract';
import { contentSecurityPolicy } from './security-headers';

/** Files checked with the server on every use (issue 14: the offline app's service worker and its manifest). */
const noCacheFiles = new Set(['sw.js', 'manifest.webmanifest']);

/** The web app's pages: scripts and styles of their own origin only, never framed. */
export function pageCsp(): RequestHandler {
  return contentSecurityPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  });
}

/**
 * Serves the built web app, with the SPA fallback: any other GET that wants HTML gets index.html
 * and the client router decides (including its own 404 page).
 */
export function staticWeb(distDir: string): Router | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  // The landing page prerendered at build time: visitors see it before any script runs.
  const landingFile = path.join(distDir, builtPages.landing);
  const hasLanding = fs.existsSync(landingFile);
  // For members: the shell that also preloads the app chunk (Apollo, the frame) beside the entry.
  const appFile = path.join(distDir, builtPages.members);
  const hasAppShell = fs.existsSync(appFile);
  // Public screens prerendered at build time (`pages/login.html` for /login): the same for everyone, so sent to all.
  const pagesDir = path.join(distDir, builtPages.pagesDir);
  const pages = new Map(
    (fs.existsSync(pagesDir) ? fs.readdirSync(pagesDir) : [])
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, path.join(pagesDir, file)]),
  );
  const router = express.Router();
  router.use(pageCsp());
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      // The service worker and the manifest name the current build: a new version must reach the next visit.
      setHeaders: (res, file) => {
        if (noCacheFiles.has(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    // A path with an extension is a missing file, not a client route.
    if (!req.accepts('html') || path.extname(req.path)) return next();
    res.set({ 'Cache-Control': 'no-cache', Vary: 'Cookie' });
    const visitor = !(req.get('cookie') ?? '').includes(`${sessionHintCookieName}=`);
    const shell = !visitor && hasAppShell ? appFile : indexFile;
    res.sendFile(req.path === '/' && visitor && hasLanding ? landingFile : (pages.get(req.path) ?? shell));
  });
  return router;
}
