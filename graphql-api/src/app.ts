import 'reflect-metadata';
import crypto from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type express from 'express';
import type { Config } from './config/config';
import { mikroOrmConfig } from './config/mikro-orm.config';
import { backgroundSettled } from './core/background';
import { type Clock, systemClock } from './core/clock';
import { createLogger, type Logger } from './core/logger';
import { createMetrics } from './core/metrics';
import { PUBLIC_ANSWERS_LIMITS, PublicAnswers } from './core/public-answers';
import type { Mailer, Services } from './core/services';
import { type AutoBackups, createAutoBackups } from './db/backup/auto-backup';
import { startBackupJob } from './db/backup/backup.jobs';
import { registerDatabaseMetrics } from './db/metrics';
import { migrate } from './db/migrate';
import { listen, notify } from './db/notifications';
import { StartupError } from './db/startup-errors';
import { createGraphQL } from './graphql/apollo';
import { buildGraphQLSchema } from './graphql/schema';
import { expressApp } from './http/express-app';
import { startMetricsServer } from './http/metrics';
import { createImportJobs, type ImportJobs } from './modules/imports/import.jobs';
import { countingMailer, createMailer } from './modules/mail/mailer';
import { type ReminderWorker, startReminderWorker } from './modules/reminders/reminder.jobs';
import type { DigestOptions } from './modules/reminders/reminder.service';
import { startParameterFitWorker } from './modules/study/parameter-fit.jobs';

/** Configuration once the database and the session secret are known (main.ts resolves both). */
export type AppConfig = Config & { databaseUrl: string; sessionSecret: string };

/**
 * Where what needs a session of its own connects: past a transaction-mode pooler (PgBouncer in `DATABASE_URL`), each
 * transaction may get another server connection, so a session's state is lost between two. These are the migrations
 * (a session's advisory lock, then DDL), pg-boss (its own pool and schema upkeep), the LISTEN of public changes and
 * the backups (one long REPEATABLE READ transaction, not to be held in the pooler's few connections).
 */
export const directUrl = (config: AppConfig) => config.databaseDirectUrl ?? config.databaseUrl;

export type AppDeps = { clock?: Clock; logger?: Logger; mailer?: Mailer; webDistDir?: string };

export type App = {
  /** Express, with every route (`/api`, `/graphql`, the web app): what the HTTP server runs. */
  app: express.Express;
  orm: MikroORM;
  services: Services;
  digestOptions: DigestOptions;
  /** Present when this instance runs the reminder worker (REMINDER_WORKER). */
  worker: ReminderWorker | undefined;
  /** The import queue (worked here too when REMINDER_WORKER is on). */
  imports: ImportJobs;
  /** The automatic backups (nightly where the worker runs, and before migrations), when `BACKUP_ENABLED`. */
  backups: AutoBackups | undefined;
  /** `/metrics` on a port of its own (`METRICS_PORT`), when set. */
  metricsServer: Server | undefined;
  /**
   * Stops the jobs (those running get `jobsGraceMs`, 30 s by default, then pg-boss fails them for a retry), GraphQL,
   * the sessions, and the database pool once every connection is back.
   */
  close: (options?: { jobsGraceMs?: number }) => Promise<void>;
};

/** Digest settings; the unsubscribe links are signed with a key derived from the session secret. */
export function reminderDigestOptions(config: AppConfig): DigestOptions {
  return {
    reminderHour: config.reminderHour,
    unsubscribeSecret: crypto
      .createHmac('sha256', config.sessionSecret)
      .update('repaso:unsubscribe')
      .digest('base64url'),
  };
}

const defaultWebDist = path.resolve(__dirname, '../../web/dist');

/** The channel on which an instance announces a change to the community's published folders. */
const PUBLIC_CHANGES = 'repaso_public_changes';

/**
 * Builds the whole server: the database migrated, the background jobs, GraphQL, and Express over them.
 * `main.ts` listens on it; tests drive it over HTTP with supertest.
 */
export async function createApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const logger = deps.logger ?? createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const clock = deps.clock ?? systemClock;
  const metrics = createMetrics();
  const backups = config.backups.enabled
    ? createAutoBackups({
        databaseUrl: directUrl(config),
        dir: config.backupDir,
        keep: config.backups.keep,
        logger,
        metrics,
        clock,
      })
    : undefined;
  const orm = await openDatabase(config, logger, backups);
  registerDatabaseMetrics(metrics.registry, orm);
  // Kept public answers are one service's: a change announced by any instance is forgotten by all (NOTIFY/LISTEN).
  const publicAnswers = new PublicAnswers(PUBLIC_ANSWERS_LIMITS, () => notify(orm, PUBLIC_CHANGES, logger));
  const publicChanges = listen(directUrl(config), PUBLIC_CHANGES, () => publicAnswers.forgetHere(), logger);
  await publicChanges.ready;
  const queue = { enqueue: (jobId: number) => imports.enqueue(jobId) };
  const services: Services = {
    clock,
    logger,
    appUrl: config.appUrl,
    mailer: countingMailer(deps.mailer ?? createMailer(config, logger), metrics),
    imports: { limits: config.imports, queue },
    mediaQuotaBytes: config.mediaQuotaBytes,
    ankiConnectUrlAllow: config.ankiConnectUrlAllow,
    signupsPerIpPerHour: config.signupsPerIpPerHour,
    publicAnswers,
    metrics,
    backups,
  };
  const digestOptions = reminderDigestOptions(config);
  const { imports, worker } = await startJobs(config, orm, services, digestOptions, backups);
  const { schema, apollo, known } = await startGraphQL(config, logger, services);
  const { app, close: closeHttp } = expressApp(
    {
      orm,
      services,
      apollo,
      known,
      schema,
      settings: {
        appUrl: config.appUrl,
        sessionSecret: config.sessionSecret,
        trustProxyHops: config.trustProxyHops,
        unsubscribeSecret: digestOptions.unsubscribeSecret,
        webDistDir: deps.webDistDir ?? defaultWebDist,
        metricsToken: config.metrics.token,
        publicRequestsPerIpPerMinute: config.publicRequestsPerIpPerMinute,
      },
    },
    logger,
  );
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer(metrics, config.metrics.port, config.metrics.host);

  return {
    app,
    orm,
    services,
    digestOptions,
    worker,
    imports,
    backups,
    metricsServer,
    close: async ({ jobsGraceMs } = {}) => {
      metricsServer?.close();
      await Promise.all([worker?.stop(jobsGraceMs), imports.stop(jobsGraceMs)]);
      await apollo.stop();
      await closeHttp();
      // Reset mails are sent after their request answered: let them finish before the pool goes.
      await backgroundSettled();
      await publicChanges.close();
      await orm.close(true);
    },
  };
}

/**
 * The ORM on `DATABASE_URL` (one pool per process), with every migration applied; with automatic backups on, a
 * database that holds data is backed up first (`…-before-migrations.backup.gz`), and a failed backup stops the start.
 */
async function openDatabase(config: AppConfig, logger: Logger, backups: AutoBackups | undefined): Promise<MikroORM> {
  const orm = await MikroORM.init(
    mikroOrmConfig(config.databaseUrl, { poolMax: config.databasePoolMax, log: logger.info, warn: logger.warn }),
  );
  const beforeMigrations = async (pending: string[]) => {
    if (!backups) return;
    logger.info(`Copia de seguridad antes de aplicar ${pending.length} migraciones`, { pending });
    try {
      await backups.run('before-migrations');
    } catch {
      throw new StartupError(
        `no se pudo hacer la copia de seguridad previa a las migraciones (${backups.status().failure}); nada se ha migrado. Arregla BACKUP_DIR, o arranca con BACKUP_ENABLED=false para migrar sin copia`,
      );
    }
  };
  // Through a pooler, the migrations run on an ORM of their own on PostgreSQL itself (two connections: the lock's
  // session is `migrate`'s own).
  const direct = directUrl(config);
  let migrating = orm;
  try {
    if (direct !== config.databaseUrl) {
      migrating = await MikroORM.init(mikroOrmConfig(direct, { poolMax: 2, log: logger.info }));
    }
    await migrate(migrating, direct, { beforeMigrations });
  } catch (error) {
    await orm.close(true);
    throw error;
  } finally {
    if (migrating !== orm) await migrating.close(true);
  }
  return orm;
}

/**
 * The job queues: imports are enqueued by every instance and worked, with the reminder digest, the parameter fits
 * and the nightly backup, wherever REMINDER_WORKER is on.
 */
async function startJobs(
  config: AppConfig,
  orm: MikroORM,
  services: Services,
  digestOptions: DigestOptions,
  backups: AutoBackups | undefined,
) {
  const imports = createImportJobs(directUrl(config), orm, services, config.imports, {
    work: config.reminderWorker,
    pollingIntervalSeconds: config.env === 'test' ? 0.5 : 2,
  });
  if (config.reminderWorker) await imports.start();
  const worker = config.reminderWorker
    ? await startReminderWorker(directUrl(config), orm, services, digestOptions)
    : undefined;
  if (worker) await startParameterFitWorker(worker.boss, orm, services);
  if (worker) await startBackupJob(worker.boss, backups, config.backups.hour);
  return { imports, worker };
}

/** The schema from the resolvers, Apollo Server started over it, and the documents run without its pipeline beside it. */
async function startGraphQL(config: AppConfig, logger: Logger, services: Services) {
  const schema = await buildGraphQLSchema();
  const { apollo, known } = createGraphQL(schema, {
    logger,
    sandbox: config.graphqlSandbox,
    production: config.env === 'production',
    log: (error: unknown) => logger.error('Error inesperado', error),
    metrics: services.metrics,
  });
  await apollo.start();
  return { schema, apollo, known };
}
