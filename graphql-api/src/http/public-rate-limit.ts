import type { Request, RequestHandler } from 'express';
import { type RateLimitInfo, rateLimit } from 'express-rate-limit';
import { rateLimited } from '../core/errors';

export const publicRateLimitMessages = {
  tooMany: (seconds: number) =>
    `Demasiadas peticiones sin sesión desde tu dirección. Vuelve a intentarlo dentro de ${seconds} s.`,
} as const;

/** A request whose caller is signed in: a live session (pages) or an authenticated actor (`/api`, `/graphql`). */
const signedIn = (req: Request) => Boolean(req.actor) || req.sessionUserId !== undefined;

/**
 * The community's public requests from one address without a session or token: at most `perMinute` a minute
 * (`PUBLIC_REQUESTS_PER_MINUTE`), counted in this process's memory (a crawler refused here costs nothing of
 * PostgreSQL's), by the address Express sees through `TRUST_PROXY` (an IPv6 address by its /56). Past it, a 429 with
 * `Retry-After` and a Spanish message; signed-in learners are never counted. One limiter, mounted where it applies
 * (`applies` says which requests there count): `/api`, `/graphql` and the pages share an address's counter.
 */
export function publicRateLimit(perMinute: number): (applies: (req: Request) => boolean) => RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      // The counters are the memory store's, on the real clock.
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ?? Date.now();
      const seconds = Math.max(1, Math.ceil((resetTime - Date.now()) / 1000));
      next(rateLimited(publicRateLimitMessages.tooMany(seconds), seconds));
    },
  });
  return (applies) => (req, res, next) => (applies(req) && !signedIn(req) ? limiter(req, res, next) : next());
}

/** The community's public answers under `/api` and `/graphql`: what an anonymous crawler reads there. */
export const publicApiRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.originalUrl.startsWith('/api/community/folders') || req.originalUrl.startsWith('/graphql'));
