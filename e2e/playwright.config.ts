import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The config is evaluated in the runner and again in every worker: the first evaluation picks the
// port and the data folder, and the workers inherit them through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(20000 + Math.floor(Math.random() * 20000));
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (`apt-get install chromium`); Playwright never downloads a browser here. */
function chromiumPath(): string {
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
  } catch {
    throw new Error('Chromium no está instalado: apt-get install -y chromium');
  }
}

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  globalTeardown: './global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // The real server as `npm start` runs it (compiled to graphql-api/dist/ when stale), on a fresh embedded
    // PostgreSQL in a temporary folder.
    command: 'node graphql-api/scripts/build.mjs && exec node graphql-api/dist/main.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      // Every journey signs up its own learner, all from 127.0.0.1: like a class behind one school router.
      SIGNUPS_PER_IP_PER_HOUR: '1000',
    },
  },
});
