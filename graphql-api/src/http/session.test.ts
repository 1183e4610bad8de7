import { createRequire } from 'node:module';
import { sessionCookieName } from '../transport/session-control';
import { sessionIdOf } from './session';

const signature = createRequire(require.resolve('express-session'))('cookie-signature') as {
  sign: (value: string, secret: string) => string;
};
const secret = 'a-session-secret-a-session-secret';
const cookieOf = (sid: string, key = secret) =>
  `theme=dark; ${sessionCookieName}=${encodeURIComponent(`s:${signature.sign(sid, key)}`)}`;

describe('the session id a cookie carries', () => {
  it('is read from a cookie signed with the secret, the first time and every time after', () => {
    expect(sessionIdOf(cookieOf('abc'), secret)).toBe('abc');
    expect(sessionIdOf(cookieOf('abc'), secret)).toBe('abc');
  });

  it('is nothing for a cookie signed with another secret, even one whose value was read before', () => {
    expect(sessionIdOf(cookieOf('def'), secret)).toBe('def');
    expect(sessionIdOf(cookieOf('def'), 'another-secret-another-secret-another')).toBeUndefined();
    expect(sessionIdOf(cookieOf('def', 'another-secret-another-secret-another'), secret)).toBeUndefined();
  });

  it('is nothing for a forged or unsigned cookie, or none', () => {
    const good = cookieOf('ghi');
    expect(sessionIdOf(good, secret)).toBe('ghi');
    expect(sessionIdOf(good.replace('ghi', 'gh1'), secret)).toBeUndefined();
    expect(sessionIdOf(`${sessionCookieName}=ghi`, secret)).toBeUndefined();
    expect(sessionIdOf('theme=dark', secret)).toBeUndefined();
    expect(sessionIdOf(undefined, secret)).toBeUndefined();
  });
});
