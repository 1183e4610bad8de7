import type { AddressInfo } from 'node:net';
import path from 'node:path';
import supertest from 'supertest';
import { folderWithCards, learnerIn, uniqueEmail } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { finishedImport } from '../../test/transfers';
import { backgroundSettled } from '../core/background';

const token = 'metrics-token-of-the-test-0123456789';
const fixture = (name: string) => path.join(__dirname, '../../test/fixtures', name);

/** The value of one sample line (`name{labels} value`) of the exposition text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the public port (METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: token, REMINDER_WORKER: 'true' } });
  });
  afterAll(() => t.stop());

  const scrape = async () => {
    const res = await t.http.get('/metrics').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('answers 404, as for a missing page, without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token, `Bearer ${token}x`]) {
      const request = t.http.get('/metrics');
      if (authorization) request.set('Authorization', authorization);
      const res = await request;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No encontrado' });
    }
  });

  it('counts requests by route pattern and status, never by the URL as sent', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, ['uno'], 'Secreta');
    const folderId = folder.id as number;
    await agent.get(`/api/folders/${folderId}`).expect(200);
    await agent.get('/api/folders/999999999').expect(404);
    await agent.get('/api/no-such-thing?token=abcdef').expect(404);
    const text = await scrape();
    expect(sample(text, 'repaso_http_requests_total{method="GET",route="/api/folders/:id",status="200"}')).toBe(1);
    expect(sample(text, 'repaso_http_requests_total{method="GET",route="/api/folders/:id",status="404"}')).toBe(1);
    expect(sample(text, 'repaso_http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(
      sample(text, 'repaso_http_request_duration_seconds_count{method="GET",route="/api/folders/:id",status="200"}'),
    ).toBe(1);
    expect(text).not.toContain(`/api/folders/${folderId}`);
    expect(text).not.toContain('999999999');
    expect(text).not.toContain('abcdef');
    expect(text).not.toContain('no-such-thing');
  });

  it("counts GraphQL operations by the web app's names, any other name as other", async () => {
    const { agent } = await learnerIn(t);
    const send = (query: string, operationName?: string) =>
      agent.post('/graphql').set('Content-Type', 'application/json').send({ query, operationName });
    await send('query Dashboard { viewer { id } }').expect(200);
    await send('query MadeUpByAnAttacker123 { viewer { id } }').expect(200);
    await send('{ viewer { id } }').expect(200);
    // Apollo Client sends the name beside the document: a query that fails validation is counted under it.
    await send('query Dashboard { noSuchField }', 'Dashboard').expect(400);
    const text = await scrape();
    expect(sample(text, 'repaso_graphql_operations_total{operation="Dashboard",outcome="ok"}')).toBe(1);
    expect(sample(text, 'repaso_graphql_operations_total{operation="Dashboard",outcome="error"}')).toBe(1);
    expect(sample(text, 'repaso_graphql_operations_total{operation="other",outcome="ok"}')).toBe(2);
    expect(text).not.toContain('MadeUpByAnAttacker123');
    expect(sample(text, 'repaso_http_requests_total{method="POST",route="/graphql",status="200"}')).toBe(3);
  });

  it('shows the process, the connection pool, the job queues, imports and mails', async () => {
    const { agent } = await learnerIn(t);
    const accepted = await agent.post('/api/imports').attach('file', fixture('quotes-multiline.csv')).expect(202);
    await finishedImport(agent, accepted.body.importJob.id);
    const email = uniqueEmail();
    await supertest(t.app)
      .post('/api/auth/register')
      .send({ email, password: 'contraseña-segura', confirmPassword: 'contraseña-segura' });
    await t.http.post('/api/auth/reset-password').send({ email }).expect(200);
    await backgroundSettled();

    const text = await scrape();
    for (const series of [
      'repaso_process_resident_memory_bytes',
      'repaso_nodejs_heap_size_used_bytes',
      'repaso_nodejs_eventloop_lag_p99_seconds',
      'repaso_db_pool_connections{state="used"}',
      'repaso_db_pool_connections{state="idle"}',
      'repaso_db_pool_waiting',
      'repaso_jobs{queue="import",state="waiting"}',
      'repaso_jobs{queue="import",state="failed"}',
    ]) {
      expect({ series, value: sample(text, series) }).toEqual({ series, value: expect.any(Number) });
    }
    expect(sample(text, 'repaso_imports_total{result="done"}')).toBe(1);
    expect(sample(text, 'repaso_imports_total{result="failed"}')).toBe(0);
    expect(sample(text, 'repaso_mails_total{result="sent"}')).toBe(1);
    expect(sample(text, 'repaso_mails_total{result="failed"}')).toBe(0);
    expect(text).not.toContain(email);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it('is not served on the public port, whatever the request carries', async () => {
    const res = await t.http.get('/metrics').set('Authorization', 'Bearer anything-at-all-0123456789');
    expect(res.status).toBe(404);
    expect(t.metricsServer).toBeUndefined();
  });
});

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_PORT: '0' } });
  });
  afterAll(() => t.stop());

  it('listens on 127.0.0.1 only, answers /metrics without a token and nothing else', async () => {
    const address = t.metricsServer?.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    const metrics = supertest(`http://127.0.0.1:${address.port}`);
    await t.http.get('/api/health').expect(200);
    const res = await metrics.get('/metrics').expect(200);
    expect(sample(res.text, 'repaso_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
    await metrics.get('/').expect(404);
    await metrics.post('/metrics').expect(404);
    // The public port still hides it.
    await t.http.get('/metrics').expect(404);
  });
});
