import supertest from 'supertest';
import { graphqlAs, graphqlData, signedUpAgent } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

// Operations sent again run compiled (graphql-jit, `jit-executor.ts`); these answers are graphql-js's, request after
// request.
describe('compiled operations', () => {
  it('answer each request with its own variables, directives on fragments included', async () => {
    const { agent } = await signedUpAgent(t);
    await agent.post('/api/seed-sample-data').expect(201);
    const document = `query Shelf($limit: Int, $withCards: Boolean!, $plain: Boolean!) {
      folders(limit: $limit) { name ...Counts @include(if: $withCards) ... on Folder @skip(if: $plain) { id } }
    }
    fragment Counts on Folder { cardCount }`;
    const few = await graphqlData(agent, document, { limit: 1, withCards: true, plain: true });
    expect(few.folders).toEqual([{ name: expect.any(String), cardCount: 50 }]);
    const more = await graphqlData(agent, document, { limit: 2, withCards: false, plain: false });
    expect(more.folders).toEqual([
      { name: expect.any(String), id: expect.any(String) },
      { name: expect.any(String), id: expect.any(String) },
    ]);
    const aliased = await graphqlData(agent, '{ a: folders(limit: 1) { n: name } b: viewer { id } }');
    expect(Object.keys(aliased)).toEqual(['a', 'b']);
    expect(Object.keys(aliased.a[0])).toEqual(['n']);
  });

  it("keep a resolver's refusal, its path and where it stands in the query", async () => {
    const { agent } = await signedUpAgent(t);
    // The first time runs on graphql-js, the second compiled: the same answer.
    const first = await graphqlAs(supertest.agent(t.app), 'query {\n  folders { id }\n}');
    const signedOut = await graphqlAs(supertest.agent(t.app), 'query {\n  folders { id }\n}');
    expect(signedOut).toEqual(first);
    expect(signedOut.errors).toEqual([
      {
        message: 'Unauthorized',
        locations: [{ line: 2, column: 3 }],
        path: ['folders'],
        extensions: { code: 'UNAUTHENTICATED' },
      },
    ]);
    expect(signedOut.data).toBeNull();
    await graphqlAs(agent, 'mutation {\n  deleteFolder(id: "999999") { deletedFolderId }\n}');
    const missing = await graphqlAs(agent, 'mutation {\n  deleteFolder(id: "999999") { deletedFolderId }\n}');
    expect(missing.errors).toEqual([
      expect.objectContaining({
        locations: [{ line: 2, column: 3 }],
        path: ['deleteFolder'],
        extensions: expect.objectContaining({ code: 'NOT_FOUND' }),
      }),
    ]);
  });

  it('refuse an operation the document does not hold as graphql-js does', async () => {
    const { agent } = await signedUpAgent(t);
    const two = 'query A { viewer { id } } query B { folders { id } }';
    const res = await agent.post('/graphql').send({ query: two, operationName: 'C' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { message: 'Unknown operation named "C".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
    ]);
    const chosen = await agent.post('/graphql').send({ query: two, operationName: 'B' });
    expect(chosen.body).toEqual({ data: { folders: [] } });
  });
});
