import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { count, signedUpAgent } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createHttpServer, describeListening, type HttpTimeouts, httpTimeouts, listen } from './http-server';

/** Short limits so the test takes seconds; main.ts uses httpTimeouts(). */
const quick: HttpTimeouts = {
  headersMs: 600,
  requestMs: 1500,
  keepAliveMs: 3000,
  checkEveryMs: 100,
  uploads: { paths: ['/api/imports'], idleMs: 1000, maxMs: 60_000 },
};

/** A raw TCP client: writes what it is given, collects what comes back, notes when the server closes. */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  return { socket, received: () => received, closed };
}

/** Sends `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) clearInterval(timer);
    else socket.write(text[i++]);
  }, everyMs);
  return () => clearInterval(timer);
}

describe('the HTTP server against slow clients', () => {
  let t: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    server = createHttpServer(t.app, quick);
    await listen(server, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.stop();
  });

  it('cuts off a client that trickles its body one byte at a time (408, connection closed)', async () => {
    const client = rawClient(port);
    const sent = Date.now();
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const stop = trickle(client.socket, '{"email":"'.padEnd(1000, 'a'), 100);
    const closedAt = await client.closed;
    stop();
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - sent).toBeGreaterThanOrEqual(quick.requestMs - 100);
    expect(closedAt - sent).toBeLessThan(quick.requestMs + 1000);
  });

  it('lets an upload to /api/imports take longer than the request limit while bytes keep coming, and cuts it when they stop', async () => {
    const { agent } = await signedUpAgent(t);
    const created = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { createApiToken(name: "subidas", scope: READ_WRITE) { secret } }' });
    const secret = created.body.data.createApiToken.secret;
    const client = rawClient(port);
    const sent = Date.now();
    client.socket.write(
      `POST /api/imports HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${secret}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`,
    );
    // A byte every 100 ms for 2.5 s: past the 1.5 s request limit, never idle for the 1 s upload limit.
    const stop = trickle(client.socket, '--b\r\n'.padEnd(25, 'c'), 100);
    await new Promise((resolve) => setTimeout(resolve, quick.requestMs + 1000));
    stop();
    expect(client.socket.destroyed).toBe(false);
    expect(client.received()).toBe('');
    // Then silence: cut after the idle limit.
    const closedAt = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - sent).toBeGreaterThan(quick.requestMs + 1000);
    // The interrupted upload kept nothing (its transaction rolled back).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count(t, 'import_jobs')).toBe(0);
  });

  it('cuts off a client that trickles its headers', async () => {
    const client = rawClient(port);
    const sent = Date.now();
    const stop = trickle(client.socket, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '.padEnd(500, 'b'), 50);
    const closedAt = await client.closed;
    stop();
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - sent).toBeLessThan(quick.headersMs + 1000);
  });

  it('still serves a client that sends its whole request in time, and reuses an idle keep-alive connection', async () => {
    const client = rawClient(port);
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    client.socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, quick.headersMs * 2)); // idle longer than headersTimeout
    client.socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(client.socket.destroyed).toBe(false);
    client.socket.destroy();
  });

  it('says where it listens: the bound address, and every interface for 0.0.0.0', async () => {
    expect(describeListening(server)).toBe(`127.0.0.1:${port}`);
    const wildcard = createHttpServer(t.app, quick);
    await listen(wildcard, 0, '0.0.0.0');
    try {
      const { port: p } = wildcard.address() as AddressInfo;
      expect(describeListening(wildcard)).toMatch(
        new RegExp(`^0\\.0\\.0\\.0:${p} \\(todas las interfaces IPv4: (.*, )?http://127\\.0\\.0\\.1:${p}[,)]`),
      );
    } finally {
      await new Promise((resolve) => wildcard.close(resolve));
    }
  });
});

describe('httpTimeouts', () => {
  it('cuts a request within 30 s, and behind a proxy keeps idle connections longer than its 60 s', () => {
    const direct = httpTimeouts(false);
    const proxied = httpTimeouts(true);
    expect(direct.requestMs).toBeLessThanOrEqual(30_000);
    expect(direct.headersMs).toBeLessThan(direct.requestMs);
    expect(proxied.keepAliveMs).toBeGreaterThan(60_000);
  });
});
