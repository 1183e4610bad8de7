import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { type IncrementResponse, type RateLimitInfo, rateLimit, type Store } from 'express-rate-limit';
import { isReadOnly } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { forbidden, rateLimited } from '../../core/errors';
import { countHit } from '../../modules/accounts/throttle';
import { TOKEN_RATE_LIMIT, tokenMessages } from '../../modules/tokens/token.schema';
import { requestEm } from '../../transport/request';

/** Headers a page on another origin may read from an answer (rate limit, request id, the schema's ETag). */
const exposedHeaders = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id', 'ETag'];

/** What `apiCors` adds to the answer of a simple cross-origin request, for an answer given before it runs. */
export const simpleCorsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': exposedHeaders.join(','),
} as const;

/**
 * CORS for `/api` and `/graphql`: any origin may call with a token (`Access-Control-Allow-Origin: *`, no
 * credentials, so a browser never sends or exposes the learner's cookie to another site; `authenticate`
 * ignores a cookie on a cross-origin request anyway). Preflights are answered here, before the CSRF guard.
 */
export function apiCors(): RequestHandler {
  return cors({
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'],
    exposedHeaders,
    maxAge: 600,
  });
}

/** express-rate-limit's counters in PostgreSQL's `rate_limits` (the same table as the login throttles). */
class PostgresStore implements Store {
  prefix = 'token:';
  constructor(
    private readonly clock: Clock,
    private readonly windowSeconds: number,
  ) {}

  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetAt } = await countHit(requestEm(), this.prefix + key, this.clock.now(), this.windowSeconds);
    return { totalHits: hits, resetTime: resetAt };
  }

  async decrement(key: string): Promise<void> {
    await requestEm().execute('update rate_limits set hits = greatest(hits - 1, 0) where key = ?', [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await requestEm().execute('delete from rate_limits where key = ?', [this.prefix + key]);
  }
}

/**
 * Per-token rate limit (`TOKEN_RATE_LIMIT`): every answer to a token carries `RateLimit-Policy` and `RateLimit`
 * (IETF draft 7); past the limit, a 429 with `Retry-After` and a Spanish message. Cookie sessions are not
 * counted here (the browser app has its own throttles on sign-in and resets).
 */
export function tokenRateLimit(clock: Clock): RequestHandler {
  const limiter = rateLimit({
    windowMs: TOKEN_RATE_LIMIT.windowSeconds * 1000,
    limit: TOKEN_RATE_LIMIT.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new PostgresStore(clock, TOKEN_RATE_LIMIT.windowSeconds),
    keyGenerator: (req) => (req.actor?.via === 'token' ? String(req.actor.tokenId) : ''),
    // The key is a token id, never an address: the IP checks do not apply.
    validate: false,
    handler: (req, _res, next) => {
      const resetTime =
        (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime() ??
        clock.now().getTime() + 1000;
      const seconds = Math.max(1, Math.ceil((resetTime - clock.now().getTime()) / 1000));
      next(rateLimited(tokenMessages.rateLimited(seconds), seconds));
    },
  });
  // Only tokens are counted: every other request skips the limiter, and its per-request cost, altogether.
  return (req, res, next) => (req.actor?.via === 'token' ? limiter(req, res, next) : next());
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read-only token may only read: any other REST method is a 403 that changes nothing. */
export const readOnlyGuard: RequestHandler = (req, _res, next) => {
  if (isReadOnly(req.actor) && !reads.has(req.method)) return next(forbidden(tokenMessages.readOnly));
  next();
};
