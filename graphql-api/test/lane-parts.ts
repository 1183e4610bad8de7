import type { RequestListener } from 'node:http';
import compression from 'compression';
import express from 'express';
import type { Logger } from '../src/core/logger';
import { sessionPoolOf } from '../src/db/raw';
import { errorHandler } from '../src/http/error-handler';
import { expressProtocol, type HotLane } from '../src/http/hot-reads';
import { jsonBody } from '../src/http/json-body';
import { requestLog } from '../src/http/request-log';
import { sessionIdOf, sessions } from '../src/http/session';
import type { TestApp } from './test-app';

/** The secret `startTestApp` signs its session cookies with. */
const secret = 'test-secret-test-secret-test-secret!!';

/**
 * What a hot lane takes from the app, for testing the lane on its own: the test app's session store, the request log
 * of `logger`, the app's parser and error handler, and a stand-in full path that says it answered (with the request
 * id and the body it got). `listener(lane)` runs the lane, then the stand-in.
 */
export function laneParts(t: TestApp, logger: Logger, options: { trustProxy?: number } = {}) {
  const log = requestLog(logger);
  const full = express();
  full.set('trust proxy', options.trustProxy ?? false);
  full.use(log.middleware, jsonBody('1mb'));
  full.use((req, res) => res.json({ answeredBy: 'full path', requestId: req.id, body: req.body }));
  full.use(errorHandler(logger));
  const store = sessions(sessionPoolOf(t.orm), secret, false);
  return {
    full,
    /** The options every lane takes. */
    common: {
      appUrl: 'http://localhost:3000',
      protocolOf: expressProtocol(full.get('trust proxy fn')),
      sessionIdOf: (header: string | undefined) => sessionIdOf(header, secret),
      sessionUserId: store.userIdOf,
      beginLog: log.begin,
      compress: compression(),
    },
    allowOpening: store.allowOpening,
    parseJson: jsonBody('1mb'),
    errorHandler: errorHandler(logger),
    listener:
      (lane: HotLane): RequestListener =>
      (req, res) =>
        lane(req, res, () => full(req, res)),
  };
}
