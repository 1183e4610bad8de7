import type { Request, Response } from 'express';
import supertest from 'supertest';
import { expireSessions, signedUpAgent } from '../../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../../test/test-app';
import { createMetrics } from '../core/metrics';
import { takePublicToken } from '../modules/accounts/throttle';
import { burstOf, publicRateLimit, type SharedBuckets } from './public-rate-limit';

// Four public requests a minute per address; one proxy in front, whose X-Forwarded-For names the client.
let t: TestApp;
const log = capturingLogger('warn');
beforeAll(async () => {
  t = await startTestApp({
    env: { PUBLIC_REQUESTS_PER_MINUTE: '4', TRUST_PROXY: '1', SIGNUPS_PER_IP_PER_HOUR: '1000' },
    logger: log.logger,
  });
});
afterAll(() => t.stop());

const from = (address: string) => ({
  get: (url: string) => supertest(t.app).get(url).set('X-Forwarded-For', address),
});
const graphqlGet = '/graphql?query=%7BcommunityFolders(first%3A1)%7Bedges%7Bnode%7Bslug%7D%7D%7D%7D';

describe("the community's public requests without a session", () => {
  it('are limited per address across pages, REST and GraphQL: a 429 with Retry-After and a Spanish message', async () => {
    const crawler = from('203.0.113.7');
    expect((await crawler.get('/robots.txt')).status).toBe(200);
    expect((await crawler.get('/sitemap.xml')).status).toBe(200);
    expect((await crawler.get('/api/community/folders')).status).toBe(200);
    const graphql = await crawler.get(graphqlGet).set('apollo-require-preflight', '1');
    expect(graphql.status).toBe(200);
    expect(graphql.headers.ratelimit).toMatch(/remaining=0/);

    for (const url of ['/sitemap.xml', '/api/community/folders/algo-1234', graphqlGet]) {
      const refused = await crawler.get(url).set('apollo-require-preflight', '1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['retry-after']).toBe(String(Number(refused.headers['retry-after'])));
      const message = url.startsWith('/graphql') ? refused.body.errors[0].message : refused.body.message;
      expect(message).toMatch(
        /^Demasiadas peticiones sin sesión desde tu dirección\. Vuelve a intentarlo dentro de \d+ s\.$/,
      );
    }

    // Another address has its own count; what is not the community's public side is not counted.
    expect((await from('198.51.100.2').get('/sitemap.xml')).status).toBe(200);
    expect((await crawler.get('/api/health')).status).toBe(200);
  });

  it('never count a signed-in learner, by session or by token, from the same address', async () => {
    const address = '203.0.113.8';
    for (let i = 0; i < 4; i++) expect((await from(address).get('/sitemap.xml')).status).toBe(200);
    expect((await from(address).get('/sitemap.xml')).status).toBe(429);

    const learner = await signedUpAgent(t);
    for (let i = 0; i < 6; i++) {
      const page = await learner.agent.get('/sitemap.xml').set('X-Forwarded-For', address);
      expect(page.status).toBe(200);
      const api = await learner.agent.get('/api/community/folders').set('X-Forwarded-For', address);
      expect(api.status).toBe(200);
    }
    // A forged session cookie is no session.
    const forged = await from(address).get('/sitemap.xml').set('Cookie', 'repaso.sid=s%3Afalso.firma');
    expect(forged.status).toBe(429);
  });

  it('are refused before anything else runs once the address has nothing left, with the same answer as later', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < 4; i++) expect((await from(address).get('/api/community/folders')).status).toBe(200);
    // Plainly anonymous: refused at the door, before the request log (its X-Request-Id) and the security headers.
    const early = await from(address)
      .get('/api/community/folders?first=1')
      .set('Accept-Encoding', 'gzip')
      .set('Origin', 'https://otra.example');
    expect(early.status).toBe(429);
    expect(early.headers['x-request-id']).toBeUndefined();
    expect(early.headers['x-content-type-options']).toBeUndefined();
    // Readable by a page on another origin, as the CORS step would have made it.
    expect(early.headers['access-control-allow-origin']).toBe('*');
    expect(early.headers['access-control-expose-headers']).toContain('Retry-After');
    // A session cookie whose signature holds goes on to the later step, which finds no live session and refuses it
    // from the same count, in the same words.
    const learner = await signedUpAgent(t);
    await expireSessions(t, learner.userId);
    const late = await from(address).get('/api/community/folders?first=1').set('Cookie', learner.cookie);
    expect(late.status).toBe(429);
    expect(late.headers['x-request-id']).toBeDefined();
    for (const refused of [early, late]) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers.ratelimit).toMatch(/^limit=4, remaining=0, reset=\d+$/);
      expect(refused.body.message).toMatch(/^Demasiadas peticiones sin sesión desde tu dirección\./);
    }
    // What is not the community's public side is never refused there.
    expect((await from(address).get('/api/health')).status).toBe(200);
    expect((await from(address).get('/graphql/schema.graphql')).status).toBe(200);
    // The operator learns of it: one warning for the address (its first refusal), the refusals counted in /metrics.
    const warnings = log.records().filter((record) => record.address === address);
    expect(warnings).toEqual([
      expect.objectContaining({
        msg: 'Peticiones públicas sin sesión rechazadas por el límite de su dirección',
        refused: 1,
      }),
    ]);
    const refusals = await t.services.metrics.publicRefusals.get();
    expect(refusals.values[0]?.value).toBeGreaterThanOrEqual(2);
  });
});

/** The buckets of the test app's database, as the app shares them between its instances. */
const sharedBuckets: SharedBuckets = (key, at, bucket) => takePublicToken(t.orm.em, key, at, bucket);

type Answer = { headers: Record<string, string>; error?: { status?: number; retryAfter?: number } };
/** A limiter on the shared buckets at a clock of its own: its verdict on one anonymous request from `ip`. */
function limiterAt(perMinute: number, clock = { time: 0 }) {
  const services = { logger: capturingLogger('warn').logger, metrics: createMetrics() };
  const limit = publicRateLimit(perMinute, services, sharedBuckets, () => clock.time).count(() => true);
  const ask = (ip = '203.0.113.9') =>
    new Promise<Answer>((resolve) => {
      const answer: Answer = { headers: {} };
      const req = { ip } as unknown as Request;
      const res = { setHeader: (name: string, value: string) => (answer.headers[name] = value) } as unknown as Response;
      limit(req, res, (error?: unknown) => {
        if (error) answer.error = error as Answer['error'];
        resolve(answer);
      });
    });
  return { ask, advance: (ms: number) => (clock.time += ms) };
}

describe('an address allowance spread over the minute (a token bucket)', () => {
  it('lets a burst of a tenth of the minute through at once, then one request every 60/N seconds', async () => {
    expect(burstOf(300)).toBe(30);
    expect(burstOf(4)).toBe(4);
    const { ask, advance } = limiterAt(300);
    for (let i = 0; i < 30; i++) expect((await ask()).error).toBeUndefined();
    const refused = await ask();
    expect(refused.error?.status).toBe(429);
    expect(refused.headers.RateLimit).toBe('limit=30, remaining=0, reset=1');
    // Another address has its own bucket.
    expect((await ask('198.51.100.3')).error).toBeUndefined();
    advance(200);
    expect((await ask()).error).toBeUndefined();
    expect((await ask()).error?.status).toBe(429);
    // A minute of quiet fills the bucket again, never above the burst.
    advance(60_000);
    for (let i = 0; i < 30; i++) expect((await ask()).error).toBeUndefined();
    expect((await ask()).error?.status).toBe(429);
  });

  it('is one bucket for every instance: two limiters on one database allow what one does', async () => {
    const clock = { time: 0 };
    const [one, two] = [limiterAt(60, clock), limiterAt(60, clock)];
    const ip = '203.0.113.12';
    for (let i = 0; i < 10; i++) expect((await (i % 2 ? one : two).ask(ip)).error).toBeUndefined();
    expect((await one.ask(ip)).error?.status).toBe(429);
    const refused = await two.ask(ip);
    expect(refused.error?.status).toBe(429);
    expect(refused.headers.RateLimit).toBe('limit=10, remaining=0, reset=1');
    // A second later one token is back, for whichever instance asks first.
    clock.time += 1000;
    expect((await two.ask(ip)).error).toBeUndefined();
    expect((await one.ask(ip)).error?.status).toBe(429);
  });
});

describe('the log of refusals', () => {
  it('names an address at its first refusal, then at most once a minute with how many were refused since', async () => {
    let time = 0;
    const logged = capturingLogger('warn');
    const services = { logger: logged.logger, metrics: createMetrics() };
    const limit = publicRateLimit(60, services, sharedBuckets, () => time).count(() => true);
    const res = { setHeader: () => undefined } as unknown as Response;
    /** `allowed` requests from `ip` (a full bucket: 10), then `refused` more, all at the clock's time. */
    const burst = async (refused: number, ip = '203.0.113.11') => {
      for (let i = 0; i < 10 + refused; i++) {
        await new Promise<void>((resolve) => limit({ ip } as unknown as Request, res, () => resolve()));
      }
    };
    const lines = () => logged.records().map((record) => [record.address, record.refused]);
    await burst(5);
    expect(lines()).toEqual([['203.0.113.11', 1]]);
    time = 30_000;
    await burst(3);
    await burst(0, '198.51.100.4');
    expect(lines()).toEqual([['203.0.113.11', 1]]);
    time = 60_000;
    await burst(2);
    expect(lines()).toEqual([
      ['203.0.113.11', 1],
      ['203.0.113.11', 4 + 3 + 1],
    ]);
  });
});
