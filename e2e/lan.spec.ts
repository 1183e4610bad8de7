import { chromium, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * The app opened from another device on the same network: `http://<a host name>:<port>`, an origin a
 * browser does not trust as it trusts localhost. The name maps to the loopback inside Chromium, so no real
 * network address is ever used.
 */
test('opened over plain http by a host name, the app renders with no console error or warning', async ({
  baseURL,
}, testInfo) => {
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP repaso.test 127.0.0.1'],
  });
  try {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const url = new URL(baseURL ?? '');
    url.hostname = 'repaso.test';

    // /login arrives prerendered, its button disabled until the app's scripts take over: enabled, the scripts loaded
    // (and axe below sees the page as it stays, not the button fading in as it becomes enabled).
    await page.goto(new URL('/login', url).toString());
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    const color = await page.getByRole('button', { name: 'Iniciar sesión' }).evaluate((button) => {
      return getComputedStyle(button).backgroundColor;
    });
    expect(color, 'the stylesheet applies').not.toBe('rgba(0, 0, 0, 0)');
    await expectNoSeriousA11yViolations(page, 'login over http by host name');
    expect(messages).toEqual([]);
  } finally {
    await browser.close();
  }
});
