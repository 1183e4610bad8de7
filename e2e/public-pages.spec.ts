import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** The public screens prerendered at build time (web/src/prerender.tsx), with their main headings. */
const pages = [
  ['/login', 'Iniciar sesión'],
  ['/register', 'Crear cuenta'],
  ['/reset-password', 'Restablecer contraseña'],
  ['/privacy-policy', 'Política de privacidad'],
  ['/terms-of-service', 'Términos de uso'],
] as const;

test('the public screens arrive rendered: readable before any script runs, their forms waiting for it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Repaso`);
  }
  // Without its code a form cannot be sent: the browser's own submission would put the fields in the URL.
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  await context.close();
});

test('a prerendered form comes alive without a console error or a CSP violation, and validates', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // zod probes `new Function` unless told not to; the CSP forbids it and Chromium reports even the caught probe.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      errors.push(`CSP ${event.violatedDirective} ${event.sourceFile}`);
    });
  });
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
  await page.getByLabel('Contraseña').fill('contraseña-de-prueba');
  await submit.click();
  await expect(page.getByText('Correo electrónico no válido')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'prerendered login, hydrated');
  // The links lead on inside the app, without a page load.
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expect(page).toHaveTitle('Crear cuenta · Repaso');
  expect(errors).toEqual([]);
});

test('what is typed into a prerendered form before its code arrives is kept and sent', async ({ page }) => {
  // The app's code arrives late, as on a slow phone: the learner types into the prerendered form meanwhile.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña').fill('contraseña-incorrecta');
  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('nadie@example.com');
  await submit.click();
  // Sent with what was typed: the API answers that those credentials do not sign anyone in.
  await expect(
    page
      .getByRole('region', { name: /Notificaciones/ })
      .getByText(/incorrectos/)
      .first(),
  ).toBeVisible();
});
