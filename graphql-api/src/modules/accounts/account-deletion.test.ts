import supertest from 'supertest';
import { count, folderWithCards, learnerIn, password, sql, testClock, uniqueEmail } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const gql = (agent: supertest.Agent | ReturnType<typeof supertest>, query: string, variables: object = {}) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

/** A learner with a row in every table that holds user data: folders, cards, reviews, sessions, tokens… */
async function busyLearner() {
  const email = uniqueEmail('borrar');
  const agent = supertest.agent(t.app);
  const registered = await agent.post('/api/auth/register').send({ email, password, confirmPassword: password });
  const userId = registered.body.id as number;
  const { folder, cards } = await folderWithCards(agent, ['uno', 'dos', 'tres'], 'Mía');
  const session = (await agent.post('/api/study-sessions').send({ folderId: folder.id, cardsStudied: 0 })).body;
  await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'medium', answerResult: 'correct' });
  await gql(agent, 'mutation { createApiToken(name: "script") { secret } }');
  // A second browser signed in, and a failed sign-in counted against the address.
  const otherBrowser = supertest.agent(t.app);
  await otherBrowser.post('/api/auth/login').send({ email, password });
  await t.http.post('/api/auth/login').send({ email, password: 'no-es-esta' });
  return { agent, otherBrowser, email, userId, folderId: folder.id as number, sessionId: session.id as number };
}

type Learner = Awaited<ReturnType<typeof busyLearner>>;

/** Every user-data column of the schema: tables found by column name, so a table added later is covered too. */
async function ownerColumns() {
  return sql<{ table_name: string; column_name: string }>(
    t,
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('user_id', 'folder_id', 'card_id', 'study_session_id')
      order by table_name, column_name`,
  );
}

/** How many rows of the whole database still belong to the learner (any table, any owner column). */
async function rowsOf(learner: Learner, ids: { folders: number[]; cards: number[]; sessions: number[] }) {
  const found: Record<string, number> = {};
  const idsByColumn: Record<string, number[]> = {
    user_id: [learner.userId],
    folder_id: ids.folders,
    card_id: ids.cards,
    study_session_id: ids.sessions,
  };
  for (const { table_name: table, column_name: column } of await ownerColumns()) {
    const values = idsByColumn[column];
    if (values.length === 0) continue;
    const n = await count(t, `"${table}"`, `"${column}" in (?)`, [values]);
    if (n > 0) found[`${table}.${column}`] = n;
  }
  const checks: [string, string, unknown[]][] = [
    ['users', 'id = ? or lower(email) = lower(?)', [learner.userId, learner.email]],
    ['folders', 'id in (?)', [ids.folders]],
    ['cards', 'id in (?)', [ids.cards]],
    ['study_sessions', 'id in (?)', [ids.sessions]],
    ['sessions', `(sess->>'userId')::int = ?`, [learner.userId]],
    ['rate_limits', 'key like ? or key like ?', [`%${learner.email}`, `%:${learner.userId}`]],
  ];
  for (const [table, where, params] of checks) {
    const n = await count(t, table, where, params);
    if (n > 0) found[table] = n;
  }
  return found;
}

async function idsOf(learner: Learner) {
  const column = async (query: string) => (await sql<{ id: number }>(t, query, [learner.userId])).map((row) => row.id);
  return {
    folders: await column('select id from folders where user_id = ?'),
    cards: await column('select c.id from cards c join folders f on f.id = c.folder_id where f.user_id = ?'),
    sessions: await column('select id from study_sessions where user_id = ?'),
  };
}

describe('DELETE /api/account', () => {
  it('deletes every row of the user in every table, leaves other users alone, and signs out', async () => {
    const learner = await busyLearner();
    const bystander = await busyLearner();
    const ids = await idsOf(learner);
    const before = await rowsOf(learner, ids);
    // The fixture does reach every kind of row (so "none left" below means something).
    expect(before).toMatchObject({
      users: 1,
      folders: 1,
      cards: 3,
      study_sessions: 1,
      sessions: 2,
      rate_limits: 2, // the sign-up and the failed sign-in, by address
      'reviews.user_id': 1,
      'reviews.card_id': 1,
      'email_reminders.user_id': 1,
      'api_tokens.user_id': 1,
      'study_days.user_id': 1,
      'study_sessions.user_id': 1,
      'cards.folder_id': 3,
    });
    const bystanderBefore = await rowsOf(bystander, await idsOf(bystander));

    const res = await learner.agent.delete('/api/account').send({ password });
    expect(res.status).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/repaso\.sid=;/);

    expect(await rowsOf(learner, ids)).toEqual({});
    expect(await rowsOf(bystander, await idsOf(bystander))).toEqual(bystanderBefore);
    // Both browsers are signed out.
    expect((await learner.agent.get('/api/auth/user')).status).toBe(401);
    expect((await learner.otherBrowser.get('/api/auth/user')).status).toBe(401);
    expect((await bystander.agent.get('/api/auth/user')).status).toBe(200);
    // Signing in fails like for any unknown address; the address registers again, with nothing of the old account.
    const login = await t.http.post('/api/auth/login').send({ email: learner.email, password });
    expect(login.status).toBe(401);
    const again = supertest.agent(t.app);
    const registered = await again.post('/api/auth/register').send({
      email: learner.email,
      password,
      confirmPassword: password,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.id).not.toBe(learner.userId);
    expect((await again.get('/api/folders')).body).toEqual([]);
  });

  it('leaves no foreign key to a user, folder, card or study session that would keep or block rows', async () => {
    const rules = await sql<{ table_name: string; column_name: string; delete_rule: string }>(
      t,
      `select kcu.table_name, kcu.column_name, rc.delete_rule
         from information_schema.referential_constraints rc
         join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
          and kcu.constraint_schema = rc.constraint_schema
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
          and ccu.constraint_schema = rc.unique_constraint_schema
        where rc.constraint_schema = 'public' and ccu.table_name in ('users', 'folders', 'cards', 'study_sessions')`,
    );
    expect(rules.length).toBeGreaterThanOrEqual(8);
    for (const rule of rules) {
      expect({ ...rule, delete_rule: ['CASCADE', 'SET NULL'].includes(rule.delete_rule) }).toEqual({
        ...rule,
        delete_rule: true,
      });
    }
    // Every owner column found by name is covered by such a key (so deleting the user reaches its rows).
    const keyed = new Set(rules.map((rule) => `${rule.table_name}.${rule.column_name}`));
    for (const { table_name, column_name } of await ownerColumns()) {
      expect(`${table_name}.${column_name} ${keyed.has(`${table_name}.${column_name}`)}`).toBe(
        `${table_name}.${column_name} true`,
      );
    }
  });

  it('with a wrong or missing password is a 400 in Spanish and changes nothing', async () => {
    const learner = await busyLearner();
    const ids = await idsOf(learner);
    const before = await rowsOf(learner, ids);

    const wrong = await learner.agent.delete('/api/account').send({ password: 'otra-cosa' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'La contraseña no es correcta',
      issues: [{ path: 'password', message: 'La contraseña no es correcta' }],
    });
    const missing = await learner.agent.delete('/api/account').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('La contraseña es obligatoria');
    const notJson = await learner.agent.delete('/api/account').type('form').send('password=x');
    expect(notJson.status).toBe(415);

    const { rate_limits: _counted, ...rest } = await rowsOf(learner, ids);
    const { rate_limits: _before, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect((await learner.agent.get('/api/auth/user')).status).toBe(200);
  });

  it('is throttled like a sign-in: past 10 tries in 15 minutes a 429, even with the right password', async () => {
    const { agent, userId } = await learnerIn(t);
    for (let i = 0; i < 10; i++) {
      expect((await agent.delete('/api/account').send({ password: `mal-${i}` })).status).toBe(400);
    }
    const refused = await agent.delete('/api/account').send({ password });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toMatch(/^Demasiados intentos/);
    expect(await count(t, 'users', 'id = ?', [userId])).toBe(1);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await agent.delete('/api/account').send({ password })).status).toBe(204);
    expect(await count(t, 'users', 'id = ?', [userId])).toBe(0);
  });

  it('refuses a personal access token (403) even with the right password, and a cross-site request', async () => {
    // Read-and-write, so the refusal is the session rule's and not the scope's.
    const { agent, userId } = await learnerIn(t);
    const created = await gql(agent, 'mutation { createApiToken(name: "fuga", scope: READ_WRITE) { secret } }');
    const bearer = `Bearer ${created.body.data.createApiToken.secret}`;

    const rest = await t.http.delete('/api/account').set('Authorization', bearer).send({ password });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe('Esta acción sólo se puede hacer desde una sesión iniciada en el navegador');
    const viaGraphql = await gql(t.http, 'mutation($p: String!) { deleteAccount(password: $p) }', {
      p: password,
    }).set('Authorization', bearer);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');

    const crossSite = await agent
      .delete('/api/account')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .send({ password });
    expect(crossSite.status).toBe(403);
    expect(await count(t, 'users', 'id = ?', [userId])).toBe(1);
    expect((await t.http.delete('/api/account').send({ password })).status).toBe(401);
  });
});

describe('GraphQL deleteAccount', () => {
  const mutation = 'mutation Delete($password: String!) { deleteAccount(password: $password) }';

  it('refuses a wrong password with BAD_USER_INPUT, then deletes with the right one and ends the session', async () => {
    const learner = await busyLearner();
    const ids = await idsOf(learner);

    const wrong = await gql(learner.agent, mutation, { password: 'nope-nope' });
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'La contraseña no es correcta',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await count(t, 'users', 'id = ?', [learner.userId])).toBe(1);

    const done = await gql(learner.agent, mutation, { password });
    expect(done.body).toEqual({ data: { deleteAccount: true } });
    expect(await rowsOf(learner, ids)).toEqual({});
    expect((await gql(learner.agent, '{ viewer { id } }')).body).toEqual({ data: { viewer: null } });
  });
});
