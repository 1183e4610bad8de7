import type { RequestListener } from 'node:http';
import supertest from 'supertest';
import { comparableHeaders, count, expireSessions, learnerWithToken, signedUpAgent } from '../../test/factories';
import { laneParts } from '../../test/lane-parts';
import { capturingLogger, startTestApp, type TestApp } from '../../test/test-app';
import { type HotWrite, hotWrites } from './hot-writes';

const captured = capturingLogger();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: captured.logger });
});
afterAll(() => t.stop());

/** A learner with the sample folders, and the first card due (the same sample card for every learner). */
async function learnerWithCard() {
  const learner = await learnerWithToken(t, { scope: 'READ_WRITE', sampleData: true });
  const [card] = (await learner.agent.get('/api/cards/review')).body;
  return { ...learner, cardId: card.id as number };
}

/**
 * What differs between two learners' ratings of the same sample card: ids, instants, and the buttons' next intervals
 * (the scheduler's fuzz is seeded by the card's id).
 */
const withoutIds = (body: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(body, (key, value) =>
      ['id', 'reviewId', 'folderId', 'nextIntervals'].includes(key) || /At$/.test(key) ? '·' : value,
    ),
  );

describe('POST /api/cards/{id}/review for a signed-in browser', () => {
  it('answers as the full path answers a token: the same card, status and headers, one review written', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const ana = await learnerWithCard();
      const bea = await learnerWithCard();
      const hot = await ana.agent
        .post(`/api/cards/${ana.cardId}/review`)
        .set('Accept-Encoding', encoding)
        .send({ difficulty: 'easy' })
        .expect(200);
      const full = await t.http
        .post(`/api/cards/${bea.cardId}/review`)
        .set('Accept-Encoding', encoding)
        .set('Authorization', `Bearer ${bea.token}`)
        .send({ difficulty: 'easy' })
        .expect(200);
      expect(withoutIds(hot.body)).toEqual(withoutIds(full.body));
      // The bodies' lengths differ with their ids.
      const { 'content-length': _hot, ...hotHeaders } = comparableHeaders(hot);
      const { 'content-length': _full, ...fullHeaders } = comparableHeaders(full);
      expect(hotHeaders).toEqual(fullHeaders);
      expect(await count(t, 'reviews', 'card_id = ?', [ana.cardId])).toBe(1);
    }
  });

  it('answers bad input and another learner’s card as the full path does, and writes nothing', async () => {
    const ana = await learnerWithCard();
    const bea = await learnerWithCard();
    const cases: [string, object][] = [
      [`/api/cards/${ana.cardId}/review`, { difficulty: 'facilísimo' }],
      [`/api/cards/${bea.cardId}/review`, { difficulty: 'easy' }],
      ['/api/cards/abc/review', { difficulty: 'easy' }],
    ];
    for (const [path, body] of cases) {
      const hot = await ana.agent.post(path).send(body);
      const full = await t.http.post(path).set('Authorization', `Bearer ${ana.token}`).send(body);
      expect(hot.status).toBeGreaterThanOrEqual(400);
      expect([hot.status, hot.body]).toEqual([full.status, full.body]);
      expect(comparableHeaders(hot)).toEqual(comparableHeaders(full));
    }
    expect(await count(t, 'reviews', 'user_id in (?, ?)', [ana.userId, bea.userId])).toBe(0);
  });
});

describe('the hot writes on their own', () => {
  let lane: RequestListener;
  let cookie: string;
  let userId: number;
  let runs = 0;

  /** What the write saw; a path segment of `falla` makes it fail after it ran. */
  const write: HotWrite = async (_em, actor, params, body) => {
    runs++;
    if (params[0] === 'falla') throw new Error('la base de datos no contesta');
    return { answeredBy: 'hot writes', actor, params, body };
  };

  beforeAll(async () => {
    ({ cookie, userId } = await signedUpAgent(t));
    const parts = laneParts(t, captured.logger);
    const hot = hotWrites({
      ...parts.common,
      app: parts.full,
      orm: t.orm,
      writes: [{ pattern: /^\/api\/things\/([^/]+)\/rate$/, write }],
      headers: [],
      parseJson: parts.parseJson,
      errorHandler: parts.errorHandler,
    });
    lane = parts.listener(hot);
  });

  const post = (path = '/api/things/a%20b/rate') =>
    supertest(lane).post(path).set('Cookie', cookie).send({ difficulty: 'easy' });

  it('runs a signed-in JSON POST of its paths with the decoded parameters, logged once', async () => {
    captured.lines.length = 0;
    const res = await post().expect(200);
    expect(res.body).toEqual({
      answeredBy: 'hot writes',
      actor: { userId, via: 'session' },
      params: ['a b'],
      body: { difficulty: 'easy' },
    });
    const lines = captured.records().filter((line) => line.msg === 'petición');
    expect(lines).toEqual([expect.objectContaining({ status: 200, reqId: res.headers['x-request-id'] })]);
  });

  it('answers a write that failed with the error handler, and never runs it again', async () => {
    captured.lines.length = 0;
    runs = 0;
    const res = await post('/api/things/falla/rate').expect(500);
    expect(res.body.message).toMatch(/[áéíóúñ]|error/i);
    expect(runs).toBe(1);
    expect(captured.records().filter((line) => line.msg === 'Error inesperado')).toEqual([
      expect.objectContaining({ reqId: res.headers['x-request-id'] }),
    ]);
  });

  it.each<[string, (test: supertest.Test) => supertest.Test, string]>([
    ['a token', (test) => test.set('Authorization', 'Bearer rp_algo'), '/api/things/a/rate'],
    ['another site', (test) => test.set('Sec-Fetch-Site', 'cross-site'), '/api/things/a/rate'],
    ['no cookie', (test) => test.set('Cookie', ''), '/api/things/a/rate'],
    ['a query string', (test) => test, '/api/things/a/rate?x=1'],
    ['another path', (test) => test, '/api/things/a/rate/again'],
    ['a malformed escape', (test) => test, '/api/things/%E0%A4%A/rate'],
  ])('passes %s on to the full path, with the body unread', async (_name, adjust, path) => {
    runs = 0;
    const res = await adjust(post(path)).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ answeredBy: 'full path', body: { difficulty: 'easy' } }));
    expect(runs).toBe(0);
  });

  it('passes an expired session on with its parsed body, and a refused body with the parser’s refusal', async () => {
    const other = await signedUpAgent(t);
    await expireSessions(t, other.userId);
    runs = 0;
    const expired = await supertest(lane).post('/api/things/a/rate').set('Cookie', other.cookie).send({ n: 1 });
    expect(expired.body).toEqual(expect.objectContaining({ answeredBy: 'full path', body: { n: 1 } }));
    const broken = await supertest(lane)
      .post('/api/things/a/rate')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"difficulty": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/JSON/);
    const form = await supertest(lane).post('/api/things/a/rate').set('Cookie', cookie).type('form').send('n=1');
    expect(form.body.answeredBy).toBe('full path');
    expect(runs).toBe(0);
  });
});
