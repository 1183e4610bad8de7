import { signedUpAgent } from '../../../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../../../test/test-app';
import { backgroundSettled } from '../../core/background';
import { maskAddress } from './mailer';

describe('MAIL_TRANSPORT=log', () => {
  const captured = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { MAIL_TRANSPORT: 'log' }, logger: captured.logger });
  });
  afterAll(() => t.stop());

  it('logs that a reset mail was sent, to a masked address, and never the token, the link or the body', async () => {
    const { email } = await signedUpAgent(t);
    const from = captured.lines.length;
    expect((await t.http.post('/api/auth/reset-password').send({ email })).status).toBe(200);
    await backgroundSettled();

    const mail = t.services.mailer.outbox.at(-1)!;
    const link = mail.text.match(/http\S+/)![0];
    const token = new URL(link).searchParams.get('token')!;
    const log = captured.text();
    const mails = captured
      .records()
      .slice(from)
      .filter((r) => r.level >= 30);
    expect(mails.map((r) => r.msg)).toEqual([
      `Correo enviado a a***@example.com: «Restablece tu contraseña de Repaso»`,
    ]);
    expect(log).not.toContain(token);
    expect(log).not.toContain(link);
    expect(log).not.toContain(email);
    expect(log).not.toContain('Hemos recibido una solicitud');
  });
});

describe('maskAddress', () => {
  it.each([
    ['ana@example.com', 'a***@example.com'],
    ['x@y.es', 'x***@y.es'],
    ['sin-arroba', '***'],
  ])('%s -> %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});
