import querystring from 'node:querystring';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Actor } from '../core/actor';
import { isCrossOrigin } from './csrf-guard';

/** A read every screen makes: the JSON answer for a signed-in learner, from the query string's values. */
export type HotRead = (em: EntityManager, actor: Actor, query: unknown) => Promise<unknown>;

/** The hot reads by their full path (`/api/folders`), each also mounted on the router as its usual route. */
export type HotReads = Map<string, HotRead>;

export type HotLaneOptions = {
  orm: MikroORM;
  reads: HotReads;
  /** The session id a request's cookie carries (signed with the secret), and who that session belongs to. */
  sessionIdOf: (cookieHeader: string | undefined) => string | undefined;
  sessionUserId: (sid: string) => Promise<number | undefined>;
  appUrl: string;
  /** The request log of the full path (it logs a request once, wherever it is answered). */
  log: RequestHandler;
  /**
   * The middlewares that give an `/api` answer its headers (security headers, compression, CORS, no-store), the
   * same instances the full path runs; each must call `next` at once.
   */
  headers: RequestHandler[];
};

/** What a read resolves to when the cookie names no live session (the full path answers 401). */
const noSession = Symbol('no session');

/**
 * The hot lane: a signed-in browser's GETs of the reads every screen makes (`GET /api/folders`, `/api/user/stats`,
 * `/api/cards/review`), answered first, without the `/api` chain around them. The chain's parts a plain read uses
 * run here too — the same session lookup, the same header middlewares, the same route function — and what it does
 * not need is skipped: the router's matching of ~40 routes, body parsing, the CSRF guard (a GET), the ORM's request
 * context (the reads run plain SQL on a fork of their own), the token rate limit (tokens are not taken here).
 *
 * Anything else goes on to the full path untouched: another method or path, an `Authorization` header, a
 * cross-origin request, no session or an expired one, and any error the read raises (bad input, a database
 * failure) — a read changes nothing, so the full path can run it again and answer with its own status, message and
 * log line. Nothing is written to the answer before the read has its body.
 */
export function hotLane(options: HotLaneOptions): RequestHandler {
  const { orm, reads, sessionIdOf, sessionUserId, log, headers } = options;
  const appOrigin = new URL(options.appUrl).origin;

  const runAtOnce = (middleware: RequestHandler, req: Request, res: Response) => {
    let called = false;
    middleware(req, res, () => {
      called = true;
    });
    if (!called) throw new Error('A hot-lane middleware did not call next at once');
  };

  const answer = (req: Request, res: Response, body: unknown) => {
    for (const middleware of headers) runAtOnce(middleware, req, res);
    const json = JSON.stringify(body);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(json));
    res.end(json);
  };

  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const url = req.url;
    const mark = url.indexOf('?');
    const read = reads.get(mark === -1 ? url : url.slice(0, mark));
    if (!read || req.headers.authorization !== undefined || isCrossOrigin(req, appOrigin)) return next();
    const sid = sessionIdOf(req.headers.cookie);
    if (sid === undefined) return next();
    const query = mark === -1 ? {} : querystring.parse(url.slice(mark + 1));
    runAtOnce(log, req, res);
    const reading = sessionUserId(sid).then((userId) =>
      userId === undefined ? noSession : read(orm.em.fork(), { userId, via: 'session' }, query),
    );
    reading.then(
      (body) => {
        if (body === noSession) return next();
        try {
          answer(req, res, body);
        } catch (error) {
          next(error);
        }
      },
      () => next(),
    );
  };
}
