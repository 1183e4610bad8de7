import crypto from 'node:crypto';
import supertest from 'supertest';
import { count, password, signedUpAgent, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const gql = (agent: supertest.Agent | ReturnType<typeof supertest>, query: string, variables: object = {}) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

const create = `mutation Create($name: String!) { createApiToken(name: $name) { secret token { id name createdAt } } }`;
const createExpiring = `mutation Create($name: String!, $days: Int) {
  createApiToken(name: $name, expiresInDays: $days) { secret token { id name createdAt expiresAt } }
}`;
const createReadWrite = `mutation Create($name: String!) {
  createApiToken(name: $name, scope: READ_WRITE) { secret token { id name scope } }
}`;
const DAY = 24 * 60 * 60 * 1000;

describe('personal access tokens', () => {
  it('are created with a secret shown once, stored only as a hash, and authenticate /graphql and /api', async () => {
    const { agent, email } = await signedUpAgent(t);
    const res = await gql(agent, create, { name: 'Anki sync' });
    const { secret, token } = res.body.data.createApiToken;
    expect(secret).toMatch(/^rps_[\w-]{43}$/);
    expect(token.name).toBe('Anki sync');
    const [row] = await sql<{ token_hash: string }>(t, 'select token_hash from api_tokens where id = ?', [token.id]);
    expect(row.token_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(await count(t, 'api_tokens', 'token_hash = ?', [secret])).toBe(0);

    const viaGraphql = await gql(t.http, '{ viewer { email } }').set('Authorization', `Bearer ${secret}`);
    expect(viaGraphql.body).toEqual({ data: { viewer: { email } } });
    const viaRest = await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`);
    expect(viaRest.body.email).toBe(email);

    const list = await gql(agent, '{ apiTokens { id name lastUsedAt } }');
    expect(list.body.data.apiTokens).toEqual([{ id: token.id, name: 'Anki sync', lastUsedAt: expect.any(String) }]);
  });

  it('are at most 100 active per user, so the list a query prices at 100 is whole', async () => {
    const { agent, userId } = await signedUpAgent(t);
    await sql(
      t,
      `insert into api_tokens (user_id, name, token_hash) select ?, 'T' || n, md5(random()::text) from generate_series(1, 100) n`,
      [userId],
    );
    const refused = await gql(agent, create, { name: 'uno más' });
    expect(refused.body.errors[0]).toMatchObject({
      message: 'Puedes tener como máximo 100 tokens activos: revoca alguno antes de crear otro',
      extensions: { code: 'CONFLICT' },
    });
    const list = (await gql(agent, '{ apiTokens { id } }')).body.data.apiTokens;
    expect(list).toHaveLength(100);
    await gql(agent, 'mutation R($id: ID!) { revokeApiToken(id: $id) { id } }', { id: list[0].id });
    expect((await gql(agent, create, { name: 'ahora sí' })).body.data.createApiToken.token.name).toBe('ahora sí');
  });

  it('stop working once revoked: a 401 on both APIs', async () => {
    const { agent } = await signedUpAgent(t);
    const { secret, token } = (await gql(agent, create, { name: 'CLI' })).body.data.createApiToken;
    const revoked = await gql(agent, 'mutation R($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }', {
      id: token.id,
    });
    expect(revoked.body.data.revokeApiToken.revokedAt).toEqual(expect.any(String));
    const rest = await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'Unauthorized' });
    expect((await gql(t.http, '{ viewer { id } }').set('Authorization', `Bearer ${secret}`)).status).toBe(401);
    expect((await gql(agent, '{ apiTokens { id } }')).body.data.apiTokens).toEqual([]);
  });

  it('never expire unless asked; with an expiry they work until then and answer 401 like a revoked one after', async () => {
    const { agent, email } = await signedUpAgent(t);
    const forever = (await gql(agent, createExpiring, { name: 'Sin fin' })).body.data.createApiToken;
    expect(forever.token.expiresAt).toBeNull();
    const res = await gql(agent, createExpiring, { name: 'Un mes', days: 30 });
    const { secret, token } = res.body.data.createApiToken;
    expect(token.createdAt).toBe(clock.now().toISOString());
    expect(token.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    const list = await gql(agent, '{ apiTokens { name expiresAt } }');
    expect(list.body.data.apiTokens).toEqual([
      { name: 'Un mes', expiresAt: token.expiresAt },
      { name: 'Sin fin', expiresAt: null },
    ]);

    clock.advance(30 * DAY - 1000);
    expect((await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`)).body.email).toBe(email);
    clock.advance(1000);
    const rest = await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'Unauthorized' });
    expect((await gql(t.http, '{ viewer { id } }').set('Authorization', `Bearer ${secret}`)).status).toBe(401);
    const stillWorks = await t.http.get('/api/auth/user').set('Authorization', `Bearer ${forever.secret}`);
    expect(stillWorks.body.email).toBe(email);
    // Still listed, with its date, so the owner sees why a tool stopped working.
    expect((await gql(agent, '{ apiTokens { name } }')).body.data.apiTokens).toHaveLength(2);
  });

  it.each([0, 366, -5])('refuse an expiry of %s days with a Spanish message, creating nothing', async (days) => {
    const { agent, userId } = await signedUpAgent(t);
    const res = await gql(agent, createExpiring, { name: 'CI', days });
    expect(res.body.errors[0]).toMatchObject({
      message: 'La caducidad debe ser un número entero de días, de 1 a 365',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count(t, 'api_tokens', 'user_id = ?', [userId])).toBe(0);
  });

  it('cannot be created with a token: a 403, so revoking a stolen token locks its holder out', async () => {
    const { agent, userId } = await signedUpAgent(t);
    // Read-and-write, so the refusal is the session rule's and not the scope's.
    const { secret } = (await gql(agent, createReadWrite, { name: 'robado' })).body.data.createApiToken;
    const res = await gql(t.http, create, { name: 'puerta trasera' }).set('Authorization', `Bearer ${secret}`);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: 'Los tokens sólo se pueden crear desde una sesión iniciada en el navegador, no con otro token de acceso',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await count(t, 'api_tokens', 'user_id = ?', [userId])).toBe(1);
  });

  it('refuse an unknown token with a 401', async () => {
    const res = await t.http.get('/api/auth/user').set('Authorization', `Bearer rps_${'x'.repeat(43)}`);
    expect(res.status).toBe(401);
  });

  it("answer someone else's token id like a missing one, revoking nothing", async () => {
    const owner = await signedUpAgent(t);
    const { token } = (await gql(owner.agent, create, { name: 'mío' })).body.data.createApiToken;
    const other = await signedUpAgent(t);
    const res = await gql(other.agent, 'mutation R($id: ID!) { revokeApiToken(id: $id) { id } }', { id: token.id });
    const missing = await gql(other.agent, 'mutation R($id: ID!) { revokeApiToken(id: $id) { id } }', { id: '999999' });
    expect(res.body.errors[0]).toMatchObject({ message: 'Token no encontrado', extensions: { code: 'NOT_FOUND' } });
    expect(missing.body.errors[0].message).toBe(res.body.errors[0].message);
    expect(await count(t, 'api_tokens', 'id = ? and revoked_at is null', [token.id])).toBe(1);
  });

  it('need a name and a signed-in user', async () => {
    const { agent } = await signedUpAgent(t);
    const unnamed = await gql(agent, create, { name: '  ' });
    expect(unnamed.body.errors[0]).toMatchObject({
      message: 'Ponle un nombre al token',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const anonymous = await gql(t.http, create, { name: 'x' });
    expect(anonymous.body.errors[0]).toMatchObject({
      message: 'Unauthorized',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('account mutations over GraphQL', () => {
  it('register, log out and log in again through the same cookie session rules', async () => {
    const agent = supertest.agent(t.app);
    const email = `gql.${Date.now()}@example.com`;
    const input = {
      email,
      password: 'contraseña-segura',
      confirmPassword: 'contraseña-segura',
      timeZone: 'Europe/Madrid',
    };
    const registered = await gql(
      agent,
      'mutation R($input: RegisterInput!) { register(input: $input) { email timeZone } }',
      { input },
    );
    expect(registered.body.data.register).toEqual({ email, timeZone: 'Europe/Madrid' });
    expect((await gql(agent, '{ viewer { email } }')).body.data.viewer.email).toBe(email);
    expect((await gql(agent, 'mutation { logout }')).body.data.logout).toBe(true);
    expect((await gql(agent, '{ viewer { email } }')).body.data.viewer).toBeNull();
    const bad = await gql(agent, 'mutation L($input: LoginInput!) { login(input: $input) { id } }', {
      input: { email, password: 'incorrecta' },
    });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'Correo o contraseña incorrectos',
      extensions: { code: 'BAD_CREDENTIALS' },
    });
    const good = await gql(agent, 'mutation L($input: LoginInput!) { login(input: $input) { email } }', {
      input: { email, password: 'contraseña-segura' },
    });
    expect(good.body.data.login.email).toBe(email);
  });

  it('refuse a time zone PostgreSQL does not know in updateSettings, changing nothing', async () => {
    const { agent } = await signedUpAgent(t);
    const update = 'mutation U($input: SettingsInput!) { updateSettings(input: $input) { timeZone } }';
    const res = await gql(agent, update, { input: { timeZone: 'US/Pacific-New' } });
    expect(res.body.errors[0]).toMatchObject({
      message: 'Zona horaria no válida',
      extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'timeZone', message: 'Zona horaria no válida' }] },
    });
    expect((await gql(agent, '{ viewer { timeZone } }')).body.data.viewer.timeZone).toBe('UTC');
  });

  it('logoutEverywhere ends every session and revokes every token; a token cannot call it', async () => {
    const { agent, email, userId } = await signedUpAgent(t);
    const laptop = supertest.agent(t.app);
    await laptop.post('/api/auth/login').send({ email, password });
    const { secret } = (await gql(agent, createReadWrite, { name: 'CLI' })).body.data.createApiToken;

    const byToken = await gql(t.http, 'mutation { logoutEverywhere }').set('Authorization', `Bearer ${secret}`);
    expect(byToken.body.errors[0]).toMatchObject({
      message: 'Esta acción sólo se puede hacer desde una sesión iniciada en el navegador',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(laptop, '{ viewer { email } }')).body.data.viewer.email).toBe(email);

    expect((await gql(agent, 'mutation { logoutEverywhere }')).body).toEqual({ data: { logoutEverywhere: true } });
    expect((await gql(agent, '{ viewer { email } }')).body.data.viewer).toBeNull();
    expect((await gql(laptop, '{ viewer { email } }')).body.data.viewer).toBeNull();
    expect((await gql(t.http, '{ viewer { id } }').set('Authorization', `Bearer ${secret}`)).status).toBe(401);
    expect(await count(t, 'sessions', `(sess->>'userId')::int = ?`, [userId])).toBe(0);
    expect((await gql(t.http, 'mutation { logoutEverywhere }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('report validation failures with the Spanish message and the issues', async () => {
    const res = await gql(t.http, 'mutation R($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { email: 'ana@example.com', password: 'corta', confirmPassword: 'corta' },
    });
    expect(res.body.errors[0]).toMatchObject({
      message: 'La contraseña debe tener al menos 8 caracteres',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
