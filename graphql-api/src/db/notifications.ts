import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { errorFields, type Logger } from '../core/logger';
import { query } from './raw';

/** The first wait before listening again after the connection went (a restart), doubled up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/** How the listening connections show in `pg_stat_activity` (`application_name`): apart from the pool's. */
export const LISTENER_NAME = 'repaso:listen';

export type Listener = {
  /** Settles once the first attempt to listen did (listening, or retrying in the background). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/**
 * Listens to `channel` (PostgreSQL's LISTEN) on a connection of its own, outside the pool: a pooled connection goes
 * back to the pool, and a transaction-mode pooler (PgBouncer) would hand it to others. `heard` runs at each
 * notification, and each time the connection is (re)made, since notifications sent while nobody listened are lost.
 * A connection that goes (the database restarted, a failover) is made again, first after 250 ms, then at most every
 * 5 s, until `close`.
 */
export function listen(databaseUrl: string, channel: string, heard: () => void, logger: Logger): Listener {
  let current: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = FIRST_RETRY_MS;
  let lostAt: number | undefined;

  const again = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const client = new Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) return;
      gone = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      if (lostAt === undefined && !closed) {
        lostAt = Date.now();
        logger.warn('Se perdió la conexión que escucha los avisos de la base de datos; se reintenta', {
          channel,
          ...errorFields(error),
        });
      }
      again();
    };
    client.on('notification', (notice) => {
      if (notice.channel === channel) heard();
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      return lost(error);
    }
    if (closed) return void client.end().catch(() => {});
    current = client;
    wait = FIRST_RETRY_MS;
    if (lostAt !== undefined) {
      logger.info('Conexión de avisos recuperada', { channel, afterMs: Date.now() - lostAt });
      lostAt = undefined;
    }
    heard();
  };

  return {
    ready: connect(),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Sends a notification on `channel` to every instance listening (this one too), on a connection of the pool. A
 * failure is logged, not thrown: what it announces is already committed, and listeners that miss it forget their
 * kept answers within their time to live anyway.
 */
export async function notify(orm: MikroORM, channel: string, logger: Logger): Promise<void> {
  try {
    await query(orm.em, "select pg_notify($1, '')", [channel]);
  } catch (error) {
    logger.warn('No se pudo avisar a las demás instancias de un cambio', { channel, ...errorFields(error) });
  }
}
