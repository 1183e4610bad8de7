import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { DomainError, fromDatabaseError, messages } from '../../core/errors';
import type { Logger } from '../../core/logger';

type HttpError = Error & { status?: number; statusCode?: number; type?: string };

/** Translates body-parser failures (they carry `type`) into domain errors with Spanish messages. */
function fromBodyParser(error: HttpError): DomainError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new DomainError('BAD_USER_INPUT', 400, messages.malformedJson);
    case 'entity.too.large':
      return new DomainError('BAD_USER_INPUT', 413, messages.bodyTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 415, messages.jsonRequired);
    default:
      return undefined;
  }
}

/**
 * Errors the HTTP layer raises for a bad request (http-errors with a 4xx status: a malformed `%zz` in a path,
 * a missing static file, a client that hung up mid-body): their status stays, the message becomes ours — never
 * the input echoed back — and none of them is logged as unexpected.
 */
function fromHttpLayer(error: HttpError): DomainError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  if (status === 404) return new DomainError('NOT_FOUND', 404, messages.notFound);
  return new DomainError('BAD_USER_INPUT', status, messages.badRequest);
}

/** `/graphql` answers in GraphQL's shape so its clients read the error where they look for one. */
function body(req: Request, error: ErrorAnswer) {
  if (req.originalUrl.startsWith('/graphql')) {
    return { errors: [{ message: error.message, extensions: { code: error.code } }] };
  }
  return error.issues ? { message: error.message, issues: error.issues } : { message: error.message };
}

/** The single place where an error becomes a JSON answer: `{ message, issues? }`, never a stack or SQL. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: HttpError, req, res, _next) => {
    const domain =
      error instanceof DomainError
        ? error
        : (fromBodyParser(error) ?? fromDatabaseError(error) ?? fromHttpLayer(error));
    if (!domain) {
      logger.error('Error inesperado', error, { reqId: req.id, method: req.method, route: routeOf(req) });
      res.status(500).json(body(req, new DomainError('INTERNAL_SERVER_ERROR', 500, messages.internal)));
      return;
    }
    sendError(req, res, domain);
  };
}

/** What an error answer says: a `DomainError`'s fields, or the same fields without the cost of an Error's stack. */
export type ErrorAnswer = Pick<DomainError, 'code' | 'status' | 'message' | 'issues' | 'retryAfterSeconds'>;

/**
 * An error as its JSON answer (with `Retry-After` when it has one): the error handler's, and that of a step that
 * answers before any route (a refused crawler, which is not worth an Error's stack trace).
 */
export function sendError(req: Request, res: Response, error: ErrorAnswer) {
  if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(body(req, error));
}

/** The route pattern (`/api/folders/:id`), never the concrete path with its ids or query. */
function routeOf(req: Request): string | undefined {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.baseUrl || undefined;
}

/** Any `/api` path no route answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: messages.routeNotFound });
};
