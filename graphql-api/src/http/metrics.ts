import crypto from 'node:crypto';
import http, { type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { messages } from '../core/errors';
import type { Metrics } from '../core/metrics';
import { listen } from './http-server';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every `/api` and `/graphql` request by method, route pattern and status (a per-request step of
 * `express-app.ts`). The pattern is the mount plus the route that answered (`/api/folders/:id`), never the URL as
 * sent (ids, tokens, search terms); an `/api` path no route matched is `/api/*`.
 */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // `/api` or `/graphql`: where this step is mounted (the error handler, outside, would see the root).
    const mount = req.baseUrl;
    res.once('finish', () => {
      const routePath = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof routePath === 'string' ? `${mount}${routePath === '/' ? '' : routePath}` : `${mount}/*`;
      const labels = {
        method: knownMethods.has(req.method) ? req.method : 'other',
        route: mount === '/graphql' ? mount : route,
        status: String(res.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  };
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether `header` is `Bearer <token>`: compared in constant time (both sides hashed to the same length first). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  const given = digest(match ? match[1] : '');
  return crypto.timingSafeEqual(given, digest(token)) && match !== null;
}

const notFound = JSON.stringify({ message: messages.notFound });

/** The registry in Prometheus's text format. */
async function answer(metrics: Metrics, res: http.ServerResponse) {
  const text = await metrics.registry.metrics();
  res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * `GET /metrics` on the public port: only with `METRICS_TOKEN` set, and only for a request that carries it as a
 * Bearer token. Anything else is the same 404 as a missing page, so the route does not even show that it exists.
 */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (!token || !bearerMatches(req.headers.authorization, token)) {
      res.status(404).type('application/json').send(notFound);
      return;
    }
    await answer(metrics, res);
  };
}

/**
 * `METRICS_PORT`: `/metrics` on a port of its own, by default on 127.0.0.1 only (a Prometheus on the same machine,
 * or a sidecar), with no token. Nothing else is served there.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(notFound);
      return;
    }
    answer(metrics, res).catch(() => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'No se pudieron leer las métricas' }));
    });
  });
  await listen(server, port, host);
  return server;
}
