import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../core/logger';

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
 * One log line per request (pino-http): id, method, path without query, status and time. Successes and
 * client errors at `debug`, server errors at `error`; every response carries its id in `X-Request-Id`.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: logger.pino,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'debug'),
    customSuccessMessage: () => 'petición',
    customErrorMessage: () => 'petición fallida',
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; raw?: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.raw?.url ?? req.url),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: () => undefined,
    },
    quietReqLogger: true,
  });
}
