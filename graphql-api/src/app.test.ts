import { sql } from '../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../test/test-app';
import { apolloLogger, createGraphQL } from './graphql/apollo';
import { buildGraphQLSchema } from './graphql/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const graphql = (query: string) => t.http.post('/graphql').set('Content-Type', 'application/json').send({ query });

describe('/graphql', () => {
  it('answers viewer null when signed out', async () => {
    const res = await graphql('{ viewer { id } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { viewer: null } });
  });

  it('refuses a simple GET that could be a cross-site request (CSRF prevention)', async () => {
    const res = await t.http.get('/graphql').query({ query: '{ viewer { id } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('reports an unknown field as a validation error', async () => {
    const res = await graphql('{ viewer { nope } }');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a query with more aliases than the limit', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const res = await graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/aliases/i);
  });

  it.each([
    ['an unclosed selection', '{ viewer { id }', 'Syntax Error: Expected Name, found <EOF>.'],
    ['a stray character', '{ viewer { id } } }', 'Syntax Error: Unexpected "}".'],
    ['an empty document', ' ', 'Syntax Error: Unexpected <EOF>.'],
  ])('answers a syntax error (%s) with a 400 GRAPHQL_PARSE_FAILED, not a 500', async (_, query, message) => {
    const res = await graphql(query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { message, locations: [expect.any(Object)], extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });

  it('refuses a query of more than 2 000 tokens with a 400 syntax error', async () => {
    // 1 992 tokens get past the parser (graphql-js's own validation then gives up on so many fields).
    const parsed = await graphql(`{ ${'__typename '.repeat(1990)} }`);
    expect(parsed.body.errors[0].extensions.code).not.toBe('GRAPHQL_PARSE_FAILED');
    const res = await graphql(`{ ${'__typename '.repeat(2001)} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Document contains more that 2000 tokens/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('refuses a query deeper than 10 levels', async () => {
    const deep = await graphql(
      '{ folders { cards { nodes { folder { cards { nodes { folder { cards { nodes { folder { id } } } } } } } } } } }',
    );
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toMatch(/depth limit of 10/);
  });

  it('refuses batched requests', async () => {
    const res = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]);
    expect(res.status).toBe(400);
  });
});

describe('/api error shapes', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const res = await t.http.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ message: 'Ruta no encontrada' });
  });

  it('answers malformed JSON with a JSON 400 in Spanish', async () => {
    const res = await t.http.post('/api/folders').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ message: 'El cuerpo de la petición no es JSON válido' });
  });

  it('answers a body over 1 MB with a JSON 413', async () => {
    const res = await t.http
      .post('/api/folders')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/demasiado grande/);
  });

  it('reports the database as reachable on /api/health', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sends the security headers', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('an internal error', () => {
  it('is a generic JSON 500 with no stack or SQL', async () => {
    const broken = await startTestApp();
    try {
      // A statement that fails inside a working database (a database that cannot be reached is a 503 instead).
      await sql(broken, 'alter table community_folders rename to community_folders_gone');
      const res = await broken.http.get('/api/community/folders');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Error interno del servidor' });
      expect(res.text).not.toMatch(/select|database|postgres|\bat\b/i);
    } finally {
      await broken.stop();
    }
  });
});

describe('GraphQL error messages', () => {
  const misspelt = [
    ['a field', '{ viewr { id } }', 'Cannot query field "viewr" on type "Query".', 'Did you mean "viewer"?'],
    [
      'an enum value',
      'mutation { reviewCard(cardId: 1, rating: EASYY) { card { id } } }',
      'Value "EASYY" does not exist in "Rating" enum.',
      'Did you mean the enum value "EASY"?',
    ],
  ] as const;

  it.each(misspelt)('suggest names for %s in development only', async (_, query, message, suggestion) => {
    const schema = await buildGraphQLSchema();
    const answer = async (production: boolean) => {
      const { apollo: server } = createGraphQL(schema, { sandbox: !production, production, log: () => {} });
      await server.start();
      try {
        const { body, status } = await server.executeHTTPGraphQLRequest({
          httpGraphQLRequest: {
            method: 'POST',
            headers: new Map([['content-type', 'application/json']]) as never,
            search: '',
            body: { query },
          },
          context: async () => ({}) as never,
        });
        return { status, body: body.kind === 'complete' ? JSON.parse(body.string) : null };
      } finally {
        await server.stop();
      }
    };
    const development = await answer(false);
    expect(development.status).toBe(400);
    expect(development.body.errors[0].message).toBe(`${message} ${suggestion}`);
    const production = await answer(true);
    expect(production.status).toBe(400);
    expect(production.body.errors[0].message).toBe(message);
    expect(production.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe("Apollo's own notices", () => {
  it('are JSON lines of the app’s logger, an error’s quoted details left out', async () => {
    const captured = capturingLogger();
    const { apollo: server } = createGraphQL(await buildGraphQLSchema(), {
      sandbox: false,
      production: true,
      log: () => {},
      logger: captured.logger,
    });
    await server.start();
    await server.stop();
    await expect(server.executeOperation({ query: '{ viewer { id } }' })).rejects.toThrow(/stopped/);
    expect(captured.records()).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^A GraphQL operation was received during/) }),
    ]);

    apolloLogger(captured.logger).error('Unexpected error processing request: duplicate key (email)=(ana@example.com)');
    expect(captured.records().at(-1)).toEqual(
      expect.objectContaining({ level: 50, msg: 'Apollo Server: Unexpected error processing request' }),
    );
    expect(captured.text()).not.toContain('ana@example.com');
  });
});
