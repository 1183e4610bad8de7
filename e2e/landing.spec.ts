import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('landing page', () => {
  test('shows the product, the four features and both buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Repaso/ })).toBeVisible();
    for (const feature of [
      'Algoritmo inteligente',
      'Programación optimizada',
      'Seguimiento del progreso',
      'Organización sencilla',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'landing');
    await expect(page.getByRole('link', { name: 'Comenzar' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
    await expect(page).toHaveTitle('Tarjetas de memoria con repetición espaciada · Repaso');
  });

  test('the legal pages are linked from the footer and the register form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page).toHaveTitle('Política de privacidad · Repaso');
    await page.goto('/register');
    // The prerendered form is running (its button enabled): the link now navigates inside the app.
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await page.getByRole('link', { name: 'términos del servicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeFocused();
  });

  test('"Comenzar" leads to /register and "Iniciar Sesión" to /login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Comenzar' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    // Enabled once the app's scripts took the prerendered form over (axe then sees the button as it stays).
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'register');
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, 'login');
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/esta/ruta/no-existe');
    await expect(page.getByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404');
    await page.getByRole('link', { name: /inicio/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Comenzar' }).first()).toBeVisible();
  });
});
