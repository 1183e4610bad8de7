import supertest from 'supertest';
import type { TestApp } from './test-app';

export const password = 'contraseña-segura';

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'ana') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** A cookie-keeping client signed up (and so signed in) as a new user, and its session's `Cookie` header. */
export async function signedUpAgent(t: TestApp, email = uniqueEmail()) {
  const agent = supertest.agent(t.app);
  const res = await agent.post('/api/auth/register').send({ email, password, confirmPassword: password });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
  return { agent, email, cookie, userId: res.body.id as number };
}

/**
 * A new learner signed in with a session, and a personal access token of theirs (the same learner by either way),
 * with the sample folders when `sampleData`.
 */
export async function learnerWithToken(
  t: TestApp,
  { scope = 'READ', sampleData = false }: { scope?: 'READ' | 'READ_WRITE'; sampleData?: boolean } = {},
) {
  const learner = await signedUpAgent(t);
  const created = await learner.agent
    .post('/graphql')
    .send({ query: `mutation { createApiToken(name: "Cotejo", scope: ${scope}) { secret } }` });
  if (sampleData) await learner.agent.post('/api/seed-sample-data').expect(201);
  return { ...learner, token: created.body.data.createApiToken.secret as string };
}

/** A GraphQL answer as tests read it: its status, `data` field by field, and `errors`. */
export type GraphQLAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: response shapes are asserted field by field
  data: Record<string, any>;
  errors?: { message: string; extensions: Record<string, unknown> & { code: string } }[];
};

/** One GraphQL operation sent as JSON by `agent` (its cookie, or the headers set on it). */
export async function graphqlAs(agent: supertest.Agent, query: string, variables: object = {}) {
  const res = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
  return { status: res.status, ...res.body } as GraphQLAnswer;
}

/** The `data` of an operation that must answer without errors. */
export async function graphqlData(agent: supertest.Agent, query: string, variables: object = {}) {
  const answer = await graphqlAs(agent, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** Runs one SQL statement on the test app's database, outside any request. */
export async function sql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute(query, params);
}

/** Ends every session of the user, as time would (their rows stay, expired). */
export async function expireSessions(t: TestApp, userId: number) {
  await sql(t, "update sessions set expire = now() - interval '1 second' where (sess->>'userId')::int = ?", [userId]);
}

export async function count(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await sql<{ n: number }>(t, `select count(*)::int as n from ${table} where ${where}`, params);
  return row.n;
}

/** A clock tests move by hand. */
export function testClock(start = new Date('2026-03-10T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** A cookie-keeping client signed up in `timeZone`, and its user id. */
export async function learnerIn(t: TestApp, timeZone = 'UTC') {
  const agent = supertest.agent(t.app);
  const res = await agent
    .post('/api/auth/register')
    .send({ email: uniqueEmail(), password, confirmPassword: password, timeZone });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { agent, userId: res.body.id as number };
}

/** A new folder of the agent's with one card per front (backs `<front>-es`), through the REST API. */
export async function folderWithCards(agent: supertest.Agent, fronts: string[], name = 'Carpeta') {
  const folder = (await agent.post('/api/folders').send({ name })).body;
  const cards = [];
  for (const front of fronts)
    cards.push((await agent.post(`/api/folders/${folder.id}/cards`).send({ front, back: `${front}-es` })).body);
  return { folder, cards };
}
