import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import supertest from 'supertest';
import { signedUpAgent } from './factories';
import { routesOf } from './routes';
import { startTestApp, type TestApp } from './test-app';

/**
 * Malformed requests over every REST route and every GraphQL operation of the schema, from a seeded generator:
 * whatever a client sends, the answer is a client error (or a success), never a 5xx or an internal error.
 */

let seed = 20261123;
/** mulberry32: the same sequence on every run, so a failure reproduces. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const strings = [
  '',
  ' ',
  'a\u0000b',
  'x'.repeat(20_000),
  'ñandú 😀',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%zz',
  '2026-13-45',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  'US/Pacific-New',
  '\ud800',
  '1e309',
  '-1',
  'null',
];
const scalars: unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, ...strings];
const keys = [
  'name',
  'description',
  'front',
  'back',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'timeZone',
  'token',
  'difficulty',
  'answerResult',
  'studySessionId',
  'durationMs',
  'folderId',
  'cardsStudied',
  'easyCount',
  'goodCount',
  'hardCount',
  'completedAt',
  'templateId',
  'templateData',
  'remindersEnabled',
  'cards',
  '__proto__',
  'constructor',
];

function value(depth = 0): unknown {
  const roll = random();
  if (depth > 3 || roll < 0.6) return pick(scalars);
  if (roll < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
  return object(depth + 1);
}

function object(depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const n = 1 + Math.floor(random() * 5);
  for (let i = 0; i < n; i++) result[pick(keys)] = value(depth);
  return result;
}

const rawBodies = ['{', 'null', '"texto"', '[]', '1', 'true', '{"a":', '\u00ff\u00fe', `{"name":"${'['.repeat(50)}"}`];
const idValues = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '%zz',
  '%00',
  '1e3',
  '1.5',
  'x'.repeat(300),
  '%C3%B1',
  '..%2F..',
];

function fuzzPath(template: string, ids: string[]): string {
  let result = template.replace(/:id/g, () => (random() < 0.3 ? pick(ids) : pick(idValues)));
  if (random() < 0.5) {
    const query = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const key = pick(['search', 'limit', 'cursor', 'folderId', 't', 'token', 'first', 'after']);
      return `${key}=${pick(['-1', '0', '1001', 'abc', '%zz', '%00', 'x'.repeat(500), '1e400', '%C3%B1'])}`;
    });
    result += `?${query.join('&')}`;
  }
  return result;
}

/** A GraphQL literal for any value: sometimes of the argument's type, often not. */
function literal(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (typeof v === 'object') {
    return `{ ${Object.entries(v as object)
      .filter(([k]) => /^[_a-zA-Z]\w*$/.test(k))
      .map(([k, x]) => `${k}: ${literal(x)}`)
      .join(', ')} }`;
  }
  return String(v);
}

function argumentValue(type: GraphQLInputType): unknown {
  if (random() < 0.4) return value();
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const result: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields()))
      if (random() < 0.8) result[field.name] = argumentValue(field.type);
    return isListType(isNonNullType(type) ? type.ofType : type) ? [result] : result;
  }
  return pick(scalars);
}

function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || 'getTypes' in named ? ' { __typename }' : '';
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const useVariables = random() < 0.5;
  const args = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type) || random() < 0.5);
  if (useVariables) {
    const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
    const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const variables = Object.fromEntries(args.map((arg) => [arg.name, argumentValue(arg.type)]));
    return {
      query: `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection(field)} }`,
      variables,
    };
  }
  const passed = args.map((arg) => `${arg.name}: ${literal(argumentValue(arg.type))}`).join(', ');
  return { query: `${kind} { ${field.name}${passed ? `(${passed})` : ''}${selection(field)} }` };
}

const garbage = [
  '{',
  'query {',
  '{ viewer { id ',
  '"unterminated',
  '{ __schema { types { name } } }',
  `{ ${'a '.repeat(3000)} }`,
  `{ viewer ${'{ id '.repeat(40)}`,
  'mutation { reviewCard(cardId: 1, difficulty: EASY) }',
  'subscription { x }',
  '{ a: viewer { id } b: viewer { id } }',
  'query A { viewer { id } } query B { viewer { id } }',
  '#',
  '',
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

it('answers 2 000+ malformed requests over every REST route and GraphQL operation without a server error', async () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8'));
  const fields = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as const),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ['mutation', f] as const),
  ];
  const routes = routesOf(t.rawApp);
  expect(routes.length).toBeGreaterThan(20);
  expect(fields.length).toBeGreaterThan(20);

  let signedIn = await signedUpAgent(t);
  const seeded = await signedIn.agent.post('/api/seed-sample-data');
  expect(seeded.status).toBeLessThan(300);
  const folders = (await signedIn.agent.get('/api/folders')).body as { id: number }[];
  const ids = folders.map((f) => String(f.id));

  const failures: string[] = [];
  let sent = 0;
  const record = (what: string, status: number, body: unknown) => {
    sent++;
    // A GraphQL answer with an internal error (REST ones are 500s); the OpenAPI document names the code in prose.
    const errors = (body as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors;
    const internal =
      Array.isArray(errors) && errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR');
    if (status >= 500 || internal) failures.push(`${status} ${what.slice(0, 300)}`);
  };

  for (let round = 0; round < 20; round++) {
    // A fresh learner now and then: fuzzed logouts and password changes must not leave the rest anonymous.
    if (round % 4 === 3) signedIn = await signedUpAgent(t);
    for (const anonymous of [false, true]) {
      const client = anonymous ? supertest(t.app) : signedIn.agent;
      for (const route of routes) {
        const url = fuzzPath(route.path, ids);
        const request = client[route.method as 'get' | 'post' | 'put' | 'delete'](url);
        const roll = random();
        const res =
          route.method === 'get'
            ? await request
            : roll < 0.2
              ? await request.set('Content-Type', 'application/json').send(pick(rawBodies))
              : roll < 0.25
                ? await request.set('Content-Type', 'text/plain').send('name=x')
                : await request
                    .set('Content-Type', 'application/json')
                    .send(JSON.stringify(random() < 0.8 ? object() : value()));
        record(`${route.method.toUpperCase()} ${url}`, res.status, res.body);
      }
      for (const [kind, field] of fields) {
        const body = operation(kind, field);
        const res = await client.post('/graphql').send(body);
        record(`${body.query} ${JSON.stringify(body.variables ?? {})}`, res.status, res.body);
      }
      const query = pick(garbage);
      const res = await client.post('/graphql').send({ query });
      record(`garbage ${query}`, res.status, res.body);
      const get = await client
        .get(`/graphql?query=${encodeURIComponent(pick(garbage))}`)
        .set('apollo-require-preflight', '1');
      record('GET garbage', get.status, get.body);
    }
  }

  expect(sent).toBeGreaterThanOrEqual(2000);
  expect(failures).toEqual([]);
}, 180_000);
