// Prints Lighthouse's scores (mobile defaults: simulated slow 4G and a 4× slower CPU) for Repaso's screens, signed in
// and signed out (figures, not a test). Against a running production server (`npm start`):
//   node scripts/measure-lighthouse.mjs http://localhost:3000 [runs] [path ...]
// It registers a new learner with the sample data and opens Debian's Chromium with that learner's cookies in its
// default profile (as a browser that signed in earlier has them: the session and its readable hint), then runs
// `npx lighthouse` against it RUNS times (default 3) per path. Default paths: the signed-in dashboard, folder list,
// a folder and its study screen, then the signed-out landing page and public pages (a fresh profile without cookies).
// It first prints how busy the machine is (scripts/machine-busy.mjs), and each run prints the load average beside
// its scores: a figure taken on a busy machine says so.
// LIGHTHOUSE_JSON=dir keeps each report; VERBOSE=1 adds each run's metrics and what Lighthouse blames.
import { execFileSync, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describeMachineLoad } from './machine-busy.mjs';

const [base = 'http://localhost:3000', runsArg = '3', ...wanted] = process.argv.slice(2);
const runs = Number(runsArg);
const executablePath = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const port = 9300 + Math.floor(Math.random() * 600);

async function learnerCookies() {
  const context = await chromium.launch({ executablePath, args: ['--no-sandbox'] }).then((b) => b.newContext());
  const request = context.request;
  const password = 'contraseña-de-medida';
  const registered = await request.post(`${base}/api/auth/register`, {
    data: { email: `faro-${Date.now()}@example.com`, password, confirmPassword: password, timeZone: 'Europe/Madrid' },
  });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
  const seeded = await request.post(`${base}/api/seed-sample-data`, { data: {} });
  if (seeded.status() !== 201) throw new Error(`sample data: ${seeded.status()}`);
  const { folderIds } = await seeded.json();
  const cookies = await context.cookies();
  await context.browser()?.close();
  return { cookies, folderId: folderIds[0] };
}

/** Lighthouse's categories and metrics for one run against the browser listening on `port`. */
function lighthouse(url) {
  const output = execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: executablePath } },
  );
  return JSON.parse(output.toString());
}

async function measure(paths, cookies) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-lighthouse-'));
  // Chromium of its own (Lighthouse drives it through the debugging port); Playwright only puts the cookies in and
  // leaves, as a page that Playwright stays attached to never finishes loading for Lighthouse.
  const browser = spawn(executablePath, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  let connected;
  for (let attempt = 0; !connected; attempt++) {
    connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((error) => {
      if (attempt > 50) throw error;
      return new Promise((resolve) => setTimeout(resolve, 200));
    });
  }
  if (cookies.length > 0) await connected.contexts()[0].addCookies(cookies);
  await connected.close();
  for (const route of paths) {
    const scores = [];
    for (let run = 0; run < runs; run++) {
      const report = lighthouse(`${base}${route}`);
      const category = (name) => Math.round((report.categories[name]?.score ?? 0) * 100) / 100;
      const metric = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
      scores.push(
        `perf ${category('performance')} a11y ${category('accessibility')} bp ${category('best-practices')} seo ${category('seo')} (load ${os.loadavg()[0].toFixed(1)})`,
      );
      if (process.env.LIGHTHOUSE_JSON) {
        fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
        const name = `${route.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`;
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, name), JSON.stringify(report));
      }
      if (process.env.VERBOSE) {
        const lcp = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.log(
          `  ${route} run ${run + 1}: FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')}` +
            ` TBT ${metric('total-blocking-time')} SI ${metric('speed-index')} CLS ${report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}` +
            ` JS ${Math.round((report.audits['total-byte-weight']?.details?.items ?? []).filter((i) => i.url.endsWith('.js')).reduce((s, i) => s + i.totalBytes, 0) / 1024)} KiB` +
            ` LCP element: ${lcp?.snippet ?? '?'}`,
        );
      }
    }
    console.log(`${route}: ${scores.join(' | ')}`);
  }
  browser.kill();
  await new Promise((resolve) => browser.once('exit', resolve));
  // Chromium's helper processes may still be writing to the profile for a moment after the browser exits.
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

const { cookies, folderId } = await learnerCookies();
console.log(await describeMachineLoad());
const signedIn = ['/', '/folders', `/folders/${folderId}`, `/study/${folderId}`];
const signedOut = ['/', '/login', '/register', '/reset-password', '/privacy-policy', '/terms-of-service'];
if (wanted.length > 0) {
  await measure(
    wanted.map((route) => route.replace('{id}', String(folderId))),
    process.env.SIGNED_OUT ? [] : cookies,
  );
} else {
  console.log('Signed in:');
  await measure(signedIn, cookies);
  console.log('Signed out:');
  await measure(signedOut, []);
}
