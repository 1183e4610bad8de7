import http, { type Server } from 'node:http';
import path from 'node:path';
import { type AppConfig, createApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './config/config';
import { createLogger } from './core/logger';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres';
import { describeStartupError } from './db/startup-errors';

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), (line) => log.info(line));
    databaseUrl = embedded.url;
    log.info(`PostgreSQL embebido en ${path.join(config.dataDir, 'postgres')}`);
  }
  const stopEmbedded = async () => embedded?.stop();

  try {
    const appConfig: AppConfig = { ...config, databaseUrl, sessionSecret: resolveSessionSecret(config) };
    const { app, close } = await createApp(appConfig, { logger: log });
    const server = http.createServer(app);
    await listen(server, config.port, config.host);
    log.info(`Repaso escuchando en ${config.appUrl} (${Date.now() - started} ms)`);

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info(`${signal}: cerrando…`);
      server.close();
      server.closeAllConnections();
      await close();
      await stopEmbedded();
      process.exit(0);
    };
    // embedded-postgres registers its own signal hook, which would stop the database while requests and
    // the job worker still use it; this shutdown stops it last instead.
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await stopEmbedded().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(
    `[repaso] No se pudo arrancar: ${error instanceof ConfigError ? error.message : describeStartupError(error)}`,
  );
  process.exit(1);
});
