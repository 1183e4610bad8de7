import type { Request, Response } from 'express';
import { sessionHintCookieName } from '../core/first-data-contract';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

declare global {
  namespace Express {
    interface Request {
      /** Runs express-session on this request, so that `req.session` can be regenerated, saved or destroyed. */
      openSession?: () => Promise<void>;
    }
  }
}

/** The cookie session's name and lifetime (30 days from sign-in): http/session.ts reads it, this opens and closes it. */
export const sessionCookieName = 'repaso.sid';
export const sessionMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** Opening and closing the cookie session, handed to services' callers (REST routes and resolvers). */
export type SessionControl = {
  /** A new session id (no fixation) bound to the user. */
  signIn: (userId: number) => Promise<void>;
  /** Deletes the session row and the cookie. */
  signOut: () => Promise<void>;
};

/** express-session on this request (the `session` step, http/session.ts, set `openSession`). */
async function openSession(req: Request) {
  if (!req.openSession) throw new Error('No session middleware: sessions().read must run first');
  await req.openSession();
}

export function sessionControl(req: Request, res: Response): SessionControl {
  return {
    signIn: async (userId) => {
      await openSession(req);
      await new Promise<void>((resolve, reject) =>
        req.session.regenerate((error) => {
          if (error) return reject(error);
          req.session.userId = userId;
          // Readable by the page (unlike the session cookie): lets the landing page skip the API when signed out.
          res.cookie(sessionHintCookieName, '1', { sameSite: 'lax', secure: req.secure, maxAge: sessionMaxAgeMs });
          req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
        }),
      );
    },
    signOut: async () => {
      res.clearCookie(sessionCookieName, { path: '/' });
      res.clearCookie(sessionHintCookieName, { path: '/' });
      await openSession(req);
      await new Promise<void>((resolve, reject) => {
        if (!req.session) return resolve();
        req.session.destroy((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
