import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { ProbeMessage, ProbeRequest } from './heap-probe-server';

export type HeapProbe = {
  /** The forked app's port on 127.0.0.1. */
  port: number;
  /** Runs `work` (requests to `port`); answers the app's live-heap peak above its start and the SQL it sent. */
  measure: <T>(work: () => Promise<T>) => Promise<{ result: T; heapMb: number; statements: number }>;
  stop: () => Promise<void>;
};

/**
 * The app on `databaseUrl` in a child process of its own (`heap-probe-server.ts`, NODE_ENV production for
 * graphql-js), so that heap figures are the app's and not those of every test file jest ran before in its process.
 */
export async function startHeapProbe(databaseUrl: string): Promise<HeapProbe> {
  const child: ChildProcess = fork(path.join(__dirname, 'heap-probe-server.ts'), {
    execArgv: ['-r', '@swc-node/register', '--expose-gc'],
    env: { ...process.env, NODE_ENV: 'production', PROBE_DATABASE_URL: databaseUrl },
    cwd: path.resolve(__dirname, '..'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <K extends ProbeMessage['type']>(type: K) =>
    new Promise<Extract<ProbeMessage, { type: K }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`heap-probe-server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ProbeMessage) => {
        child.off('exit', onExit);
        if (message.type === type) resolve(message as Extract<ProbeMessage, { type: K }>);
        else reject(new Error(`heap-probe-server answered ${message.type}, expected ${type}`));
      });
    });
  const ask = <K extends ProbeMessage['type']>(request: ProbeRequest, type: K) => {
    const answer = next(type);
    child.send(request);
    return answer;
  };
  const { port } = await next('listening');
  return {
    port,
    measure: async (work) => {
      await ask({ type: 'start' }, 'started');
      const result = await work();
      const { heapMb, statements } = await ask({ type: 'stop' }, 'stopped');
      return { result, heapMb, statements };
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
