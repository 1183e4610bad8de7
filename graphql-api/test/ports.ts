import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port free now on loopback, for a server the test starts (nginx, PgBouncer). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on the loopback `port`. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Waits (10 s at most) until the server `child` started accepts connections on `port`; if it exits or the time runs
 * out, kills it and fails with what it printed and its `log` file.
 */
export async function listening(child: ChildProcess, port: number, name: string, log: string): Promise<void> {
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start: ${output}${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
