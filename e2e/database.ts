import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A connection to the e2e server's own database: the embedded PostgreSQL that it started in `E2E_DATA_DIR`
 * (playwright.config.ts). Its port is the fourth line of `postmaster.pid`; user and password are the ones
 * graphql-api/src/db/embedded-postgres.ts gives every embedded server. For seeding what the API would take too
 * long to build (20 000 cards), never for checking what a journey did: that is read on screen.
 */
export async function withDatabase<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const lock = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lock[3]);
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'repaso', database: 'repaso' });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
