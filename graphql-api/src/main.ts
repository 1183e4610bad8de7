import path from 'node:path';
import { type AppConfig, createApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './config/config';
import { createLogger } from './core/logger';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { describeStartupError } from './db/startup-errors';
import { createHttpServer, describeListening, httpTimeouts, listen } from './http/http-server';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const dir = path.join(config.dataDir, 'postgres');
    // Its own process group: a Ctrl+C in the terminal reaches only node, whose shutdown stops it last.
    embedded = await startEmbeddedPostgres(dir, (line) => log.info(line), { ownProcessGroup: true });
    databaseUrl = embedded.url;
    log.info(`PostgreSQL embebido en ${embedded.dataDir}${embedded.dataDir === dir ? '' : ` (enlazada desde ${dir})`}`);
  }
  const stopEmbedded = async () => embedded?.stop();

  try {
    const appConfig: AppConfig = { ...config, databaseUrl, sessionSecret: resolveSessionSecret(config) };
    const { app, close } = await createApp(appConfig, { logger: log });
    const server = createHttpServer(app, httpTimeouts(config.trustProxyHops > 0));
    await listen(server, config.port, config.host);
    log.info(`Repaso escuchando en ${describeListening(server)} (${Date.now() - started} ms)`);
    log.info(`Dirección pública (APP_URL, la de los enlaces de los correos): ${config.appUrl}`);

    let stopping = false;
    // SIGTERM (an orchestrator, docker stop) or Ctrl+C: requests already running finish within the grace period while
    // new ones get 503 + Retry-After; then the jobs (an import still running after the grace is failed by pg-boss and
    // retried from the start later), the database pool and the embedded server.
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      const grace = config.shutdownGraceMs;
      const started = Date.now();
      log.info(`${signal}: cerrando… (hasta ${grace} ms para las peticiones en curso)`);
      const unfinished = await server.drain(grace);
      if (unfinished > 0) log.warn(`${unfinished} peticiones seguían en curso tras ${grace} ms: se cortaron`);
      const jobsGraceMs = Math.max(1_000, grace - (Date.now() - started));
      // A connection still lent out (an import past its grace) would hold the pool open for ever: stop waiting after
      // a few seconds more; stopping PostgreSQL (or leaving) rolls its transaction back.
      const closed = await within(close({ jobsGraceMs }), jobsGraceMs + 5_000);
      if (!closed) log.warn('La base de datos tenía conexiones en uso al cerrar: sus transacciones se deshacen');
      await stopEmbedded();
      log.info(`${signal}: cerrado en ${Date.now() - started} ms`);
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await stopEmbedded().catch(() => {});
    throw error;
  }
}

/** Whether `promise` settled within `ms` (its failure counts as settled: shutting down goes on either way). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = promise.then(
    () => true,
    () => true,
  );
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

main().catch((error: unknown) => {
  console.error(
    `[repaso] No se pudo arrancar: ${error instanceof ConfigError ? error.message : describeStartupError(error)}`,
  );
  process.exit(1);
});
