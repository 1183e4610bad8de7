import crypto from 'node:crypto';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import supertest from 'supertest';
import { type App, createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { mikroOrmConfig } from '../src/config/mikro-orm.config';
import type { Clock } from '../src/core/clock';
import { createLogger, type Logger, type LogLevel, silentLogger } from '../src/core/logger';
import { checkingResponses } from './openapi-check';
import { throughPooler } from './pgbouncer';

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

/** MikroORM on a fresh database of its own with no migration applied yet (migration tests); `close` drops it. */
export async function openUnmigratedOrm(): Promise<{ orm: MikroORM; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(mikroOrmConfig(database.url));
  return {
    orm,
    close: async () => {
      await orm.close(true);
      await database.drop();
    },
  };
}

export type TestApp = App & {
  http: ReturnType<typeof supertest>;
  databaseUrl: string;
  /** Drops the database under the running app, to see how it copes with losing it. */
  dropDatabase: () => Promise<void>;
  /** Express itself, without the OpenAPI check in front (to read its routes). */
  rawApp: App['app'];
  /** Answers that did not match the OpenAPI document so far (`stop()` fails on any). */
  apiViolations: string[];
  /** The documented operations (`GET /folders/{id}`) at least one answer was checked for. */
  apiChecked: Set<string>;
  /** Closes the app and drops its database; throws when an `/api` answer did not match the OpenAPI document. */
  stop: () => Promise<void>;
};

/**
 * The real Express app on a fresh, migrated database, driven over HTTP by supertest. Every `/api` answer is
 * checked against the OpenAPI document (`openapi-check.ts`): a test file whose answers differ from it fails.
 */
export async function startTestApp(
  options: {
    clock?: Clock;
    env?: NodeJS.ProcessEnv;
    database?: { url: string; drop: () => Promise<void> };
    logger?: Logger;
    /** A built web app to serve; by default none, so only `/api` and `/graphql` answer. */
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    REMINDER_WORKER: 'false',
    // No DATABASE_URL here (the database is passed in below), so backups would default to on, in the repository's
    // `.data/backups`: tests that want them turn them on with a BACKUP_DIR of their own.
    BACKUP_ENABLED: 'false',
    ...options.env,
  });
  // Through PgBouncer (jest.pgbouncer.config.js): the pool goes through it, what needs a session goes direct.
  const pooler = process.env.REPASO_TEST_POOLER_PORT;
  const app = await createApp(
    {
      ...config,
      databaseUrl: pooler ? throughPooler(database.url, Number(pooler)) : database.url,
      databaseDirectUrl: pooler ? database.url : undefined,
      sessionSecret: 'test-secret-test-secret-test-secret!!',
    },
    {
      clock: options.clock,
      logger: options.logger ?? silentLogger,
      webDistDir: options.webDistDir ?? path.join(__dirname, 'no-web-dist'),
    },
  );
  const checking = checkingResponses(app.app);
  return {
    ...app,
    app: checking.app as typeof app.app,
    rawApp: app.app,
    http: supertest(checking.app),
    databaseUrl: database.url,
    dropDatabase: database.drop,
    apiViolations: checking.violations,
    apiChecked: checking.checker.checked,
    stop: async () => {
      await app.close();
      // pg-boss's stop leaves a loop that checks its workers once a second and loads a module when it does: let it
      // end while this file's module registry still exists (else the next file in this jest worker fails on it).
      if (app.worker) await new Promise((resolve) => setTimeout(resolve, 1500));
      await database.drop();
      if (checking.violations.length > 0) {
        throw new Error(`Answers that differ from /api/openapi.json:\n${checking.violations.join('\n')}`);
      }
    },
  };
}

/** A logger that keeps every line it writes (as parsed JSON, and as raw text) for assertions. */
export function capturingLogger(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, text: () => lines.join(''), records: () => lines.map((line) => JSON.parse(line)) };
}
