import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { withDatabase } from './database';
import { registerAndSignIn, uniqueEmail } from './helpers';

// Issue 10's size. Each page of cards is a cache entry of its own (lib/apollo-cache.ts), so the 200th page costs
// the browser what the first did: the journey scrolls all of it.
const CARD_COUNT = 20_000;
/** Rows on a 800 px screen plus the virtualizer's overscan, three cards a row at most: far below the folder. */
const MAX_CARDS_IN_DOM = 60;
/** The pages whose times are compared: the first ones and the last ones of the scroll. */
const SAMPLE_PAGES = 10;
/** A back with no place to break: on a phone it must wrap inside its card, not widen the page. */
const LONG_WORD = 'Esternocleidomastoideo'.repeat(6);

const front = (n: number) => `Carta ${String(n).padStart(5, '0')}`;

/** The cards the list holds in the DOM right now (the virtualized window, not the folder). */
function cardsInDom(page: Page) {
  return page.evaluate(() => document.querySelectorAll('ul[aria-label="Cartas"] > li').length);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

test('a folder of 20 000 cards scrolls to its last card with a bounded number of cards in the DOM', async ({
  page,
}, testInfo) => {
  // A first page of 20 cards, then 200 pages of 100, each asked as the learner comes near the end of the previous one.
  test.setTimeout(180_000);
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'big-folder'));
  const created = await page.request.post('/api/folders', { data: { name: 'Veinte mil cartas' } });
  expect(created.status()).toBe(201);
  const folderId: number = (await created.json()).id;
  // Written in SQL: thousands of API calls would take minutes. The folder's counters follow by trigger, as for any insert.
  const seeding = Date.now();
  await withDatabase((db) =>
    db.query(
      `insert into cards (folder_id, front, back, created_at, updated_at)
       select $1, 'Carta ' || lpad(n::text, 5, '0'), case when n = $2 then $3 else 'Reverso ' || n end,
              now() + n * interval '1 millisecond', now()
       from generate_series(1, $2::int) as n`,
      [folderId, CARD_COUNT, LONG_WORD],
    ),
  );
  const seeded = Date.now() - seeding;

  // Every request's timing kept (the browser keeps 250 by default): the first page read ahead is among them.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2_000));
  await page.goto(`/folders/${folderId}`);
  // The first visit of a fresh server compiles its queries: more time than a screen usually needs.
  await expect(page.getByRole('heading', { level: 1, name: 'Veinte mil cartas' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(front(1), { exact: true })).toBeVisible();
  await expect(page.getByText('Mostrando 20 de 20.000 cartas')).toBeVisible();
  const list = page.getByRole('list', { name: 'Cartas' });
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(CARD_COUNT));
  await expectNoSeriousA11yViolations(page, 'folder of 20 000 cards');

  // Scroll to the end as a learner would, page after page: each time the list comes near its end, the next
  // page loads. In one evaluate (not an action per page, which the trace would record 200 times), noting the
  // most cards the DOM held at any moment and, for each page, when its cards were counted on screen: from the
  // scroll (request included) and from the end of its GraphQL answer (the browser's own work: cache, React, layout —
  // what grew with every loaded card when Apollo merged the pages into one list).
  const started = Date.now();
  const scroll = await page.evaluate(async (lastFront) => {
    const list = document.querySelector('ul[aria-label="Cartas"]');
    if (!list) throw new Error('no list');
    const hasLast = () =>
      Array.from(list.querySelectorAll('li .card-content')).some((front) => front.textContent === lastFront);
    // "Mostrando 1.200 de 20.000 cartas" while pages remain; gone once the last page came.
    const shown = () => {
      const counter = Array.from(document.querySelectorAll('p')).find((p) => p.textContent?.startsWith('Mostrando'));
      return counter ? Number(counter.textContent?.match(/^Mostrando ([\d.]+)/)?.[1].replaceAll('.', '')) : Infinity;
    };
    let most = 0;
    const pages: { scrolled: number; shownAt: number }[] = [];
    for (let count = shown(); count !== Infinity; count = shown()) {
      const scrolled = performance.now();
      const deadline = Date.now() + 30_000;
      // Held at the end, as a learner flinging on would: every frame, in case the list moved it.
      while (shown() <= count) {
        if (Date.now() > deadline) throw new Error(`no page after card ${count}`);
        window.scrollTo(0, document.documentElement.scrollHeight);
        most = Math.max(most, list.children.length);
        await new Promise(requestAnimationFrame);
      }
      pages.push({ scrolled, shownAt: performance.now() });
    }
    while (!hasLast()) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise(requestAnimationFrame);
    }
    most = Math.max(most, list.children.length);
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('/graphql'))
      .map((entry) => ({ start: entry.startTime, end: entry.responseEnd }));
    const times = pages.map(({ scrolled, shownAt }) => {
      // The answer that brought the page: the last one to end before its cards were counted.
      const answer = answers.filter((entry) => entry.end <= shownAt).at(-1);
      return {
        page: shownAt - scrolled,
        request: answer ? answer.end - answer.start : Number.NaN,
        browser: answer ? shownAt - answer.end : Number.NaN,
      };
    });
    return { most, times };
  }, front(CARD_COUNT));
  const { most, times } = scroll;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const figures = (key: 'page' | 'request' | 'browser') => {
    const first = times.slice(0, SAMPLE_PAGES).map((page) => page[key]);
    const last = times.slice(-SAMPLE_PAGES).map((page) => page[key]);
    return `first ${SAMPLE_PAGES} pages ${ms(median(first))} (max ${ms(Math.max(...first))}), last ${SAMPLE_PAGES} ${ms(median(last))} (max ${ms(Math.max(...last))})`;
  };
  console.log(
    [
      `[${testInfo.project.name}] ${CARD_COUNT} cards seeded in ${seeded} ms; ${times.length} pages after the first ` +
        `scrolled in ${seconds} s; at most ${most} cards in the DOM. Medians:`,
      `  scroll → next page on screen:      ${figures('page')}`,
      `  its GraphQL request:               ${figures('request')}`,
      `  answer → cards on screen (browser, to the frame): ${figures('browser')}`,
    ].join('\n'),
  );
  testInfo.annotations.push({
    type: 'scroll',
    description: `${CARD_COUNT} cards scrolled in ${seconds} s; at most ${most} in the DOM`,
  });
  const last = page.getByText(front(CARD_COUNT), { exact: true });
  await expect(last).toBeVisible();
  expect(most).toBeLessThanOrEqual(MAX_CARDS_IN_DOM);
  await expect(page.getByRole('button', { name: 'Cargar más cartas' })).toHaveCount(0);
  await expect(page.getByText(/^Mostrando/)).toHaveCount(0);
  const lastItem = list.getByRole('listitem').filter({ hasText: front(CARD_COUNT) });
  await expect(lastItem).toHaveAttribute('aria-posinset', String(CARD_COUNT));
  // The long back wraps inside its card: the page is never wider than the screen (375 px on a phone).
  await expect(lastItem.getByText(LONG_WORD)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'end of a folder of 20 000 cards');

  // Back at the top, the first cards are there again, and the keyboard reaches a card's actions.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText(front(1), { exact: true })).toBeVisible();
  expect(await cardsInDom(page)).toBeLessThanOrEqual(MAX_CARDS_IN_DOM);
  const edit = page.getByRole('button', { name: `Editar la carta «${front(1)}»` });
  await edit.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Eliminar la carta «${front(1)}»` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Suspender la carta «${front(2)}»` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Editar la carta «${front(2)}»` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Editar carta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Anverso' })).toHaveValue(front(2));
});
