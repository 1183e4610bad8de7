import crypto from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import supertest from 'supertest';
import { type App, createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import type { Clock } from '../src/core/clock';
import { type Logger, silentLogger } from '../src/core/logger';

/** The PostgreSQL server the global setup started (or TEST_DATABASE_URL). */
function adminUrl(): string {
  const url = process.env.REPASO_TEST_ADMIN_URL;
  if (!url) throw new Error('REPASO_TEST_ADMIN_URL missing: run the tests through jest (global setup)');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database of its own for one test file; returns its URL and a drop function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `repaso_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

export type TestApp = App & {
  http: ReturnType<typeof supertest>;
  databaseUrl: string;
  /** Drops the database under the running app, to see how it copes with losing it. */
  dropDatabase: () => Promise<void>;
  /** Closes the app and drops its database. */
  stop: () => Promise<void>;
};

/** The real Express app on a fresh, migrated database, driven over HTTP by supertest. */
export async function startTestApp(
  options: {
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    database?: { url: string; drop: () => Promise<void> };
    /** Where the app logs; silent unless a test wants to read what it wrote. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    REMINDER_WORKER: 'false',
    ...options.env,
  });
  const app = await createApp(
    { ...config, databaseUrl: database.url, sessionSecret: 'test-secret-test-secret-test-secret!!' },
    { clock: options.clock, logger: options.logger ?? silentLogger, webDistDir: path.join(__dirname, 'no-web-dist') },
  );
  return {
    ...app,
    http: supertest(app.app),
    databaseUrl: database.url,
    dropDatabase: database.drop,
    stop: async () => {
      await app.close();
      await database.drop();
    },
  };
}
