import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { figure, registerAndSignIn, uniqueEmail, untilUsable } from './helpers';

// Issue 14: an installable app whose study sessions keep working offline, and whose ratings reach the server
// exactly once, with the time they were made, when the connection returns. Needs the production build (`npm run
// build`): the service worker and the manifest come from it.

const cards = [
  ['hello', 'hola'],
  ['water', 'agua'],
  ['bread', 'pan'],
  ['house', 'casa'],
  ['friend', 'amigo'],
  ['ghost', 'fantasma'],
];

type ApiCard = { id: number; front: string; reviewCount: number; lastReviewedAt: string | null; suspended: boolean };

async function createFolderWithCards(page: Page): Promise<{ folderId: number; cardIds: number[] }> {
  const folder = await page.request.post('/api/folders', { data: { name: 'Inglés sin conexión' } });
  expect(folder.status()).toBe(201);
  const folderId: number = (await folder.json()).id;
  const cardIds: number[] = [];
  for (const [front, back] of cards) {
    const card = await page.request.post(`/api/folders/${folderId}/cards`, { data: { front, back } });
    expect(card.status()).toBe(201);
    cardIds.push((await card.json()).id);
  }
  return { folderId, cardIds };
}

/** The folder's cards as the server has them (page.request goes from Node: the browser's offline mode spares it). */
async function serverCards(page: Page, folderId: number): Promise<ApiCard[]> {
  const response = await page.request.get(`/api/folders/${folderId}/cards`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Whether the persisted Apollo cache (IndexedDB) holds `text` yet: it is written a moment after each change. */
async function persistedCacheHolds(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('repaso-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve(false);
          const get = db.transaction('kv').objectStore('kv').get('apollo-cache');
          get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(wanted));
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    text,
  );
}

/** Shows the answer and rates with the keyboard: 1 difícil, 2 medio, 3 fácil. */
async function rate(page: Page, index: number, total: number, key: string) {
  await expect(page.getByText(`Carta ${index + 1} de ${total}`)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(cards[index][1], { exact: true })).toBeVisible();
  await page.keyboard.press(key);
}

test.describe('offline study', () => {
  test('installable; studies offline across a reload; the ratings arrive once, with their times', async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'offline'));
    const { folderId, cardIds } = await createFolderWithCards(page);

    // Install criteria: a manifest with a Spanish name, the usual icons (one maskable), standalone; a service
    // worker that takes control of the page.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestHref as string)).json();
    expect(manifest).toMatchObject({
      name: 'Repaso: tarjetas de memoria',
      short_name: 'Repaso',
      lang: 'es',
      start_url: '/',
      display: 'standalone',
      theme_color: '#432dd7',
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose?: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect(figure(page, 'Para repasar hoy')).toHaveText('6');
    await expect.poll(() => persistedCacheHolds(page, 'cardsDueToday')).toBe(true);

    // The folder's study screen once online, so its due list is known (and persisted) when the network goes.
    await page.goto(`/study/${folderId}`);
    await untilUsable(page);
    await expect(page.getByText('Carta 1 de 6')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => persistedCacheHolds(page, 'fantasma')).toBe(true);

    // Offline, and a reload: the app shell comes from the service worker, the due list from IndexedDB.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Sin conexión: tus repasos se guardarán al volver' });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'study offline, question');

    // Five cards rated offline: each leaves the session at once, and the banner counts them.
    const offlineFrom = Date.now();
    const keys = ['3', '2', '1', '3', '2'];
    for (const [index, key] of keys.entries()) await rate(page, index, 6, key);
    await expect(banner).toContainText('5 repasos por enviar');
    await expect(page.getByText('Carta 6 de 6')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'study offline, ratings waiting');
    // Meanwhile the last card is deleted elsewhere, and then rated here.
    expect((await page.request.delete(`/api/cards/${cardIds[5]}`)).status()).toBe(204);
    await rate(page, 5, 6, '3');
    await expect(banner).toContainText('6 repasos por enviar');
    const offlineUntil = Date.now();

    // Nothing reached the server yet.
    expect((await serverCards(page, folderId)).map((card) => card.reviewCount)).toEqual([0, 0, 0, 0, 0]);

    // A reload, still offline: the waiting ratings are still there, and so is the app.
    // The persisted copy is written a second after the last change (apollo3-cache-persist's debounce).
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(banner).toContainText('6 repasos por enviar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
    await expect(banner).toBeVisible();
    // The figures as last known, with the ratings made offline already counted.
    await expect(figure(page, 'Estudiadas hoy')).toHaveText('6');
    await expect(figure(page, 'Para repasar hoy')).toHaveText('0');
    await expectNoSeriousA11yViolations(page, 'dashboard offline');

    // Back online: the ratings go in order, each once; the one of the deleted card is reported, not lost silently.
    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /por enviar|Enviando/ })).toBeHidden({ timeout: 20_000 });
    const refused = page.getByRole('alert').filter({ hasText: 'Repasos que no se pudieron guardar' });
    await expect(refused).toContainText('«ghost»: Carta no encontrada');
    await expectNoSeriousA11yViolations(page, 'dashboard, a rating refused');
    await refused.getByRole('button', { name: 'Entendido' }).click();
    await expect(refused).toBeHidden();

    const arrived = await serverCards(page, folderId);
    expect(arrived.map((card) => [card.front, card.reviewCount])).toEqual([
      ['hello', 1],
      ['water', 1],
      ['bread', 1],
      ['house', 1],
      ['friend', 1],
    ]);
    // Each counts at the time it was made offline, in the order it was made, not when it arrived.
    const times = arrived.map((card) => new Date(card.lastReviewedAt as string).getTime());
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(offlineFrom - 1000);
      expect(time).toBeLessThanOrEqual(offlineUntil);
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const stats = await (await page.request.get('/api/user/stats')).json();
    expect(stats.cardsStudiedToday).toBe(5);

    // Another reload online sends nothing twice.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'por enviar' })).toBeHidden();
    expect((await serverCards(page, folderId)).map((card) => card.reviewCount)).toEqual([1, 1, 1, 1, 1]);
    expect((await (await page.request.get('/api/user/stats')).json()).cardsStudiedToday).toBe(5);
  });

  test('a card suspended offline waits with the ratings and is suspended when the connection returns', async ({
    page,
    context,
  }, testInfo) => {
    await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'offline-suspend'));
    const { folderId } = await createFolderWithCards(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`/study/${folderId}`);
    await untilUsable(page);
    await expect(page.getByText('Carta 1 de 6')).toBeVisible();
    await expect.poll(() => persistedCacheHolds(page, 'fantasma')).toBe(true);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'Sin conexión: tus repasos se guardarán al volver' });
    await expect(banner).toBeVisible();
    // A rating, then the next card suspended: both wait, in that order.
    await rate(page, 0, 6, '2');
    await expect(page.getByText('water', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Suspender esta carta' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Carta suspendida' })).toBeVisible();
    await expect(banner).toContainText('2 repasos por enviar');
    await expect(page.getByText('Carta 2 de 5')).toBeVisible();
    await expect(page.getByText('bread', { exact: true })).toBeVisible();
    expect((await serverCards(page, folderId)).map((card) => [card.front, card.suspended])).toContainEqual([
      'water',
      false,
    ]);

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /por enviar|Enviando/ })).toBeHidden({ timeout: 20_000 });
    const arrived = await serverCards(page, folderId);
    expect(arrived.map((card) => [card.front, card.reviewCount, card.suspended])).toEqual([
      ['hello', 1, false],
      ['water', 0, true],
      ['bread', 0, false],
      ['house', 0, false],
      ['friend', 0, false],
      ['ghost', 0, false],
    ]);
  });
});
