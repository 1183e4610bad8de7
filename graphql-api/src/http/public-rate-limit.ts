import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { rateLimited } from '../core/errors';
import type { Services } from '../core/services';
import { simpleCorsHeaders } from './rest/api-access';
import { sendError } from './rest/error-handler';
import { sessionIdOf } from './session';

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

/** An address's tokens at `at`, and the refusals not yet reported in a log line since `reportedAt`. */
type Bucket = { tokens: number; at: number; refused: number; reportedAt: number };

/** How often a refused address is named in the log: its first refusal, then at most once a minute with a count. */
const REPORT_EVERY_MS = 60_000;

export type PublicRateLimit = {
  /** The step that counts a request (where `applies` says it is public) unless a learner is signed in. */
  count: (applies: (req: Request) => boolean) => RequestHandler;
  /**
   * The app's first step: a public request (`publicRequest`) that is plainly anonymous (no `Authorization`, no session
   * cookie whose signature holds) from an address whose bucket is empty is refused here, before the request log, the
   * headers, compression, a body or an ORM context cost anything. Nothing is counted here: every other request goes
   * on to `count`, which would refuse this one the same way, only later.
   */
  refuseEarly: (sessionSecret: string) => RequestHandler;
};

/**
 * The community's public requests from one address without a session or token: `perMinute` a minute
 * (`PUBLIC_REQUESTS_PER_MINUTE`), spread over the minute as a token bucket (`burstOf` at once, then one every
 * 60/`perMinute` s), counted in this process's memory (a crawler refused here costs nothing of PostgreSQL's), by the
 * address Express sees through `TRUST_PROXY` (an IPv6 address by its /56). Past it, a 429 with `Retry-After` and a
 * Spanish message; signed-in learners are never counted. One counter, mounted where it applies (`count`):
 * `/api`, `/graphql` and the pages share an address's bucket; `refuseEarly` only reads it. Refusals are counted in
 * `repaso_public_requests_refused_total` and logged (a warning) at an address's first refusal, then at most once a
 * minute with how many there were since: a crawler refused 190 times a second is one line a minute, not 190 a second.
 */
export function publicRateLimit(
  perMinute: number,
  services: Pick<Services, 'logger' | 'metrics'>,
  now: () => number = Date.now,
): PublicRateLimit {
  const burst = burstOf(perMinute);
  const perMs = perMinute / 60_000;
  const policy = `${burst};w=${Math.ceil((burst / perMinute) * 60)}`;
  const buckets = new LRUCache<string, Bucket>({ max: MAX_ADDRESSES });
  const keyOf = (req: Request) => ipKeyGenerator(req.ip ?? '', 56);
  const tokensAt = (kept: Bucket | undefined, at: number) =>
    kept ? Math.min(burst, kept.tokens + (at - kept.at) * perMs) : burst;

  /** The RateLimit headers for `left` tokens; the seconds until a whole token is back (a refusal's `Retry-After`). */
  const answer = (res: Response, left: number) => {
    const seconds = Math.max(1, Math.ceil((1 - left) / perMs / 1000));
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `limit=${burst}, remaining=${Math.floor(left)}, reset=${left >= 1 ? 0 : seconds}`);
    return seconds;
  };
  const refused = (key: string, bucket: Bucket, at: number) => {
    services.metrics.publicRefusals.inc();
    bucket.refused += 1;
    if (at - bucket.reportedAt < REPORT_EVERY_MS) return;
    services.logger.warn('Peticiones públicas sin sesión rechazadas por el límite de su dirección', {
      address: key,
      refused: bucket.refused,
    });
    bucket.refused = 0;
    bucket.reportedAt = at;
  };

  const limiter: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    const at = now();
    const bucket = buckets.get(key) ?? { tokens: burst, at, refused: 0, reportedAt: -Infinity };
    const tokens = tokensAt(bucket, at);
    const allowed = tokens >= 1;
    bucket.tokens = allowed ? tokens - 1 : tokens;
    bucket.at = at;
    buckets.set(key, bucket);
    const seconds = answer(res, bucket.tokens);
    if (allowed) return next();
    refused(key, bucket, at);
    next(rateLimited(publicRateLimitMessages.tooMany(seconds), seconds));
  };

  return {
    count: (applies) => (req, res, next) => (applies(req) && !signedIn(req) ? limiter(req, res, next) : next()),
    refuseEarly: (sessionSecret) => (req, res, next) => {
      if (!publicRequest(req) || req.headers.authorization || sessionIdOf(req.headers.cookie, sessionSecret)) {
        return next();
      }
      const key = keyOf(req);
      const bucket = buckets.get(key);
      const at = now();
      const tokens = tokensAt(bucket, at);
      if (!bucket || tokens >= 1) return next();
      const seconds = answer(res, tokens);
      refused(key, bucket, at);
      // A page on another origin reads the 429 of `/api` and `/graphql` as it would have after the CORS step.
      if (req.headers.origin && !publicPagePath.test(req.path)) res.set(simpleCorsHeaders);
      // The same answer as `rateLimited`'s through the error handler, without building an Error (its stack trace was
      // a fifth of a refusal's cost).
      const message = publicRateLimitMessages.tooMany(seconds);
      sendError(req, res, { code: 'RATE_LIMITED', status: 429, message, retryAfterSeconds: seconds });
    },
  };
}

/** The community's public pages, the sitemap and `robots.txt`, as `community-pages.ts` answers them. */
const publicPagePath = /^\/(?:robots\.txt|sitemap\.xml|sitemap\/comunidad-\d{1,6}\.xml|comunidad(?:\/[^/.]+)?)$/;

/**
 * What the `public-rate-limit` step counts: the community's public answers under `/api` and `/graphql` (what an
 * anonymous crawler reads there) and its pages, the sitemap and `robots.txt` (the pages' own gate has already said
 * the request is one of them).
 */
export const publicAnswerRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.originalUrl.startsWith('/api/community/folders') ||
    req.originalUrl.startsWith('/graphql') ||
    publicPagePath.test(req.originalUrl.split('?')[0] ?? ''));

/**
 * Whether a request is one of the community's public ones, wherever it is answered: `GET /graphql` and
 * `/api/community/folders…` (as `publicAnswerRequest`, but not `/graphql/schema.graphql`, answered before the steps), or
 * a page (`/comunidad…` asked for as HTML), the sitemap or `robots.txt`. Never one that the steps after would not count.
 */
export const publicRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.path === '/graphql' ||
    req.path.startsWith('/api/community/folders') ||
    (publicPagePath.test(req.path) && (!req.path.startsWith('/comunidad') || Boolean(req.accepts('html')))));
