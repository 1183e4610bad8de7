import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { getIntrospectionQuery } from 'graphql';
import createClient from 'openapi-fetch';
import type supertest from 'supertest';
import { schemaFile } from '../src/graphql/schema';
import { accountTexts } from '../src/modules/accounts/account.service';
import { TOKEN_RATE_LIMIT, tokenMessages } from '../src/modules/tokens/token.schema';
import type { paths } from './__generated__/rest-api';
import { count, password, signedUpAgent, sql } from './factories';
import { startTestApp, type TestApp } from './test-app';

/**
 * The public API as a third-party developer meets it: the real server in production mode on a real port,
 * real clients (Apollo Client, a REST client generated from /api/openapi.json), tokens from another origin.
 */
let t: TestApp;
let server: ReturnType<TestApp['app']['listen']>;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({
    env: { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), MAIL_TRANSPORT: 'log' },
  });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await t.stop();
});

const otherOrigin = 'https://panel-del-profesor.example';

async function token(agent: supertest.Agent, scope: 'READ' | 'READ_WRITE' | null = null): Promise<string> {
  const res = await agent.post('/graphql').set('Content-Type', 'application/json').send({
    query: 'mutation T($scope: ApiTokenScope) { createApiToken(name: "Herramienta", scope: $scope) { secret } }',
    variables: { scope },
  });
  return res.body.data.createApiToken.secret;
}

/** A learner with the sample folders, a read-only and a read-and-write token. */
async function developer() {
  const { agent, userId } = await signedUpAgent(t);
  await agent.post('/api/seed-sample-data');
  return { agent, userId, readOnly: await token(agent), readWrite: await token(agent, 'READ_WRITE') };
}

const apollo = (secret: string) =>
  new ApolloClient({
    link: new HttpLink({ uri: `${baseUrl}/graphql`, headers: { authorization: `Bearer ${secret}` } }),
    cache: new InMemoryCache(),
  });

describe('Apollo Client in Node with a token', () => {
  it('queries and rates a card with a read-and-write token; a read-only token is refused the write', async () => {
    const { userId, readOnly, readWrite } = await developer();
    const client = apollo(readWrite);
    const { data } = await client.query<{ folders: { id: string; dueCards: { id: string }[] }[] }>({
      query: gql`{ folders { id name dueCards(limit: 1) { id } } }`,
    });
    expect(data?.folders).toHaveLength(3);
    const cardId = data?.folders.flatMap((folder) => folder.dueCards)[0]?.id;
    const rated = await client.mutate<{ reviewCard: { card: { id: string; reviewCount: number } } }>({
      mutation: gql`mutation R($id: ID!) { reviewCard(cardId: $id, rating: MEDIUM) { card { id reviewCount } } }`,
      variables: { id: cardId },
    });
    expect(rated.data?.reviewCard.card).toMatchObject({ id: cardId, reviewCount: 1 });

    const reader = apollo(readOnly);
    const viewer = await reader.query<{ viewer: { id: string } }>({ query: gql`{ viewer { id } }` });
    expect(viewer.data?.viewer.id).toBe(String(userId));
    await expect(
      reader.mutate({
        mutation: gql`mutation R($id: ID!) { reviewCard(cardId: $id, rating: EASY) { card { id } } }`,
        variables: { id: cardId },
      }),
    ).rejects.toMatchObject({ errors: [{ message: tokenMessages.readOnly, extensions: { code: 'FORBIDDEN' } }] });
    expect(await count(t, 'reviews', 'user_id = ?', [userId])).toBe(1);
  });
});

describe('a typed REST client generated from /api/openapi.json (openapi-typescript + openapi-fetch)', () => {
  it('is up to date with the document', () => {
    execFileSync(process.execPath, [path.join(__dirname, '../scripts/openapi-types.mjs'), '--check'], {
      stdio: 'pipe',
    });
  });

  it('lists folders and rates a card; a read-only token gets a 403 on the write and changes nothing', async () => {
    const { userId, readOnly, readWrite } = await developer();
    const api = createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${readWrite}` } });
    const folders = await api.GET('/folders');
    expect(folders.response.status).toBe(200);
    expect(folders.data?.map((folder) => folder.cardCount)).toEqual([50, 50, 50]);
    const folderId = String(folders.data?.[0].id);
    const page = await api.GET('/folders/{id}/cards', { params: { path: { id: folderId }, query: { limit: 2 } } });
    const cards = page.data && !Array.isArray(page.data) ? page.data.cards : [];
    expect(cards).toHaveLength(2);

    const rated = await api.POST('/cards/{id}/review', {
      params: { path: { id: String(cards[0].id) } },
      body: { difficulty: 'easy', answerResult: 'correct' },
    });
    expect(rated.data).toMatchObject({ id: cards[0].id, reviewCount: 1, difficulty: 'easy' });
    expect(rated.data?.reviewId).toEqual(expect.any(Number));

    const reader = createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${readOnly}` } });
    expect((await reader.GET('/folders')).data).toHaveLength(3);
    const refused = await reader.POST('/folders', { body: { name: 'No debería existir' } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({ message: tokenMessages.readOnly });
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(3);
  });
});

describe('tokens on the downloads, the statistics, the imports and the account', () => {
  /** `POST /imports` through the typed client: the form's fields as the document types them, sent as multipart. */
  const upload = (secret: string) =>
    createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${secret}` } }).POST(
      '/imports',
      {
        body: { file: 'hola,hello\nadiós,goodbye\n', folderName: 'Desde un script' },
        bodySerializer: ({ file, folderName }) => {
          const form = new FormData();
          form.append('folderName', folderName ?? '');
          form.append('file', new Blob([file ?? '']), 'saludos.csv');
          return form;
        },
      },
    );

  it('lets a read-only token read statistics, imports and both downloads, and refuses it an upload (403, nothing stored)', async () => {
    const { userId, readOnly, readWrite } = await developer();
    const reader = createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${readOnly}` } });
    const stats = await reader.GET('/stats', { params: { query: { range: 'month' } } });
    expect(stats.response.status).toBe(200);
    expect(stats.data?.cardStates.new).toBe(150);
    const folderId = String((await reader.GET('/folders')).data?.[0].id);
    const csv = await reader.GET('/folders/{id}/export.csv', { params: { path: { id: folderId } }, parseAs: 'text' });
    expect(csv.response.status).toBe(200);
    expect(csv.response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(csv.data?.split('\r\n')).toHaveLength(51);
    const account = await reader.GET('/account/export');
    expect(account.data?.cards).toHaveLength(150);

    const refused = await upload(readOnly);
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({ message: tokenMessages.readOnly });
    expect(await count(t, 'import_jobs', 'user_id = ?', [userId])).toBe(0);
    expect(await count(t, 'import_uploads')).toBe(0);

    const accepted = await upload(readWrite);
    expect(accepted.response.status).toBe(202);
    const id = String(accepted.data?.importJob.id);
    const listed = await reader.GET('/imports');
    expect(listed.data?.importJobs.map((job) => job.id)).toEqual([accepted.data?.importJob.id]);
    expect((await reader.GET('/imports/{id}', { params: { path: { id } } })).data?.importJob.fileName).toBe(
      'saludos.csv',
    );
  });

  it('never deletes the account with a token, read-only or read-and-write', async () => {
    const { userId, readOnly, readWrite } = await developer();
    for (const [secret, message] of [
      [readOnly, tokenMessages.readOnly],
      [readWrite, accountTexts.sessionRequired],
    ]) {
      const api = createClient<paths>({ baseUrl: `${baseUrl}/api`, headers: { Authorization: `Bearer ${secret}` } });
      const refused = await api.DELETE('/account', { body: { password } });
      expect(refused.response.status).toBe(403);
      expect(refused.error).toEqual({ message });
    }
    expect(await count(t, 'users', 'id = ?', [userId])).toBe(1);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(3);
  });
});

describe('CORS for tokens', () => {
  it('answers the preflight for any origin, without credentials', async () => {
    const res = await t.http
      .options('/api/folders')
      .set('Origin', otherOrigin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const graphql = await t.http
      .options('/graphql')
      .set('Origin', otherOrigin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type');
    expect(graphql.status).toBe(204);
    expect(graphql.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves another origin with a token, and never honours the cookie from another origin', async () => {
    const { agent, readWrite } = await developer();
    const withToken = await t.http
      .get('/api/folders')
      .set('Origin', otherOrigin)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Authorization', `Bearer ${readWrite}`);
    expect(withToken.status).toBe(200);
    expect(withToken.body).toHaveLength(3);
    expect(withToken.headers['access-control-allow-origin']).toBe('*');
    expect(withToken.headers['access-control-expose-headers']).toMatch(/RateLimit/);
    const created = await t.http
      .post('/api/folders')
      .set('Origin', otherOrigin)
      .set('Authorization', `Bearer ${readWrite}`)
      .send({ name: 'Desde otra web' });
    expect(created.status).toBe(201);

    const withCookie = await agent.get('/api/folders').set('Origin', otherOrigin).set('Sec-Fetch-Site', 'cross-site');
    expect(withCookie.status).toBe(401);
    expect(withCookie.body).toEqual({ message: 'Unauthorized' });
    const graphqlWithCookie = await agent
      .post('/graphql')
      .set('Origin', otherOrigin)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Content-Type', 'application/json')
      .send({ query: '{ viewer { id } }' });
    expect(graphqlWithCookie.status).toBe(403);
    expect(graphqlWithCookie.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const getWithCookie = await agent
      .get('/graphql?query=%7Bviewer%7Bid%7D%7D')
      .set('Origin', otherOrigin)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Apollo-Require-Preflight', 'true');
    expect(getWithCookie.body).toEqual({ data: { viewer: null } });
    // The same cookie from the app itself still works.
    expect((await agent.get('/api/folders').set('Sec-Fetch-Site', 'same-origin')).body).toHaveLength(4);
  });
});

describe('the per-token rate limit', () => {
  it('reports what is left in RateLimit headers and answers 429 in Spanish with Retry-After past it', async () => {
    const { readOnly } = await developer();
    const first = await t.http.get('/api/user/stats').set('Authorization', `Bearer ${readOnly}`);
    expect(first.headers['ratelimit-policy']).toBe(`${TOKEN_RATE_LIMIT.max};w=${TOKEN_RATE_LIMIT.windowSeconds}`);
    expect(first.headers.ratelimit).toMatch(
      new RegExp(`^limit=${TOKEN_RATE_LIMIT.max}, remaining=${TOKEN_RATE_LIMIT.max - 1}, reset=\\d+$`),
    );
    // The rest of the minute's allowance spent at once.
    await sql(t, `update rate_limits set hits = ? where key like 'token:%' and hits = 1`, [TOKEN_RATE_LIMIT.max]);

    const refused = await t.http.get('/api/user/stats').set('Authorization', `Bearer ${readOnly}`);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(TOKEN_RATE_LIMIT.windowSeconds);
    expect(refused.body).toEqual({ message: tokenMessages.rateLimited(seconds) });
    expect(refused.body.message).toMatch(
      /^Demasiadas peticiones con este token\. Vuelve a intentarlo en \d+ segundos?\.$/,
    );
    const graphql = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${readOnly}`)
      .set('Content-Type', 'application/json')
      .send({ query: '{ viewer { id } }' });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('GraphQL in production', () => {
  it('shows the embedded Sandbox at GET /graphql under our CSP, not a CSRF error', async () => {
    const res = await t.http.get('/graphql').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(res.text).toContain('"includeCookies":true');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://sandbox.embed.apollographql.com');
    expect(csp).toContain("object-src 'none'");
  });

  it('refuses introspection to anonymous callers, and answers it (within the depth and cost limits) to a token or a session', async () => {
    const introspection = { query: getIntrospectionQuery() };
    const anonymous = await t.http.post('/graphql').set('Content-Type', 'application/json').send(introspection);
    expect(anonymous.body.data).toBeUndefined();
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.body.errors[0].message).toMatch(/^La introspección del esquema necesita/);
    const typeProbe = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ __type(name: "Card") { name } }' });
    expect(typeProbe.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const { agent, readOnly } = await developer();
    const withToken = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${readOnly}`)
      .set('Content-Type', 'application/json')
      .send(introspection);
    expect(withToken.body.errors).toBeUndefined();
    expect(withToken.body.data.__schema.queryType.name).toBe('Query');
    const withCookie = await agent.post('/graphql').set('Content-Type', 'application/json').send(introspection);
    expect(withCookie.body.data.__schema.types.length).toBeGreaterThan(20);

    const ofTypes = `${'ofType { '.repeat(20)}name${' }'.repeat(20)}`;
    const tooDeep = `{ __schema { types { fields { type { ${ofTypes} } } } } }`;
    const refused = await t.http
      .post('/graphql')
      .set('Authorization', `Bearer ${readOnly}`)
      .set('Content-Type', 'application/json')
      .send({ query: tooDeep });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('publishes the committed schema.graphql at /graphql/schema.graphql with an ETag', async () => {
    const res = await t.http.get('/graphql/schema.graphql');
    expect(res.status).toBe(200);
    expect(res.text).toBe(fs.readFileSync(schemaFile, 'utf8'));
    expect(res.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const again = await t.http.get('/graphql/schema.graphql').set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});
