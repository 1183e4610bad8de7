import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { withDatabase } from './database';
import { figure, registerAndSignIn, toasts, uniqueEmail } from './helpers';

const password = 'contraseña-de-prueba';

/** Signs out whoever is signed in (a fresh cookie jar), then in as `email`. */
async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

/** A card of the folder screen, by its front. */
function cardItem(page: Page, front: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Editar la carta «${front}»` }) });
}

test.describe('community', () => {
  test('publish, find signed out, copy, republish, take the update keeping the schedule, report and hide', async ({
    page,
  }, testInfo) => {
    // About twenty axe passes and four accounts on a busy two-core machine.
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const title = `Verbos irregulares ${project} ${Date.now().toString(36)}`;

    // The author chooses a public name, then publishes a folder of three cards.
    const authorEmail = uniqueEmail(project, 'community-author');
    await registerAndSignIn(page, authorEmail);
    const folder = await (
      await page.request.post('/api/folders', { data: { name: 'Mis verbos', description: null } })
    ).json();
    const cards: { id: number }[] = [];
    for (const [front, back] of [
      ['to be', 'ser / estar'],
      ['to go', 'ir'],
      ['to have', 'tener'],
    ]) {
      cards.push(await (await page.request.post(`/api/folders/${folder.id}/cards`, { data: { front, back } })).json());
    }
    await page.goto(`/folders/${folder.id}`);
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const publishDialog = page.getByRole('dialog', { name: 'Publicar en la comunidad' });
    await expect(publishDialog.getByText('Para publicar necesitas un nombre público')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'publish dialog without a public name');
    await publishDialog.getByRole('link', { name: 'Elegir nombre público en Ajustes' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('textbox', { name: 'Nombre público' }).fill('Profe Ana');
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await expect(toasts(page).getByText('Nombre público guardado')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings with a public name');

    await page.goto(`/folders/${folder.id}`);
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(publishDialog.getByRole('textbox', { name: 'Título' })).toHaveValue('Mis verbos');
    await publishDialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await publishDialog.getByRole('textbox', { name: /^Descripción/ }).fill('Los verbos **más usados**');
    await publishDialog.getByRole('combobox', { name: 'Idioma del anverso' }).selectOption('en-GB');
    await publishDialog.getByRole('combobox', { name: 'Idioma del reverso' }).selectOption('es-ES');
    await publishDialog.getByRole('combobox', { name: 'Nivel' }).selectOption('B1');
    await publishDialog.getByRole('textbox', { name: /^Etiquetas/ }).fill('verbos, gramática');
    await expectNoSeriousA11yViolations(page, 'publish dialog');
    await publishDialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(toasts(page).getByText('Carpeta publicada')).toBeVisible();
    await expect(page.getByText('Publicada en la comunidad (versión 1)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'folder, published');
    const slug = (await page.getByRole('link', { name: 'Ver su página pública' }).getAttribute('href'))
      ?.split('/')
      .pop();
    expect(slug).toMatch(/^verbos-irregulares-/);

    // A visitor finds it (a typo forgiven) and opens its page.
    await signOut(page);
    await page.goto('/comunidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de la comunidad' })).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Buscar en la comunidad' })
      .fill(title.replace('irregulares', 'irregulare'));
    await page.getByRole('combobox', { name: 'Nivel' }).selectOption('B1');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'community library, signed out');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/comunidad/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('más usados', { exact: true })).toBeVisible();
    await expect(page.getByText('de Profe Ana')).toBeVisible();
    await expect(figure(page, 'Licencia')).toHaveText('CC BY 4.0');
    await expect(page.getByText('ser / estar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicia sesión para añadirla a tus carpetas' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Repaso`);
    await expectNoSeriousA11yViolations(page, 'community folder, signed out');
    // Served with its content and link-preview tags, before any script runs.
    const served = await (await page.request.get(`/comunidad/${slug}`, { headers: { Accept: 'text/html' } })).text();
    expect(served).toContain(`<meta property="og:title" content="${title}" />`);
    expect(served).toContain('ser / estar');

    // A learner copies it and studies a card.
    const learnerEmail = uniqueEmail(project, 'community-learner');
    await registerAndSignIn(page, learnerEmail);
    await page.goto(`/comunidad/${slug}`);
    await expectNoSeriousA11yViolations(page, 'community folder, signed in');
    await page.getByRole('button', { name: `Añadir a mis carpetas: ${title}` }).click();
    await expect(toasts(page).getByText('¡Carpeta añadida!')).toBeVisible();
    await expect(page).toHaveURL(/\/folders\/\d+$/);
    const copyUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(figure(page, 'Total de cartas')).toHaveText('3');
    const copied: { id: number; front: string }[] = await (
      await page.request.get(`${copyUrl.replace(/.*\/folders\//, '/api/folders/')}/cards`)
    ).json();
    const toBe = copied.find((card) => card.front === 'to be');
    expect((await page.request.post(`/api/cards/${toBe?.id}/review`, { data: { difficulty: 'medium' } })).ok()).toBe(
      true,
    );

    // The author fixes a card and publishes again.
    await signInAs(page, authorEmail);
    await page.request.put(`/api/cards/${cards[0]?.id}`, {
      data: { front: 'to be (be, was/were, been)', back: 'ser / estar' },
    });
    await page.goto(`/folders/${folder.id}`);
    await page.getByRole('button', { name: 'Publicar de nuevo' }).click();
    const republish = page.getByRole('dialog', { name: 'Publicar de nuevo en la comunidad' });
    await expect(republish.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    await republish.getByRole('button', { name: 'Publicar de nuevo' }).click();
    await expect(toasts(page).getByText('Nueva versión publicada')).toBeVisible();
    await expect(page.getByText('Publicada en la comunidad (versión 2)')).toBeVisible();

    // The learner sees "Hay cambios" and takes them: the card is rewritten, its review kept.
    await signInAs(page, learnerEmail);
    await page.goto(copyUrl);
    await expect(page.getByText(`Hay cambios en «${title}»`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'copied folder with changes');
    await page.getByRole('button', { name: 'Ver los cambios' }).click();
    const updateDialog = page.getByRole('dialog', { name: 'Hay cambios' });
    await expect(updateDialog.getByText('1 carta editada por el autor (conservan tu programación)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'update dialog');
    await updateDialog.getByRole('button', { name: 'Aplicar los cambios' }).click();
    await expect(toasts(page).getByText('Carpeta actualizada')).toBeVisible();
    await expect(page.getByText(`Hay cambios en «${title}»`)).toBeHidden();
    await expect(cardItem(page, 'to be (be, was/were, been)')).toContainText('1 repaso');

    // The learner reports it.
    await page.goto(`/comunidad/${slug}`);
    await page.getByRole('button', { name: 'Denunciar' }).click();
    const report = page.getByRole('dialog', { name: 'Denunciar esta carpeta' });
    await report.getByRole('combobox', { name: 'Motivo' }).selectOption('spam');
    await report.getByRole('textbox', { name: 'Explica qué ocurre (opcional)' }).fill('Enlaces a una tienda');
    await expectNoSeriousA11yViolations(page, 'report dialog');
    await report.getByRole('button', { name: 'Enviar denuncia' }).click();
    await expect(toasts(page).getByText('Denuncia enviada')).toBeVisible();

    // An operator (granted in the database, as `npm run admin -- grant` does) hides it.
    const operatorEmail = uniqueEmail(project, 'community-operator');
    await signOut(page);
    await registerAndSignIn(page, operatorEmail);
    await withDatabase((client) =>
      client.query('update users set is_operator = true where lower(email) = lower($1)', [operatorEmail]),
    );
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Moderación de la comunidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderación de la comunidad' })).toBeVisible();
    const reported = page.getByRole('listitem').filter({ hasText: 'Enlaces a una tienda' });
    await expect(reported.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'community reports');
    await reported.getByRole('button', { name: 'Ocultar' }).click();
    const hide = page.getByRole('dialog', { name: `Ocultar «${title}»` });
    await hide.getByRole('textbox', { name: 'Motivo (lo verá el autor)' }).fill('Publicidad encubierta');
    await expectNoSeriousA11yViolations(page, 'hide dialog');
    await hide.getByRole('button', { name: 'Ocultar carpeta' }).click();
    await expect(toasts(page).getByText('Carpeta ocultada')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeHidden();

    // Hidden: a 404 to everyone, and its author sees why.
    await signOut(page);
    expect((await page.request.get(`/api/community/folders/${slug}`)).status()).toBe(404);
    expect((await page.request.get(`/comunidad/${slug}`, { headers: { Accept: 'text/html' } })).status()).toBe(404);
    await page.goto(`/comunidad/${slug}`);
    // The browser may keep the page it showed for up to a minute (`max-age=60, must-revalidate`, README); asked
    // again, it is told the folder is gone.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Carpeta no encontrada' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'community folder, hidden');
    await signInAs(page, authorEmail);
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('alert')).toContainText('Motivo: Publicidad encubierta');
  });
});
