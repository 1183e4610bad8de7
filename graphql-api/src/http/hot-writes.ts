import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import type { Actor } from '../core/actor';
import { isCrossOrigin } from './csrf-guard';
import { asExpress, type HotLane, headersSetBy, sendJson, setLaneHeaders } from './hot-reads';
import { isJsonType, reportBodyError } from './json-body';

/** A write every study session makes many of: the JSON answer, from the path's parameters and the JSON body. */
export type HotWrite = (em: EntityManager, actor: Actor, params: string[], body: unknown) => Promise<unknown>;

/** `POST` paths (`pattern`'s groups are the parameters, as Express's `:id`) and their writes. */
export type HotWrites = { pattern: RegExp; write: HotWrite }[];

export type HotWriteOptions = {
  /** The app: the request and response prototypes its error handler needs. */
  app: Express;
  orm: MikroORM;
  writes: HotWrites;
  appUrl: string;
  protocolOf: (req: IncomingMessage) => string;
  sessionIdOf: (cookieHeader: string | undefined) => string | undefined;
  sessionUserId: (sid: string) => Promise<number | undefined>;
  beginLog: (req: IncomingMessage, res: ServerResponse) => string;
  /** The middlewares that give every `/api` answer its headers, run once per protocol at start-up. */
  headers: RequestHandler[];
  compress: RequestHandler;
  /** The full path's JSON body parser (`jsonBody('1mb')`) and error handler. */
  parseJson: RequestHandler;
  errorHandler: ErrorRequestHandler;
};

/** The groups of the first pattern `path` matches, decoded as Express decodes `:id`; undefined for none. */
function match(writes: HotWrites, path: string): { write: HotWrite; params: string[] } | undefined {
  for (const { pattern, write } of writes) {
    const found = pattern.exec(path);
    if (!found) continue;
    try {
      return { write, params: found.slice(1).map((value) => decodeURIComponent(value)) };
    } catch {
      // A malformed `%` escape: the full path answers it.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The hot writes: a signed-in browser's rating (`POST /api/cards/{id}/review`), run on Node's own request before
 * Express, as the hot reads are. The full path's parts a write needs run here too — the JSON body parser, the session
 * lookup, the route's own function, its headers and compression, the error handler — and what it does not need is
 * skipped: Express's router and objects, the ORM's request context (the write runs plain SQL in a transaction of its
 * own), the token rate limit and read-only guard (tokens are not taken here).
 *
 * What goes on to the full path, untouched: another method or path, a query string, a token, another site (the CSRF
 * guard refuses it there), a body that is not JSON, no session cookie. A body the parser refused and a session that is
 * no longer live also go on, with the parser's refusal or the parsed body. Once the write has run, its answer is this
 * lane's: a failure (bad input, a missing card, a database error) goes to the full path's error handler here, so a
 * write is never run twice.
 */
export function hotWrites(options: HotWriteOptions): HotLane {
  const { app, orm, writes, protocolOf, sessionIdOf, sessionUserId, beginLog, compress, parseJson } = options;
  const appOrigin = new URL(options.appUrl).origin;
  const headersOver = { http: headersSetBy(options.headers, 'http'), https: headersSetBy(options.headers, 'https') };

  return (req, res, pass) => {
    if (req.method !== 'POST' || req.headers.authorization !== undefined) return pass();
    const route = match(writes, req.url ?? '');
    if (!route || !isJsonType(req.headers['content-type'])) return pass();
    const protocol = protocolOf(req);
    if (isCrossOrigin(req.headers, protocol, appOrigin)) return pass();
    const sid = sessionIdOf(req.headers.cookie);
    if (sid === undefined) return pass();
    const id = beginLog(req, res);
    const answer = { headers: headersOver[protocol === 'https' ? 'https' : 'http'], id, compress };
    const passOn = () => {
      res.setHeader('X-Request-Id', id);
      pass();
    };
    const fail = (error: unknown) => {
      if (res.headersSent) return res.destroy();
      setLaneHeaders(req, res, answer);
      const [request, response] = asExpress(app, req, res);
      request.id = id;
      options.errorHandler(error, request, response, () => {});
    };
    parseJson(req as Request, res as Response, (bodyError?: unknown) => {
      if (bodyError) {
        reportBodyError(req, bodyError);
        return passOn();
      }
      sessionUserId(sid).then((userId) => {
        if (userId === undefined) return passOn();
        route
          .write(orm.em.fork(), { userId, via: 'session' }, route.params, (req as Request).body)
          .then((body) => sendJson(req, res, answer, 200, body))
          .catch(fail);
      }, passOn);
    });
  };
}
