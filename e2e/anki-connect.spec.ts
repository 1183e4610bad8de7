import { expect, request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { registerAndSignIn, uniqueEmail } from './helpers';

/**
 * A dictionary pop-up's path (issue 39): the learner makes an AnkiConnect key in settings and reads the help page; the
 * tool, with the key alone (no cookie), adds a note to a deck of its own; the learner, in another tab, finds the card
 * in that folder at once and studies it like any other.
 */
test('a note added through AnkiConnect with a key shows in the app at once and is studied like any other', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.slow();
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'anki-connect'));

  await page.goto('/settings');
  await page.getByLabel('Nombre del token').fill('Yomitan');
  await page.getByLabel('Permisos').selectOption('anki_write');
  await page.getByRole('button', { name: 'Crear token' }).click();
  const key = await page.getByLabel('Token secreto').inputValue();
  await page.getByRole('link', { name: /Yomitan, Obsidian/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Usar Repaso desde Yomitan, Obsidian, scripts y asistentes' }),
  ).toBeVisible();
  await expect(page.getByText(`${baseURL}/anki-connect`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'AnkiConnect help');

  // The tool: its own request context, so it holds the key and nothing of the learner's session.
  const tool = await request.newContext({ baseURL });
  const call = async (action: string, params: Record<string, unknown> = {}) => {
    const response = await tool.post('/anki-connect', { data: { action, version: 6, key, params } });
    expect(response.status()).toBe(200);
    return response.json();
  };
  expect(await call('version')).toEqual({ result: 6, error: null });
  expect((await call('createDeck', { deck: 'Japonés Yomitan' })).error).toBeNull();
  const added = await call('addNote', {
    note: {
      deckName: 'Japonés Yomitan',
      modelName: 'Basic',
      fields: { Front: '<b>猫</b> (ねこ)', Back: 'gato' },
      tags: ['yomitan', 'animales'],
    },
  });
  expect(added).toEqual({ result: expect.any(Number), error: null });
  const duplicate = await call('addNote', {
    note: { deckName: 'Japonés Yomitan', modelName: 'Basic', fields: { Front: '<b>猫</b> (ねこ)', Back: 'gato' } },
  });
  expect(duplicate).toEqual({ result: null, error: 'cannot create note because it is a duplicate' });
  await tool.dispose();

  // Another tab of the same learner.
  const tab = await context.newPage();
  await tab.goto('/folders');
  await tab
    .getByRole('link', { name: /Japonés Yomitan/ })
    .first()
    .click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Japonés Yomitan' })).toBeVisible();
  await expect(tab.getByText('(ねこ)').first()).toBeVisible();
  await tab.getByRole('link', { name: 'Empezar repaso' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeVisible();
  await expect(tab.getByText('Carta 1 de 1')).toBeVisible();
  await tab.keyboard.press('Space');
  await expect(tab.getByText('gato', { exact: true })).toBeVisible();
  await tab.keyboard.press('3');
  await expect(tab.getByRole('region', { name: '¡Sesión completada!' })).toBeVisible();
});
