import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { forbidden, messages, unsupportedMediaType } from '../../core/errors';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The writes that carry a file (after the cross-site check): `POST /api/imports` and `/api/media` take multipart. */
const uploadPaths = new Set(['/api/imports', '/api/media']);
const isUpload = (req: Request) =>
  req.method === 'POST' && uploadPaths.has(req.originalUrl.split('?')[0]) && req.is('multipart/form-data') !== false;

/**
 * Whether a browser sent this request from another origin: by `Sec-Fetch-Site` when it says (anything but
 * `same-origin` or `none`, a typed address), else by `Origin`. A request with neither (curl, a server) is not.
 */
export function isCrossOrigin(headers: IncomingHttpHeaders, protocol: string, appOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  return origin !== undefined && origin !== appOrigin && origin !== `${protocol}://${headers.host}`;
}

/**
 * Refuses cross-site writes on `/api` and `/graphql`: by `Sec-Fetch-Site` when the browser sends it, else by
 * `Origin`. A request with neither (curl, server-side tools) is allowed, and so is one that authenticates with
 * `Authorization` (a token is never sent by a browser on its own, unlike a cookie). A write that carries a
 * body must be JSON, except a file upload to `POST /api/imports` or `/api/media` (multipart).
 */
export function csrfGuard(appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, _res, next) => {
    if (!writes.has(req.method)) return next();
    if (isCrossOrigin(req.headers, req.protocol, appOrigin) && req.get('authorization') === undefined) {
      return next(forbidden(messages.crossSite));
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json') && !isUpload(req)) return next(unsupportedMediaType());
    next();
  };
}
