import supertest from 'supertest';
import { count, password, signedUpAgent, testClock, uniqueEmail } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { backgroundSettled } from '../../core/background';
import { argon2Counters } from './password';
import { pruneRateLimits } from './throttle';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());
// Each test starts with fresh windows (they are at most an hour long).
beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

const register = (email: string) =>
  t.http.post('/api/auth/register').send({ email, password, confirmPassword: password });
const newPassword = (token: string, pw = 'contraseña-nueva') =>
  t.http.post('/api/auth/new-password').send({ token, password: pw, confirmPassword: pw });

async function resetToken(email: string): Promise<string> {
  await t.http.post('/api/auth/reset-password').send({ email });
  await backgroundSettled();
  const mail = t.services.mailer.outbox.at(-1)!;
  return new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
}

function expectThrottled(res: supertest.Response, retryAfterSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(/^Demasiados intentos\. Vuelve a intentarlo en \d+ minutos?\.$/);
  expect(Number(res.headers['retry-after'])).toBe(retryAfterSeconds);
}

describe('registration', () => {
  it('takes as many sign-ups from one address as SIGNUPS_PER_IP_PER_HOUR says (a class behind one router)', async () => {
    const school = await startTestApp({ clock, env: { SIGNUPS_PER_IP_PER_HOUR: '3' } });
    try {
      const signUp = () =>
        school.http
          .post('/api/auth/register')
          .send({ email: uniqueEmail('clase'), password, confirmPassword: password });
      for (let i = 0; i < 3; i++) expect((await signUp()).status).toBe(201);
      expect((await signUp()).status).toBe(429);
    } finally {
      await school.stop();
    }
  });

  it('allows 30 attempts per IP an hour, then a 429 with Retry-After even for a taken e-mail (no 409 to read)', async () => {
    const { email: taken } = await signedUpAgent(t);
    for (let i = 1; i < 30; i++) expect((await register(uniqueEmail('alta'))).status).toBe(201);
    clock.advance(10 * 60 * 1000);
    const before = await count(t, 'users');
    expectThrottled(await register(uniqueEmail('alta')), 50 * 60);
    expectThrottled(await register(taken), 50 * 60);
    expect(await count(t, 'users')).toBe(before);

    clock.advance(50 * 60 * 1000);
    expect((await register(uniqueEmail('alta'))).status).toBe(201);
  }, 30_000); // 31 argon2 hashes: several seconds on a busy machine

  it('allows 5 attempts per e-mail an hour, so probing one address for its 409 is slow', async () => {
    const { email } = await signedUpAgent(t);
    for (let i = 1; i < 5; i++) expect((await register(email)).status).toBe(409);
    expectThrottled(await register(email), 60 * 60);
  });
});

describe('new password', () => {
  it('allows 20 attempts per IP in 15 minutes, then a 429 with Retry-After, changing nothing', async () => {
    const { email } = await signedUpAgent(t);
    const token = await resetToken(email);
    for (let i = 0; i < 20; i++) expect((await newPassword(`inventado-${i}`)).status).toBe(400);
    expectThrottled(await newPassword(token), 15 * 60);
    expect((await t.http.post('/api/auth/login').send({ email, password })).status).toBe(200);
  });

  it('allows 5 attempts per token in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await newPassword('el-mismo-token')).status).toBe(400);
    expectThrottled(await newPassword('el-mismo-token'), 15 * 60);
  });

  it('does no argon2 work for a made-up or expired token, only for a valid one', async () => {
    const { email } = await signedUpAgent(t);
    const token = await resetToken(email);
    const hashes = argon2Counters.hashes;
    for (let i = 0; i < 5; i++) {
      const res = await newPassword(`inventado-${i}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.');
    }
    clock.advance(61 * 60 * 1000);
    expect((await newPassword(token)).status).toBe(400);
    expect(argon2Counters.hashes).toBe(hashes);

    const fresh = await resetToken(email);
    expect((await newPassword(fresh)).status).toBe(200);
    expect(argon2Counters.hashes).toBe(hashes + 1);
  });
});

describe('checking a reset link when its page opens', () => {
  const check = (token: string) => t.http.post('/api/auth/reset-token').send({ token });
  const checkOverGraphQL = (token: string) =>
    t.http
      .post('/graphql')
      .send({ query: 'query ($token: String!) { resetTokenValid(token: $token) }', variables: { token } });

  it('answers valid or not valid and nothing more, over REST and GraphQL, without spending the token', async () => {
    const { email } = await signedUpAgent(t);
    const token = await resetToken(email);
    const valid = await check(token);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true });
    expect((await checkOverGraphQL(token)).body).toEqual({ data: { resetTokenValid: true } });
    expect((await check('inventado')).body).toEqual({ valid: false });
    expect((await checkOverGraphQL('inventado')).body).toEqual({ data: { resetTokenValid: false } });
    expect((await check('')).body.message).toBe('Falta el token');

    // Checking neither uses the token nor the attempts of the form.
    for (let i = 0; i < 2; i++) await check(token);
    expect((await newPassword(token)).status).toBe(200);
    // Once used, or once expired, it is no longer valid.
    expect((await check(token)).body).toEqual({ valid: false });
    const expiring = await resetToken(email);
    clock.advance(61 * 60 * 1000);
    expect((await check(expiring)).body).toEqual({ valid: false });
  });

  it('allows 20 checks per IP and 5 per token in 15 minutes, as the new password', async () => {
    for (let i = 0; i < 5; i++) expect((await check('el-mismo-token')).status).toBe(200);
    expectThrottled(await check('el-mismo-token'), 15 * 60);
    clock.advance(15 * 60 * 1000);
    for (let i = 0; i < 20; i++) expect((await check(`inventado-${i}`)).status).toBe(200);
    expectThrottled(await check('otro'), 15 * 60);
    expect((await checkOverGraphQL('otro')).body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('stale counters', () => {
  it('are pruned a day after their window started; live ones stay and keep counting', async () => {
    const now = clock.now();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
    await t.orm.em.execute(
      `insert into rate_limits (key, hits, window_start) values ('prune:old', 3, ?), ('prune:recent', 2, ?), ('prune:now', 1, ?)`,
      [hoursAgo(25), hoursAgo(2), now],
    );
    expect(await pruneRateLimits(t.orm.em.fork(), now)).toBeGreaterThanOrEqual(1);
    expect(await count(t, 'rate_limits', `key = 'prune:old'`)).toBe(0);
    expect(await count(t, 'rate_limits', `key in ('prune:recent', 'prune:now')`)).toBe(2);
  });

  it('take the public buckets untouched for an hour with them (full again by then)', async () => {
    const now = clock.now().getTime();
    await t.orm.em.execute(
      `insert into public_request_buckets (key, tokens, at_ms, last_allowed) values ('prune-old', 0, ?, true), ('prune-live', 0, ?, true)`,
      [now - 61 * 60 * 1000, now - 60 * 1000],
    );
    expect(await pruneRateLimits(t.orm.em.fork(), clock.now())).toBeGreaterThanOrEqual(1);
    expect(await count(t, 'public_request_buckets', `key = 'prune-old'`)).toBe(0);
    expect(await count(t, 'public_request_buckets', `key = 'prune-live'`)).toBe(1);
  });
});
