import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from '../core/logger';

declare global {
  namespace Express {
    interface Request {
      /** This request's id: the proxy's `X-Request-Id` when it looks like one, otherwise a new UUID. */
      id: string;
    }
  }
}

/** A request id a proxy set (X-Request-Id) is kept when it looks like one; otherwise a new one. */
const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * The path without its query: query strings carry secrets (`/new-password?token=…`,
 * `/reminders/unsubscribe?t=…`) and search terms, neither of which belongs in a log.
 */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * One log line per request: id, method, path without query, status and time; server errors at `error`, the
 * rest at `debug` (written only with LOG_LEVEL=debug). Every response carries its id in `X-Request-Id`.
 * Written on pino directly rather than through pino-http, whose child logger per request halved the
 * throughput of a small JSON endpoint here even when nothing was written.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('finish', () => {
      const failed = res.statusCode >= 500;
      if (!failed && !logger.pino.isLevelEnabled('debug')) return;
      const fields = {
        reqId: id,
        method: req.method,
        path: loggablePath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (failed) logger.error('petición fallida', undefined, fields);
      else logger.debug('petición', fields);
    });
    next();
  };
}
