import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, messages } from '../core/errors';

type HttpError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

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

/** The single place where an error becomes a JSON answer: `{ message, issues? }`, never a stack or SQL. */
export function errorHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error: HttpError, _req, res, _next) => {
    const domain = error instanceof DomainError ? error : fromBodyParser(error);
    if (!domain) {
      log(error);
      res.status(500).json({ message: messages.internal });
      return;
    }
    if (domain.retryAfterSeconds !== undefined) res.set('Retry-After', String(domain.retryAfterSeconds));
    res
      .status(domain.status)
      .json(domain.issues ? { message: domain.message, issues: domain.issues } : { message: domain.message });
  };
}

/** Any `/api` path no route answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: messages.routeNotFound });
};
