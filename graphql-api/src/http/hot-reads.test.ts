import type { RequestListener } from 'node:http';
import express from 'express';
import supertest from 'supertest';
import { comparableHeaders, expireSessions, learnerWithToken } from '../../test/factories';
import { laneParts } from '../../test/lane-parts';
import { capturingLogger, startTestApp, type TestApp } from '../../test/test-app';
import { expressProtocol, type HotRead, hotLane } from './hot-reads';

const _secret = 'test-secret-test-secret-test-secret!!';
const appUrl = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { APP_URL: appUrl } });
});
afterAll(() => t.stop());

const learner = () => learnerWithToken(t);

describe('the hot lane in the app', () => {
  const headersOf = comparableHeaders;

  it.each(['/api/folders', '/api/user/stats', '/api/cards/review', '/api/cards/review?limit=3'])(
    'answers GET %s for a session as the full path answers it for a token',
    async (path) => {
      const { agent, token } = await learner();
      await agent.post('/api/seed-sample-data').expect(201);
      const [card] = (await agent.get('/api/cards/review')).body;
      await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'easy' }).expect(200);

      for (const encoding of ['identity', 'gzip', 'br']) {
        const hot = await agent.get(path).set('Accept-Encoding', encoding);
        const full = await t.http.get(path).set('Accept-Encoding', encoding).set('Authorization', `Bearer ${token}`);
        expect(hot.status).toBe(200);
        expect(hot.body).toEqual(full.body);
        expect(headersOf(hot)).toEqual(headersOf(full));
        expect(hot.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
      }
      expect(Array.isArray((await agent.get('/api/cards/review?limit=3')).body)).toBe(true);
    },
  );

  it('sends the headers of https answers behind a proxy that says so, as the full path does', async () => {
    const proxied = await startTestApp({ env: { APP_URL: 'https://repaso.example', TRUST_PROXY: '1' } });
    try {
      const password = 'x'.repeat(12);
      const registered = await supertest(proxied.app)
        .post('/api/auth/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'proxy@example.com', password, confirmPassword: password })
        .expect(201);
      // The cookie is `Secure`: sent by hand, as the browser sends it to the https address.
      const cookie = (registered.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]);
      const get = () =>
        supertest(proxied.app).get('/api/folders').set('X-Forwarded-Proto', 'https').set('Cookie', cookie);
      const hot = await get().expect(200);
      const full = await get().set('Origin', 'https://otro.example');
      expect(hot.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(hot.headers['cross-origin-opener-policy']).toBe('same-origin');
      // The full path refuses the other site's request (401): the same headers, but for the body's length.
      expect(full.status).toBe(401);
      const { 'content-length': _hot, ...hotHeaders } = headersOf(hot);
      const { 'content-length': _full, ...fullHeaders } = headersOf(full);
      expect(hotHeaders).toEqual(fullHeaders);
    } finally {
      await proxied.stop();
    }
  });

  it('leaves bad input and a signed-out session to the full path, with its answers', async () => {
    const { agent, cookie } = await learner();
    const bad = await agent.get('/api/cards/review?limit=0').expect(400);
    expect(bad.body.message).toMatch(/[a-záéíóúñ]/i);
    expect(bad.body.issues?.[0]?.path).toBe('limit');

    await agent.post('/api/auth/logout').expect(204);
    const gone = await supertest(t.app).get('/api/folders').set('Cookie', cookie).expect(401);
    expect(gone.body.message).toBe('Unauthorized');
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('never answers for another user: the session names the learner, whatever the query says', async () => {
    const ana = await learner();
    const bea = await learner();
    await ana.agent.post('/api/seed-sample-data').expect(201);
    const [anaFolder] = (await ana.agent.get('/api/folders')).body;
    expect((await bea.agent.get('/api/folders')).body).toEqual([]);
    expect((await bea.agent.get(`/api/cards/review?folderId=${anaFolder.id}`)).status).toBe(404);
  });
});

describe('the hot lane on its own', () => {
  const captured = capturingLogger();
  let lane: RequestListener;
  let cookie: string;
  let userId: number;

  /** What a read saw, so each request shows which path answered it. */
  const who: HotRead = async (_em, actor, query) => ({ answeredBy: 'hot lane', actor, query });
  const failing: HotRead = async () => {
    throw new Error('la base de datos no contesta');
  };

  beforeAll(async () => {
    ({ cookie, userId } = await learner());
    const parts = laneParts(t, captured.logger);
    const hot = hotLane({
      ...parts.common,
      orm: t.orm,
      reads: new Map([
        ['/api/who', who],
        ['/api/failing', failing],
      ]),
      headers: [
        (_req, res, next) => {
          res.setHeader('Cache-Control', 'no-store');
          next();
        },
      ],
    });
    lane = parts.listener(hot);
  });

  const get = (path: string) => supertest(lane).get(path).set('Cookie', cookie);

  it('answers a signed-in GET of its paths, with the query parsed as Express parses it and one log line', async () => {
    captured.lines.length = 0;
    const res = await get('/api/who?limit=5&tag=a&tag=b').expect(200);
    expect(res.body).toEqual({
      answeredBy: 'hot lane',
      actor: { userId, via: 'session' },
      query: { limit: '5', tag: ['a', 'b'] },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = captured.records().filter((line) => line.msg === 'petición');
    expect(lines).toEqual([
      expect.objectContaining({ path: '/api/who', status: 200, reqId: res.headers['x-request-id'] }),
    ]);
    expect(captured.text()).not.toContain('limit=5');
  });

  it('answers for a same-origin browser request', async () => {
    expect((await get('/api/who').set('Sec-Fetch-Site', 'same-origin')).body.answeredBy).toBe('hot lane');
    expect((await get('/api/who').set('Origin', appUrl)).body.answeredBy).toBe('hot lane');
  });

  it.each<[string, (test: supertest.Test) => supertest.Test, string]>([
    ['another path', (test) => test, '/api/who/else'],
    ['a path it only starts', (test) => test, '/api/whom'],
    ['a token', (test) => test.set('Authorization', 'Bearer rp_algo'), '/api/who'],
    ['another site (Sec-Fetch-Site)', (test) => test.set('Sec-Fetch-Site', 'cross-site'), '/api/who'],
    ['another site (Origin)', (test) => test.set('Origin', 'https://otro.example'), '/api/who'],
    ['no cookie', (test) => test.set('Cookie', ''), '/api/who'],
    [
      'a cookie signed with another secret',
      (test) => test.set('Cookie', cookie.replace(/(repaso\.sid=s%3A[^.]+)\.[^;]+/, '$1.firma')),
      '/api/who',
    ],
    ['a read that fails', (test) => test, '/api/failing'],
  ])('passes %s on to the full path', async (_name, adjust, path) => {
    captured.lines.length = 0;
    const res = await adjust(get(path)).expect(200);
    expect(res.body.answeredBy).toBe('full path');
    // One request id and one log line, wherever it was answered.
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(captured.records().filter((line) => line.msg === 'petición')).toHaveLength(1);
  });

  it('passes other methods on', async () => {
    expect((await supertest(lane).post('/api/who').set('Cookie', cookie)).body.answeredBy).toBe('full path');
    expect((await supertest(lane).head('/api/who').set('Cookie', cookie)).status).toBe(200);
  });

  it('passes an expired or deleted session on to the full path', async () => {
    const own = await learner();
    await expireSessions(t, own.userId);
    expect((await supertest(lane).get('/api/who').set('Cookie', own.cookie)).body.answeredBy).toBe('full path');
  });
});

describe('the protocol of a request', () => {
  it('is what Express says, whether TRUST_PROXY trusts the address or not', async () => {
    for (const trust of [false, true, 'loopback', '10.0.0.1']) {
      const app = express();
      app.set('trust proxy', trust);
      const ours = expressProtocol(app.get('trust proxy fn'));
      app.use((req, res) => res.json({ express: req.protocol, ours: ours(req) }));
      for (const forwarded of [undefined, 'https', 'http', 'https, http', ' https ', '']) {
        const test = supertest(app).get('/');
        const res = await (forwarded === undefined ? test : test.set('X-Forwarded-Proto', forwarded));
        expect(res.body.ours).toBe(res.body.express);
      }
    }
  });
});
