import { Client } from 'pg';

type Send = (this: Client, ...values: unknown[]) => unknown;

/**
 * Runs `work` with `onStatement` told of every SQL statement this process sends to PostgreSQL before it goes, whatever
 * sends it: MikroORM, the plain-`pg` hot paths (`db/raw.ts`) and the session store all end in `pg`'s `Client#query`.
 * `onStatement` gets the connection, the original `query` (to send something of its own first) and what was asked.
 */
export async function watchStatements(
  onStatement: (client: Client, send: Send, args: unknown[]) => void,
  work: () => Promise<unknown>,
): Promise<void> {
  const send = Client.prototype.query as unknown as Send;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    onStatement(this, send, args);
    return send.apply(this, args);
  } as typeof Client.prototype.query;
  try {
    await work();
  } finally {
    Client.prototype.query = send as unknown as typeof Client.prototype.query;
  }
}

/** Counts the SQL statements this process sends to PostgreSQL while `work` runs (`watchStatements`). */
export async function countStatements(work: () => Promise<unknown>): Promise<number> {
  let statements = 0;
  await watchStatements(() => {
    statements++;
  }, work);
  return statements;
}

/** The text of each SQL statement this process sends to PostgreSQL while `work` runs (`watchStatements`). */
export async function statementTexts(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  await watchStatements((_client, _send, [first]) => {
    texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
  }, work);
  return texts;
}
