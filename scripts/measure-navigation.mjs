// Prints how long a signed-in screen takes from navigation to its first content, best of N page loads (a figure,
// not a test). Against a running server (`npm start`, production build):
//   node scripts/measure-navigation.mjs http://localhost:3000 [/folders] [css selector] [runs]
// It registers a new learner with the sample data, opens the path RUNS times (default 3) in Debian's Chromium and
// reports the time from navigation start until the selector (default: the first folder's link) is in the page and
// laid out, with the requests of the last load when VERBOSE=1.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { describeMachineLoad } from './machine-busy.mjs';

const [base = 'http://localhost:3000', route = '/folders', selector = 'main ul li a[href^="/folders/"]', runs = '3'] =
  process.argv.slice(2);
const executablePath = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: base });
const page = await context.newPage();
const password = 'contraseña-de-medida';
const registered = await page.request.post('/api/auth/register', {
  data: { email: `medida-${Date.now()}@example.com`, password, confirmPassword: password, timeZone: 'Europe/Madrid' },
});
if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
const seeded = await page.request.post('/api/seed-sample-data', { data: {} });
if (seeded.status() !== 201) throw new Error(`sample data: ${seeded.status()}`);

await page.addInitScript((wanted) => {
  new MutationObserver((_, observer) => {
    const element = document.querySelector(wanted);
    if (element && element.getBoundingClientRect().height > 0) {
      window.__shownAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
}, selector);
console.log(await describeMachineLoad());
const times = [];
for (let run = 0; run < Number(runs); run++) {
  await page.goto(route);
  await page.waitForFunction(() => window.__shownAt);
  times.push(Math.round(await page.evaluate(() => window.__shownAt)));
  if (process.env.VERBOSE && run === Number(runs) - 1) {
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (entry) =>
            `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${new URL(entry.name).pathname}`,
        ),
    );
    console.log(requests.join('\n'));
  }
  await page.goto('about:blank');
}
console.log(`${route}: ${selector} shown at ${times.join(', ')} ms after navigation; best ${Math.min(...times)} ms`);
await browser.close();
