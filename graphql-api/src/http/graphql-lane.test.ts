import type { RequestListener } from 'node:http';
import { ApolloServer } from '@apollo/server';
import supertest from 'supertest';
import { comparableHeaders, expireSessions, learnerWithToken, signedUpAgent, sql } from '../../test/factories';
import { laneParts } from '../../test/lane-parts';
import { capturingLogger, startTestApp, type TestApp } from '../../test/test-app';
import type { GraphQLContext } from '../graphql/context';
import { graphqlLane } from './graphql-lane';

const captured = capturingLogger();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: captured.logger });
});
afterAll(() => t.stop());

/** A new learner with the sample folders: a session cookie, a token of theirs and an agent that keeps the cookie. */
const learner = () => learnerWithToken(t, { sampleData: true });

const headersOf = comparableHeaders;

const screen = `{ viewer { email } folders { id name stats { totalCards dueCards masteredCards difficultCards } }
  dueCards(limit: 3) { id front } }`;

describe('POST /graphql for a signed-in browser', () => {
  it('answers as the full path answers the same operation for a token: body and headers', async () => {
    const { agent, token } = await learner();
    for (const encoding of ['identity', 'gzip', 'br']) {
      const hot = await agent.post('/graphql').set('Accept-Encoding', encoding).send({ query: screen }).expect(200);
      const full = await t.http
        .post('/graphql')
        .set('Accept-Encoding', encoding)
        .set('Authorization', `Bearer ${token}`)
        .send({ query: screen })
        .expect(200);
      expect(hot.body.data.folders.length).toBeGreaterThan(0);
      expect(hot.body).toEqual(full.body);
      expect(headersOf(hot)).toEqual(headersOf(full));
      expect(hot.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    }
  });

  it('runs mutations, with variables, and only for the session’s own learner', async () => {
    const ana = await learner();
    const bea = await learner();
    const due = await ana.agent.post('/graphql').send({ query: '{ dueCards(limit: 1) { id } }' });
    const cardId = due.body.data.dueCards[0].id;
    const rate = 'mutation ($id: ID!) { reviewCard(cardId: $id, rating: EASY) { card { id } } }';
    const refused = await bea.agent.post('/graphql').send({ query: rate, variables: { id: cardId } });
    expect(refused.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const rated = await ana.agent
      .post('/graphql')
      .send({ query: rate, variables: { id: cardId } })
      .expect(200);
    expect(rated.body.errors).toBeUndefined();
    const [{ n }] = await sql<{ n: number }>(t, 'select count(*)::int n from reviews where card_id = ?', [cardId]);
    expect(n).toBe(1);
  });

  it('signs in as someone else with the login mutation: a new session for them', async () => {
    const ana = await learner();
    const email = `otra.${Date.now()}@example.com`;
    const password = 'y'.repeat(12);
    await supertest(t.app).post('/api/auth/register').send({ email, password, confirmPassword: password }).expect(201);
    const login = 'mutation ($input: LoginInput!) { login(input: $input) { email } }';
    const res = await ana.agent.post('/graphql').send({ query: login, variables: { input: { email, password } } });
    expect(res.body).toEqual({ data: { login: { email } } });
    expect(String(res.headers['set-cookie'])).toMatch(/repaso\.sid=s%3A/);
    expect((await ana.agent.post('/graphql').send({ query: '{ viewer { email } }' })).body.data.viewer.email).toBe(
      email,
    );
  });

  it('signs out with the logout mutation: the session row and the cookie go', async () => {
    const { agent, cookie, userId } = await learner();
    const res = await agent.post('/graphql').send({ query: 'mutation { logout }' }).expect(200);
    expect(res.body.data.logout).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(/repaso\.sid=;/);
    const rows = await sql(t, "select 1 from sessions where (sess->>'userId')::int = ?", [userId]);
    expect(rows).toHaveLength(0);
    const after = await supertest(t.app).post('/graphql').set('Cookie', cookie).send({ query: '{ viewer { id } }' });
    expect(after.body).toEqual({ data: { viewer: null } });
  });

  it('answers a refused body with the full path’s status and message, and changes nothing', async () => {
    const { cookie } = await learner();
    const send = (signedIn: boolean, body: string) =>
      supertest(t.app)
        .post('/graphql')
        .set('Cookie', signedIn ? cookie : '')
        .set('Content-Type', 'application/json')
        .send(body);
    for (const body of ['{"query": ', `{"query": "${'x'.repeat(1_100_000)}"}`, `${'['.repeat(40)}${']'.repeat(40)}`]) {
      const hot = await send(true, body);
      const full = await send(false, body);
      expect(hot.status).toBeGreaterThanOrEqual(400);
      expect([hot.status, hot.body]).toEqual([full.status, full.body]);
      expect(hot.body.errors[0].message).toMatch(/[áéíóúñ]|JSON|grande|profund/i);
    }
  });

  it('leaves an expired session, another site and a form post to the full path', async () => {
    const own = await learner();
    const crossSite = await own.agent
      .post('/graphql')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ query: 'mutation { logout }' });
    expect(crossSite.status).toBe(403);
    const form = await own.agent.post('/graphql').type('form').send('query={viewer{id}}');
    expect(form.status).toBe(415);
    await expireSessions(t, own.userId);
    const expired = await own.agent.post('/graphql').send({ query: '{ viewer { id } }' });
    expect(expired.body).toEqual({ data: { viewer: null } });
  });

  it('logs each request once, under the id it answers with, without its body', async () => {
    const { agent } = await learner();
    captured.lines.length = 0;
    const res = await agent.post('/graphql').send({ query: '{ viewer { email } }' }).expect(200);
    const lines = captured.records().filter((line) => line.msg === 'petición');
    expect(lines).toEqual([
      expect.objectContaining({ path: '/graphql', status: 200, reqId: res.headers['x-request-id'] }),
    ]);
    expect(captured.text()).not.toContain('viewer');
  });
});

describe('the GraphQL lane on its own', () => {
  const log = capturingLogger();
  let lane: RequestListener;
  let failingLane: RequestListener;
  let apollo: ApolloServer<GraphQLContext>;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    ({ cookie, userId } = await signedUpAgent(t));
    // What the lane gave the operation: who, from where, with which variables.
    apollo = new ApolloServer<GraphQLContext>({
      typeDefs: 'type Query { seen(tag: String): String }',
      resolvers: {
        Query: { seen: (_root, args, context) => JSON.stringify({ actor: context.actor, ip: context.ip, args }) },
      },
    });
    await apollo.start();
    const parts = laneParts(t, log.logger, { trustProxy: 1 });
    const laneOf = (server: ApolloServer<GraphQLContext>) =>
      parts.listener(
        graphqlLane({
          ...parts.common,
          app: parts.full,
          orm: t.orm,
          apollo: server,
          services: t.services,
          allowOpening: parts.allowOpening,
          headers: [
            (_req, res, next) => {
              res.setHeader('Cache-Control', 'no-store');
              next();
            },
          ],
          parseJson: parts.parseJson,
          errorHandler: parts.errorHandler,
        }),
      );
    lane = laneOf(apollo);
    // An Apollo server that fails outside any operation (it never does on its own: its errors are answers).
    failingLane = laneOf({
      executeHTTPGraphQLRequest: async () => {
        throw new Error('Apollo se ha caído');
      },
    } as unknown as ApolloServer<GraphQLContext>);
  });
  afterAll(() => apollo.stop());

  const post = (body: unknown = { query: '{ seen(tag: "a") }' }) =>
    supertest(lane)
      .post('/graphql')
      .set('Cookie', cookie)
      .send(body as object);

  it('answers a signed-in JSON POST with the session’s learner and the client’s address as TRUST_PROXY says', async () => {
    log.lines.length = 0;
    const res = await post().set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(JSON.parse(res.body.data.seen)).toEqual({
      actor: { userId, via: 'session' },
      ip: '203.0.113.7',
      args: { tag: 'a' },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const lines = log.records().filter((line) => line.msg === 'petición');
    expect(lines).toEqual([expect.objectContaining({ path: '/graphql', reqId: res.headers['x-request-id'] })]);
  });

  it('answers a failure outside the operation with the error handler, with the chain’s headers', async () => {
    log.lines.length = 0;
    const res = await supertest(failingLane).post('/graphql').set('Cookie', cookie).send({ query: '{ seen }' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(log.records().filter((line) => line.msg === 'Error inesperado')).toEqual([
      expect.objectContaining({ reqId: res.headers['x-request-id'] }),
    ]);
  });

  it.each<[string, (test: supertest.Test) => supertest.Test]>([
    ['a token', (test) => test.set('Authorization', 'Bearer rp_algo')],
    ['another site', (test) => test.set('Sec-Fetch-Site', 'cross-site')],
    ['no cookie', (test) => test.set('Cookie', '')],
    ['a cookie signed with another secret', (test) => test.set('Cookie', cookie.replace(/\.[^.;]+$/, '.firma'))],
  ])('passes %s on to the full path, with the body unread', async (_name, adjust) => {
    const res = await adjust(post()).expect(200);
    expect(res.body).toEqual({
      answeredBy: 'full path',
      requestId: res.headers['x-request-id'],
      body: { query: '{ seen(tag: "a") }' },
    });
  });

  it('passes another path, another method and a form on', async () => {
    const other = await supertest(lane).post('/graphql/').set('Cookie', cookie).send({ query: '{ seen }' });
    expect(other.body.answeredBy).toBe('full path');
    const get = await supertest(lane).get('/graphql?query=%7Bseen%7D').set('Cookie', cookie);
    expect(get.body.answeredBy).toBe('full path');
    const form = await supertest(lane).post('/graphql').set('Cookie', cookie).type('form').send('query={seen}');
    expect(form.body.answeredBy).toBe('full path');
  });

  it('passes an expired session on with the body it parsed, and a refused body with the parser’s refusal', async () => {
    const other = await signedUpAgent(t);
    await expireSessions(t, other.userId);
    const expired = await supertest(lane).post('/graphql').set('Cookie', other.cookie).send({ query: '{ seen }' });
    expect(expired.body).toEqual(expect.objectContaining({ answeredBy: 'full path', body: { query: '{ seen }' } }));

    const broken = await supertest(lane)
      .post('/graphql')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"query": ');
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].message).toMatch(/JSON/);
  });
});
