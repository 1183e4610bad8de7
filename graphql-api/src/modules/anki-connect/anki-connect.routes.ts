import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import express, { type Router } from 'express';
import { DomainError } from '../../core/errors';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { countHit } from '../accounts/throttle';
import { isAnkiConnectScope } from '../tokens/token.schema';
import { authenticateApiToken } from '../tokens/token.service';
import { actions } from './anki-connect.actions';
import type { AnkiContext } from './anki-connect.context';
import {
  ANKI_CONNECT_RATE_LIMIT,
  ANKI_CONNECT_VERSION,
  AnkiConnectError,
  ankiMessages,
  MAX_MULTI_ACTIONS,
} from './anki-connect.schema';

/** Where tools send AnkiConnect's requests (DESIGN §17). */
export const ANKI_CONNECT_PATH = '/anki-connect';

type Request6 = { action: string; version: number; params: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** AnkiConnect's success: version 4 and below answer the bare result. */
const success = (version: number, result: unknown) => (version <= 4 ? result : { result, error: null });
/** AnkiConnect's failure, whatever the version. */
const failure = (message: string) => ({ result: null, error: message });

/**
 * CORS as the add-on answers it for tools in a browser (extension pages, web apps): any origin, any request header,
 * and never credentials, so no page ever rides on a learner's cookie (the key is the only credential here).
 */
const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    if (req.get('access-control-request-private-network') === 'true') {
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(200).end();
    return;
  }
  next();
};

/** How many actions a request runs: a `multi` counts each of its own. */
const weightOf = (request: Request6) =>
  request.action === 'multi' && Array.isArray(request.params.actions) ? Math.max(1, request.params.actions.length) : 1;

/** Counts `weight` actions for key `tokenId` in PostgreSQL (every instance shares it); refuses past the limit. */
async function takeActions(services: Services, tokenId: number, weight: number) {
  const { hits, resetAt } = await countHit(
    requestEm(),
    `anki-connect:${tokenId}`,
    services.clock.now(),
    ANKI_CONNECT_RATE_LIMIT.windowSeconds,
    weight,
  );
  if (hits > ANKI_CONNECT_RATE_LIMIT.max) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - services.clock.now().getTime()) / 1000));
    throw new AnkiConnectError(ankiMessages.rateLimited(seconds));
  }
}

/** One action, as AnkiConnect's handler runs it: its own version decides the reply's shape. */
async function run(ctx: AnkiContext, request: unknown): Promise<unknown> {
  const parsed = parseRequest(request);
  if (!parsed) return failure(ankiMessages.badRequest);
  try {
    return success(parsed.version, await perform(ctx, parsed));
  } catch (error) {
    if (error instanceof AnkiConnectError) return failure(error.message);
    throw error;
  }
}

async function perform(ctx: AnkiContext, request: Request6): Promise<unknown> {
  if (request.action === 'multi') {
    const list = request.params.actions;
    if (!Array.isArray(list)) throw new AnkiConnectError(ankiMessages.badParams('multi'));
    if (list.length > MAX_MULTI_ACTIONS) throw new AnkiConnectError(ankiMessages.tooManyActions);
    const replies: unknown[] = [];
    // One after another, as the add-on does: a later action sees what an earlier one wrote.
    for (const inner of list) replies.push(await run(ctx, isObject(inner) && inner.action === 'multi' ? {} : inner));
    return replies;
  }
  const action = Object.hasOwn(actions, request.action) ? actions[request.action] : undefined;
  if (!action) throw new AnkiConnectError(ankiMessages.unsupportedAction);
  return action(ctx, request.params);
}

function parseRequest(body: unknown): Request6 | undefined {
  if (!isObject(body) || typeof body.action !== 'string') return undefined;
  const version = body.version === undefined ? 4 : Number(body.version);
  if (!Number.isFinite(version)) return undefined;
  const params = body.params === undefined || body.params === null ? {} : body.params;
  if (!isObject(params)) return undefined;
  return { action: body.action, version, params };
}

function reply(res: Response, answer: unknown) {
  res
    .status(200)
    .type('application/json')
    .send(JSON.stringify(answer ?? null));
}

/**
 * `/anki-connect`: AnkiConnect's protocol for the learner whose key (`key`, a personal access token of scope
 * `anki_read` or `anki_write`) comes with each request. Always HTTP 200: the answer is `{result, error}` (or, with no
 * `version`, the bare result as version 4 answered). `GET` answers the add-on's banner, which tools' "test
 * connection" reads. `json` is the body parser (size and shape checks), which the HTTP floor provides.
 */
export function ankiConnectRoutes(services: Services, json: RequestHandler): Router {
  const router = express.Router();
  router.use(cors);
  router.get('/', (_req, res) => {
    res.type('text/plain').send(`AnkiConnect v.${ANKI_CONNECT_VERSION}`);
  });
  router.post('/', json, async (req: Request, res) => {
    const request = parseRequest(req.body);
    if (!request) return reply(res, failure(ankiMessages.badRequest));
    if (request.action === 'requestPermission') return reply(res, await run(context(0, false), req.body));
    const key = isObject(req.body) ? req.body.key : undefined;
    const token = typeof key === 'string' ? await authenticateApiToken(requestEm(), key, services.clock) : null;
    if (!token || !isAnkiConnectScope(token.scope)) return reply(res, failure(ankiMessages.invalidKey));
    try {
      await takeActions(services, token.tokenId, weightOf(request));
    } catch (error) {
      if (error instanceof AnkiConnectError) return reply(res, failure(error.message));
      throw error;
    }
    reply(res, await run(context(token.userId, token.scope === 'anki_write'), req.body));
  });

  function context(userId: number, write: boolean): AnkiContext {
    return {
      em: requestEm(),
      userId,
      write,
      now: services.clock.now(),
      appUrl: services.appUrl,
      mediaQuotaBytes: services.mediaQuotaBytes,
      urlAllow: services.ankiConnectUrlAllow ?? [],
    };
  }
  return router;
}

/**
 * A request refused before an action runs (a body too large, not JSON, too deep) answered as AnkiConnect answers
 * errors; anything else goes on to the app's error handler (a 500 is never an AnkiConnect answer).
 */
export const ankiConnectErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const { status, statusCode } = error as { status?: number; statusCode?: number };
  const code = status ?? statusCode;
  if (code === 413) return reply(res, failure(ankiMessages.bodyTooLarge));
  // The shape check's own Spanish refusals (too deep, a NUL), else the parser's English ones, in ours.
  if (error instanceof DomainError && error.status < 500) return reply(res, failure(error.message));
  if (code !== undefined && code >= 400 && code < 500) return reply(res, failure(ankiMessages.badRequest));
  next(error);
};
