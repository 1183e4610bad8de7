import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { registerAndSignIn, toasts, uniqueEmail } from './helpers';

test.describe('an even workload', () => {
  test('settings show the next 30 days before and after choosing días libres, and keep them', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'workload'));
    // Ten cards rated medio today: all come back in three days.
    const folder = (await (await page.request.post('/api/folders', { data: { name: 'Semana' } })).json()) as {
      id: number;
    };
    for (let i = 0; i < 10; i++) {
      const card = await (
        await page.request.post(`/api/folders/${folder.id}/cards`, {
          data: { front: `word ${i}`, back: `palabra ${i}` },
        })
      ).json();
      await page.request.post(`/api/cards/${card.id}/review`, { data: { difficulty: 'medium' } });
    }
    const { dueDay } = await page.evaluate(() => {
      const names = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
      const day = new Date(Date.now() - 4 * 3_600_000 + 3 * 86_400_000);
      return { dueDay: names[day.getUTCDay()] };
    });

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Carga de repasos' });
    await expect(section.getByRole('switch', { name: 'Equilibrar la carga entre los días' })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Guardar' })).toBeDisabled();

    // That day off: its ten reviews move to the days beside it.
    await section.getByRole('combobox', { name: dueDay }).selectOption('Nada');
    const preview = section.getByRole('region', { name: 'Tus próximos 30 días' });
    await expect(
      preview.getByText(/^10 cartas vuelven en los próximos 30 días; el día con más es .* \(10\)\.$/),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      preview.getByText(/^10 cartas vuelven en los próximos 30 días; el día con más es .* \(\d\)\.$/),
    ).toBeVisible();
    await expect(preview.locator('.recharts-surface')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath(`workload-${testInfo.project.name}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'settings, workload preview');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await section.getByRole('button', { name: 'Guardar' }).click();
    await expect(toasts(page).getByText('Carga de repasos guardada')).toBeVisible();
    await page.reload();
    // The reloaded screen may first show the copy kept for offline use, then the API's answer: wait for that.
    await expect(
      page.getByRole('region', { name: 'Carga de repasos' }).getByRole('combobox', { name: dueDay }),
    ).toHaveValue('0', { timeout: 15_000 });
    const user = await (await page.request.get('/api/auth/user')).json();
    expect(user.schedulerSettings.easyDays).toContain(0);
  });

  test('settings compute the optimal retention, show what it changes, and save it only when accepted', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'retention'));
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Retención óptima' });
    await section.getByRole('button', { name: 'Calcular la retención óptima' }).click();
    // A new learner: FSRS's default weights and timings, said so; seeded, so always the same suggestion.
    await expect(section.getByText(/^Con 0,\d\d: unos \d+ repasos al día \(ahora \d+\)\.$/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.getByText(/se ha calculado con los de FSRS por defecto/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings, optimal retention');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect((await (await page.request.get('/api/auth/user')).json()).schedulerSettings.desiredRetention).toBe(0.9);

    const accept = section.getByRole('button', { name: /^Usar 0,\d\d$/ });
    const chosen = Number((await accept.textContent())?.replace('Usar ', '').replace(',', '.'));
    await accept.click();
    await expect(toasts(page).getByText('Retención deseada guardada')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /Retención deseada/ })).toHaveValue(
      String(Math.round(chosen * 100)),
    );
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: /Retención deseada/ })).toHaveValue(
      String(Math.round(chosen * 100)),
    );
  });
});
