import { Client } from 'pg';

/**
 * Counts the SQL statements this process sends to PostgreSQL while `work` runs, whatever sends them: MikroORM,
 * the plain-`pg` hot paths (`db/raw.ts`) and the session store all end in `pg`'s `Client#query`.
 */
export async function countStatements(work: () => Promise<unknown>): Promise<number> {
  const send = Client.prototype.query;
  let statements = 0;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    statements++;
    return (send as (...values: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  try {
    await work();
  } finally {
    Client.prototype.query = send;
  }
  return statements;
}
