import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Express, Request, RequestHandler, Response } from 'express';
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
  /** The request's protocol as Express's `req.protocol` has it (`X-Forwarded-Proto` counts only behind TRUST_PROXY). */
  protocolOf: (req: IncomingMessage) => string;
  /** Gives a request its id and logs it once answered (the full path's request log, which then skips it). */
  beginLog: (req: IncomingMessage, res: ServerResponse) => string;
  /**
   * The middlewares that give every `/api` answer the same headers (security headers, CORS, no-store), the same
   * instances the full path runs: run once per protocol at start-up, their headers are then sent as they are.
   */
  headers: RequestHandler[];
  /** The full path's compression, for a client that accepts an encoding (browsers always do). */
  compress: RequestHandler;
};

/** Answers a request, or calls `pass` to leave it to the full path (Express) untouched. */
export type HotLane = (req: IncomingMessage, res: ServerResponse, pass: () => void) => void;

/** What a read resolves to when the cookie names no live session (the full path answers 401). */
const noSession = Symbol('no session');

/** Runs a middleware that must call `next` before it returns (it sets headers, or wraps the response). */
export const runAtOnce = (middleware: RequestHandler, req: unknown, res: unknown) => {
  let called = false;
  middleware(req as Request, res as Response, () => {
    called = true;
  });
  if (!called) throw new Error('A hot-lane middleware did not call next at once');
};

/** The headers `middlewares` set on a GET answer over `protocol`, as a flat list (name, value, name, value…). */
export function headersSetBy(middlewares: RequestHandler[], protocol: string): string[] {
  const headers: string[] = [];
  const req = { method: 'GET', url: '/', headers: {}, protocol, secure: protocol === 'https' };
  const res = {
    setHeader: (name: string, value: unknown) => headers.push(name, String(value)),
    getHeader: () => undefined,
  };
  for (const middleware of middlewares) runAtOnce(middleware, req, res);
  return headers;
}

/**
 * A request's protocol as Express's `req.protocol` works it out: the connection's, or the first value of
 * `X-Forwarded-Proto` when `trusted` (Express's compiled TRUST_PROXY setting) trusts the address it came from.
 */
export function expressProtocol(trusted: (address: string | undefined, hop: number) => boolean) {
  return (req: IncomingMessage): string => {
    const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    if (!trusted(req.socket.remoteAddress, 0)) return own;
    const header = String(req.headers['x-forwarded-proto'] || own);
    const comma = header.indexOf(',');
    return (comma === -1 ? header : header.slice(0, comma)).trim();
  };
}

/** What every answer of a lane carries: the chain's headers, the request id, and the full path's compression. */
export type LaneAnswer = { headers: string[]; id: string; compress: RequestHandler };

/**
 * A JSON answer as the full path's `res.status(status).json(body)` sends it after its header middlewares: without
 * `Accept-Encoding`, all of it in one `writeHead` and `end`; otherwise through the same compression.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, answer: LaneAnswer, status: number, body: unknown) {
  const json = JSON.stringify(body);
  const length = String(Buffer.byteLength(json));
  const { headers, id } = answer;
  if (req.headers['accept-encoding'] === undefined) {
    res.writeHead(status, [...headers, 'Content-Type', jsonType, 'Content-Length', length, 'X-Request-Id', id]);
  } else {
    setLaneHeaders(req, res, answer);
    res.setHeader('Content-Type', jsonType);
    res.setHeader('Content-Length', length);
    res.statusCode = status;
  }
  res.end(json);
}

const jsonType = 'application/json; charset=utf-8';

/** The chain's headers and the request id one by one, then the compression when the client accepts an encoding. */
export function setLaneHeaders(req: IncomingMessage, res: ServerResponse, { headers, id, compress }: LaneAnswer) {
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  res.setHeader('X-Request-Id', id);
  // Compresses what `end` sends, when the client's encodings and the body's size call for it.
  if (req.headers['accept-encoding'] !== undefined) runAtOnce(compress, req, res);
}

/**
 * Node's request and response made Express's, as Express's own `app.handle` makes them before its router runs
 * (x-powered-by is disabled): for what a lane hands to Express's parts (express-session, the error handler).
 */
export function asExpress(app: Express, req: IncomingMessage, res: ServerResponse): [Request, Response] {
  const request = Object.setPrototypeOf(req, app.request) as Request;
  const response = Object.setPrototypeOf(res, app.response) as Response;
  request.res = response;
  response.req = request;
  response.locals = Object.create(null);
  request.originalUrl = req.url ?? '';
  return [request, response];
}

/**
 * The hot lane: a signed-in browser's GETs of the reads every screen makes (`GET /api/folders`, `/api/user/stats`,
 * `/api/cards/review`), answered on Node's own request and response, before Express sees them. What the full path
 * does for such a read happens here too — the same session lookup, the same route function, the same headers (set
 * by the same middlewares, once per protocol at start-up), the same compression and request log — and what a plain
 * read does not need is skipped: Express's request and response objects, the router's matching of ~40 routes, body
 * parsing, the CSRF guard (a GET), the ORM's request context (the reads run plain SQL on a fork of their own), the
 * token rate limit (tokens are not taken here).
 *
 * Anything else goes on to the full path untouched: another method or path, an `Authorization` header, a
 * cross-origin request, no session or an expired one, and any error the read raises (bad input, a database
 * failure) — a read changes nothing, so the full path can run it again and answer with its own status, message and
 * log line. Nothing is written to the answer before the read has its body.
 */
export function hotLane(options: HotLaneOptions): HotLane {
  const { orm, reads, sessionIdOf, sessionUserId, protocolOf, beginLog, compress } = options;
  const appOrigin = new URL(options.appUrl).origin;
  const headersOver = { http: headersSetBy(options.headers, 'http'), https: headersSetBy(options.headers, 'https') };
  return (req, res, pass) => {
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const read = req.method === 'GET' ? reads.get(mark === -1 ? url : url.slice(0, mark)) : undefined;
    if (!read || req.headers.authorization !== undefined) return pass();
    const protocol = protocolOf(req);
    if (isCrossOrigin(req.headers, protocol, appOrigin)) return pass();
    const sid = sessionIdOf(req.headers.cookie);
    if (sid === undefined) return pass();
    const query = mark === -1 ? {} : querystring.parse(url.slice(mark + 1));
    const id = beginLog(req, res);
    const passOn = () => {
      res.setHeader('X-Request-Id', id);
      pass();
    };
    sessionUserId(sid)
      .then((userId) => (userId === undefined ? noSession : read(orm.em.fork(), { userId, via: 'session' }, query)))
      .then((body) => {
        if (body === noSession) return passOn();
        try {
          sendJson(
            req,
            res,
            { headers: headersOver[protocol === 'https' ? 'https' : 'http'], id, compress },
            200,
            body,
          );
        } catch (error) {
          // Nothing was sent unless the socket itself failed: the full path answers (and logs) what went wrong.
          if (res.headersSent) res.destroy(error as Error);
          else passOn();
        }
      }, passOn);
  };
}
