import '../../test/production-graphql';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  Kind,
  parse,
  type TypeNode,
  typeFromAST,
} from 'graphql';
import type supertest from 'supertest';
import { countStatements } from '../../test/count-statements';
import { graphqlAs, password, signedUpAgent, sql } from '../../test/factories';
import { type HeapProbe, startHeapProbe } from '../../test/heap-probe';
import { startTestApp, type TestApp } from '../../test/test-app';
import { costVariables, MAX_QUERY_COST, queryCost } from './cost';
import { buildGraphQLSchema } from './schema';

let t: TestApp;
let schema: GraphQLSchema;
let probe: HeapProbe;
beforeAll(async () => {
  t = await startTestApp();
  schema = await buildGraphQLSchema();
  probe = await startHeapProbe(t.databaseUrl);
});
afterAll(async () => {
  await probe.stop();
  await t.stop();
});

const gql = graphqlAs;

const cost = (query: string, variables: Record<string, unknown> = {}) => queryCost(schema, parse(query), variables);

/** `count` folders of `cardsEach` short cards each, written straight into the database. */
async function manyFolders(userId: number, count: number, cardsEach: number) {
  await sql(
    t,
    `with made as (
       insert into folders (name, user_id) select 'Carpeta ' || n, ? from generate_series(1, ?) as n returning id)
     insert into cards (front, back, folder_id, next_review_at)
     select 'front ' || made.id || '-' || n, 'back ' || n, made.id,
            case when n % 2 = 0 then null else now() - interval '1 day' end
       from made cross join generate_series(1, ?) as n`,
    [userId, count, cardsEach],
  );
}

describe('the cost limit', () => {
  it('accepts every operation the web app sends, with room to spare', () => {
    const root = path.resolve(__dirname, '../../../web/src');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql'));
    const document = parse(files.map((file) => fs.readFileSync(path.join(root, file), 'utf8')).join('\n'));
    const operations = document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition] : [],
    );
    expect(operations.length).toBeGreaterThan(20);
    const costs: Record<string, number> = Object.fromEntries(
      operations.map((operation) => {
        // Required variables get a placeholder of their type; optional ones take the server's defaults.
        const variables = Object.fromEntries(
          (operation.variableDefinitions ?? [])
            .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
            .map((definition) => [definition.variable.name.value, placeholder(schema, definition.type)]),
        );
        const single: DocumentNode = {
          ...document,
          definitions: document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === operation),
        };
        return [operation.name?.value, queryCost(schema, single, variables, operation.name?.value)];
      }),
    );
    for (const [name, value] of Object.entries(costs)) {
      expect([name, value <= MAX_QUERY_COST * 0.8]).toEqual([name, true]);
    }
    // The folder list is priced on 1 000 folders: the heaviest screen by design.
    expect(costs.Folders).toBeGreaterThan(10_000);
  });

  it('prices lists on their size: `first`/`limit` (from variables too) times the cost of one item', () => {
    const page = (first: number) =>
      cost('query($n: Int) { folder(id: 1) { cards(first: $n) { nodes { id } } } }', { n: first });
    expect(page(10)).toBeLessThan(page(100));
    expect(page(100) - page(50)).toBe(50 * (page(2) - page(1)));
    // A card side may be 10 000 characters: it weighs ten plain fields.
    expect(cost('{ folder(id: 1) { cards(first: 10) { nodes { front } } } }')).toBeGreaterThan(
      cost('{ folder(id: 1) { cards(first: 10) { nodes { id } } } }') + 80,
    );
    // Out-of-range sizes are priced at the cap (the resolver then refuses them).
    expect(page(100_000)).toBe(page(100));
    expect(cost('{ folders { id } }')).toBe(cost('{ folders(limit: 1000) { id } }'));
  });

  it('knows which variables a price depends on: list sizes and directives, not ids, texts or instants', () => {
    const document = parse(`mutation($id: ID!, $rating: Rating!, $at: DateTime, $ms: Int, $n: Int, $show: Boolean!) {
      reviewCard(cardId: $id, rating: $rating, reviewedAt: $at, durationMs: $ms) {
        folder { id cards(first: $n) @include(if: $show) { nodes { id } } }
      }
    }`);
    expect([...costVariables(schema, document)].sort()).toEqual(['n', 'show']);
  });

  it('prices a document again only when a variable its price depends on changes, and still checks every variable', async () => {
    const { agent } = await signedUpAgent(t);
    const query = 'query($id: ID!, $n: Int) { folder(id: $id) { id cards(first: $n) { nodes { front back } } } }';
    // One document, priced with a small page for two ids, then with a page too large for the same id: refused.
    const listing =
      'query($id: ID!, $n: Int) { folder(id: $id) { cards(first: $n) { nodes { folder { cards(first: $n) { nodes { front back } } } } } } }';
    expect((await gql(agent, listing, { id: '1', n: 1 })).errors).toBeUndefined();
    expect((await gql(agent, listing, { id: '2', n: 1 })).errors).toBeUndefined();
    const tooLarge = await gql(agent, listing, { id: '1', n: 100 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A variable the price does not depend on is still checked against its type once the document is priced.
    expect((await gql(agent, query, { id: '1', n: 1 })).errors).toBeUndefined();
    const invalid = await gql(agent, query, { id: { not: 'an id' }, n: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'La variable $id no tiene un valor válido para su tipo',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses the nested cycle of the incident with a Spanish 400 before any resolver runs', async () => {
    const { agent } = await signedUpAgent(t);
    expect((await agent.post('/api/seed-sample-data')).status).toBe(201);
    // The incident's folders → cards → folder cycle, three times over, as deep as the depth limit allows.
    const cycle =
      '{ folders { cards { nodes { folder { cards { nodes { folder { cards { nodes { id } } } } } } } } } }';
    let response: Awaited<ReturnType<typeof gql>> | undefined;
    const queries = await countStatements(async () => {
      response = await gql(agent, cycle);
    });
    expect(response?.status).toBe(400);
    expect(response?.data).toBeUndefined();
    expect(response?.errors).toEqual([
      {
        message: expect.stringMatching(/^Consulta demasiado costosa: coste \d+, máximo 20000\./),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost: expect.any(Number), maxCost: MAX_QUERY_COST },
      },
    ]);
    expect(response?.errors?.[0].extensions.cost).toBeGreaterThan(1_000_000);
    // Only the session lookup reached the database: the refusal came before execution.
    expect(queries).toBe(1);
    // The same refusal with the size in a variable.
    const viaVariable = await gql(agent, 'query($n: Int) { folders { cards(first: $n) { nodes { front back } } } }', {
      n: 100,
    });
    expect(viaVariable.status).toBe(400);
    expect(viaVariable.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers a bounded cycle cheaply, in a number of SQL statements that does not grow with the data', async () => {
    const nested = `{ folders(limit: 20) { id stats { totalCards } dueCards(limit: 3) { id folder { id } }
        cards(first: 5) { totalCount edges { cursor node { id front folder { id name cards(first: 5) {
          totalCount nodes { id folder { id } } } } } } } } }`;
    expect(cost(nested)).toBeLessThanOrEqual(MAX_QUERY_COST);
    const small = await signedUpAgent(t);
    await manyFolders(small.userId, 1, 1);
    const big = await signedUpAgent(t);
    await manyFolders(big.userId, 20, 30);
    // Room in the daily limits (DESIGN §6) for every folder's due cards: this test counts statements, not limits.
    await sql(t, 'update users set new_cards_per_day = 1000 where id = ?', [big.userId]);
    let few: Awaited<ReturnType<typeof gql>> | undefined;
    let many: Awaited<ReturnType<typeof gql>> | undefined;
    const fewQueries = await countStatements(async () => {
      few = await gql(small.agent, nested);
    });
    const manyQueries = await countStatements(async () => {
      many = await gql(big.agent, nested);
    });
    expect(few?.errors).toBeUndefined();
    expect(many?.errors).toBeUndefined();
    const folders = many?.data?.folders as {
      id: string;
      stats: { totalCards: number };
      dueCards: { folder: { id: string } }[];
      cards: { totalCount: number; edges: { node: { folder: { id: string; cards: { nodes: unknown[] } } } }[] };
    }[];
    expect(folders).toHaveLength(20);
    for (const folder of folders) {
      expect(folder.stats.totalCards).toBe(30);
      expect(folder.cards.totalCount).toBe(30);
      expect(folder.cards.edges).toHaveLength(5);
      expect(folder.dueCards).toHaveLength(3);
      expect(folder.dueCards.every((card) => card.folder.id === folder.id)).toBe(true);
      expect(folder.cards.edges.every((edge) => edge.node.folder.id === folder.id)).toBe(true);
      expect(folder.cards.edges[0].node.folder.cards.nodes).toHaveLength(5);
    }
    // Each folder's due cards, batched, are what the folder's own due list says.
    for (const folder of folders.slice(0, 3)) {
      const own = await gql(big.agent, 'query($f: ID!) { dueCards(folderId: $f, limit: 3) { id } }', { f: folder.id });
      expect(folder.dueCards.map((card) => (card as unknown as { id: string }).id)).toEqual(
        own.data?.dueCards.map((card: { id: string }) => card.id),
      );
    }
    // folders, their summaries, one page for all folders, due ids + due cards: the same for 1 or 20 folders.
    expect(manyQueries).toBe(fewQueries);
    expect(manyQueries).toBeLessThanOrEqual(6);
  });
});

/** A value of the variable's type for cost estimation (ids, strings, enums, input objects). */
function placeholder(target: GraphQLSchema, typeNode: TypeNode): unknown {
  const type = typeFromAST(target, typeNode as Parameters<typeof typeFromAST>[1]);
  return type ? placeholderOf(getNamedType(type)) : null;
}

/** A value of `named`: an input object's required fields each get one of their own type. */
function placeholderOf(named: GraphQLNamedType): unknown {
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, placeholderOf(getNamedType(field.type))]),
    );
  }
  return { Int: 1, Boolean: true, DateTime: '2026-01-01T00:00:00Z', String: 'x' }[named.name] ?? '1';
}

// ——— The most expensive queries the limits accept ———

/**
 * Sends a query over a real socket to the app in a process of its own (`startHeapProbe`) and drops the answer as
 * it arrives, so that the figures are the server's alone: the time to the last byte, the answer's size, the live
 * heap's peak above where it started and the SQL statements it sent.
 */
async function measure(cookie: string, query: string) {
  const started = performance.now();
  const { result, heapMb, statements } = await probe.measure(
    () =>
      new Promise<{ status: number; bytes: number; head: string }>((resolve, reject) => {
        const body = JSON.stringify({ query });
        const req = http.request(
          {
            host: '127.0.0.1',
            port: probe.port,
            path: '/graphql',
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Encoding': 'identity' },
          },
          (res) => {
            let bytes = 0;
            let head = '';
            res.on('data', (chunk: Buffer) => {
              if (head.length < 300) head += chunk.toString('utf8', 0, 300);
              bytes += chunk.length;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, head }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
  );
  return { ...result, ms: performance.now() - started, heapMb, statements };
}

/** The largest `n` whose query the cost limit accepts (the cost grows with `n`). */
function largestAccepted(build: (n: number) => string, upTo: number): number {
  let accepted = 0;
  for (let n = 1; n <= upTo; n++) {
    if (cost(build(n)) > MAX_QUERY_COST) break;
    accepted = n;
  }
  return accepted;
}

describe('the most expensive queries the limits accept', () => {
  const figures: string[] = [];
  let cookie: string;
  let agent: supertest.Agent;
  let textFolderId: number;
  let cursors: (string | null)[];

  beforeAll(async () => {
    // A heavy learner: 1 000 folders (the most a query lists) of 20 cards, and a folder of 1 500
    // cards whose sides are both 10 000 characters long (the most a side may hold).
    const user = await signedUpAgent(t);
    agent = user.agent;
    const login = await agent.post('/api/auth/login').send({ email: user.email, password });
    cookie = (login.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
    await manyFolders(user.userId, 999, 20);
    const [folder] = await sql<{ id: number }>(
      t,
      `insert into folders (name, user_id) values ('Textos', ?) returning id`,
      [user.userId],
    );
    textFolderId = folder.id;
    await sql(
      t,
      `insert into cards (front, back, folder_id)
       select n || repeat('a', 9990), n || repeat('b', 9990), ? from generate_series(1, 1500) as n`,
      [textFolderId],
    );
    // Cursors 100 cards apart, so every alias below reads different cards.
    cursors = [null];
    for (let i = 1; i < 15; i++) {
      const { data } = await gql(
        agent,
        'query($id: ID!, $after: String) { folder(id: $id) { cards(first: 100, after: $after) { pageInfo { endCursor } } } }',
        {
          id: textFolderId,
          after: cursors[i - 1],
        },
      );
      cursors.push(data?.folder.cards.pageInfo.endCursor);
    }
  });

  afterAll(() => {
    console.log(`Peores consultas aceptadas (máximo ${MAX_QUERY_COST}):\n${figures.join('\n')}`);
  });

  const shapes: [string, (n: number) => string, number][] = [
    [
      'the longest text: aliases of 100 cards with both 10 000-character sides',
      (n) =>
        `{ ${Array.from(
          { length: n },
          (_, i) =>
            `a${i}: folder(id: ${textFolderId}) { cards(first: 100${cursors[i] ? `, after: "${cursors[i]}"` : ''}) { nodes { id front back } } }`,
        ).join(' ')} }`,
      15,
    ],
    [
      'the widest: folders with stats, a page of cards with their folder, and due cards',
      (n) => `{ folders(limit: ${n}) { id name description updatedAt cardCount hasStudiedCards
          stats { totalCards dueCards masteredCards difficultCards }
          cards(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id front folder { id } } } }
          dueCards(limit: 2) { id nextReviewAt } } }`,
      1000,
    ],
    [
      'the deepest cycle: folders → cards → folder → cards → folder',
      (
        n,
      ) => `{ folders(limit: ${n}) { cards(first: 5) { nodes { id folder { cards(first: 5) { nodes { id folder { id name
          cards(first: 1) { totalCount } } } } } } } } }`,
      1000,
    ],
  ];

  it.each(shapes)(
    '%s answers with a bounded heap and a fixed number of SQL statements; one step more is refused',
    async (name, build, upTo) => {
      const n = largestAccepted(build, upTo);
      expect(n).toBeGreaterThan(0);
      if (n < upTo) {
        const refused = await gql(agent, build(n + 1));
        expect(refused.status).toBe(400);
        expect(refused.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }
      await measure(cookie, build(n)); // warm-up: code paths compiled, pools filled
      // Two runs: the faster time (this machine is shared), the larger heap and the more statements.
      const a = await measure(cookie, build(n));
      const b = await measure(cookie, build(n));
      const statements = Math.max(a.statements, b.statements);
      const run = { ...a, ms: Math.min(a.ms, b.ms), heapMb: Math.max(a.heapMb, b.heapMb) };
      // Time is a figure to read, not an assertion: this machine is shared.
      figures.push(
        `  ${name}: n=${n}, coste ${cost(build(n))}, ${statements} sentencias SQL, ${run.ms.toFixed(0)} ms, ${(run.bytes / 2 ** 20).toFixed(1)} MB de respuesta, +${run.heapMb.toFixed(0)} MB de heap`,
      );
      expect([run.status, run.head.slice(0, 10)]).toEqual([200, '{"data":{"']);
      expect(run.head).not.toContain('"errors"');
      // Lists are batched (statements do not grow with the folders listed); each alias of `folder` costs two,
      // and the cost limit bounds the aliases.
      expect(statements).toBeLessThanOrEqual(20);
      // The incident's query filled a 192 MB heap; the worst accepted one stays well under half of it.
      expect(run.heapMb).toBeLessThan(80);
    },
    // Four runs of the heaviest queries, with full collections while they run: slow on a busy machine.
    120_000,
  );
});
