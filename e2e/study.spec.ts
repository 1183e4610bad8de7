import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { figure, registerAndSignIn, toasts, uniqueEmail, untilUsable } from './helpers';

const cards = [
  ['hello', 'hola'],
  ['water', 'agua'],
  ['bread', 'pan'],
  ['house', 'casa'],
  ['friend', 'amigo'],
];

/** A folder with five new cards, made through the GraphQL API (the library journey covers the screens). */
async function createFolderWithCards(page: Page): Promise<string> {
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { data: { query, variables } });
    expect(response.ok()).toBe(true);
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { createFolder } = await graphql(
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: 'Inglés básico', description: 'Cinco palabras' } },
  );
  const folderId: string = createFolder.folder.id;
  for (const [front, back] of cards) {
    await graphql(
      'mutation ($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }',
      {
        folderId,
        input: { front, back },
      },
    );
  }
  return folderId;
}

test.describe('study', () => {
  test('five cards studied with the keyboard alone, then the dashboard and the pending reviews', async ({
    page,
  }, testInfo) => {
    // A dozen screens with axe passes: over 30 s when the machine is shared (load average ~18 on 2 cores).
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'study'));
    const folderId = await createFolderWithCards(page);
    // What the app sends to /graphql on the way: each operation by its hash, never its text (web/src/lib/graphql-link.ts).
    const sent: { operation: unknown; query: unknown; hash: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      const body = request.postDataJSON();
      sent.push({
        operation: body.operationName,
        query: body.query,
        hash: body.extensions?.persistedQuery?.sha256Hash,
      });
    });

    // Before: five pending cards, and the dashboard's prompt.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
    await expect(page.getByRole('region', { name: '¡Es hora de repasar!' })).toContainText(
      'Tienes 5 cartas pendientes de repaso en tu carpeta.',
    );
    await expect(figure(page, 'Para repasar hoy')).toHaveText('5');
    await expect(figure(page, 'Estudiadas hoy')).toHaveText('0');
    await expectNoSeriousA11yViolations(page, 'dashboard with cards due');
    await expect(page.getByRole('link', { name: 'Repasar todo (5)' })).toHaveAttribute('href', '/study');
    await page.getByRole('link', { name: 'Empezar a repasar' }).click();
    await expect(page).toHaveURL(/\/pending-reviews$/);
    await expect(page.getByText('Tienes 5 cartas pendientes de revisión en 1 carpeta.')).toBeVisible();
    await expect(page.getByText('5 cartas pendientes', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Por dificultad' })).toHaveText('Nuevas: 5');
    await expect(page.getByRole('link', { name: 'Repasar todo (5)' })).toHaveAttribute('href', '/study');
    await expectNoSeriousA11yViolations(page, 'pending reviews');
    await page.getByRole('link', { name: 'Ver cartas pendientes de «Inglés básico»' }).click();
    await expect(page).toHaveURL(new RegExp(`/pending-reviews/${folderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inglés básico' })).toBeVisible();
    await expect(page.getByText('Nueva', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pending reviews of a folder');
    await page.getByRole('link', { name: 'Empezar repaso' }).click();

    // The session, with the keyboard only: Space shows the answer, then 1 (difícil), 2 (medio) or 3 (fácil).
    await expect(page).toHaveURL(new RegExp(`/study/${folderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeVisible();
    await expect(page).toHaveTitle('Estudiar: Inglés básico · Repaso');
    await expectNoSeriousA11yViolations(page, 'study, question');
    const ratings = ['3', '3', '3', '2', '1'];
    for (const [index, key] of ratings.entries()) {
      await expect(page.getByText(`Carta ${index + 1} de 5`)).toBeVisible();
      await expect(page.getByText(cards[index][0], { exact: true })).toBeVisible();
      // A rating before the answer does nothing.
      await page.keyboard.press(key);
      await expect(page.getByText(cards[index][1], { exact: true })).toBeHidden();
      await page.keyboard.press('Space');
      await expect(page.getByText(cards[index][1], { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Fácil ?, Sin esfuerzo ?, volverá en 7 días$/ })).toBeVisible();
      if (index === 0) await expectNoSeriousA11yViolations(page, 'study, answer');
      await page.keyboard.press(key);
      if (index === 0) {
        // Deshacer with the keyboard: the rating goes back, the same card is asked again.
        await expect(page.getByText('Carta 2 de 5')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'study, after a rating');
        await page.keyboard.press('ControlOrMeta+z');
        await expect(page.getByText('Carta 1 de 5')).toBeVisible();
        await expect(page.getByText(cards[0][0], { exact: true })).toBeVisible();
        await expect(page.getByText(cards[0][1], { exact: true })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Deshacer' })).toBeHidden();
        await page.keyboard.press('Space');
        await expect(page.getByRole('button', { name: /^Fácil ?, Sin esfuerzo ?, volverá en 7 días$/ })).toBeVisible();
        await page.keyboard.press(key);
      }
    }

    const summary = page.getByRole('region', { name: '¡Sesión completada!' });
    await expect(summary).toBeVisible();
    await expect(toasts(page).getByText('¡Sesión de estudio completada!')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'study summary');
    await expect(figure(page, 'Cartas estudiadas')).toHaveText('5');
    await expect(figure(page, 'Fácil')).toHaveText('3');
    await expect(figure(page, 'Medio')).toHaveText('1');
    await expect(figure(page, 'Difícil')).toHaveText('1');
    await expect(summary.getByText('¡Excelente! Dominas estas cartas.')).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Cartas repasadas' }).getByRole('listitem')).toHaveCount(5);
    await expect(summary.getByRole('button', { name: 'Estudiar de nuevo (orden aleatorio)' })).toBeVisible();
    await summary.getByRole('button', { name: 'Listo' }).click();
    await expect(page).toHaveURL(new RegExp(`/folders/${folderId}$`));
    await expect(figure(page, 'Para repasar')).toHaveText('0');
    await expect(figure(page, 'Fácil')).toHaveText('3');
    await expect(figure(page, 'Medio')).toHaveText('1');
    await expect(figure(page, 'Difícil')).toHaveText('1');
    await expect(page).toHaveTitle('Inglés básico · Repaso');
    await expectNoSeriousA11yViolations(page, 'folder after a session');

    // The dashboard counts today's work and the streak.
    await page.goto('/');
    await expect(figure(page, 'Estudiadas hoy')).toHaveText('5');
    await expect(figure(page, 'Racha')).toHaveText('1 día');
    await expect(figure(page, 'Para repasar hoy')).toHaveText('0');
    await expect(page.getByRole('region', { name: '¡Es hora de repasar!' })).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'dashboard after a session');

    // Nothing pending any more.
    await page.goto('/pending-reviews');
    await expect(page.getByRole('heading', { name: 'No tienes cartas pendientes de revisión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pending reviews, none');

    // With nothing due, the folder's session is practice with all its cards.
    await page.goto(`/study/${folderId}`);
    await untilUsable(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión de práctica' })).toBeVisible();
    await expect(page.getByText('Carta 1 de 5')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'practice session');
    await page.getByRole('button', { name: 'Salir' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Seguro que quieres salir? Tu progreso se guardará.');
    await expectNoSeriousA11yViolations(page, 'exit confirmation');
    await confirm.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(new RegExp(`/folders/${folderId}$`));

    expect(sent.map(({ operation }) => operation)).toEqual(expect.arrayContaining(['ReviewCard', 'UndoReview']));
    expect(sent.filter(({ query, hash }) => query !== undefined || typeof hash !== 'string')).toEqual([]);
  });

  test('daily limits from settings: two new cards a day, and retention checked in Spanish', async ({
    page,
  }, testInfo) => {
    // Seven screens with axe passes and a whole session: a slow test's time on a busy machine.
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'limits'));
    const folderId = await createFolderWithCards(page);

    await page.goto('/settings');
    const scheduler = page.getByRole('region', { name: 'Programación de repasos' });
    const retention = scheduler.getByRole('spinbutton', { name: 'Retención deseada (%)' });
    await expect(retention).toHaveValue('90');
    await retention.fill('99');
    await scheduler.getByRole('button', { name: 'Guardar' }).click();
    await expect(scheduler.getByText('La retención deseada debe estar entre 0,70 y 0,97')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings, scheduling with an error');
    await retention.fill('85');
    await scheduler.getByRole('spinbutton', { name: 'Cartas nuevas por día' }).fill('2');
    await scheduler.getByRole('button', { name: 'Guardar' }).click();
    await expect(toasts(page).getByText('Programación de repasos guardada')).toBeVisible();

    // Five new cards, two a day: the dashboard and the session offer two.
    await page.goto('/');
    await expect(figure(page, 'Para repasar hoy')).toHaveText('2');
    await page.goto(`/study/${folderId}`);
    await untilUsable(page);
    await expect(page.getByText('Carta 1 de 2')).toBeVisible();
    // Never-rated cards: what each button means is said before the first rating.
    const hint = page.getByRole('region', { name: /^Primera vez con estas cartas/ });
    await expect(hint).toContainText('Difícil:no lo recordaba.');
    await expect(hint).toContainText('Medio:lo recordé, aunque me costara.');
    await expectNoSeriousA11yViolations(page, 'first session, with the hint');

    // Both with the keyboard; the second rating taken back with Ctrl+Z (Cmd+Z) and given again.
    await page.keyboard.press('Space');
    await page.keyboard.press('2');
    await expect(page.getByText('Carta 2 de 2')).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('1');
    await expect(page.getByRole('region', { name: '¡Sesión completada!' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByText('Carta 2 de 2')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Difícil ?, No lo recordaba ?, volverá en 1 día$/ })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^Difícil ?, No lo recordaba ?, volverá en 1 día$/ })).toBeVisible();
    await page.keyboard.press('3');
    const summary = page.getByRole('region', { name: '¡Sesión completada!' });
    await expect(summary).toBeVisible();
    await expect(figure(page, 'Cartas estudiadas')).toHaveText('2');
    await expect(figure(page, 'Medio')).toHaveText('1');
    await expect(figure(page, 'Fácil')).toHaveText('1');
    await expect(figure(page, 'Difícil')).toHaveText('0');

    // The limit is spent: nothing more today, the three other new cards wait for the next days.
    await summary.getByRole('button', { name: 'Listo' }).click();
    await expect(page).toHaveURL(new RegExp(`/folders/${folderId}$`));
    // What the buttons said (medio 3 days, fácil 7), from the scheduler's own count of study days. (The cards
    // off screen are not painted, `content-visibility: auto`: counted, not checked for visibility.)
    await expect(page.getByText('En 3 días', { exact: true })).toHaveCount(1);
    await expect(page.getByText('En 7 días', { exact: true })).toHaveCount(1);
    await expect(page.getByText('Nunca repasada', { exact: true })).toHaveCount(3);
    await page.goto('/');
    await expect(figure(page, 'Para repasar hoy')).toHaveText('0');
    await expect(figure(page, 'Estudiadas hoy')).toHaveText('2');
    await page.goto('/pending-reviews');
    await expect(page.getByRole('heading', { name: 'No tienes cartas pendientes de revisión' })).toBeVisible();

    // Two reviews are far from the 400 a fit of the learner's own parameters needs: said under the button.
    await page.goto('/settings');
    const fit = page.getByRole('region', { name: 'Parámetros ajustados a tu memoria' });
    await expect(fit.getByText('Todavía usas los parámetros por defecto.')).toBeVisible();
    await fit.getByRole('button', { name: 'Optimizar ahora' }).click();
    await expect(fit.getByRole('alert')).toHaveText(
      'Hacen falta al menos 400 repasos para ajustar los parámetros a tu memoria (llevas 2)',
    );
    await expectNoSeriousA11yViolations(page, 'settings, parameters refused');
  });

  test('the study screen fits a phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'phone'));
    const folderId = await createFolderWithCards(page);

    await page.goto(`/study/${folderId}`);
    await untilUsable(page);
    await expect(page.getByText('Carta 1 de 5')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'study at 375 px, question');
    await page.getByRole('button', { name: 'Mostrar respuesta' }).click();
    const buttons = page.getByRole('button', { name: /volverá en/ });
    await expect(buttons).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, 'study at 375 px, answer');
    // Nothing wider than the screen, and the three ratings side by side, above the tab bar.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await Promise.all([0, 1, 2].map((index) => buttons.nth(index).boundingBox()));
    for (const box of boxes) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    await buttons.nth(2).scrollIntoViewIfNeeded();
    await buttons.nth(2).click();
    await expect(page.getByText('Carta 2 de 5')).toBeVisible();
    // With "Deshacer" beside "Salir", the header still fits; the button takes the rating back.
    const undo = page.getByRole('button', { name: 'Deshacer' });
    await expect(undo).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const undoBox = await undo.boundingBox();
    expect(undoBox!.x + undoBox!.width).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page, 'study at 375 px, after a rating');
    await undo.click();
    await expect(page.getByText('Carta 1 de 5')).toBeVisible();
    await expect(undo).toBeHidden();
  });
});
