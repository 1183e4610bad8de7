import type { MikroORM } from '@mikro-orm/postgresql';
import { Gauge, type Registry } from 'prom-client';
import { query } from './raw';

/** The part of knex's pool (tarn) the gauges read: MikroORM's connections, shared with the sessions and raw SQL. */
type TarnPool = { numUsed: () => number; numFree: () => number; numPendingAcquires: () => number };

type QueueRow = { queue: string; waiting: number; active: number; failed: number };

/** A scrape must not wait for a busy database: past this the queue figures keep their last values. */
const queueReadTimeoutMs = 2_000;

/**
 * Gauges read when Prometheus scrapes: the connection pool (in use, idle, waiting for one) and, per pg-boss queue,
 * its jobs waiting, running and failed (failed jobs stay in `pgboss.job` until pg-boss archives them, 12 h by
 * default). The queue figures are one statement over the live jobs (`pgboss.job` holds only the last hours' jobs);
 * before pg-boss made its schema (no worker and no import yet) there are none.
 */
export function registerDatabaseMetrics(registry: Registry, orm: MikroORM): void {
  const pool = () => (orm.em.getConnection().getKnex().client as unknown as { pool?: TarnPool }).pool;
  new Gauge({
    name: 'repaso_db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL de este proceso: used (prestadas) o idle (libres)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const current = pool();
      this.set({ state: 'used' }, current?.numUsed() ?? 0);
      this.set({ state: 'idle' }, current?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: 'repaso_db_pool_waiting',
    help: 'Peticiones esperando una conexión del pool de PostgreSQL',
    registers: [registry],
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'repaso_jobs',
    help: 'Trabajos de pg-boss por cola y estado: waiting (en cola o por reintentar), active o failed',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const rows = await readQueues(orm).catch(() => null);
      if (!rows) return;
      this.reset();
      for (const row of rows) {
        this.set({ queue: row.queue, state: 'waiting' }, row.waiting);
        this.set({ queue: row.queue, state: 'active' }, row.active);
        this.set({ queue: row.queue, state: 'failed' }, row.failed);
      }
    },
  });
}

async function readQueues(orm: MikroORM): Promise<QueueRow[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), queueReadTimeoutMs);
  });
  const read = query<QueueRow>(
    orm.em,
    `select q.name as queue,
            (count(*) filter (where j.state in ('created', 'retry')))::int as waiting,
            (count(*) filter (where j.state = 'active'))::int as active,
            (count(*) filter (where j.state = 'failed'))::int as failed
       from pgboss.queue q
       left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      where q.name not like '\\_\\_pgboss\\_\\_%'
      group by q.name`,
  ).catch((error: { code?: string }) => {
    // 42P01 / 3F000: pg-boss has not made its schema yet.
    if (error.code === '42P01' || error.code === '3F000') return [];
    throw error;
  });
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
