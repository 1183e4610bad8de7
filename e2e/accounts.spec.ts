import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const password = 'contraseña-de-prueba';
const newPassword = 'otra-contraseña-nueva';

/** One address per run and project, so both projects (and reruns on one server) never collide. */
function uniqueEmail(project: string) {
  return `e2e-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The body of an .eml file from nodemailer, decoded from quoted-printable or base64. */
function mailBody(eml: string): string {
  const [headers, ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // Soft line breaks ("=" at the end of a line) join lines; "=XX" is one byte.
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link of the newest mail to `email` in the server's outbox (`$E2E_DATA_DIR/outbox/*.eml`). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const recipient = email.replace(/[^a-z0-9@.]/gi, '_');
  let link: string | undefined;
  // The API sends the mail in the background, so it may land a moment after the answer.
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.includes(recipient)) : [];
      const newest = files.sort().at(-1);
      if (!newest) return undefined;
      link = mailBody(fs.readFileSync(path.join(outbox, newest), 'utf8')).match(
        /https?:\/\/\S+\/new-password\?token=[\w-]+/,
      )?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function logIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(secret);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(email);
}

async function logOut(page: Page, { checkA11y = false } = {}) {
  await page.getByRole('banner').getByRole('link', { name: 'Ajustes' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  if (checkA11y) {
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings');
  }
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('accounts', () => {
  test('register, log out and in, reset the password and log in with the new one', async ({ page }, testInfo) => {
    // Eight screens, seven axe scans and four password hashes: on CI's two cores this passed 30 s.
    test.slow();
    const email = uniqueEmail(testInfo.project.name);

    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'register');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toContainText(email);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Progreso de aprendizaje' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard (new account)');

    await logOut(page, { checkA11y: true });
    // Signed out, home is the landing page again.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'login');
    await logIn(page, email, password);
    await logOut(page);

    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'reset password');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('main').getByText(/te hemos enviado un enlace/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password sent');

    await page.goto(await resetLinkFor(email));
    await expect(page.getByRole('button', { name: 'Guardar contraseña' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new password');
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña actualizada correctamente' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'new password saved');
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, newPassword);
  });

  test('a signed-out visit to a data screen ends on the login page', async ({ page }) => {
    await page.goto('/folders');
    await expect(page.getByText('Inicia sesión para continuar.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login after a signed-out visit');
  });
});
