import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';

/** What connect-pg-simple calls on its pool: `query(text, values)`, reading `rows` (see `sessionPoolOf`). */
export type SessionPool = { query: (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }> };
declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

export const sessionCookieName = 'repaso.sid';
/** A non-secret companion cookie meaning "probably signed in"; never trusted by the server. */
export const sessionHintCookieName = 'repaso.signed_in';
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** express-session stored in the `sessions` table (SPEC §3) through connect-pg-simple. */
export function sessionMiddleware(pool: SessionPool, secret: string, secure: boolean) {
  const PgStore = connectPgSimple(session);
  return session({
    name: sessionCookieName,
    secret,
    // No touch: an UPDATE on every request would cost more than the request. Sessions last 30 days from sign-in.
    store: new PgStore({
      pool: pool as unknown as Pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: sessionMaxAgeMs },
  });
}
