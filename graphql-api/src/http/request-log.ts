import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/** A request as the log sees it: Express's, or a plain one the hot lane answers before Express. */
type LoggedRequest = IncomingMessage & { id?: string; originalUrl?: string };

/**
 * One log line per request: id, method, path without query, status and time; server errors at `error`, the
 * rest at `debug` (written only with LOG_LEVEL=debug). Every response carries its id in `X-Request-Id`.
 * Written on pino directly rather than through pino-http, whose child logger per request halved the
 * throughput of a small JSON endpoint here even when nothing was written.
 *
 * `begin` gives a request its id and logs it once its answer is finished (on plain Node objects: the hot lane
 * sends the id with its own headers); `middleware` does that for Express, once per request wherever it began.
 */
export function requestLog(logger: Logger): {
  begin: (req: IncomingMessage, res: ServerResponse) => string;
  middleware: RequestHandler;
} {
  const begin = (req: LoggedRequest, res: ServerResponse) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
    req.id = id;
    const started = performance.now();
    res.once('finish', () => {
      const failed = res.statusCode >= 500;
      if (!failed && !logger.pino.isLevelEnabled('debug')) return;
      const fields = {
        reqId: id,
        method: req.method,
        path: loggablePath(req.originalUrl ?? req.url),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      };
      if (failed) logger.error('petición fallida', undefined, fields);
      else logger.debug('petición', fields);
    });
    return id;
  };
  const middleware: RequestHandler = (req, res, next) => {
    // Already begun in the hot lane (`hot-reads.ts`), which passed the request on with its id.
    if (req.id === undefined) res.setHeader('X-Request-Id', begin(req, res));
    next();
  };
  return { begin, middleware };
}
