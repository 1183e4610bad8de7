import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import supertest from 'supertest';
import { count, signedUpAgent, sql } from '../../../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../../../test/test-app';
import { maxJsonDepth } from './json-body';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');

let t: TestApp;
const log = capturingLogger();
beforeAll(async () => {
  t = await startTestApp({ logger: log.logger, webDistDir: dist });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('bodies that would stall or crash the server', () => {
  it('refuses a megabyte of nested brackets at once, before parsing it, and keeps answering others', async () => {
    const deep = '['.repeat(900_000);
    const started = performance.now();
    const res = await t.http.post('/api/auth/login').set('Content-Type', 'application/json').send(deep);
    const elapsed = performance.now() - started;
    // Auth bodies are tiny: the size limit refuses this one before any byte is examined.
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'El cuerpo de la petición es demasiado grande' });
    expect(elapsed).toBeLessThan(1000);

    const nested = `{"name":${'['.repeat(maxJsonDepth + 1)}${']'.repeat(maxJsonDepth + 1)}}`;
    const { agent } = await signedUpAgent(t);
    const refused = await agent.post('/api/folders').set('Content-Type', 'application/json').send(nested);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El cuerpo de la petición tiene demasiados niveles de anidamiento');
    expect((await t.http.get('/api/health')).status).toBe(200);
  });

  it('refuses a sign-in body larger than an auth form needs', async () => {
    const res = await t.http.post('/api/auth/login').send({ email: 'a@example.com', password: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
  });

  it('refuses a NUL character in any text with a Spanish 400 and writes nothing', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const folders = await count(t, 'folders', 'user_id = ?', [userId]);
    const res = await agent.post('/api/folders').send({ name: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El texto contiene un carácter no permitido (NUL)');
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(folders);

    // A literal backslash followed by "u0000" is ordinary text, not a NUL.
    const literal = await agent.post('/api/folders').send({ name: 'barra \\u0000 literal' });
    expect(literal.status).toBe(201);
    expect(literal.body.name).toBe('barra \\u0000 literal');
  });

  it('answers a NUL inside a GraphQL literal as bad input, not a server error', async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent
      .post('/graphql')
      .send({ query: 'mutation { createFolder(input: { name: "a\\u0000b" }) { folder { id } } }' });
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toContain('INTERNAL_SERVER_ERROR');
  });
});

describe('malformed requests are client errors', () => {
  it('answers a malformed percent-encoding in a path with 400', async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent.get('/api/folders/%zz');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Petición no válida' });
  });

  it('answers a missing or malformed asset with 404, not a server error', async () => {
    expect((await t.http.get('/assets/missing.js')).status).toBe(404);
    expect((await t.http.get('/assets/%zz')).status).toBeLessThan(500);
    expect((await t.http.get('/%zz').set('Accept', 'text/html')).status).toBeLessThan(500);
  });

  it('does not log a client that hangs up mid-body as an unexpected error', async () => {
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const errorsBefore = log.records().filter((r) => r.level >= 50).length;
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"email":');
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 200);
      }, 100);
    });
    server.close();
    expect(log.records().filter((r) => r.level >= 50).length).toBe(errorsBefore);
  });

  it('refuses completion dates the database cannot hold', async () => {
    const { agent } = await signedUpAgent(t);
    const session = await agent.post('/api/study-sessions').send({});
    expect(session.status).toBe(201);
    for (const completedAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00']) {
      const res = await agent.put(`/api/study-sessions/${session.body.id}`).send({ completedAt });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('La fecha de finalización no es válida');
    }
    const [row] = await sql<{ completed_at: Date | null }>(t, 'select completed_at from study_sessions where id = ?', [
      session.body.id,
    ]);
    expect(row.completed_at).toBeNull();
  });
});

describe('responses about a signed-in learner', () => {
  it('are never stored by a cache', async () => {
    const { agent } = await signedUpAgent(t);
    expect((await agent.get('/api/folders')).headers['cache-control']).toBe('no-store');
    expect((await agent.post('/graphql').send({ query: '{ viewer { id } }' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('carry a request id', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL transport errors', () => {
  it('are in Spanish, with a 4xx status, and never echo a refused value', async () => {
    const cases = [
      await t.http.post('/graphql').send({}),
      await t.http.post('/graphql').send({ variables: {} }),
      await t.http.get('/graphql?query=%7Bviewer%7Bid%7D%7D'),
      await t.http.get('/graphql?query=mutation%7Blogout%7D').set('apollo-require-preflight', '1'),
      await t.http.post('/graphql').send([{ query: '{ viewer { id } }' }]),
      await t.http.put('/graphql').send({ query: '{ viewer { id } }' }),
      await t.http
        .post('/graphql')
        .send({ query: 'query($id: ID!) { folder(id: $id) { id } }', variables: { id: { secreto: 'valor-privado' } } }),
    ];
    for (const res of cases) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const message = res.body.errors[0].message as string;
      expect(message).toMatch(/[áéíóúñ]|Falta|Petición|variable|lotes|admiten/);
      expect(message).not.toMatch(/Apollo|Please|operations|valor-privado/);
    }
  });
});

describe('cross-site GraphQL writes', () => {
  it('are refused for a cookie session, as on /api', async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent
      .post('/graphql')
      .set('Origin', 'https://evil.example')
      .send({ query: 'mutation { createFolder(input: { name: "robada" }) { folder { id } } }' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      message: 'Petición entre sitios rechazada',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('are allowed with a personal access token, which a browser never sends by itself', async () => {
    const { agent } = await signedUpAgent(t);
    const created = await agent
      .post('/graphql')
      .send({ query: 'mutation { createApiToken(name: "extensión") { secret } }' });
    const secret = created.body.data.createApiToken.secret as string;
    const res = await supertest(t.app)
      .post('/graphql')
      .set('Origin', 'https://herramienta.example')
      .set('Authorization', `Bearer ${secret}`)
      .send({ query: '{ viewer { id } }' });
    expect(res.status).toBe(200);
    expect(res.body.data.viewer.id).toBeDefined();
  });
});

describe('the log', () => {
  it('never carries SQL values, cookies or query strings', async () => {
    const { agent } = await signedUpAgent(t);
    await agent.get('/api/folders?search=secreto-de-consulta');
    // A failing statement whose SQL and detail quote a value: only its code reaches the log.
    await t.http.get('/new-password?token=token-en-la-url');
    const text = log.text();
    expect(text).not.toContain('secreto-de-consulta');
    expect(text).not.toContain('token-en-la-url');
    expect(text).not.toMatch(/connect\.sid|repaso\.sid/);
    expect(text).not.toContain('$argon2');
  });
});
