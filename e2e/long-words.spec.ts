import { expect, type Page, test } from '@playwright/test';
import { graphql, registerAndSignIn, uniqueEmail } from './helpers';

/** A 120-character word without spaces: a URL, a German compound, a chemical name. */
const longWord = (prefix: string) => `${prefix}${'x'.repeat(120 - prefix.length)}`;
const folderName = longWord('Donaudampfschifffahrtsgesellschaft');
const front = longWord('https://example.com/');
const back = longWord('Methylpropyl');

/**
 * The page is no wider than the screen. Against the viewport's width, not `innerWidth`: a phone's browser
 * zooms out to show a page wider than its screen, so there `innerWidth` grows with the page.
 */
async function expectFits(page: Page, screen: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  test.info().annotations.push({ type: 'width', description: `${screen}: ${scrollWidth} px at ${width} px` });
  expect.soft(scrollWidth, `${screen} is wider than the screen`).toBeLessThanOrEqual(width);
}

test('a 120-character word in a folder name, a front and a back fits every screen at 375 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'long-words'));
  const { createFolder } = await graphql(
    page,
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: folderName, description: longWord('Beschreibung') } },
  );
  const folderId: string = createFolder.folder.id;
  await graphql(
    page,
    'mutation ($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }',
    { folderId, input: { front, back } },
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
  await expectFits(page, 'dashboard');

  await page.goto('/folders');
  await expect(page.getByRole('link', { name: folderName, exact: true })).toBeVisible();
  await expectFits(page, 'folders');

  await page.goto(`/folders/${folderId}`);
  await expect(page.getByRole('heading', { level: 1, name: folderName })).toBeVisible();
  await expect(page.getByText(front, { exact: true })).toBeVisible();
  await expectFits(page, 'folder');

  await page.getByRole('button', { name: `Editar la carta «${front}»` }).click();
  await expect(page.getByRole('dialog', { name: 'Editar carta' })).toBeVisible();
  await expectFits(page, 'edit card dialog');
  await page.keyboard.press('Escape');

  await page.goto('/pending-reviews');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(folderName).first()).toBeVisible();
  await expectFits(page, 'pending reviews');

  await page.goto(`/pending-reviews/${folderId}`);
  await expect(page.getByRole('heading', { level: 1, name: folderName })).toBeVisible();
  await expectFits(page, 'pending reviews of the folder');

  for (const path of [`/study/${folderId}`, '/study']) {
    await page.goto(path);
    await expect(page.getByText(front, { exact: true })).toBeVisible();
    if (path === '/study') await expect(page.getByText(folderName)).toBeVisible();
    await expectFits(page, `${path}, question`);
    await page.getByRole('button', { name: 'Mostrar respuesta' }).click();
    await expect(page.getByText(back, { exact: true })).toBeVisible();
    await expectFits(page, `${path}, answer`);
  }
  await page.getByRole('button', { name: /^Fácil/ }).click();
  await expect(page.getByRole('region', { name: '¡Sesión completada!' })).toBeVisible();
  await expectFits(page, 'study summary');
});
