import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openFolderMenu, openFolderOptions, registerAndSignIn, uniqueEmail } from './helpers';

// Issue 36: on a phone a folder's page leads with its cards. Adding and studying stay in reach above them; the
// statistics, exports and import are one button away; the folder's options fold under its figures.
const PHONE = { width: 375, height: 667 };

test.use({ viewport: PHONE });

test('a folder on a phone shows its first card within the first screen and a half', async ({ page }, testInfo) => {
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'folder-layout'));
  // A long description, as learners write them, wraps instead of pushing the cards out of the screen sideways.
  const description = `Vocabulario de Donaudampfschifffahrtsgesellschaftskapitän y otras palabras largas ${'muy '.repeat(8)}`;
  const created = await page.request.post('/api/folders', { data: { name: 'Vocabulario de inglés', description } });
  expect(created.status()).toBe(201);
  const folder = (await created.json()) as { id: number };
  for (const [front, back] of [
    ['to **board**', 'subir a bordo'],
    ['luggage', 'equipaje\nmaletas'],
    ['Donaudampfschifffahrtsgesellschaft', 'compañía de navegación del Danubio'],
  ]) {
    expect((await page.request.post(`/api/folders/${folder.id}/cards`, { data: { front, back } })).status()).toBe(201);
  }

  await page.goto(`/folders/${folder.id}`);
  const cards = page.getByRole('list', { name: 'Cartas' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  const firstCardTop = await cards
    .getByRole('listitem')
    .first()
    .evaluate((item) => item.getBoundingClientRect().top + window.scrollY);
  expect(firstCardTop).toBeLessThanOrEqual(PHONE.height * 1.5);
  // Studying and adding are on the first screen.
  for (const action of [
    page.getByRole('link', { name: 'Empezar repaso' }),
    page.getByRole('button', { name: 'Añadir carta' }),
  ]) {
    const box = await action.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'folder on a phone');

  // The rest, one press away, and closed again with Escape.
  await openFolderMenu(page);
  for (const name of [
    'Estadísticas',
    'Exportar CSV',
    'Exportar a Anki (.apkg)',
    'Importar tarjetas a «Vocabulario de inglés»',
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'folder menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('main').getByRole('link', { name: 'Exportar CSV' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Más acciones de la carpeta' })).toBeFocused();

  await openFolderOptions(page);
  await expect(page.getByRole('switch', { name: 'Estudiar en ambos sentidos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma del anverso' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'folder options');
});
