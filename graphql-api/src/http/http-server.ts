import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { messages } from '../core/errors';

/**
 * Limits on how long a client may take to send a request. Without them a client trickling one byte every
 * few seconds holds a socket (and its memory) for minutes; a few thousand such clients starve the server.
 * Node answers 408 and closes the connection when a limit passes. A proxy in front should cut such
 * clients before they reach Node at all (see README, "Running it at scale").
 */
export type HttpTimeouts = {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the end of a request's headers to the end of its body (bodies are at most 1 MB, uploads aside). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
  /** How often Node checks the header limit. */
  checkEveryMs: number;
  /**
   * File uploads (POST to these paths) are not held to `requestMs`: a 100 MB file on a slow line takes minutes.
   * They are cut when no byte arrives for `idleMs`, or after `maxMs` in all.
   */
  uploads: { paths: string[]; idleMs: number; maxMs: number };
};

export function httpTimeouts(behindProxy: boolean): HttpTimeouts {
  return {
    headersMs: 10_000,
    requestMs: 30_000,
    // A proxy reuses its idle connections to Node for up to its own keep-alive time (60 s in nginx and most
    // load balancers); Node must keep them longer, or a request sent as Node closes one gets a 502.
    keepAliveMs: behindProxy ? 65_000 : 5_000,
    checkEveryMs: 1_000,
    uploads: { paths: ['/api/imports', '/api/media'], idleMs: 30_000, maxMs: 60 * 60_000 },
  };
}

const timeoutAnswer = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * The per-request body limit (Node's own `requestTimeout` is one figure for every request, so it is ours): a request
 * whose body has not all arrived in time is answered 408 and its connection closed. Uploads get an idle limit
 * instead (the socket's own inactivity timer, refreshed by every byte the parser reads).
 */
function limitRequest(req: IncomingMessage, res: ServerResponse, timeouts: HttpTimeouts) {
  // A request without a body (most GETs) has all arrived with its headers: Node's own header limit covered it.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  const socket = req.socket;
  const cut = () => {
    if (req.complete && res.writableEnded) return;
    if (res.headersSent) socket.destroy();
    else socket.end(timeoutAnswer, () => socket.destroy());
  };
  const upload = req.method === 'POST' && timeouts.uploads.paths.includes((req.url ?? '').split('?')[0]);
  const timer = setTimeout(() => !req.complete && cut(), upload ? timeouts.uploads.maxMs : timeouts.requestMs);
  const onIdle = () => !req.complete && cut();
  // On the request, not the socket: Node's own socket timeout handler would destroy the socket without an answer.
  if (upload) req.setTimeout(timeouts.uploads.idleMs, onIdle);
  const done = () => {
    clearTimeout(timer);
    if (upload) {
      socket.setTimeout(0);
      req.off('timeout', onIdle);
    }
  };
  req.once('end', () => clearTimeout(timer));
  res.once('close', done);
}

/** Seconds a client refused during a restart is told to wait (the next instance is usually up by then). */
const restartRetryAfterSeconds = 5;

/** The answer to a request that arrives while the server drains: `/graphql` in GraphQL's shape, the rest in SPEC's. */
function refuseWhileDraining(req: IncomingMessage, res: ServerResponse) {
  const body = (req.url ?? '').startsWith('/graphql')
    ? { errors: [{ message: messages.restarting, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
    : { message: messages.restarting };
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': String(restartRetryAfterSeconds),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(JSON.stringify(body));
}

/** The HTTP server, and how to stop it without cutting a request short. */
export type HttpServer = Server & {
  /**
   * Stops taking requests: each new one gets a 503 with `Retry-After` (on a connection that is then closed) while
   * the requests already running finish, for at most `graceMs`; then the port is closed and every connection with
   * it. Resolves with how many requests were still running when the grace ran out (0 when all finished).
   */
  drain: (graceMs: number) => Promise<number>;
};

/** The Node HTTP server for `app` with the limits above. */
/** How long a draining server keeps answering 503 on its open connections, however soon its requests are done. */
export const DRAIN_LINGER_MS = 1_000;

export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts): HttpServer {
  const server = http.createServer({
    headersTimeout: timeouts.headersMs,
    // The body limit is `limitRequest`'s, per request (uploads differ).
    requestTimeout: 0,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  });
  // Before the app: Express rewrites `req.url` under a mounted router (`/api/imports` → `/imports`) and may still
  // be inside one, past an `await`, when a later listener runs; the limits must see the path as it came.
  server.on('request', (req: IncomingMessage, res: ServerResponse) => limitRequest(req, res, timeouts));
  let draining = false;
  let running = 0;
  let allDone: (() => void) | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      refuseWhileDraining(req, res);
      return;
    }
    running++;
    res.once('close', () => {
      running--;
      if (running === 0) allDone?.();
    });
    app(req, res);
  });
  server.keepAliveTimeout = timeouts.keepAliveMs;
  const drain = async (graceMs: number) => {
    draining = true;
    // Idle keep-alive connections stay open until the end, like the port: a request already on its way on one (sent
    // before the client could know, still unread here) gets its 503 rather than a connection cut under it, and so does
    // a load balancer's probe rather than a refused connection. The end comes once the running requests are done and
    // at least `DRAIN_LINGER_MS` have passed (those on their way when the signal came have arrived by then), or when
    // the grace period is over.
    const lingered = new Promise<void>((resolve) => setTimeout(resolve, Math.min(DRAIN_LINGER_MS, graceMs)));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([
        lingered,
        new Promise<void>((resolve) => {
          allDone = resolve;
          if (running === 0) resolve();
        }),
      ]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
    const unfinished = running;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return unfinished;
  };
  return Object.assign(server, { drain });
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const urlHost = (ip: string) => (ip.includes(':') ? `[${ip}]` : ip);

/** Where `server` really listens: "127.0.0.1:3000", or for 0.0.0.0 / :: every address it answers on. */
export function describeListening(server: Server): string {
  const { address, port, family } = server.address() as AddressInfo;
  const bound = `${urlHost(address)}:${port}`;
  if (address !== '0.0.0.0' && address !== '::') return bound;
  const families = address === '::' ? ['IPv4', 'IPv6'] : ['IPv4'];
  const urls = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && families.includes(i.family) && !i.address.startsWith('fe80:'))
    .map((i) => `http://${urlHost(i?.address ?? '')}:${port}`);
  return `${bound} (todas las interfaces ${family === 'IPv6' ? 'IPv4 e IPv6' : 'IPv4'}: ${urls.join(', ')})`;
}
