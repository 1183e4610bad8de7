import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Client, types } from 'pg';

/**
 * Plain `pg` statements on the ORM's own connection pool, for the hot paths (DESIGN §2's MikroORM stays for the
 * rest): no query builder, no entity hydration, no unit of work — rows go straight to the presenters. Values travel
 * as bind parameters (`$1`…), never inlined. One pool serves the ORM, these statements and the sessions, so the
 * database sees at most `DATABASE_POOL_MAX` connections from a process.
 *
 * Rows use pg's standard parsing: timestamps as `Date`, json as objects (MikroORM's connections keep dates as
 * strings for its hydrator; each statement here asks for the defaults). `date` columns are better selected as text.
 */

/** The part of knex's client (MikroORM's connection) that lends a `pg` client from its pool. */
type KnexClient = {
  acquireConnection: () => Promise<Client>;
  releaseConnection: (connection: Client) => Promise<unknown>;
};

/** pg's default type parsers, per statement (the pool's clients carry MikroORM's). */
const defaultTypes = { getTypeParser: types.getTypeParser };

export type Values = readonly unknown[];

/** Runs statements on one connection: the one of `withConnection` or `transaction`. */
export type Query = <Row>(text: string, values?: Values) => Promise<Row[]>;

const poolOf = (em: EntityManager | MikroORM['em']) => em.getConnection().getKnex().client as unknown as KnexClient;

const queryOn =
  (connection: Client): Query =>
  async <Row>(text: string, values: Values = []) =>
    (await connection.query({ text, values: values as unknown[], types: defaultTypes })).rows as Row[];

/** Lends a connection of the pool to `work`, and takes it back whatever happens. */
export async function withConnection<T>(em: EntityManager | MikroORM['em'], work: (query: Query) => Promise<T>) {
  const pool = poolOf(em);
  const connection = await pool.acquireConnection();
  try {
    return await work(queryOn(connection));
  } finally {
    await pool.releaseConnection(connection);
  }
}

/** One statement on a connection of the pool. */
export function query<Row>(em: EntityManager | MikroORM['em'], text: string, values: Values = []): Promise<Row[]> {
  return withConnection(em, (run) => run<Row>(text, values));
}

/** `work`'s statements in one transaction: committed when it returns, rolled back when it throws. */
export function transaction<T>(em: EntityManager | MikroORM['em'], work: (query: Query) => Promise<T>) {
  return withConnection(em, async (run) => {
    await run('begin');
    try {
      const result = await work(run);
      await run('commit');
      return result;
    } catch (error) {
      // A connection that broke cannot roll back: the error to report is still the first one.
      await run('rollback').catch(() => {});
      throw error;
    }
  });
}

/**
 * The session store's view of the pool (connect-pg-simple calls `query(text, params)` and reads `rows`): sessions
 * share the ORM's connections instead of a pool of their own.
 */
export function sessionPoolOf(orm: MikroORM) {
  return {
    query: async (text: string, values: Values = []) => ({ rows: await query(orm.em, text, values) }),
  };
}
