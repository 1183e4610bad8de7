import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openFolderMenu, registerAndSignIn, toasts, uniqueEmail } from './helpers';

// The password `registerAndSignIn` gives every account.
const password = 'contraseña-de-prueba';
const CSV_HEADER =
  'front,back,created_at,next_review_at,last_reviewed_at,review_count,interval,ease_factor,difficulty,stability,fsrs_difficulty,state,lapses,' +
  'note_type,tags,guid,template_ord,field_1,field_2';

test.describe('taking your data out and leaving', () => {
  test('exports a folder as CSV and the account as JSON, then deletes the account for good', async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo.project.name, 'leaving');
    await registerAndSignIn(page, email);
    const folder = await (await page.request.post('/api/folders', { data: { name: 'Vocabulário «viaje»' } })).json();
    for (const card of [
      { front: 'to board, "embarcar"', back: 'subir a bordo' },
      { front: 'luggage', back: 'equipaje\nmaletas' },
    ]) {
      expect((await page.request.post(`/api/folders/${folder.id}/cards`, { data: card })).status()).toBe(201);
    }

    // A folder's cards as Repaso's CSV.
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vocabulário «viaje»' })).toBeVisible();
    await openFolderMenu(page);
    const csvLink = page.getByRole('link', { name: 'Exportar CSV' });
    await expect(csvLink).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'folder with its CSV export');
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(csvDownload.suggestedFilename()).toBe('Vocabulário «viaje».csv');
    const csv = fs.readFileSync(await csvDownload.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(CSV_HEADER);
    expect(csv).toContain('"to board, ""embarcar""",subir a bordo,');
    expect(csv).toContain('luggage,"equipaje\nmaletas",');

    // The whole account as JSON, from settings → Tus datos.
    await page.getByRole('banner').getByRole('link', { name: 'Ajustes' }).click();
    const yourData = page.getByRole('region', { name: 'Tus datos' });
    await expect(yourData.getByRole('link', { name: 'Exportar todo (JSON)' })).toBeVisible();
    await yourData.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'settings with Tus datos');
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('link', { name: 'Exportar todo (JSON)' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toMatch(/^repaso-\d{4}-\d{2}-\d{2}\.json$/);
    const account = JSON.parse(fs.readFileSync(await jsonDownload.path(), 'utf8'));
    expect(account.profile.email).toBe(email);
    expect(account.cards.map((card: { front: string }) => card.front)).toEqual(['to board, "embarcar"', 'luggage']);

    // Deleting asks for the password and a confirmation; a wrong password changes nothing.
    await yourData.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await expect(dialog.getByLabel('Tu contraseña')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'delete-account dialog');
    await dialog.getByLabel('Tu contraseña').fill('no-es-la-mía');
    await dialog.getByRole('checkbox', { name: /Entiendo que se borrarán todos mis datos/ }).check();
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete-account dialog with a wrong password');

    await dialog.getByLabel('Tu contraseña').fill(password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').getByText('Tu cuenta se ha eliminado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comenzar' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing after deleting the account');
    // Shown once: a reload of the landing page does not repeat it.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Comenzar' }).first()).toBeVisible();
    await expect(page.getByText('Tu cuenta se ha eliminado')).toHaveCount(0);

    // The account is gone: signing in fails, and the old folder is no one's.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(toasts(page).getByText('Correo o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an export asked for after the session ended saves nothing and leads to the login page', async ({
    page,
  }, testInfo) => {
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'export-expired'));
    const folder = await (await page.request.post('/api/folders', { data: { name: 'Caducada' } })).json();
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Caducada' })).toBeVisible();
    // The session ends elsewhere (expired, or closed from another device).
    await page.context().clearCookies();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));

    await openFolderMenu(page);
    await page.getByRole('link', { name: 'Exportar CSV' }).click();
    await expect(toasts(page).getByText('No autorizado')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(downloads).toEqual([]);
  });
});
