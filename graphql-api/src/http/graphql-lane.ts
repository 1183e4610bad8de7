import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import { type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import proxyaddr from 'proxy-addr';
import type { Services } from '../core/services';
import { type GraphQLContext, graphqlContext, type RequestSide } from '../graphql/context';
import { isCrossOrigin } from './csrf-guard';
import { asExpress, type HotLane, headersSetBy, setLaneHeaders } from './hot-reads';
import { isJsonType, reportBodyError } from './json-body';
import { sessionControl } from './session-control';

export type GraphqlLaneOptions = {
  /** The app: its TRUST_PROXY setting, and the request and response prototypes for what needs Express's. */
  app: Express;
  orm: MikroORM;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
  appUrl: string;
  /** The request's protocol as Express's `req.protocol` has it (`expressProtocol`). */
  protocolOf: (req: IncomingMessage) => string;
  /** The session id a request's cookie carries (signed with the secret), and who that session belongs to. */
  sessionIdOf: (cookieHeader: string | undefined) => string | undefined;
  sessionUserId: (sid: string) => Promise<number | undefined>;
  /** What the full path's session middleware gives every request: `req.openSession`, for signing in or out. */
  allowOpening: (req: Request, res: Response) => void;
  /** Gives a request its id and logs it once answered (the full path's request log, which then skips it). */
  beginLog: (req: IncomingMessage, res: ServerResponse) => string;
  /** The middlewares that give every `/graphql` answer the same headers, run once per protocol at start-up. */
  headers: RequestHandler[];
  /** The full path's compression, for a client that accepts an encoding. */
  compress: RequestHandler;
  /** The full path's JSON body parser (`jsonBody('1mb')`) and error handler. */
  parseJson: RequestHandler;
  errorHandler: ErrorRequestHandler;
};

/** The request's headers as Apollo takes them (what its Express integration does). */
function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The GraphQL lane: a signed-in browser's `POST /graphql` — every screen's query and every rating — run on Node's own
 * request, before Express. It does what `/graphql`'s chain does for such a request, without Express's router and
 * objects: the same JSON parser, session lookup, ORM request context, Apollo server (so the same plugins, limits and
 * error formatting), compression and request log, with the headers of the chain's middlewares worked out once at
 * start-up. What needs Express's request and response gets them, made as Express's own `app.handle` makes them: a
 * sign-in or sign-out mutation (express-session), and the error handler.
 *
 * Anything else goes to the full path untouched: another method or path, a token, another site, no session cookie, a
 * body that is not JSON. A body the parser refused, and a session that is no longer live, also go on: the full path
 * answers them with its own status and message (the parser's refusal travels with the request; a parsed body is not
 * read again).
 */
export function graphqlLane(options: GraphqlLaneOptions): HotLane {
  const { app, orm, apollo, services, protocolOf, sessionIdOf, sessionUserId, beginLog, compress } = options;
  const appOrigin = new URL(options.appUrl).origin;
  const trusted = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  const headersOver = { http: headersSetBy(options.headers, 'http'), https: headersSetBy(options.headers, 'https') };

  const answer = (req: IncomingMessage, res: ServerResponse, userId: number, headers: string[], id: string) => {
    let expressObjects: [Request, Response] | undefined;
    const expressOnes = (): [Request, Response] => {
      if (expressObjects) return expressObjects;
      expressObjects = asExpress(app, req, res);
      const [request, response] = expressObjects;
      request.id = id;
      request.sessionUserId = userId;
      request.actor = { userId, via: 'session' };
      options.allowOpening(request, response);
      return expressObjects;
    };
    const side: RequestSide = {
      ip: proxyaddr(req, trusted),
      session: {
        signIn: (newUserId) => sessionControl(...expressOnes()).signIn(newUserId),
        signOut: () => sessionControl(...expressOnes()).signOut(),
      },
    };
    // The chain's headers (and the compression) once, whether the answer or the error handler writes the response.
    let laneHeadersSet = false;
    const withLaneHeaders = () => {
      if (!laneHeadersSet) setLaneHeaders(req, res, { headers, id, compress });
      laneHeadersSet = true;
    };
    const send = async (result: HTTPGraphQLResponse) => {
      const status = result.status ?? 200;
      const body = result.body;
      // Nothing has wrapped the response (compression, express-session): the whole answer in one call.
      if (body.kind === 'complete' && !expressObjects && req.headers['accept-encoding'] === undefined) {
        const all = [...headers, 'X-Request-Id', id];
        for (const [name, value] of result.headers) all.push(name, value);
        res.writeHead(status, [...all, 'Content-Length', String(Buffer.byteLength(body.string))]);
        res.end(body.string);
        return;
      }
      withLaneHeaders();
      // After the chain's, as Apollo's Express integration sets them.
      for (const [name, value] of result.headers) res.setHeader(name, value);
      res.statusCode = status;
      if (body.kind === 'complete') {
        res.setHeader('Content-Length', Buffer.byteLength(body.string));
        res.end(body.string);
        return;
      }
      for await (const chunk of body.asyncIterator) res.write(chunk);
      res.end();
    };
    const fail = (error: unknown) => {
      if (res.headersSent) return res.destroy();
      withLaneHeaders();
      const [request, response] = expressOnes();
      options.errorHandler(error, request, response, () => {});
    };
    RequestContext.create(orm.em, async () => {
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers: headerMapOf(req), search: '', body: (req as Request).body },
        context: async () => graphqlContext(orm.em.getContext(), { userId, via: 'session' }, side, services),
      });
      await send(result);
    }).catch(fail);
  };

  return (req, res, pass) => {
    if (req.method !== 'POST' || req.url !== '/graphql' || req.headers.authorization !== undefined) return pass();
    if (!isJsonType(req.headers['content-type'])) return pass();
    const protocol = protocolOf(req);
    if (isCrossOrigin(req.headers, protocol, appOrigin)) return pass();
    const sid = sessionIdOf(req.headers.cookie);
    if (sid === undefined) return pass();
    const id = beginLog(req, res);
    const passOn = () => {
      res.setHeader('X-Request-Id', id);
      pass();
    };
    options.parseJson(req as Request, res as Response, (bodyError?: unknown) => {
      if (bodyError) {
        reportBodyError(req, bodyError);
        return passOn();
      }
      sessionUserId(sid).then((userId) => {
        if (userId === undefined) return passOn();
        answer(req, res, userId, headersOver[protocol === 'https' ? 'https' : 'http'], id);
      }, passOn);
    });
  };
}
