import crypto from 'node:crypto';
import { Client } from 'pg';
import supertest from 'supertest';
import { count, graphqlData, password, signedUpAgent, sql, testClock, uniqueEmail } from '../../../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../../../test/test-app';
import { backgroundSettled } from '../../core/background';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

/** A personal access token made through GraphQL by a signed-in agent. */
/** A read-and-write token, so a refusal below is the session rule's and not the scope's. */
async function apiToken(agent: supertest.Agent): Promise<string> {
  const res = await agent
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query: 'mutation { createApiToken(name: "CLI", scope: READ_WRITE) { secret } }' });
  return res.body.data.createApiToken.secret;
}

const sessionCookie = (res: supertest.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('repaso.sid='));

describe('POST /api/auth/register', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax cookie and stores the time zone', async () => {
    const email = uniqueEmail();
    const res = await t.http.post('/api/auth/register').send({
      email: `  ${email.toUpperCase()} `,
      password,
      confirmPassword: password,
      timeZone: 'America/Mexico_City',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email,
      publicName: null,
      isOperator: false,
      firstName: null,
      lastName: null,
      timeZone: 'America/Mexico_City',
      remindersEnabled: true,
      schedulerSettings: {
        desiredRetention: 0.9,
        newCardsPerDay: 20,
        reviewsPerDay: 200,
        loadBalancing: true,
        easyDays: [100, 100, 100, 100, 100, 100, 100],
        parametersFittedAt: null,
        reviewsUsed: null,
        logLoss: null,
        fitPending: false,
        fitRequestedAt: null,
        parametersCheckedAt: null,
      },
      studySettings: { typeAnswers: false, distinguishEnye: true, leechThreshold: 8 },
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.http.get('/api/auth/user').set('Cookie', cookie!.split(';')[0]);
    expect(me.body.email).toBe(email);
    const [row] = await sql<{ password_hash: string }>(t, 'select password_hash from users where id = ?', [
      res.body.id,
    ]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ email: 'no-es-correo', password, confirmPassword: password }, 'Correo electrónico no válido', 'email'],
    [
      { email: uniqueEmail(), password: 'corta', confirmPassword: 'corta' },
      'La contraseña debe tener al menos 8 caracteres',
      'password',
    ],
    [
      { email: uniqueEmail(), password, confirmPassword: `${password}!` },
      'Las contraseñas no coinciden',
      'confirmPassword',
    ],
    [{ email: uniqueEmail(), password, confirmPassword: '' }, 'Confirma la contraseña', 'confirmPassword'],
    [
      { email: uniqueEmail(), password, confirmPassword: password, firstName: ' ' },
      'El nombre es obligatorio',
      'firstName',
    ],
    [
      { email: uniqueEmail(), password, confirmPassword: password, timeZone: 'Marte/Olympus' },
      'Zona horaria no válida',
      'timeZone',
    ],
    // Node still knows this old alias; PostgreSQL dropped it (tzdata 2020b).
    [
      { email: uniqueEmail(), password, confirmPassword: password, timeZone: 'US/Pacific-New' },
      'Zona horaria no válida',
      'timeZone',
    ],
  ])('refuses %j with "%s" and creates nothing', async (body, message, path) => {
    const before = await count(t, 'users');
    const res = await t.http.post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues).toContainEqual({ path, message });
    expect(sessionCookie(res)).toBeUndefined();
    expect(await count(t, 'users')).toBe(before);
  });

  it('refuses an e-mail already taken, whatever its case, with a 409', async () => {
    const { email } = await signedUpAgent(t);
    const before = await count(t, 'users');
    const res = await t.http
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password, confirmPassword: password });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Ya existe una cuenta con ese correo electrónico' });
    expect(await count(t, 'users')).toBe(before);
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await signedUpAgent(t);
    const wrong = await t.http.post('/api/auth/login').send({ email, password: 'otra-contraseña' });
    const unknown = await t.http.post('/api/auth/login').send({ email: uniqueEmail('nadie'), password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Correo o contraseña incorrectos' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('asks for the password', async () => {
    const res = await t.http.post('/api/auth/login').send({ email: uniqueEmail(), password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La contraseña es obligatoria');
  });

  it('rotates the session id at login, deletes the session row at logout and refuses the old cookie', async () => {
    const { agent, email, userId } = await signedUpAgent(t);
    const before = await sql<{ sid: string }>(t, `select sid from sessions where (sess->>'userId')::int = ?`, [userId]);
    const login = await agent.post('/api/auth/login').send({ email, password });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    const after = await sql<{ sid: string }>(t, `select sid from sessions where (sess->>'userId')::int = ?`, [userId]);
    expect(after).toHaveLength(1);
    expect(after[0].sid).not.toBe(before[0].sid);

    expect(login.headers['set-cookie']).toContainEqual(expect.stringMatching(/^repaso\.signed_in=1;/));

    const logout = await agent.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(logout.headers['set-cookie']).toContainEqual(expect.stringMatching(/^repaso\.signed_in=;/));
    expect(await count(t, 'sessions', `(sess->>'userId')::int = ?`, [userId])).toBe(0);
    const replay = await t.http.get('/api/auth/user').set('Cookie', cookie);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Unauthorized' });
  });

  it('throttles repeated attempts on one account with a 429 saying when to retry', async () => {
    const { email } = await signedUpAgent(t);
    for (let i = 0; i < 10; i++) {
      expect((await t.http.post('/api/auth/login').send({ email, password: 'mala-contraseña' })).status).toBe(401);
    }
    const refused = await t.http.post('/api/auth/login').send({ email, password });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Demasiados intentos. Vuelve a intentarlo en 15 minutos.');
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(sessionCookie(refused)).toBeUndefined();
    clock.advance(15 * 60 * 1000 + 1);
    expect((await t.http.post('/api/auth/login').send({ email, password })).status).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('is a 401 with the literal body clients match when signed out', async () => {
    const res = await t.http.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('reads the session without writing it, and refuses an expired session and a forged cookie', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const row = async () =>
      (
        await sql<{ sid: string; sess: unknown; expire: Date }>(
          t,
          `select sid, sess, expire from sessions where (sess->>'userId')::int = ?`,
          [userId],
        )
      )[0];
    const before = await row();
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(userId);
    // Neither a new cookie nor a changed row: a request that only reads the session leaves it as it was.
    expect(me.headers['set-cookie']).toBeUndefined();
    expect(await row()).toEqual(before);

    const signed = `repaso.sid=s:${before.sid}.${crypto.createHmac('sha256', 'another-secret').update(before.sid).digest('base64').replace(/=+$/, '')}`;
    expect((await t.http.get('/api/auth/user').set('Cookie', signed)).status).toBe(401);
    expect((await t.http.get('/api/auth/user').set('Cookie', `repaso.sid=${before.sid}`)).status).toBe(401);

    await sql(t, `update sessions set expire = now() - interval '1 second' where sid = ?`, [before.sid]);
    const expired = await agent.get('/api/auth/user');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('password reset', () => {
  // The mail leaves after the answer (so its timing tells nothing): wait for it.
  const resetLink = async () => {
    await backgroundSettled();
    const mail = t.services.mailer.outbox.at(-1)!;
    return { mail, token: new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')! };
  };

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const { email } = await signedUpAgent(t);
    const sent = t.services.mailer.outbox.length;
    const unknown = await t.http.post('/api/auth/reset-password').send({ email: uniqueEmail('nadie') });
    await backgroundSettled();
    expect(t.services.mailer.outbox).toHaveLength(sent);
    const known = await t.http.post('/api/auth/reset-password').send({ email });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await backgroundSettled();
    expect(t.services.mailer.outbox).toHaveLength(sent + 1);
    const { mail, token } = await resetLink();
    expect(mail.to).toBe(email);
    expect(mail.text).toContain(`http://localhost:3000/new-password?token=${token}`);
    const [row] = await sql<{ reset_token: string }>(t, 'select reset_token from users where email = ?', [email]);
    expect(row.reset_token).toBe(crypto.createHash('sha256').update(token).digest('hex'));
  });

  it('changes the password once, closes every session and does not sign in', async () => {
    const { agent, email } = await signedUpAgent(t);
    await t.http.post('/api/auth/reset-password').send({ email });
    const { token } = await resetLink();
    const newPassword = 'otra-contraseña-nueva';
    const res = await t.http
      .post('/api/auth/new-password')
      .send({ token, password: newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Contraseña actualizada correctamente' });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await t.http.post('/api/auth/login').send({ email, password })).status).toBe(401);
    expect((await t.http.post('/api/auth/login').send({ email, password: newPassword })).status).toBe(200);

    const reused = await t.http.post('/api/auth/new-password').send({ token, password, confirmPassword: password });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.');
  });

  it('refuses an expired token and a made-up one, changing nothing', async () => {
    const { email } = await signedUpAgent(t);
    await t.http.post('/api/auth/reset-password').send({ email });
    const { token } = await resetLink();
    const [before] = await sql<{ password_hash: string }>(t, 'select password_hash from users where email = ?', [
      email,
    ]);
    clock.advance(61 * 60 * 1000);
    const body = { password: 'contraseña-nueva', confirmPassword: 'contraseña-nueva' };
    expect((await t.http.post('/api/auth/new-password').send({ token, ...body })).status).toBe(400);
    expect((await t.http.post('/api/auth/new-password').send({ token: 'inventado', ...body })).status).toBe(400);
    const missing = await t.http.post('/api/auth/new-password').send({ token: '', ...body });
    expect(missing.body.message).toBe('Falta el token');
    const [after] = await sql<{ password_hash: string }>(t, 'select password_hash from users where email = ?', [email]);
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('lets exactly one of two concurrent uses of a token succeed', async () => {
    const { email } = await signedUpAgent(t);
    await t.http.post('/api/auth/reset-password').send({ email });
    const { token } = await resetLink();
    const attempt = (pw: string) =>
      t.http.post('/api/auth/new-password').send({ token, password: pw, confirmPassword: pw });
    const results = await Promise.all([attempt('primera-contraseña'), attempt('segunda-contraseña')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('also ends every personal access token of the account', async () => {
    const { agent, email } = await signedUpAgent(t);
    const secret = await apiToken(agent);
    const bearer = () => t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`);
    expect((await bearer()).status).toBe(200);
    await t.http.post('/api/auth/reset-password').send({ email });
    const { token } = await resetLink();
    const pw = 'contraseña-tras-el-robo';
    expect(
      (await t.http.post('/api/auth/new-password').send({ token, password: pw, confirmPassword: pw })).status,
    ).toBe(200);
    expect((await bearer()).status).toBe(401);
    expect((await bearer()).body).toEqual({ message: 'Unauthorized' });
  });

  it('answers before touching the account: even while its row is locked, the same answer at once', async () => {
    const { email } = await signedUpAgent(t);
    const other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from users where email = $1 for update', [email]);
      const sent = t.services.mailer.outbox.length;
      const answer = t.http.post('/api/auth/reset-password').send({ email });
      const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2000));
      const res = await Promise.race([answer, timeout]);
      expect(res).not.toBe('blocked');
      expect(res).toMatchObject({ status: 200 });
      expect(t.services.mailer.outbox).toHaveLength(sent);
      await other.query('commit');
      await backgroundSettled();
      expect(t.services.mailer.outbox).toHaveLength(sent + 1);
      expect(t.services.mailer.outbox.at(-1)!.to).toBe(email);
    } finally {
      await other.end();
    }
  });

  it('still answers 200 when the mail fails, and logs the failure', async () => {
    const { email } = await signedUpAgent(t);
    const { send } = t.services.mailer;
    const { logger } = t.services;
    const captured = capturingLogger();
    t.services.mailer.send = async () => {
      throw new Error('SMTP 421 service not available');
    };
    t.services.logger = captured.logger;
    try {
      const res = await t.http.post('/api/auth/reset-password').send({ email });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/^Si existe una cuenta con ese correo/);
      await backgroundSettled();
      expect(
        captured
          .records()
          .filter((r) => r.level >= 50)
          .map((r) => r.msg),
      ).toEqual(['No se pudo enviar el correo de restablecimiento']);
    } finally {
      t.services.mailer.send = send;
      t.services.logger = logger;
    }
  });

  it('throttles reset requests per account', async () => {
    const { email } = await signedUpAgent(t);
    for (let i = 0; i < 3; i++)
      expect((await t.http.post('/api/auth/reset-password').send({ email })).status).toBe(200);
    const refused = await t.http.post('/api/auth/reset-password').send({ email });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Demasiados intentos\. Vuelve a intentarlo en \d+ minutos\.$/);
  });
});

describe('POST /api/auth/logout-everywhere ("Cerrar todas las sesiones")', () => {
  it('signs out every session of the user, this one included, and revokes every token', async () => {
    const { agent, email, userId } = await signedUpAgent(t);
    const phone = supertest.agent(t.app);
    expect((await phone.post('/api/auth/login').send({ email, password })).status).toBe(200);
    const secret = await apiToken(agent);
    const other = await signedUpAgent(t);

    const res = await agent.post('/api/auth/logout-everywhere');
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toContainEqual(expect.stringMatching(/^repaso\.signed_in=;/));
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`)).status).toBe(401);
    expect(await count(t, 'sessions', `(sess->>'userId')::int = ?`, [userId])).toBe(0);
    expect((await other.agent.get('/api/auth/user')).status).toBe(200);
    expect((await agent.post('/api/auth/login').send({ email, password })).status).toBe(200);
  });

  it('is refused to a personal access token with a 403 in Spanish, changing nothing; a 401 signed out', async () => {
    const { agent } = await signedUpAgent(t);
    const secret = await apiToken(agent);
    const res = await t.http.post('/api/auth/logout-everywhere').set('Authorization', `Bearer ${secret}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Esta acción sólo se puede hacer desde una sesión iniciada en el navegador' });
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await t.http.get('/api/auth/user').set('Authorization', `Bearer ${secret}`)).status).toBe(200);
    const anonymous = await t.http.post('/api/auth/logout-everywhere');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('cross-site writes and content types on /api', () => {
  it('refuses a cross-site POST by Sec-Fetch-Site or by Origin, creating nothing', async () => {
    const before = await count(t, 'users');
    const body = { email: uniqueEmail(), password, confirmPassword: password };
    const bySite = await t.http.post('/api/auth/register').set('Sec-Fetch-Site', 'cross-site').send(body);
    const byOrigin = await t.http.post('/api/auth/register').set('Origin', 'https://malicioso.example').send(body);
    expect(bySite.status).toBe(403);
    expect(byOrigin.status).toBe(403);
    expect(bySite.body).toEqual({ message: 'Petición entre sitios rechazada' });
    expect(await count(t, 'users')).toBe(before);
  });

  it('accepts same-origin writes and bodiless logout', async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent
      .post('/api/auth/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'http://localhost:3000');
    expect(res.status).toBe(204);
  });

  it('refuses a form-encoded body with a 415', async () => {
    const before = await count(t, 'users');
    const res = await t.http
      .post('/api/auth/register')
      .type('form')
      .send({ email: uniqueEmail(), password, confirmPassword: password });
    expect(res.status).toBe(415);
    expect(await count(t, 'users')).toBe(before);
  });
});

describe('PUT /api/user/settings', () => {
  it('changes the time zone and refuses an unknown one', async () => {
    const { agent } = await signedUpAgent(t);
    expect((await agent.put('/api/user/settings').send({ timeZone: 'Europe/Madrid' })).body.timeZone).toBe(
      'Europe/Madrid',
    );
    const bad = await agent.put('/api/user/settings').send({ timeZone: 'Nada/Ninguna' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Zona horaria no válida');
    expect((await agent.get('/api/auth/user')).body.timeZone).toBe('Europe/Madrid');
  });

  it.each([
    ['US/Pacific-New', 'Node knows but PostgreSQL does not'],
    ['Factory', 'PostgreSQL knows but Node does not'],
  ])('refuses %s (%s), changing nothing, and the stats keep working', async (timeZone) => {
    const { agent } = await signedUpAgent(t);
    await agent.put('/api/user/settings').send({ timeZone: 'Europe/Madrid', remindersEnabled: true });
    const bad = await agent.put('/api/user/settings').send({ timeZone, remindersEnabled: false });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Zona horaria no válida',
      issues: [{ path: 'timeZone', message: 'Zona horaria no válida' }],
    });
    const me = (await agent.get('/api/auth/user')).body;
    expect(me).toMatchObject({ timeZone: 'Europe/Madrid', remindersEnabled: true });
    expect((await agent.get('/api/user/stats')).status).toBe(200);
  });

  it("stores a zone in PostgreSQL's spelling whatever its case", async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent.put('/api/user/settings').send({ timeZone: 'america/argentina/buenos_aires' });
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/Argentina/Buenos_Aires');
  });

  it('keeps the typed-answer study options on both APIs, refusing what is not a yes or a no', async () => {
    const { agent } = await signedUpAgent(t);
    const on = await agent.put('/api/user/settings').send({ typeAnswers: true });
    expect(on.status).toBe(200);
    expect(on.body.studySettings).toEqual({ typeAnswers: true, distinguishEnye: true, leechThreshold: 8 });
    const read = '{ viewer { studySettings { typeAnswers distinguishEnye } } }';
    expect((await graphqlData(agent, read)).viewer.studySettings).toEqual({ typeAnswers: true, distinguishEnye: true });

    const changed = await graphqlData(
      agent,
      'mutation { updateSettings(input: { distinguishEnye: false }) { id studySettings { typeAnswers distinguishEnye } } }',
    );
    expect(changed.updateSettings.studySettings).toEqual({ typeAnswers: true, distinguishEnye: false });

    const bad = await agent.put('/api/user/settings').send({ typeAnswers: 'sí', distinguishEnye: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Indica si escribes la respuesta antes de verla (sí o no)');
    const badEnye = await agent.put('/api/user/settings').send({ distinguishEnye: 1 });
    expect(badEnye.body.message).toBe('Indica si la ñ se distingue de la n al comparar lo que escribes (sí o no)');
    expect((await agent.get('/api/auth/user')).body.studySettings).toEqual({
      typeAnswers: true,
      distinguishEnye: false,
      leechThreshold: 8,
    });
  });

  it('keeps load balancing and the días libres on both APIs, refusing anything else in Spanish', async () => {
    const { agent } = await signedUpAgent(t);
    const weekendOff = [100, 100, 100, 100, 100, 50, 0];
    const put = await agent.put('/api/user/settings').send({ loadBalancing: false, easyDays: weekendOff });
    expect(put.status).toBe(200);
    expect(put.body.schedulerSettings).toMatchObject({ loadBalancing: false, easyDays: weekendOff });
    const read = '{ viewer { schedulerSettings { loadBalancing easyDays } } }';
    expect((await graphqlData(agent, read)).viewer.schedulerSettings).toEqual({
      loadBalancing: false,
      easyDays: weekendOff,
    });
    const changed = await graphqlData(
      agent,
      'mutation { updateSettings(input: { loadBalancing: true }) { id schedulerSettings { loadBalancing easyDays } } }',
    );
    expect(changed.updateSettings.schedulerSettings).toEqual({ loadBalancing: true, easyDays: weekendOff });

    const daysMessage =
      'Los días libres son 7 valores, de lunes a domingo, cada uno 100 (normal), 50 (menos) o 0 (nada)';
    for (const easyDays of [
      [100, 100],
      [100, 100, 100, 100, 100, 100, 30],
      'domingo',
      [100, 100, 100, 100, 100, 100, null],
    ]) {
      const bad = await agent.put('/api/user/settings').send({ easyDays, loadBalancing: false });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(daysMessage);
    }
    const badBalancing = await agent.put('/api/user/settings').send({ loadBalancing: 'sí' });
    expect(badBalancing.status).toBe(400);
    expect(badBalancing.body.message).toBe('Indica si se equilibra la carga de repasos entre los días (sí o no)');
    const graphqlBad = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { updateSettings(input: { easyDays: [0, 0, 0] }) { id } }' });
    expect(graphqlBad.body.errors[0]).toMatchObject({ message: daysMessage, extensions: { code: 'BAD_USER_INPUT' } });
    // Nothing a refusal carried was kept.
    expect((await agent.get('/api/auth/user')).body.schedulerSettings).toMatchObject({
      loadBalancing: true,
      easyDays: weekendOff,
    });
  });

  it('is a 401 signed out', async () => {
    expect((await t.http.put('/api/user/settings').send({ timeZone: 'Europe/Madrid' })).status).toBe(401);
  });
});
