import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast read (a few ms) to a slow import upload or export. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The figures an operator watches (`GET /metrics`, Prometheus text format), one registry per app. Modules count what
 * happens where it happens (an import finished, a mail sent); the transports observe requests; gauges read at scrape
 * time (database pool, job queues) are registered by the code that owns what they read. Every label comes from a
 * bounded set: route patterns, never raw URLs; the web app's operation names, anything else "other".
 */
export type Metrics = {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  graphqlOperations: Counter<'operation' | 'outcome'>;
  graphqlDuration: Histogram<'operation'>;
  /** Imports that ended: `done` (committed) or `failed` (nothing written). */
  imports: Counter<'result'>;
  /** E-mails handed to the transport: `sent` or `failed`. */
  mails: Counter<'result'>;
  /** When this process last saw a backup succeed (its own, or at start the newest in the folder), in Unix seconds. */
  backupLastSuccess: Gauge;
  /** The size of that backup's file (gzip), in bytes. */
  backupLastSize: Gauge;
  /** Automatic backups (nightly or before migrations) that failed in this process. */
  backupFailures: Counter;
  /** The community's public requests without a session refused by the per-address limit (http/public-rate-limit.ts). */
  publicRefusals: Counter;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process figures: CPU, resident memory, heap by space, event-loop delay (a histogram of lag), handles, GC.
  collectDefaultMetrics({ register: registry, prefix: 'repaso_' });
  const registers = [registry];
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({
      name: 'repaso_http_requests_total',
      help: 'Peticiones a /api y /graphql, por método, patrón de ruta y código de estado',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'repaso_http_request_duration_seconds',
      help: 'Duración de las peticiones a /api y /graphql, por método, patrón de ruta y código de estado',
      labelNames: ['method', 'route', 'status'],
      buckets: latencyBuckets,
      registers,
    }),
    graphqlOperations: new Counter({
      name: 'repaso_graphql_operations_total',
      help: 'Operaciones GraphQL por nombre (las de la web; cualquier otro nombre cuenta como "other") y resultado',
      labelNames: ['operation', 'outcome'],
      registers,
    }),
    graphqlDuration: new Histogram({
      name: 'repaso_graphql_operation_duration_seconds',
      help: 'Duración de las operaciones GraphQL por nombre',
      labelNames: ['operation'],
      buckets: latencyBuckets,
      registers,
    }),
    imports: new Counter({
      name: 'repaso_imports_total',
      help: 'Importaciones terminadas: done (guardada) o failed (nada escrito)',
      labelNames: ['result'],
      registers,
    }),
    mails: new Counter({
      name: 'repaso_mails_total',
      help: 'Correos entregados al transporte (sent) o que fallaron (failed)',
      labelNames: ['result'],
      registers,
    }),
    backupLastSuccess: new Gauge({
      name: 'repaso_backup_last_success_timestamp_seconds',
      help: 'Hora (Unix, s) de la última copia de seguridad buena que conoce este proceso; 0 si ninguna',
      registers,
    }),
    backupLastSize: new Gauge({
      name: 'repaso_backup_last_size_bytes',
      help: 'Tamaño en bytes (gzip) de esa última copia buena',
      registers,
    }),
    backupFailures: new Counter({
      name: 'repaso_backup_failures_total',
      help: 'Copias automáticas (nocturnas o previas a migraciones) que fallaron en este proceso',
      registers,
    }),
    publicRefusals: new Counter({
      name: 'repaso_public_requests_refused_total',
      help: 'Peticiones públicas de la comunidad sin sesión rechazadas (429) por el límite de su dirección',
      registers,
    }),
  };
  // Each outcome from zero, so an alert on `increase(...[1h])` sees the first failure.
  for (const result of ['done', 'failed']) metrics.imports.inc({ result }, 0);
  for (const result of ['sent', 'failed']) metrics.mails.inc({ result }, 0);
  return metrics;
}
