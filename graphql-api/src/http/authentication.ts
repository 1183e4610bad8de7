import type { RequestHandler } from 'express';
import type { Actor } from '../core/actor';

declare global {
  namespace Express {
    interface Request {
      /** Who is asking; set once per request by `authenticate`. */
      actor: Actor;
    }
  }
}

/** Resolves the actor from the session cookie. */
export const authenticate: RequestHandler = (req, _res, next) => {
  const userId = req.session?.userId;
  req.actor = typeof userId === 'number' ? { userId, via: 'session' } : null;
  next();
};
