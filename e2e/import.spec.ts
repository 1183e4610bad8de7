import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { openFolderMenu, registerAndSignIn, toasts, uniqueEmail } from './helpers';

// A semicolon CSV as a spreadsheet saves it: a BOM, a header row, a quoted field with a semicolon and a line break,
// and the back in the first column (so the mapping has to be changed).
const CSV = [
  '\uFEFFrespuesta;pregunta;notas',
  'la casa;the house;sustantivo',
  '"el pingüino; ave";the penguin;"dos\nlíneas"',
  'supercalifragilisticoespialidosamente;a very long word;',
].join('\r\n');

test.describe('importing cards', () => {
  test('a CSV through the web: preview, mapping, progress, report, then study one of its cards', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'import'));

    // From the folders page.
    await page.goto('/folders');
    await page.getByRole('link', { name: 'Importar', exact: true }).click();
    await expect(page).toHaveURL(/\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importar tarjetas' })).toBeVisible();
    await expect(page).toHaveTitle('Importar tarjetas · Repaso');

    await page.getByLabel('Elige un archivo').setInputFiles({
      name: 'Inglés básico.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });

    // The preview, read in the browser: semicolons detected, the header recognised, quotes and the BOM handled.
    const preview = page.getByRole('table');
    await expect(preview.getByRole('columnheader', { name: /^respuesta/ })).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'el pingüino; ave' })).toBeVisible();
    await expect(page.getByLabel('Separador')).toHaveValue(';');
    await expect(page.getByText('Detectado: punto y coma')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'La primera fila es una cabecera' })).toBeChecked();
    await expect(page.getByLabel('Nombre de la carpeta nueva')).toHaveValue('Inglés básico');

    // The English is in column 2: it becomes the front ("Básica"'s first field), the Spanish the back.
    await expect(page.getByLabel('Tipo de nota')).toHaveValue(/\d+/);
    await page.getByLabel('Columna 2: pregunta').selectOption({ label: 'Anverso' });
    await page.getByLabel('Columna 1: respuesta').selectOption({ label: 'Reverso' });
    await expect(preview.getByRole('columnheader', { name: 'pregunta Anverso' })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'respuesta Reverso' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'import form with its preview');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Importar', exact: true }).click();

    // The progress bar while the job runs (it may be quick), then the report.
    const report = page.getByRole('region', { name: 'Importación completada' });
    await expect(page.getByRole('progressbar', { name: 'Progreso de la importación' }).or(report)).toBeVisible();
    await expect(report).toBeVisible({ timeout: 15_000 });
    await expect(
      report.locator('dt', { hasText: /^Tarjetas creadas$/ }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('3');
    await expect(
      report.locator('dt', { hasText: /^Duplicadas omitidas$/ }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('0');
    const folderLink = report.getByRole('link', { name: 'Abrir «Inglés básico»' });
    await expect(folderLink).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'import report');

    // The new folder, with the cards the right way round; then study one of them.
    await folderLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inglés básico' })).toBeVisible();
    await expect(page.getByText('the penguin')).toBeVisible();
    await page.getByRole('link', { name: 'Empezar repaso' }).first().click();
    await expect(page.getByText('Carta 1 de 3')).toBeVisible();
    await expect(page.getByText(/the house|the penguin|a very long word/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar respuesta' }).click();
    await page
      .getByRole('button', { name: /volverá en/ })
      .first()
      .click();
    await expect(page.getByText('Carta 2 de 3')).toBeVisible();

    // The folders list knows the imported folder without a reload.
    await page.goto('/folders');
    await expect(page.getByRole('heading', { name: 'Inglés básico' })).toBeVisible();
  });

  test('from a folder: the cards go into that folder, and a refused file says why in Spanish', async ({
    page,
  }, testInfo) => {
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'import-into'));
    const folder = await (await page.request.post('/api/folders', { data: { name: 'Mi carpeta' } })).json();

    await page.goto(`/folders/${folder.id}`);
    await openFolderMenu(page);
    await page.getByRole('link', { name: 'Importar tarjetas a «Mi carpeta»' }).click();
    await expect(page).toHaveURL(new RegExp(`/import\\?folderId=${folder.id}$`));
    await page.getByLabel('Pegar texto').check();
    await page.getByLabel('Texto', { exact: true }).fill('solo una columna\notra fila');
    await expect(page.getByRole('radio', { name: 'Una carpeta existente' })).toBeChecked();
    await expect(page.getByLabel('Carpeta', { exact: true })).toHaveValue(String(folder.id));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El CSV tiene una sola columna: hacen falta dos, una para el anverso y otra para el reverso',
    );
    await expectNoSeriousA11yViolations(page, 'import refused');

    await page.getByLabel('Texto', { exact: true }).fill('sol,sun\nluna,moon');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const report = page.getByRole('region', { name: 'Importación completada' });
    await expect(report).toBeVisible({ timeout: 15_000 });
    await report.getByRole('link', { name: 'Abrir «Mi carpeta»' }).click();
    await expect(page.getByText('luna')).toBeVisible();
    await expect(page.getByText('sol', { exact: true })).toBeVisible();
  });

  test('an Anki deck with media and history: the report, the cards as Anki shows them, suspension both ways', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'import-anki'));
    await page.goto('/import');
    // Made by graphql-api/test/fixtures/make-anki-decks.py: hints, six-field notes, reversed cards, clozes, media.
    await page
      .getByLabel('Elige un archivo')
      .setInputFiles(path.join(__dirname, '../graphql-api/test/fixtures/rich.apkg'));
    await page.getByRole('button', { name: 'Importar', exact: true }).click();

    const report = page.getByRole('region', { name: 'Importación completada' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    const value = (label: string) =>
      report.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Tarjetas creadas')).toHaveText('15');
    await expect(value('Repasos del historial')).toHaveText('22');
    await expect(value('Tarjetas suspendidas')).toHaveText('1');
    await expect(value('Imágenes y sonidos')).toHaveText('2');
    await expect(report.getByText(/Carta vacía en Anki/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Anki import report');

    // The picture that is a whole question, served as the learner's own media, and a word with its sound.
    await report.getByRole('link', { name: 'Abrir «Inglés»' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inglés' })).toBeVisible();
    await expect(page.getByText('Pista: starts with h').first()).toBeVisible();
    // On a phone the list shows the first cards: the search finds the rest.
    await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('casa.png');
    const picture = page.getByRole('img', { name: 'casa.png' }).first();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // "book" came suspended: its card says so, and the pause button takes it back (and suspends it again).
    await page.goto('/folders');
    await page
      .getByRole('link', { name: /Inglés › Vocabulario/ })
      .first()
      .click();
    const book = page.getByRole('listitem').filter({ hasText: 'book' });
    await expect(book.getByText('Suspendida')).toBeVisible();
    await book.getByRole('button', { name: /^Reactivar la carta «book/ }).click();
    await expect(toasts(page).getByText('Carta reactivada')).toBeVisible();
    await expect(book.getByText('Suspendida')).toHaveCount(0);
    await book.getByRole('button', { name: /^Suspender la carta «book/ }).click();
    await expect(book.getByText('Suspendida')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'folder with a suspended card');
  });
});
