import type { RequestHandler } from 'express';
import type { Clock } from '../core/clock';
import { unauthenticated } from '../core/errors';
import { authenticateApiToken } from '../modules/tokens/token.service';
import { requestEm } from '../transport/request';
import { isCrossOrigin } from './rest/csrf-guard';

/**
 * Resolves the actor: `Authorization: Bearer <personal access token>` (an unknown, revoked or expired one is
 * a 401 at once), otherwise the session cookie, otherwise nobody. The cookie counts only on a same-origin
 * request: another site's page may call the API (CORS answers `*`), but only with a token of its own, never
 * riding on the learner's session.
 */
export function authenticate(clock: Clock, appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header) {
      const [scheme, secret] = header.split(' ');
      const token =
        scheme?.toLowerCase() === 'bearer' && secret ? await authenticateApiToken(requestEm(), secret, clock) : null;
      if (token === null) return next(unauthenticated());
      req.actor = { userId: token.userId, via: 'token', tokenId: token.tokenId, scope: token.scope };
      return next();
    }
    const userId = req.sessionUserId;
    req.actor =
      typeof userId === 'number' && !isCrossOrigin(req.headers, req.protocol, appOrigin)
        ? { userId, via: 'session' }
        : null;
    next();
  };
}
