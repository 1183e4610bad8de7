import path from 'node:path';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { ApiDocs } from '../../transport/openapi';
import { contentSecurityPolicy } from '../security-headers';

/** Scalar's self-contained browser bundle, served from our origin (no CDN: the docs work offline too). */
const scalarBundle = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js');

/** Scalar's settings: our document, no web fonts from Scalar's servers, no links to Scalar's hosted client. */
const scalarConfiguration = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: 'never',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
};

const docsPage = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API REST · Repaso</title>
  </head>
  <body>
    <noscript>La documentación necesita JavaScript; el documento OpenAPI está en <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration="${JSON.stringify(scalarConfiguration).replaceAll('"', '&quot;')}"></script>
    <script src="/api/docs/scalar.js"></script>
  </body>
</html>
`;

/**
 * `/api/openapi.json` (the document, built once) and `/api/docs` (Scalar's reference over it). Only the docs
 * page loads Scalar; its CSP allows scripts from our origin alone and requests to our origin alone.
 */
export function apiDocsRoutes(docs: ApiDocs): Router {
  const router = express.Router();
  const document = JSON.stringify(docs.document());

  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(document);
  });

  const csp = contentSecurityPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Scalar (Vue) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  });
  router.get('/docs', csp, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(docsPage);
  });
  router.get('/docs/scalar.js', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').sendFile(scalarBundle);
  });
  return router;
}

/** The documentation describes itself too: every `/api` route is in it. */
export function apiDocsDocs(api: ApiDocs): void {
  const tag = 'Documentación';
  api.route({
    method: 'get',
    path: '/openapi.json',
    tag,
    public: true,
    summary: 'Este documento (OpenAPI 3.1)',
    responses: { 200: { description: 'El documento OpenAPI.', schema: z.record(z.string(), z.unknown()) } },
  });
  api.route({
    method: 'get',
    path: '/docs',
    tag,
    public: true,
    summary: 'La documentación navegable (Scalar)',
    responses: { 200: { description: 'Página HTML.', content: 'text/html' } },
  });
  api.route({
    method: 'get',
    path: '/docs/scalar.js',
    tag,
    public: true,
    summary: 'El script de la documentación navegable',
    responses: { 200: { description: 'JavaScript de Scalar, servido desde este origen.', content: 'text/javascript' } },
  });
}
