import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { builtPages, type FirstDataFile, fillVariables } from '../graphql-api/src/core/first-data-contract';
import { webOperationNames } from '../graphql-api/src/graphql/__generated__/web-operations';
import { registerAndSignIn, uniqueEmail } from './helpers';

// Issue 36: a signed-in page that arrives with its screen's first data renders from it, with no request to the API
// before its content is on screen. The screens are those the build hands the server (web/dist/first-data.json, made
// from the screen registry), so a screen that gains first data is covered without a change here.
const firstData: FirstDataFile = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'web', 'dist', builtPages.firstData), 'utf8'),
);

/** A request of the app to its API (GraphQL or REST): what the page's first data is there to spare. */
const apiPath = /^\/(graphql|api\/)/;
const isApiRequest = (request: Request) => apiPath.test(new URL(request.url()).pathname);

/** What the request asks, for the failure message: its operation name (sent by hash or with its text) or its path. */
function described(request: Request) {
  const { pathname } = new URL(request.url());
  if (pathname !== '/graphql') return `${request.method()} ${pathname}`;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return `graphql ${body?.operationName ?? request.url()}`;
}

/** A new learner, signed in on `page`, with the sample data: its folders' ids. */
async function learnerWithSampleData(page: Page, email: string): Promise<number[]> {
  await registerAndSignIn(page, email);
  const seeded = await page.request.post('/api/seed-sample-data', { data: {} });
  expect(seeded.status()).toBe(201);
  return ((await seeded.json()) as { folderIds: number[] }).folderIds;
}

/**
 * The screen's content is on screen: no static shell (the server's skeleton painted before data), a heading in the
 * main area, and nothing there still a loading placeholder (components/ui/skeleton.tsx, `role="status"` around a
 * pulse). Watched from inside the page from its first byte, so the moment is exact however busy the machine is:
 * `window.contentAt`, on the page's own clock (`performance.now()`), which its resource timings share.
 */
function watchContent() {
  const shown = () =>
    !document.querySelector('[data-shell]') &&
    document.querySelector('main h1') !== null &&
    !document.querySelector('main [role="status"] .animate-pulse');
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    (window as { contentAt?: number }).contentAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/**
 * Whether the screen had hydrated when `#root` stopped being inert: its heading and every button in the main area
 * carry React's props by then (`window.unhydratedWhenUsable`, what did not). Looked at as the attribute goes, before
 * React's next pass: a frame's boundary hydrates before the screen's, and the screen must not be pressable between.
 */
function watchUsable() {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root || root.inert) return;
    observer.disconnect();
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));
    (window as { unhydratedWhenUsable?: string[] }).unhydratedWhenUsable = Array.from(
      document.querySelectorAll('main h1, main button'),
    )
      .filter((element) => !hydrated(element))
      .map((element) => `${element.tagName.toLowerCase()} «${element.textContent?.trim()}»`);
  });
  document.addEventListener('readystatechange', () => {
    const root = document.getElementById('root');
    if (document.readyState === 'interactive' && root?.inert) observer.observe(root, { attributes: true });
  });
}

/**
 * What the page asks of ICU (`window.icuUses`): each `Intl` object it builds, called as a constructor or as a function,
 * and each `localeCompare` and `toLocale…String`. The first one loads ICU's data, 40–90 ms in Chromium here and four
 * times that on Lighthouse's slowed phone: a screen that writes no number, date or sorted name must not pay it while
 * it starts (web/src/lib/format.ts `onFirstUse`).
 */
function watchIcu() {
  const uses: string[] = [];
  (window as { icuUses?: string[] }).icuUses = uses;
  const services = [
    'Collator',
    'DateTimeFormat',
    'DisplayNames',
    'ListFormat',
    'NumberFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'Segmenter',
  ] as const;
  for (const name of services) {
    const record = () => uses.push(`Intl.${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
    Object.defineProperty(Intl, name, {
      value: new Proxy(Intl[name], {
        construct(target, args, newTarget) {
          record();
          return Reflect.construct(target, args, newTarget);
        },
        apply(target, self, args) {
          record();
          return Reflect.apply(target, self, args);
        },
      }),
    });
  }
  const methods: [object, string][] = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(prototype, name, {
      value(this: unknown, ...args: unknown[]) {
        uses.push(`${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return original.apply(this, args);
      },
    });
  }
}

/**
 * The app has taken the page over: React's root is on `#root` (a property React sets on the container), and the
 * server's rendering, inert until then, is usable.
 */
async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.inert && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

test('every screen answered inside the page renders from it, with no request before its content', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  expect(firstData.screens.map((screen) => screen.path)).toEqual(
    expect.arrayContaining(['/dashboard', '/folders', '/folders/:id', '/study/:folderId']),
  );
  const folderIds = await learnerWithSampleData(page, uniqueEmail(testInfo.project.name, 'first-data'));
  const params = { id: String(folderIds[0]), folderId: String(folderIds[0]) };
  // A returning learner's tab is under the service worker (registered by the signed-in screens), which must let the
  // server answer each page: every screen below is opened under it.
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  let requests: Request[] = [];
  page.on('request', (request) => {
    if (isApiRequest(request)) requests.push(request);
  });
  // What React reports while it starts: a hydration that does not match the server's markup among them.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(watchContent);
  await page.addInitScript(watchUsable);
  await page.addInitScript(watchIcu);
  // The server's heading, kept once the document is parsed and before any script of the page has run (the app's entry
  // runs after the first paint): a hydrated page keeps that very element, a page rendered again has a new one.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      }
    });
  });
  for (const screen of firstData.screens) {
    const url = screen.path.replace(/:(\w+)/g, (_, name: keyof typeof params) => params[name]);
    // The page as a learner opens it: typed in, or reloaded (each one a fresh app, seeded from its own page). The
    // previous screen is left first, so that nothing it still asks for is counted as this one's.
    await page.goto('about:blank');
    requests = [];
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), `${url}: under the worker`).toBe(
      true,
    );
    // The page comes with the screen rendered from its first data by the server, and the cache it was rendered from.
    const html = (await response?.text()) ?? '';
    expect(html, `${url}: rendered by the server`).not.toContain('data-shell');
    expect(html).toMatch(/<div id="root" inert>[\s\S]*<main[^>]*>[\s\S]*<h1/);
    expect(html).toContain(`"fresh":["${screen.operationName}"]`);
    await page.waitForFunction(() => (window as { contentAt?: number }).contentAt);
    await appStarted(page);
    // Hydrated: the app took over the server's markup instead of building the screen again.
    expect(
      await page.evaluate(
        () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('main h1'),
      ),
      `${url}: the server's markup kept (hydrated)`,
    ).toBe(true);
    expect(errors, `${url}: errors while the app started`).toEqual([]);
    // It arrived with the title the screen sets (the app then leaves the `<title>` as it is).
    const served = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
    expect(served, `${url}: the title it arrived with`).toBe(await page.title());
    expect(served).not.toBe('Repaso');
    // The page's scripts come through the module loader as the app imports them: none was turned into a
    // modulepreload link on the main thread, which cost 10–35 ms a link while the page loaded (public/after-paint.js).
    expect(
      await page.evaluate(() => {
        const named = new Set(
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]'), (link) => link.href),
        );
        return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
          .map((link) => link.href)
          .filter((href) => named.has(href));
      }),
      `${url}: scripts the page names asked for again as modulepreloads`,
    ).toEqual([]);
    expect(
      await page.evaluate(() => (window as { unhydratedWhenUsable?: string[] }).unhydratedWhenUsable),
      `${url}: not yet hydrated when it became usable`,
    ).toEqual([]);
    // Nor right after it: the screen's own query, already answered, is not asked again when the content settles.
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as { icuUses?: string[] }).icuUses),
      `${url}: ICU asked while the app started`,
    ).toEqual([]);
    // The page's requests to the API that started before its content was there, by the page's own clock. What the
    // screen does once it is there (a study session opens its session on the API) is not in question here.
    const early = await page.evaluate((pattern) => {
      const contentAt = (window as { contentAt?: number }).contentAt ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname) && entry.startTime < contentAt)
        .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms`);
    }, apiPath.source);
    expect(early, `${url}: requests before its content (all it sent: ${requests.map(described).join(', ')})`).toEqual(
      [],
    );
    const asked = requests.filter((request) => {
      const body = new URL(request.url()).pathname === '/graphql' ? request.postDataJSON() : null;
      return body?.operationName === screen.operationName;
    });
    expect(
      asked.map((request) => JSON.stringify(request.postDataJSON()?.variables)),
      `${url}: ${screen.operationName} asked again (${JSON.stringify(fillVariables(screen.variables, params))} came in the page)`,
    ).toEqual([]);
    // Nor anything else it shows: its options come with a study session's cards (they were a query of their own,
    // answered and rendered again as the page started). A study session opens its session on the API; a folder's
    // first 20 cards end within a desktop's screen, which then asks for the next page (a phone does not: below).
    const expected = new Set(['graphql StartStudySession', 'graphql FolderCardsPage']);
    expect(
      requests.map(described).filter((request) => !expected.has(request)),
      `${url}: what it asked as it started`,
    ).toEqual([]);
  }
});

/** The most script files a screen's page lists for the module loader (the entry's, the app's and the screen's). */
const maxScriptsPerPage = 10;

test("a screen's page loads its own GraphQL documents, not every screen's, in a few files", async ({
  page,
}, testInfo) => {
  // Codegen writes each .graphql file's documents to a module of its own (web/codegen/per-document.cjs): with one
  // module of all of them, every screen's scripts carried the documents of all the web's 82 operations (166 kB to
  // parse and build before anything ran); now a screen's carry its own and those of the screens it leads to. What a
  // page's scripts carry is counted from the operations' names in its built scripts, those the server lists for it.
  const folderIds = await learnerWithSampleData(page, uniqueEmail(testInfo.project.name, 'own-documents'));
  for (const screen of firstData.screens) {
    const url = screen.path.replace(/:\w+/g, String(folderIds[0]));
    const html = await (await page.request.get(url)).text();
    const scripts = [...html.matchAll(/<link [^>]*href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length, `${url}: its scripts`).toBeGreaterThan(2);
    // In few files (web/vite.config.ts, `codeSplitting`): a folder's page listed 55, most of them a few hundred bytes,
    // and asking for them held the main thread for 0.18 s of Lighthouse's trace; then 14, six of them a shared
    // component of 0.1–1.4 kB each, a request and a task apiece. Each screen's page now lists 8.
    expect(scripts.length, `${url}: its scripts (${scripts.join(', ')})`).toBeLessThanOrEqual(maxScriptsPerPage);
    const carried = new Set<string>();
    for (const script of scripts) {
      const code = await (await page.request.get(script)).text();
      // The offline runtime (the service worker's registration, the cache's copy in IndexedDB) is imported once the
      // page has loaded, in a chunk of its own: grouped with the helpers, it put apollo3-cache-persist and
      // workbox-window into every signed-in page's scripts (web/vite.config.ts, `notOnFirstScreen`).
      expect(/["'`]\/sw\.js["'`]/.test(code), `${url}: ${script} carries the offline runtime`).toBe(false);
      for (const [, name] of code.matchAll(
        /kind:.OperationDefinition.,operation:.\w+.,name:\{kind:.Name.,value:.(\w+)/g,
      )) {
        carried.add(name);
      }
    }
    expect(carried, `${url}: its own query`).toContain(screen.operationName);
    expect(carried.size, `${url}: documents carried (${[...carried].join(', ')})`).toBeLessThan(
      webOperationNames.length / 2,
    );
  }
});

test('the Markdown renderer comes only for a side that needs it, and a formatted side keeps the server’s markup', async ({
  page,
}, testInfo) => {
  // react-markdown and its parsers (web components/card-content/card-markdown.tsx, 130 kB) are a chunk of their own:
  // the sample data's sides are plain words, so none of its screens asks for it.
  const [folderId] = await learnerWithSampleData(page, uniqueEmail(testInfo.project.name, 'markdown-chunk'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const renderer = /\/assets\/card-markdown-[\w-]+\.js$/;
  const scriptsAsked = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const url of [`/folders/${folderId}`, `/study/${folderId}`]) {
    await page.goto(url);
    await appStarted(page);
    await expect(page.locator('main .card-content').first()).toBeVisible();
    expect(
      (await scriptsAsked()).filter((asked) => renderer.test(asked)),
      `${url}: the renderer asked for`,
    ).toEqual([]);
  }

  // A formatted side: the server renders it, and the app hydrates it once the renderer has come.
  // Its name, markup-like, also names the page from the server: as text, escaped.
  const name = 'Gramática </title><b>y</b> & «uso»';
  const folder = await page.request.post('/api/folders', { data: { name } });
  expect(folder.status()).toBe(201);
  const { id } = (await folder.json()) as { id: number };
  const card = await page.request.post(`/api/folders/${id}/cards`, {
    data: { front: 'un **verbo** _irregular_', back: 'ir' },
  });
  expect(card.status()).toBe(201);
  const response = await page.goto(`/folders/${id}`);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<strong>verbo</strong>');
  expect(html).toContain('<title>Gramática &lt;/title&gt;&lt;b&gt;y&lt;/b&gt; &amp; «uso» · Repaso</title>');
  await appStarted(page);
  const side = page.locator('main .card-content', { has: page.locator('strong', { hasText: 'verbo' }) });
  await expect(side).toBeVisible();
  await expect(side.locator('em')).toHaveText('irregular');
  await expect.poll(async () => (await scriptsAsked()).some((asked) => renderer.test(asked))).toBe(true);
  expect(await page.title()).toBe(`${name} · Repaso`);
  expect(errors, 'errors while the app started').toEqual([]);
});

test('the cards a folder page arrives with stay in the page as the app takes it over', async ({ page }, testInfo) => {
  // The card list draws its first rows before it knows where it starts and how tall its cards are (on the server).
  // Once it knows, the screen holds fewer of them; dropping those only to draw them again as the learner scrolls was
  // the largest task of a folder page's start (web card-list.tsx `keepFirstRows`).
  const [folderId] = await learnerWithSampleData(page, uniqueEmail(testInfo.project.name, 'kept-rows'));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as { removedCards?: string[] }).removedCards = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof HTMLLIElement && node.dataset.row !== undefined) removed.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/folders/${folderId}`);
  const cards = page.getByRole('list', { name: 'Cartas' }).getByRole('listitem');
  const sent = await cards.count();
  expect(sent, 'cards in the page as it arrives').toBeGreaterThan(3);
  await appStarted(page);
  // The list has measured where it starts and its cards' heights once the browser has laid the page out: a few
  // frames, then the browser is idle.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 10;
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : requestIdleCallback(() => resolve()));
        requestAnimationFrame(next);
      }),
  );
  expect(await page.evaluate(() => (window as { removedCards?: string[] }).removedCards)).toEqual([]);
  expect(await cards.count()).toBeGreaterThanOrEqual(sent);
});

test('a folder page reads its first page of cards alone; the next comes as the learner scrolls', async ({
  page,
}, testInfo) => {
  // Opening a folder reads the 20 cards it arrived with (Apollo's first read of its query was the largest task of the
  // page's start with 100); the next page, and the one read ahead of it, wait until the list nears its end.
  const [folderId] = await learnerWithSampleData(page, uniqueEmail(testInfo.project.name, 'first-page'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isApiRequest(request)) asked.push(described(request));
  });
  await page.goto(`/folders/${folderId}`);
  await appStarted(page);
  const list = page.getByRole('list', { name: 'Cartas' });
  const total = Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
  expect(total, 'the sample folder has more cards than a first page').toBeGreaterThan(20);
  if (testInfo.project.name === 'phone') {
    // One card a row: the list's end is screens away, so nothing is asked while the learner reads.
    await expect(page.getByText(`Mostrando 20 de ${total} cartas`)).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(500);
    expect(asked, 'requests after the page arrived').toEqual([]);
  }
  // Scrolled to the end as a learner would (on a wide screen, three cards a row, the first page's end is in sight and
  // the next page came at once): the rest of the folder comes, one request.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', String(total), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(/^Mostrando/)).toHaveCount(0);
  expect(asked).toEqual(['graphql FolderCardsPage']);
});
