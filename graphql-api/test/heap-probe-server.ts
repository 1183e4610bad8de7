import http from 'node:http';
/**
 * The app alone in a process of its own, for tests that measure the server's heap (`heap-probe.ts` forks it).
 * Inside jest the test file shares its process with whatever ran before it (all files run in one process on a
 * two-core machine), so only a process that holds nothing but the app measures the app's memory.
 */
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { silentLogger } from '../src/core/logger';

export type ProbeRequest = { type: 'start' } | { type: 'stop' };
export type ProbeMessage =
  | { type: 'listening'; port: number }
  | { type: 'started' }
  | { type: 'stopped'; heapMb: number; statements: number };

const gc = globalThis.gc;
if (!gc || !process.send) throw new Error('heap-probe-server runs forked, with --expose-gc');
const send = (message: ProbeMessage) => process.send?.(message);

// Every sender (MikroORM, the plain-pg hot paths, the session store) ends in pg's Client#query.
let statements = 0;
const query = Client.prototype.query;
Client.prototype.query = function (this: Client, ...args: unknown[]) {
  statements++;
  return (query as (...values: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function main() {
  const databaseUrl = process.env.PROBE_DATABASE_URL;
  if (!databaseUrl) throw new Error('PROBE_DATABASE_URL missing');
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    REMINDER_WORKER: 'false',
    BACKUP_ENABLED: 'false',
  });
  const app = await createApp(
    { ...config, databaseUrl, sessionSecret: 'test-secret-test-secret-test-secret!!' },
    { logger: silentLogger },
  );
  const server = http
    .createServer(app.app)
    .listen(0, '127.0.0.1', () => send({ type: 'listening', port: (server.address() as AddressInfo).port }));

  // Live memory, not garbage: each sample follows a full collection, every 50 ms, also while resolvers run.
  let baseline = 0;
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => {
    gc?.();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  process.on('message', (request: ProbeRequest) => {
    if (request.type === 'start') {
      gc?.();
      baseline = peak = process.memoryUsage().heapUsed;
      statements = 0;
      sampler = setInterval(sample, 50);
      send({ type: 'started' });
    } else {
      clearInterval(sampler);
      sample();
      send({ type: 'stopped', heapMb: (peak - baseline) / 2 ** 20, statements });
    }
  });
  process.on('disconnect', () => {
    server.close();
    void app.close().then(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
