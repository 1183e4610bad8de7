import type { NextFunction, Request, RequestHandler, Response } from 'express';
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

/**
 * What this instance last learned of an address's shared bucket (its tokens at `at`), and the refusals it has not yet
 * reported in a log line since `reportedAt`. Other instances only take tokens, so the bucket holds at most what this
 * says plus what time has added: an address it shows empty is refused here without asking PostgreSQL.
 */
type Known = { tokens: number; at: number; refused: number; reportedAt: number };

/** How often a refused address is named in the log: its first refusal, then at most once a minute with a count. */
const REPORT_EVERY_MS = 60_000;

/** Takes a token of an address's bucket shared by every instance (`takePublicToken`, in PostgreSQL). */
export type SharedBuckets = (
  key: string,
  atMs: number,
  bucket: { burst: number; perMs: number },
) => Promise<{ tokens: number; allowed: boolean }>;

export type PublicRateLimit = {
  /** The step that counts a request (where `applies` says it is public) unless a learner is signed in. */
  count: (applies: (req: Request) => boolean) => RequestHandler;
  /**
   * The app's first step: a public request (`publicRequest`) that is plainly anonymous (no `Authorization`, no session
   * cookie whose signature holds) from an address this instance knows to be empty is refused here, before the
   * request log, the headers, compression, a body or an ORM context cost anything. Nothing is counted here: every
   * other request goes on to `count`, which would refuse this one the same way, only later.
   */
  refuseEarly: (sessionSecret: string) => RequestHandler;
};

/**
 * The community's public requests from one address without a session or token: `perMinute` a minute
 * (`PUBLIC_REQUESTS_PER_MINUTE`), spread over the minute as a token bucket (`burstOf` at once, then one every
 * 60/`perMinute` s), by the address Express sees through `TRUST_PROXY` (an IPv6 address by its /56). The bucket is
 * shared by every instance (`shared`: one statement in PostgreSQL per request counted), so three instances behind
 * the proxy allow what one does; a refusal costs PostgreSQL nothing while this instance knows the bucket is empty.
 * Past it, a 429 with `Retry-After` and a Spanish message; signed-in learners are never counted. One counter,
 * mounted where it applies (`count`): `/api`, `/graphql` and the pages share an address's bucket; `refuseEarly`
 * only reads what this instance knows. Refusals are counted in `repaso_public_requests_refused_total` and logged (a
 * warning) at an address's first refusal here, then at most once a minute with how many there were since: a crawler
 * refused 190 times a second is one line a minute, not 190 a second.
 */
export function publicRateLimit(
  perMinute: number,
  services: Pick<Services, 'logger' | 'metrics'>,
  shared: SharedBuckets,
  now: () => number = Date.now,
): PublicRateLimit {
  const burst = burstOf(perMinute);
  const perMs = perMinute / 60_000;
  const policy = `${burst};w=${Math.ceil((burst / perMinute) * 60)}`;
  const known = new LRUCache<string, Known>({ max: MAX_ADDRESSES });
  const keyOf = (req: Request) => ipKeyGenerator(req.ip ?? '', 56);
  const tokensAt = (kept: Known, at: number) => Math.min(burst, kept.tokens + Math.max(0, at - kept.at) * perMs);

  /** The RateLimit headers for `left` tokens; the seconds until a whole token is back (a refusal's `Retry-After`). */
  const answer = (res: Response, left: number) => {
    const seconds = Math.max(1, Math.ceil((1 - left) / perMs / 1000));
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `limit=${burst}, remaining=${Math.floor(left)}, reset=${left >= 1 ? 0 : seconds}`);
    return seconds;
  };
  const refused = (key: string, kept: Known, at: number) => {
    services.metrics.publicRefusals.inc();
    kept.refused += 1;
    if (at - kept.reportedAt < REPORT_EVERY_MS) return;
    services.logger.warn('Peticiones públicas sin sesión rechazadas por el límite de su dirección', {
      address: key,
      refused: kept.refused,
    });
    kept.refused = 0;
    kept.reportedAt = at;
  };
  /** The 429 of `key`, known to be empty at `at`. */
  const refuse = (res: Response, next: NextFunction, key: string, kept: Known, at: number) => {
    const seconds = answer(res, tokensAt(kept, at));
    refused(key, kept, at);
    next(rateLimited(publicRateLimitMessages.tooMany(seconds), seconds));
  };

  const limiter: RequestHandler = (req, res, next) => {
    const key = keyOf(req);
    const at = now();
    const kept = known.get(key);
    if (kept && tokensAt(kept, at) < 1) return refuse(res, next, key, kept, at);
    shared(key, at, { burst, perMs }).then(({ tokens, allowed }) => {
      const learned = kept ?? { tokens, at, refused: 0, reportedAt: -Infinity };
      learned.tokens = tokens;
      learned.at = at;
      known.set(key, learned);
      if (!allowed) return refuse(res, next, key, learned, at);
      answer(res, tokens);
      next();
    }, next);
  };

  return {
    count: (applies) => (req, res, next) => (applies(req) && !signedIn(req) ? limiter(req, res, next) : next()),
    refuseEarly: (sessionSecret) => (req, res, next) => {
      if (!publicRequest(req) || req.headers.authorization || sessionIdOf(req.headers.cookie, sessionSecret)) {
        return next();
      }
      const key = keyOf(req);
      const kept = known.get(key);
      const at = now();
      if (!kept || tokensAt(kept, at) >= 1) return next();
      const seconds = answer(res, tokensAt(kept, at));
      refused(key, kept, at);
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
