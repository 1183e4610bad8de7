import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { figure, openFolderMenu, registerAndSignIn, uniqueEmail } from './helpers';

test.describe('statistics', () => {
  test('a new learner gets an explanation; after some ratings /stats shows every chart, with tables, at both widths', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'stats'));
    await page.goto('/stats');
    await expect(page).toHaveTitle('Estadísticas · Repaso');
    await expect(page.getByRole('heading', { name: 'Aún no hay nada que mostrar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'statistics, empty');

    // Seed through the API: a folder of cards, most of them rated, with answer times.
    const folder = (await (await page.request.post('/api/folders', { data: { name: 'Vocabulario' } })).json()) as {
      id: number;
    };
    const ratings = ['easy', 'medium', 'hard', 'medium', 'easy', 'medium', 'hard', 'medium'] as const;
    for (const [i, difficulty] of ratings.entries()) {
      const card = await (
        await page.request.post(`/api/folders/${folder.id}/cards`, {
          data: { front: `word ${i}`, back: `palabra ${i}` },
        })
      ).json();
      await page.request.post(`/api/cards/${card.id}/review`, { data: { difficulty, durationMs: 2000 + 500 * i } });
    }
    await page.request.post(`/api/folders/${folder.id}/cards`, { data: { front: 'nueva', back: 'new' } });

    await page.goto('/stats');
    // The charts' chunk is the screen's own: on a busy machine it can take a while.
    await expect(figure(page, 'Racha actual')).toHaveText('1 día', { timeout: 20_000 });
    await expect(figure(page, 'Días estudiados')).toHaveText('1');
    await expect(page.getByText(/^Del .*: 8 repasos en 1 días de estudio\.$/)).toBeVisible();
    await expect(page.getByText('Cartas nuevas sin estudiar: 1')).toBeVisible();
    await expect(page.getByText(/^Nuevas: 1; aprendiendo: \d+; jóvenes: \d+; maduras: 0\.$/)).toBeVisible();
    for (const title of ['Calendario de repasos', 'Próximos 30 días', 'Retención', 'Respuestas y tiempo', 'Tus cartas'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The charts drew (recharts SVG), loaded with this screen only.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    // A day of the heatmap says what it holds.
    await expect(page.getByRole('img', { name: /: 8 repasos$/ })).toHaveCount(1);

    // The forecast's table, opened: thirty days.
    const forecast = page.getByRole('region', { name: 'Próximos 30 días' });
    await forecast.getByText('Ver los datos como tabla').click();
    await expect(forecast.getByRole('table').getByRole('row')).toHaveCount(31);

    await page.screenshot({ path: testInfo.outputPath(`stats-${testInfo.project.name}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'statistics');

    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // One folder, from the folder's page.
    await page.goto(`/folders/${folder.id}`);
    await openFolderMenu(page);
    await page.getByRole('main').getByRole('link', { name: 'Estadísticas' }).click();
    await expect(page).toHaveURL(new RegExp(`/stats\\?folderId=${folder.id}$`));
    await expect(page.getByRole('combobox', { name: 'Carpeta', exact: true })).toHaveValue(String(folder.id));
    await expect(page.getByText(/^Del .*: 8 repasos en 1 días de estudio\.$/)).toBeVisible();
  });
});
