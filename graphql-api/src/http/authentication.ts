import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Actor } from '../core/actor';
import type { Clock } from '../core/clock';
import { unauthenticated } from '../core/errors';
import { authenticateApiToken } from '../modules/tokens/token.service';

declare global {
  namespace Express {
    interface Request {
      /** Who is asking; set once per request by `authenticate`. */
      actor: Actor;
    }
  }
}

/** The request's EntityManager fork (see `requestContext`). */
export function requestEm(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('No request context: requestContext() must run first');
  return em as EntityManager;
}

/**
 * Resolves the actor: `Authorization: Bearer <personal access token>` (an unknown or revoked one is
 * a 401 at once), otherwise the session cookie, otherwise nobody.
 */
export function authenticate(clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header) {
      const [scheme, secret] = header.split(' ');
      const userId =
        scheme?.toLowerCase() === 'bearer' && secret ? await authenticateApiToken(requestEm(), secret, clock) : null;
      if (userId === null) return next(unauthenticated());
      req.actor = { userId, via: 'token' };
      return next();
    }
    const userId = req.session?.userId;
    req.actor = typeof userId === 'number' ? { userId, via: 'session' } : null;
    next();
  };
}
