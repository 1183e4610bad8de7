import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { rateLimited } from '../../core/errors';
import { query } from '../../db/raw';

export type Limit = { name: string; max: number; windowSeconds: number };

export const limits = {
  loginPerAccount: { name: 'login:email', max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { name: 'login:ip', max: 100, windowSeconds: 15 * 60 },
  resetPerAccount: { name: 'reset:email', max: 3, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset:ip', max: 20, windowSeconds: 60 * 60 },
  // Each sign-up costs an argon2 hash, and a 409 tells whether an address has an account. `max` is the default of
  // SIGNUPS_PER_IP_PER_HOUR, which `register` applies.
  registerPerIp: { name: 'register:ip', max: 30, windowSeconds: 60 * 60 },
  registerPerEmail: { name: 'register:email', max: 5, windowSeconds: 60 * 60 },
  // Keyed by the token's sha256: the token itself is never stored.
  newPasswordPerIp: { name: 'new-password:ip', max: 20, windowSeconds: 15 * 60 },
  newPasswordPerToken: { name: 'new-password:token', max: 5, windowSeconds: 15 * 60 },
  // Checking a reset link when its page opens: as strict as using it, in buckets of its own, so that opening
  // the page does not spend the attempts of the form.
  resetTokenCheckPerIp: { name: 'reset-token:ip', max: 20, windowSeconds: 15 * 60 },
  resetTokenCheckPerToken: { name: 'reset-token:token', max: 5, windowSeconds: 15 * 60 },
  // Deleting the account asks for the password: as strict as signing in, keyed by the account's id.
  deleteAccountPerIp: { name: 'delete-account:ip', max: 100, windowSeconds: 15 * 60 },
  deleteAccountPerUser: { name: 'delete-account:user', max: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

function retryMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Demasiados intentos. Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * Counts one attempt against each `(limit, subject)` in a fixed window kept in PostgreSQL (one atomic
 * upsert each, so it holds across instances) and throws a 429 once any of them is over its maximum.
 * Checks run in order and stop at the first refusal: put the per-IP limit first, so one address
 * cannot fill the table with keys of its own choosing.
 */
export async function throttle(em: EntityManager, now: Date, checks: [Limit, string][]): Promise<void> {
  for (const [limit, subject] of checks) {
    const { hits, resetAt } = await countHit(em, `${limit.name}:${subject}`, now, limit.windowSeconds);
    if (hits > limit.max) {
      const retryAfter = Math.ceil((resetAt.getTime() - now.getTime()) / 1000);
      throw rateLimited(retryMessage(retryAfter), Math.max(1, retryAfter));
    }
  }
}

/**
 * Counts `weight` hits (one by default; an AnkiConnect `multi` counts each of its actions) on `key` in a fixed window
 * of `windowSeconds` kept in PostgreSQL (one atomic upsert, so it holds across instances): the hits so far in the
 * window, and when the window ends.
 */
export async function countHit(
  em: EntityManager,
  key: string,
  now: Date,
  windowSeconds: number,
  weight = 1,
): Promise<{ hits: number; resetAt: Date }> {
  const [row] = await em.execute<{ hits: number; window_start: Date }[]>(
    `insert into rate_limits (key, hits, window_start) values (?, ?::int, ?)
     on conflict (key) do update set
       hits = case when rate_limits.window_start <= ?::timestamptz - make_interval(secs => ?) then excluded.hits else rate_limits.hits + excluded.hits end,
       window_start = case when rate_limits.window_start <= ?::timestamptz - make_interval(secs => ?) then excluded.window_start else rate_limits.window_start end
     returning hits, window_start`,
    [key, weight, now, now, windowSeconds, now, windowSeconds],
  );
  return { hits: row.hits, resetAt: new Date(new Date(row.window_start).getTime() + windowSeconds * 1000) };
}

/** A token bucket: `burst` tokens at most, refilled by `perMs` a millisecond. */
export type Bucket = { burst: number; perMs: number };

/**
 * Takes one token of `key`'s bucket at `atMs` (the caller's clock, in ms) in PostgreSQL's `public_request_buckets`,
 * shared by every instance: one statement (an atomic upsert by primary key on an UNLOGGED table). Answers the tokens
 * left and whether one was taken; a refusal takes none. A clock behind the row's is counted as no time passing.
 */
export async function takePublicToken(
  em: EntityManager | MikroORM['em'],
  key: string,
  atMs: number,
  { burst, perMs }: Bucket,
): Promise<{ tokens: number; allowed: boolean }> {
  // `last_allowed` carries the verdict out: RETURNING sees only the new row, whose tokens alone cannot tell it.
  const [row] = await query<{ tokens: number; allowed: boolean }>(
    em,
    `insert into public_request_buckets as b (key, tokens, at_ms, last_allowed) values ($1, $3::float8 - 1, $2, true)
     on conflict (key) do update set (tokens, at_ms, last_allowed) = (
       select case when refilled >= 1 then refilled - 1 else refilled end, greatest(b.at_ms, $2), refilled >= 1
         from (select least($3::float8, b.tokens + greatest(0, $2::float8 - b.at_ms) * $4::float8) as refilled) as r)
     returning tokens, last_allowed as allowed`,
    [key, atMs, burst, perMs],
  );
  return row;
}

/** Longer than any window (the throttles' longest is an hour): a counter older than this counts for nothing. */
const STALE_AFTER_SECONDS = 24 * 60 * 60;

/** A public bucket untouched this long is full again (within a minute), as good as none. */
const BUCKET_STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes the counters whose window ended long ago, and the public buckets untouched for an hour: keyed by addresses, e-mails and tokens, the tables would otherwise only grow. Run hourly by the job worker
 * (reminder.jobs.ts); returns how many went.
 */
export async function pruneRateLimits(em: EntityManager, now: Date): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    `delete from rate_limits where window_start < ?::timestamptz - make_interval(secs => ?)`,
    [now, STALE_AFTER_SECONDS],
    'run',
  );
  const buckets = await em.execute<{ affectedRows: number }>(
    'delete from public_request_buckets where at_ms < ?',
    [now.getTime() - BUCKET_STALE_AFTER_MS],
    'run',
  );
  return result.affectedRows + buckets.affectedRows;
}
