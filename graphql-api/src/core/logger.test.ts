import { count, signedUpAgent } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { errorFields } from './logger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

describe('errorFields', () => {
  it('reduces a database error to its code, table and constraint: no SQL, no values', async () => {
    const { email } = await signedUpAgent(t);
    expect(await count(t, 'users', 'email = ?', [email])).toBe(1);
    const error = await t.orm.em
      .fork()
      .getConnection()
      .execute(`insert into users (email, password_hash) values (?, '$argon2id$secreto')`, [email])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const fields = JSON.stringify(errorFields(error));
    expect(fields).toContain('23505');
    expect(fields).not.toContain(email);
    expect(fields).not.toContain('argon2id');
    expect(fields).not.toMatch(/insert into/i);
  });

  it('keeps the message and stack of a programming error', () => {
    const fields = errorFields(new TypeError('x is not a function')) as { err: { message: string; stack: string } };
    expect(fields.err.message).toBe('x is not a function');
    expect(fields.err.stack).toContain('TypeError');
  });
});
