import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LogLevel } from '../core/logger';
import type { ImportLimits } from '../core/services';

/** The repository root: `.data/` (embedded database, outbox, dev secrets) lives there. */
export const repoRoot = path.resolve(__dirname, '../../..');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'debe ser una URL postgres://usuario:clave@servidor:puerto/base');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATABASE_DIRECT_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  // An import holds one connection for its transaction and reports progress on another.
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(2, 'debe ser al menos 2 (una importación usa dos conexiones a la vez)')
    .max(200)
    .default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  APP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Repaso <no-reply@repaso.local>'),
  MAIL_TRANSPORT: z.preprocess(emptyAsUndefined, z.enum(['smtp', 'log']).optional()),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  GRAPHQL_SANDBOX: z.preprocess(emptyAsUndefined, z.stringbool().optional()),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  REMINDER_WORKER: z.preprocess(emptyAsUndefined, z.stringbool().default(true)),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  IMPORT_MAX_UNZIPPED_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  IMPORT_MAX_CARDS: z.coerce.number().int().min(1).default(200_000),
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(500 * 1024 * 1024),
  ANKI_CONNECT_URL_ALLOW: z.preprocess(emptyAsUndefined, z.string().optional()),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  PUBLIC_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_ENABLED: z.preprocess(emptyAsUndefined, z.stringbool().optional()),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(1000).default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(1000).default(6),
  BACKUP_KEEP_BEFORE_MIGRATIONS: z.coerce.number().int().min(1).max(1000).default(3),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'debe tener al menos 16 caracteres').optional()),
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** `undefined` means: start the embedded PostgreSQL in `<dataDir>/postgres`. */
  databaseUrl: string | undefined;
  /**
   * `DATABASE_DIRECT_URL`: PostgreSQL itself when `DATABASE_URL` is a transaction-mode pooler (PgBouncer), for what
   * needs a session of its own (`directUrl` in app.ts); `undefined`: `DATABASE_URL` serves both.
   */
  databaseDirectUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  /** `undefined` outside production: main.ts then keeps a generated one in `<dataDir>`. */
  sessionSecret: string | undefined;
  appUrl: string;
  mail: { transport: 'smtp' | 'outbox' | 'log'; smtpUrl: string | undefined; from: string };
  trustProxyHops: number;
  graphqlSandbox: boolean;
  reminderHour: number;
  /** Whether this instance runs the pg-boss reminder worker. */
  reminderWorker: boolean;
  /** pino level; every request is logged at `debug`, failures at `error`. */
  logLevel: LogLevel;
  /** Limits of one import (DESIGN §12): upload size, what a package may inflate to, cards. */
  imports: ImportLimits;
  /** What one learner's images and sounds may take in all (DESIGN §15). */
  mediaQuotaBytes: number;
  /**
   * `ANKI_CONNECT_URL_ALLOW`: comma-separated `host:port` pairs an AnkiConnect note's `url` may reach though not public
   * (a test's local server). Refused in production: there every address is checked (DESIGN §17).
   */
  ankiConnectUrlAllow: string[];
  /** Sign-ups one address may make in an hour (`SIGNUPS_PER_IP_PER_HOUR`): a class behind one school router needs more. */
  signupsPerIpPerHour: number;
  /** The community's public requests one address may make a minute without a session (`PUBLIC_REQUESTS_PER_MINUTE`). */
  publicRequestsPerIpPerMinute: number;
  /**
   * `GET /metrics`: on the public port only for a request with `Bearer <token>`; on `port` (bound to `host`,
   * 127.0.0.1 by default) for anyone who can reach it. Neither set: no figures served at all.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** On SIGTERM/SIGINT: how long requests and jobs already running may take to finish. */
  shutdownGraceMs: number;
  /** Where `npm run backup` and the automatic backups write (`BACKUP_DIR`, default `<dataDir>/backups`). */
  backupDir: string;
  /**
   * Automatic backups: nightly at `hour` (UTC) where the worker runs, and before a start applies migrations. On by
   * default with the embedded database; with `DATABASE_URL` only when `BACKUP_ENABLED=true` (a managed database has
   * its provider's backups). `keep` is the rotation (`db/backup/rotation.ts`).
   */
  backups: {
    enabled: boolean;
    hour: number;
    keep: { daily: number; weekly: number; monthly: number; beforeMigrations: number };
  };
};

export class ConfigError extends Error {}

/** Parses and validates the environment once; the result is passed into `createApp`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Configuración no válida: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Configuración no válida: DATABASE_DIRECT_URL acompaña a DATABASE_URL (el PgBouncer), no la sustituye',
    );
  }
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError('Configuración no válida: SESSION_SECRET es obligatorio en producción');
  }
  if (production && !e.SMTP_URL && e.MAIL_TRANSPORT !== 'log') {
    throw new ConfigError(
      'Configuración no válida: SMTP_URL es obligatorio en producción (o MAIL_TRANSPORT=log de forma explícita)',
    );
  }
  if (production && e.ANKI_CONNECT_URL_ALLOW) {
    throw new ConfigError(
      'Configuración no válida: ANKI_CONNECT_URL_ALLOW sólo existe para las pruebas (deja pasar direcciones privadas)',
    );
  }
  const transport = e.SMTP_URL && e.MAIL_TRANSPORT !== 'log' ? 'smtp' : e.MAIL_TRANSPORT === 'log' ? 'log' : 'outbox';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: { transport, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    trustProxyHops: e.TRUST_PROXY,
    graphqlSandbox: e.GRAPHQL_SANDBOX ?? true,
    reminderHour: e.REMINDER_HOUR,
    reminderWorker: e.REMINDER_WORKER,
    logLevel: e.LOG_LEVEL,
    imports: {
      maxBytes: e.IMPORT_MAX_BYTES,
      maxUnzippedBytes: e.IMPORT_MAX_UNZIPPED_BYTES,
      maxCards: e.IMPORT_MAX_CARDS,
    },
    mediaQuotaBytes: e.MEDIA_QUOTA_BYTES,
    ankiConnectUrlAllow: (e.ANKI_CONNECT_URL_ALLOW ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    publicRequestsPerIpPerMinute: e.PUBLIC_REQUESTS_PER_MINUTE,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backups: {
      enabled: e.BACKUP_ENABLED ?? e.DATABASE_URL === undefined,
      hour: e.BACKUP_HOUR,
      keep: {
        daily: e.BACKUP_KEEP_DAILY,
        weekly: e.BACKUP_KEEP_WEEKLY,
        monthly: e.BACKUP_KEEP_MONTHLY,
        beforeMigrations: e.BACKUP_KEEP_BEFORE_MIGRATIONS,
      },
    },
  };
}

/** Outside production a missing SESSION_SECRET is generated once and kept in `DATA_DIR`, so sessions survive restarts. */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
