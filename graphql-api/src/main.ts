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
