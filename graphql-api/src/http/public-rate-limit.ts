import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { rateLimited } from '../core/errors';

export const publicRateLimitMessages = {
  tooMany: (seconds: number) =>
    `Demasiadas peticiones sin sesión desde tu dirección. Vuelve a intentarlo dentro de ${seconds} s.`,
} as const;

/** A request whose caller is signed in: a live session (pages) or an authenticated actor (`/api`, `/graphql`). */
const signedIn = (req: Request) => Boolean(req.actor) || req.sessionUserId !== undefined;

/** Addresses whose buckets are remembered at once (least recently seen forgotten first: a full bucket anyway). */
const MAX_ADDRESSES = 100_000;

/**
 * How many requests an address may make at once: a class opening the library together, not a crawler's whole
 * minute in one burst (that burst showed in the learners' p99 beside the crawler bench).
 */
export const burstOf = (perMinute: number) => Math.min(perMinute, Math.max(10, Math.ceil(perMinute / 10)));

type Bucket = { tokens: number; at: number };

/**
 * The community's public requests from one address without a session or token: `perMinute` a minute
 * (`PUBLIC_REQUESTS_PER_MINUTE`), spread over the minute as a token bucket (`burstOf` at once, then one every
 * 60/`perMinute` s), counted in this process's memory (a crawler refused here costs nothing of PostgreSQL's), by the
 * address Express sees through `TRUST_PROXY` (an IPv6 address by its /56). Past it, a 429 with `Retry-After` and a
 * Spanish message; signed-in learners are never counted. One limiter, mounted where it applies (`applies` says which
 * requests there count): `/api`, `/graphql` and the pages share an address's bucket.
 */
export function publicRateLimit(
  perMinute: number,
  now: () => number = Date.now,
): (applies: (req: Request) => boolean) => RequestHandler {
  const burst = burstOf(perMinute);
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, Bucket>({ max: MAX_ADDRESSES });
  const limiter: RequestHandler = (req, res, next) => {
    const key = ipKeyGenerator(req.ip ?? '', 56);
    const at = now();
    const kept = buckets.get(key);
    const tokens = kept ? Math.min(burst, kept.tokens + (at - kept.at) * perMs) : burst;
    const allowed = tokens >= 1;
    const left = allowed ? tokens - 1 : tokens;
    buckets.set(key, { tokens: left, at });
    // When the next request will be let through: now, or once a whole token has come back.
    const seconds = Math.max(1, Math.ceil((1 - left) / perMs / 1000));
    res.setHeader('RateLimit-Policy', `${burst};w=${Math.ceil((burst / perMinute) * 60)}`);
    res.setHeader('RateLimit', `limit=${burst}, remaining=${Math.floor(left)}, reset=${left >= 1 ? 0 : seconds}`);
    if (allowed) return next();
    next(rateLimited(publicRateLimitMessages.tooMany(seconds), seconds));
  };
  return (applies) => (req, res, next) => (applies(req) && !signedIn(req) ? limiter(req, res, next) : next());
}

/** The community's public answers under `/api` and `/graphql`: what an anonymous crawler reads there. */
export const publicApiRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.originalUrl.startsWith('/api/community/folders') || req.originalUrl.startsWith('/graphql'));
