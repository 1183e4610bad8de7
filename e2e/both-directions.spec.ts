import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { withDatabase } from './database';
import { graphql, openFolderOptions, registerAndSignIn, toasts, uniqueEmail, untilUsable } from './helpers';

test('a folder studied both ways: reverses made, siblings not on the same day, a leech told once, a card postponed, at both widths', async ({
  page,
}, testInfo) => {
  // Five screens with axe passes and two sessions: a slow test's time on a busy machine.
  test.slow();
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'both-directions'));
  const { createFolder } = await graphql(
    page,
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: 'Animales' } },
  );
  const folderId: string = createFolder.folder.id;
  for (const [front, back] of [
    ['dog', 'perro'],
    ['cat', 'gato'],
  ])
    await graphql(
      page,
      'mutation ($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }',
      { folderId, input: { front, back } },
    );

  // "Estudiar en ambos sentidos": each card gets its reverse, a card of its own.
  await page.goto(`/folders/${folderId}`);
  await openFolderOptions(page);
  const directions = page.getByRole('switch', { name: 'Estudiar en ambos sentidos' });
  const colour = () => directions.evaluate((element) => getComputedStyle(element).backgroundColor);
  const off = await colour();
  await directions.click();
  await expect(toasts(page).getByText('Cartas inversas creadas')).toBeVisible();
  // On, it looks on (in the dialog that asks before turning it off, whose trigger it is).
  await expect(directions).toBeChecked();
  await expect.poll(colour).not.toBe(off);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Editar la carta/ }) });
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Inversa' })).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Inversa' }).first()).toContainText('perro');
  await expectNoSeriousA11yViolations(page, 'folder studied both ways');

  // Today's session: each pair once (the reverses are new cards too, but wait behind their siblings).
  await page.goto(`/study/${folderId}`);
  await untilUsable(page);
  await expect(page.getByText('Carta 1 de 2')).toBeVisible();
  for (const front of ['dog', 'cat']) {
    await expect(page.locator('article').getByText(front, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mostrar respuesta' }).click();
    await page.getByRole('button', { name: /^Medio ?,/ }).click();
  }
  await expect(page.getByRole('heading', { name: '¡Sesión completada!' })).toBeVisible();

  // A learner who forgets often: one lapse makes a leech.
  await page.goto('/settings');
  const leeches = page.getByRole('region', { name: 'Sanguijuelas' });
  await leeches.getByRole('spinbutton', { name: 'Umbral de sanguijuela' }).fill('1');
  await leeches.getByRole('button', { name: 'Guardar' }).click();
  await expect(toasts(page).getByText('Umbral guardado')).toBeVisible();

  // Days later (seeded: both cards due again), their reverses still wait: a sibling due too comes first.
  await withDatabase((client) =>
    client.query(`update cards set next_review_at = now() - interval '1 hour' where folder_id = $1 and not reversed`, [
      Number(folderId),
    ]),
  );
  await page.goto(`/study/${folderId}`);
  await untilUsable(page);
  await expect(page.getByText('Carta 1 de 2')).toBeVisible();
  await expect(page.locator('article').getByText('dog', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar respuesta' }).click();
  await page.getByRole('button', { name: /^Difícil ?,/ }).click();
  const notice = page.getByRole('dialog', { name: 'Esta carta es una sanguijuela' });
  await expect(notice).toContainText('La has olvidado 1 vez');
  await expect(notice.getByRole('button', { name: 'Editar la carta' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Suspenderla' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'leech notice');
  await notice.getByRole('button', { name: 'Seguir estudiando' }).click();
  await expect(notice).toBeHidden();

  // "Posponer a mañana": the card leaves today's session, its history kept.
  await expect(page.locator('article').getByText('cat', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Posponer a mañana' }).click();
  await expect(toasts(page).getByText('Carta pospuesta a mañana')).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Sesión completada!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'after postponing');

  await page.goto(`/folders/${folderId}`);
  const dog = cards.filter({ hasText: 'dog' }).filter({ hasNotText: 'Inversa' });
  await expect(dog).toContainText('Sanguijuela');
  const cat = cards.filter({ hasText: 'cat' }).filter({ hasNotText: 'Inversa' });
  await expect(cat).toContainText('Mañana');
  await expect(cat).toContainText('1 repaso');
  await expectNoSeriousA11yViolations(page, 'folder with a leech');
});
