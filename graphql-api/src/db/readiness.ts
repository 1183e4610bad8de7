import type { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations';
import { query } from './raw';

/** Past this a database that does not answer counts as unreachable (an orchestrator's probe has its own timeout). */
const readinessTimeoutMs = 3_000;

export type Readiness = { ready: true } | { ready: false; message: string };

export const readinessMessages = {
  unreachable: 'La base de datos no responde',
  pending: (count: number) =>
    count === 1 ? 'Falta 1 migración por aplicar' : `Faltan ${count} migraciones por aplicar`,
};

/**
 * Whether this instance can serve: the database answers (within 3 s) and holds every migration this code knows
 * (one statement over MikroORM's table of applied migrations). A database that is ahead (a newer instance migrated
 * it during a rolling upgrade) still counts as ready: migrations only add.
 */
export async function readiness(orm: MikroORM): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), readinessTimeoutMs);
  });
  const applied = query<{ name: string }>(orm.em, 'select name from mikro_orm_migrations').catch(() => null);
  try {
    const rows = await Promise.race([applied, timeout]);
    if (!rows) return { ready: false, message: readinessMessages.unreachable };
    const done = new Set(rows.map((row) => row.name.replace(/\.[jt]s$/, '')));
    const pending = migrationsList.filter((migration) => !done.has(migration.name)).length;
    return pending === 0 ? { ready: true } : { ready: false, message: readinessMessages.pending(pending) };
  } finally {
    clearTimeout(timer);
  }
}
