import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHttpServer, type HttpServer, httpTimeouts, listen } from '../src/http/http-server';
import { folderWithCards, learnerWithToken, password, uniqueEmail } from './factories';
import { freePort, listening } from './ports';
import { createTestDatabase, startTestApp, type TestApp } from './test-app';

/**
 * Three instances on one database behind Debian's nginx with `deploy/nginx.conf` (its upstream pointed at them): the
 * limits and the kept public answers must be one service's, whichever instance answers. `.ci/run` installs nginx;
 * without it this fails in CI and is skipped, saying so, elsewhere.
 */
const nginx = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin', ...(process.env.PATH ?? '').split(':')]
  .map((dir) => path.join(dir, 'nginx'))
  .find((file) => fs.existsSync(file));
const inCi = process.env.CI === 'true';
if (!nginx && !inCi) console.warn('instances.test.ts skipped: nginx is not installed (apt-get install nginx)');

const INSTANCES = 3;
// Small limits, so a few requests reach them: six public requests at once, three sign-ups an hour per address.
const env = { TRUST_PROXY: '1', PUBLIC_REQUESTS_PER_MINUTE: '6', SIGNUPS_PER_IP_PER_HOUR: '3' };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: TestApp[] = [];
const servers: HttpServer[] = [];
/** Requests each instance received. */
const received: number[] = Array(INSTANCES).fill(0);
let proxy: { port: number; process: ChildProcess; prefix: string } | undefined;

(nginx || inCi ? describe : describe.skip)('three instances behind nginx', () => {
  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is not installed: .ci/run installs it (apt-get install nginx)');
    database = await createTestDatabase();
    const shared = { ...database, drop: async () => {} };
    for (let i = 0; i < INSTANCES; i++) {
      const app = await startTestApp({ database: shared, env });
      const server = createHttpServer((req, res) => {
        received[i]++;
        app.app(req, res);
      }, httpTimeouts(true));
      await listen(server, 0, '127.0.0.1');
      apps.push(app);
      servers.push(server);
    }
    proxy = await startNginx(nginx, servers.map(portOf));
  });

  afterAll(async () => {
    proxy?.process.kill('SIGQUIT');
    if (proxy) await new Promise((resolve) => proxy?.process.once('exit', resolve));
    if (proxy) fs.rmSync(proxy.prefix, { recursive: true, force: true });
    for (const server of servers) await server.drain(0);
    for (const app of apps) await app.stop();
    await database?.drop();
  });

  it('count an address without a session once, whichever instance answers', async () => {
    const answers = await spread(() => send('GET', '/api/community/folders', { from: '127.0.0.2' }), 9);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    expect(answers.slice(0, 6).map((answer) => remaining(answer))).toEqual([5, 4, 3, 2, 1, 0]);
    for (const refused of answers.slice(6)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/^Demasiadas peticiones sin sesión desde tu dirección\./);
    }
    // Another address has its bucket of its own.
    expect((await send('GET', '/api/community/folders', { from: '127.0.0.3' })).status).toBe(200);
  });

  it("count a token's requests once, whichever instance answers", async () => {
    const { token } = await learnerWithToken(apps[0]);
    const headers = { authorization: `Bearer ${token}` };
    const answers = await spread(() => send('GET', '/api/folders', { from: '127.0.0.4', headers }), 6);
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const left = answers.map((answer) => remaining(answer));
    expect(left).toEqual(left.map((_, i) => left[0] - i));
  });

  it('count the sign-ups of an address once, whichever instance answers', async () => {
    const signUp = () => {
      const email = uniqueEmail();
      return send('POST', '/api/auth/register', {
        from: '127.0.0.5',
        body: { email, password, confirmPassword: password },
      });
    };
    const answers = await spread(signUp, 4);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3].body.message).toMatch(/^Demasiados intentos\./);
  });

  it('show a publication, and then its withdrawal, on every instance at once', async () => {
    const author = await learnerWithToken(apps[0]);
    await author.agent.put('/api/user/settings').send({ publicName: 'Profe Ana' }).expect(200);
    const { folder } = await folderWithCards(author.agent, ['uno', 'dos'], 'Números');
    const title = 'Números del uno al diez';
    /** Whether each instance's list of the community shows the folder. */
    const shown = async (from: string) =>
      (await spread(() => send('GET', '/api/community/folders', { from }), INSTANCES)).map((answer) =>
        answer.body.items.some((item: { title: string }) => item.title === title),
      );
    // Every instance keeps its answer without the folder.
    expect(await shown('127.0.0.6')).toEqual([false, false, false]);

    const headers = { cookie: author.cookie };
    const body = { title };
    expect((await send('POST', `/api/folders/${folder.id}/publish`, { from: '127.0.0.7', headers, body })).status).toBe(
      200,
    );
    expect(await shown('127.0.0.8')).toEqual([true, true, true]);

    expect((await send('POST', `/api/folders/${folder.id}/unpublish`, { from: '127.0.0.7', headers })).status).toBe(
      200,
    );
    expect(await shown('127.0.0.9')).toEqual([false, false, false]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Record<string, any> };

/** One request through nginx from a loopback address of the test's choosing (nginx sees it as the client's). */
function send(
  method: string,
  url: string,
  options: { from: string; headers?: Record<string, string>; body?: object },
): Promise<Answer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxy?.port,
        method,
        path: url,
        localAddress: options.from,
        agent: false,
        headers: { ...options.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** `count` requests one after another; checks nginx spread them over every instance (round robin). */
async function spread(request: () => Promise<Answer>, count: number): Promise<Answer[]> {
  const before = [...received];
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await request());
  expect(received.map((n, i) => n - before[i]).every((n) => n > 0)).toBe(true);
  return answers;
}

/** `remaining` of an answer's `RateLimit` header. */
const remaining = (answer: Answer) => Number(/remaining=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

/**
 * nginx in the foreground with `deploy/nginx.conf` as it is, but for its upstream (the instances on loopback ports
 * instead of Docker's `app:3000`) and its port, in a temporary prefix of its own; resolves once it accepts.
 */
async function startNginx(binary: string, ports: number[]) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-nginx-'));
  // nginx's workers run as `nobody` when the test runs as root: they must reach the prefix's temporary folders.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const deployed = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
  const site = deployed
    .replace(/^\s*server app:3000;.*$/m, ports.map((p) => `  server 127.0.0.1:${p};`).join('\n'))
    .replace(/^\s*listen 80;.*$/m, `  listen 127.0.0.1:${port};`);
  if (site.includes('app:3000') || site.includes('listen 80;')) {
    throw new Error('deploy/nginx.conf changed shape: its upstream or its port is no longer where this test looks');
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${path.join(prefix, kind)};`,
  );
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp.join('\n  ')}
${site}
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { stdio: 'pipe' });
  await listening(child, port, 'nginx', path.join(prefix, 'error.log'));
  return { port, process: child, prefix };
}
