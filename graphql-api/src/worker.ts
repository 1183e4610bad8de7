import { createApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './config/config';
import { createLogger } from './core/logger';
import { describeStartupError } from './db/startup-errors';

/**
 * `npm run worker`: the reminder worker alone, without HTTP, against the shared DATABASE_URL — for
 * deployments that keep web instances (REMINDER_WORKER=false) and workers apart.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  if (!config.databaseUrl) {
    throw new ConfigError('npm run worker necesita DATABASE_URL: la base de datos que comparten las instancias web');
  }
  const app = await createApp(
    {
      ...config,
      reminderWorker: true,
      databaseUrl: config.databaseUrl,
      sessionSecret: resolveSessionSecret(config),
    },
    { logger: log },
  );
  log.info('Trabajador de recordatorios en marcha');
  const stop = async () => {
    await app.close({ jobsGraceMs: config.shutdownGraceMs });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(
    `[repaso] No se pudo arrancar: ${error instanceof ConfigError ? error.message : describeStartupError(error)}`,
  );
  process.exit(1);
});
