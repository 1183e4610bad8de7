import { createHash } from 'node:crypto';
import supertest from 'supertest';
import type { BenchRequest } from '../../bench/harness';
import { webDocumentNodes, webRequest, withText } from '../../bench/web-operations';
import { learnerWithToken, signedUpAgent } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { webDocuments } from './__generated__/web-documents';
import { createGraphQL } from './apollo';
import { MAX_KNOWN_TEXT_LENGTH } from './known-documents';
import { buildGraphQLSchema } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type Sent = BenchRequest;

/** What the web app sends for `name` (through its own link: the hash, no text). */
const sentByTheWeb = (name: string, variables: Record<string, unknown> = {}): Promise<Sent> =>
  webRequest(name, variables);

const bodyOf = (sent: Sent) => JSON.parse(sent.body ?? '{}');
const hashOf = (sent: Sent): string => bodyOf(sent).extensions.persistedQuery.sha256Hash;

async function send(agent: supertest.Agent, sent: Sent, extra: Record<string, string> = {}) {
  const res = await agent
    .post('/graphql')
    .set({ ...sent.headers, ...extra })
    .send(sent.body ?? '');
  return {
    status: res.status,
    type: res.headers['content-type'],
    cacheControl: res.headers['cache-control'],
    text: res.text,
  };
}

/** The answers to `sent` by hash and by text, side by side. */
async function bothWays(agent: supertest.Agent, sent: Sent, extra: Record<string, string> = {}) {
  const byHash = await send(agent, sent, extra);
  const byText = await send(agent, withText(sent), extra);
  return { byHash, byText };
}

const counted = async (operation: string, outcome: 'ok' | 'error') => {
  const { values } = await t.services.metrics.graphqlOperations.get();
  return values.find((v) => v.labels.operation === operation && v.labels.outcome === outcome)?.value ?? 0;
};

describe("the web app's operations sent by hash", () => {
  it('are every operation the web sends, each known to the server by the hash its link sends', async () => {
    const names = [...webDocumentNodes().keys()];
    expect(names.length).toBe(Object.keys(webDocuments).length);
    const anonymous = supertest.agent(t.app);
    for (const name of names) {
      const sent = await sentByTheWeb(name);
      expect(bodyOf(sent).query).toBeUndefined();
      expect(webDocuments[hashOf(sent)]).toMatch(new RegExp(`^(query|mutation) ${name}\\b`));
      // Anonymous and without variables: refused or answered, never "not found" (which would send the text again).
      const answer = await send(anonymous, sent);
      expect(answer.text).not.toContain('PERSISTED_QUERY_NOT_FOUND');
    }
  });

  it("answer a learner's screens as Apollo answers their text, to the byte", async () => {
    const { agent } = await signedUpAgent(t);
    await agent.post('/api/seed-sample-data').expect(201);
    const [folder] = (await agent.get('/api/folders')).body;
    for (const [name, variables] of [
      ['Dashboard', {}],
      ['Folders', {}],
      ['Folder', { id: String(folder.id) }],
      ['StudyAll', {}],
      ['PendingReviews', {}],
      ['Statistics', {}],
    ] as const) {
      const { byHash, byText } = await bothWays(agent, await sentByTheWeb(name, variables));
      expect(byHash.status).toBe(200);
      expect(byHash).toEqual(byText);
      expect(JSON.parse(byHash.text).errors).toBeUndefined();
    }
  });

  it('refuse as Apollo does: a bad variable, a missing folder or card, no session, a write with a read-only token', async () => {
    const { agent } = await signedUpAgent(t);
    const badVariable = await bothWays(agent, await sentByTheWeb('Folder', { id: { no: 'id' } }));
    expect(badVariable.byHash.status).toBe(400);
    expect(badVariable.byHash).toEqual(badVariable.byText);
    expect(JSON.parse(badVariable.byHash.text).errors[0]).toEqual({
      message: 'La variable $id no tiene un valor válido para su tipo',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const missing = await bothWays(agent, await sentByTheWeb('Folder', { id: '999999' }));
    expect(missing.byHash).toEqual(missing.byText);
    expect(JSON.parse(missing.byHash.text)).toEqual({ data: { folder: null } });
    const missingCard = await bothWays(agent, await sentByTheWeb('DeleteCard', { id: '999999' }));
    expect(missingCard.byHash).toEqual(missingCard.byText);
    expect(JSON.parse(missingCard.byHash.text).errors[0].extensions.code).toBe('NOT_FOUND');

    const signedOut = await bothWays(supertest.agent(t.app), await sentByTheWeb('Folders'));
    expect(signedOut.byHash).toEqual(signedOut.byText);
    expect(JSON.parse(signedOut.byHash.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const { token } = await learnerWithToken(t, { scope: 'READ' });
    const reader = supertest.agent(t.app).set('Authorization', `Bearer ${token}`);
    const write = await bothWays(reader, await sentByTheWeb('CreateFolder', { input: { name: 'No' } }));
    expect(write.byHash).toEqual(write.byText);
    expect(JSON.parse(write.byHash.text).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await reader.get('/api/folders')).body).toEqual([]);
  });

  it("answer in the type the request's Accept prefers, as Apollo does", async () => {
    const { agent } = await signedUpAgent(t);
    const sent = await sentByTheWeb('Folders');
    for (const accept of ['application/json', '*/*', 'application/graphql-response+json']) {
      const { byHash, byText } = await bothWays(agent, sent, { accept });
      expect(byHash).toEqual(byText);
    }
    const { accept: _accept, ...noAccept } = sent.headers ?? {};
    const plain = await bothWays(agent, { ...sent, headers: noAccept });
    expect(plain.byHash.type).toBe('application/json; charset=utf-8');
    expect(plain.byHash).toEqual(plain.byText);
    const refused = await bothWays(agent, sent, { accept: 'text/csv' });
    expect(refused.byHash.status).toBe(406);
    expect(refused.byHash).toEqual(refused.byText);
  });

  it('write as Apollo does, and are counted under their name', async () => {
    const { agent } = await signedUpAgent(t);
    const before = await counted('CreateFolder', 'ok');
    const sent = await sentByTheWeb('CreateFolder', { input: { name: 'Por hash' } });
    const answer = await send(agent, sent);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.createFolder.folder).toEqual(expect.objectContaining({ name: 'Por hash' }));
    expect((await agent.get('/api/folders')).body.map((f: { name: string }) => f.name)).toEqual(['Por hash']);
    expect(await counted('CreateFolder', 'ok')).toBe(before + 1);
  });

  it('send a hash the server does not know to Apollo, which asks for the text and then keeps it', async () => {
    const { agent } = await signedUpAgent(t);
    const sent = await sentByTheWeb('Folders');
    const text = webDocuments[hashOf(sent)];
    // A page newer than the server: its document differs (a field more), so does its hash.
    const newer = text.replace('query Folders {', 'query Folders {\n  __typename');
    const hash = createHash('sha256').update(newer).digest('hex');
    const body = { ...bodyOf(sent), extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
    const unknown = { ...sent, body: JSON.stringify(body) };
    const notFound = await send(agent, unknown);
    expect(JSON.parse(notFound.text).errors).toEqual([
      {
        message:
          'Consulta desconocida: el servidor no tiene ninguna con ese sha256Hash; envíala con su texto en "query"',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ]);
    // A hash that is not the text's, or a version the protocol does not have: refused, nothing kept.
    const mismatch = await send(agent, { ...sent, body: JSON.stringify({ ...body, query: text }) });
    expect(mismatch.status).toBe(400);
    expect(JSON.parse(mismatch.text).errors).toEqual([
      {
        message: 'El sha256Hash de persistedQuery no corresponde al texto de "query"',
        extensions: { code: 'BAD_REQUEST' },
      },
    ]);
    const version = { ...body, extensions: { persistedQuery: { version: 2, sha256Hash: hash } } };
    const badVersion = await send(agent, { ...sent, body: JSON.stringify(version) });
    expect(badVersion.status).toBe(400);
    expect(JSON.parse(badVersion.text).errors).toEqual([
      { message: 'Versión de persistedQuery no admitida: usa "version": 1', extensions: { code: 'BAD_REQUEST' } },
    ]);
    expect(await send(agent, unknown)).toEqual(notFound);
    // What the web's link then sends: the text with its hash.
    const retried = await send(agent, { ...sent, body: JSON.stringify({ ...body, query: newer }) });
    expect(JSON.parse(retried.text).data.__typename).toBe('Query');
    const again = await send(agent, unknown);
    expect(again).toEqual(retried);
  });
});

describe('a text sent again', () => {
  const tool = async () => {
    const { token } = await learnerWithToken(t, { scope: 'READ_WRITE', sampleData: true });
    return supertest.agent(t.app).set('Authorization', `Bearer ${token}`);
  };
  const asTool = (body: Record<string, unknown>): Sent => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('is answered as Apollo answered it the first time, whatever the text', async () => {
    const agent = await tool();
    const texts: Record<string, unknown>[] = [
      { query: '{ folders { name cardCount } viewer { email } }' },
      { query: 'query Few($n: Int) { folders(limit: $n) { name } }', variables: { n: 1 }, operationName: 'Few' },
      { query: 'query Few($n: Int) { folders(limit: $n) { name } }', variables: { n: 'one' } },
      { query: 'query A { viewer { id } } query B { folders { id } }', operationName: 'B' },
      { query: 'query A { viewer { id } }', operationName: 'C' },
      { query: '{ folders { nombre } }' },
      {
        query: '{ folders { cards(first: 1000) { edges { node { folder { cards(first: 1000) { totalCount } } } } } } }',
      },
      { query: 'mutation { createFolder(input: { name: "Dos veces" }) { folder { name } } }' },
      { query: '{ __schema { queryType { name } } }' },
    ];
    for (const body of texts) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await send(agent, asTool(body)));
      expect(answers[1]).toEqual(answers[0]);
      if (!String(body.query).startsWith('mutation')) expect(answers[2]).toEqual(answers[0]);
    }
    // Each of the three mutations wrote its folder, once.
    const folders = (await agent.get('/api/folders')).body.map((f: { name: string }) => f.name);
    expect(folders.filter((name: string) => name === 'Dos veces')).toHaveLength(3);
  });

  it('is run without Apollo only when Apollo would run it as it stands, and only once sent twice', async () => {
    const schema = await buildGraphQLSchema();
    const { known } = createGraphQL(schema, { sandbox: false, production: true, log: () => {} });
    expect(known.webDocuments).toBe(Object.keys(webDocuments).length);
    const twice = (body: Record<string, unknown>) => [known.find(body), known.find(body)];
    const [first, second] = twice({ query: '{ folders { id } }', variables: null, extensions: {} });
    expect(first).toBeUndefined();
    expect(second?.known.operation.operation).toBe('query');
    expect(known.find({ query: '{ folders { id } }', operationName: 'Other' })).toBeUndefined();
    expect(known.find({ query: '{ folders { id } }', variables: [1] })).toBeUndefined();
    for (const apollos of [
      { query: '{ folders { nombre } }' },
      { query: 'query A { viewer { id } } query B { folders { id } }', operationName: 'B' },
      { query: '{ __type(name: "Folder") { name } }' },
      // 16 aliases, one more than allowed.
      { query: `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: viewer { id }`).join(' ')} }` },
      { query: `${'#'.repeat(MAX_KNOWN_TEXT_LENGTH)}\n{ folders { id } }` },
      { query: '{ folders { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
    ]) {
      expect(twice(apollos)).toEqual([undefined, undefined]);
    }
  });
});
