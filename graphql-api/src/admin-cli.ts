import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from './config/config';
import { mikroOrmConfig } from './config/mikro-orm.config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './db/embedded-postgres';
import { describeStartupError } from './db/startup-errors';
import { setOperator } from './modules/community/community.moderation';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: makes an account an operator of the community library (reports,
 * hiding folders), or no longer one. The only way to grant it: neither API can. Works on the running Repaso's
 * database, or on the embedded one started for the purpose.
 */
class UsageError extends Error {}

const say = (line: string) => console.log(`[repaso] ${line}`);

async function main() {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    throw new UsageError('Uso: npm run admin -- grant <correo> | revoke <correo>');
  }
  const config = loadConfig();
  const dir = path.join(config.dataDir, 'postgres');
  const running = config.databaseUrl ?? runningEmbeddedUrl(dir);
  const embedded = running ? undefined : await startEmbeddedPostgres(dir, () => {});
  const orm = await MikroORM.init(mikroOrmConfig(running ?? (embedded?.url as string)));
  try {
    // The same schema `npm start` would leave (a data folder never started yet has none).
    await orm.getMigrator().up();
    const found = await setOperator(orm.em.fork(), email, command === 'grant');
    if (!found) throw new UsageError(`No hay ninguna cuenta con el correo ${email}`);
    say(command === 'grant' ? `${email} es ahora operador.` : `${email} ya no es operador.`);
  } finally {
    await orm.close(true);
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof UsageError ? error.message : describeStartupError(error);
  console.error(`[repaso] No se pudo completar: ${message}`);
  process.exit(1);
});
