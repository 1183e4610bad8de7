import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';

/**
 * Limits on how long a client may take to send a request. Without them a client trickling one byte every
 * few seconds holds a socket (and its memory) for minutes; a few thousand such clients starve the server.
 * Node answers 408 and closes the connection when a limit passes. A proxy in front should cut such
 * clients before they reach Node at all (see README, "Running it at scale").
 */
export type HttpTimeouts = {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body (bodies are at most 1 MB). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
  /** How often Node checks the two limits above. */
  checkEveryMs: number;
};

export function httpTimeouts(behindProxy: boolean): HttpTimeouts {
  return {
    headersMs: 10_000,
    requestMs: 30_000,
    // A proxy reuses its idle connections to Node for up to its own keep-alive time (60 s in nginx and most
    // load balancers); Node must keep them longer, or a request sent as Node closes one gets a 502.
    keepAliveMs: behindProxy ? 65_000 : 5_000,
    checkEveryMs: 1_000,
  };
}

/** The Node HTTP server for `app` with the limits above. */
export function createHttpServer(app: RequestListener, timeouts: HttpTimeouts): Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    app,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const urlHost = (ip: string) => (ip.includes(':') ? `[${ip}]` : ip);

/** Where `server` really listens: "127.0.0.1:3000", or for 0.0.0.0 / :: every address it answers on. */
export function describeListening(server: Server): string {
  const { address, port, family } = server.address() as AddressInfo;
  const bound = `${urlHost(address)}:${port}`;
  if (address !== '0.0.0.0' && address !== '::') return bound;
  const families = address === '::' ? ['IPv4', 'IPv6'] : ['IPv4'];
  const urls = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && families.includes(i.family) && !i.address.startsWith('fe80:'))
    .map((i) => `http://${urlHost(i?.address ?? '')}:${port}`);
  return `${bound} (todas las interfaces ${family === 'IPv6' ? 'IPv4 e IPv6' : 'IPv4'}: ${urls.join(', ')})`;
}
