import type { RequestHandler } from 'express';
import type { Clock } from '../core/clock';
import { unauthenticated } from '../core/errors';
import { isAnkiConnectScope } from '../modules/tokens/token.schema';
import { authenticateApiToken } from '../modules/tokens/token.service';
import { requestEm } from '../transport/request';
import { isCrossOrigin } from './rest/csrf-guard';

/**
 * Resolves the actor: `Authorization: Bearer <personal access token>` (an unknown, revoked or expired one is
 * a 401 at once), otherwise the session cookie, otherwise nobody. The cookie counts only on a same-origin
 * request: another site's page may call the API (CORS answers `*`), but only with a token of its own, never
 * riding on the learner's session. A link followed from another site (a reminder read in a webmail) is the exception:
 * a top-level navigation, whose answer only the learner's own tab shows, and for which the browser sends the
 * SameSite=Lax cookie anyway, so the page opens with the learner's first data as if typed in.
 */
export function authenticate(clock: Clock, appUrl: string): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (req, _res, next) => {
    const header = req.get('authorization');
    if (header) {
      const [scheme, secret] = header.split(' ');
      const token =
        scheme?.toLowerCase() === 'bearer' && secret ? await authenticateApiToken(requestEm(), secret, clock) : null;
      // An AnkiConnect key opens `/anki-connect` only (it is pasted into third-party tools).
      if (token === null || isAnkiConnectScope(token.scope)) return next(unauthenticated());
      req.actor = {
        userId: token.userId,
        via: 'token',
        tokenId: token.tokenId,
        scope: token.scope === 'read_write' ? 'read_write' : 'read',
      };
      return next();
    }
    const userId = req.sessionUserId;
    const navigation =
      req.method === 'GET' && req.get('sec-fetch-mode') === 'navigate' && req.get('sec-fetch-dest') === 'document';
    req.actor =
      typeof userId === 'number' && (navigation || !isCrossOrigin(req.headers, req.protocol, appOrigin))
        ? { userId, via: 'session' }
        : null;
    next();
  };
}
