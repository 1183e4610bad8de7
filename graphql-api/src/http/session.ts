import { createRequire } from 'node:module';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { sessionCookieName, sessionMaxAgeMs } from '../transport/session-control';

/** What connect-pg-simple calls on its pool: `query(text, values)`, reading `rows` (see `sessionPoolOf`). */
export type SessionPool = { query: (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }> };
declare global {
  namespace Express {
    interface Request {
      /** The signed-in user of the session cookie, when it names a live session (set by `sessions().read`). */
      sessionUserId?: number;
    }
  }
}

// The very copies of `cookie` and `cookie-signature` that express-session loads, so the cookie is read its way.
const fromExpressSession = createRequire(require.resolve('express-session'));
const cookie = fromExpressSession('cookie') as { parse: (header: string) => Record<string, string | undefined> };
const signature = fromExpressSession('cookie-signature') as {
  unsign: (value: string, secret: string) => string | false;
};

/**
 * The session id a `Cookie` header carries, as express-session reads it: the `s:`-prefixed value of the session
 * cookie, unsigned with the secret; nothing when the cookie is missing, unsigned or signed with another secret.
 */
export function sessionIdOf(header: string | undefined, secret: string): string | undefined {
  const raw = header ? cookie.parse(header)[sessionCookieName] : undefined;
  if (!raw?.startsWith('s:')) return undefined;
  // A browser sends the same cookie with every request: its signature is checked once (an HMAC and two hashes), and
  // the id it carries remembered for that very value and secret. Only good signatures are kept, so forged cookies
  // cannot crowd the good ones out; a full memory is emptied and filled again.
  const known = verified.get(raw);
  if (known?.secret === secret) return known.sid;
  const sid = signature.unsign(raw.slice(2), secret) || undefined;
  if (sid !== undefined) {
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(raw, { secret, sid });
  }
  return sid;
}

/** Signed cookie values whose signature held, with the session id each carries (see `sessionIdOf`). */
const verified = new Map<string, { secret: string; sid: string }>();
const MAX_VERIFIED = 10_000;

/**
 * Who the session cookie names (`req.sessionUserId`), for every request, and `req.openSession` for the few that sign
 * in or out. express-session (stored in the `sessions` table, SPEC §3, through connect-pg-simple) runs only on those:
 * every other request only needs to know who is signed in, and there express-session would do nothing visible (no
 * resave, no touch, no cookie for an unchanged session) at a real cost per request: a session object, three hashes of
 * it and wrappers around the response. The lookup is the one express-session would do: the same cookie, the store's
 * `get` (expired sessions are not found), a store error passed on as express-session passes it.
 */
export function sessionReader(
  pool: SessionPool,
  secret: string,
  secure: boolean,
): { read: RequestHandler; close: () => Promise<void> } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: pool as unknown as Pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // No touch: an UPDATE on every request would cost more than the request. Sessions last 30 days from sign-in.
    disableTouch: true,
  });
  const full = session({
    name: sessionCookieName,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: sessionMaxAgeMs },
  });
  const read: RequestHandler = (req, res, next) => {
    req.openSession = () =>
      new Promise((resolve, reject) => full(req, res, (error) => (error ? reject(error) : resolve())));
    const sid = sessionIdOf(req.headers.cookie, secret);
    if (sid === undefined) return next();
    store.get(sid, (error, data) => {
      if (error) return next(error);
      const userId = data?.userId;
      req.sessionUserId = typeof userId === 'number' ? userId : undefined;
      next();
    });
  };
  // Stops the store's pruning timer: it would otherwise query the pool after the app closed it.
  return {
    read,
    close: async () => {
      await store.close();
    },
  };
}
