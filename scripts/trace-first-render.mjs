// Prints what the main thread does while a signed-in screen first renders, as Lighthouse's slowed phone would (a CPU 4×
// slower, its screen size), from Chromium's performance trace (figures, not a test). Against a running production
// server (`npm start`):
//   node scripts/trace-first-render.mjs http://localhost:3000 [runs] [path ...]
// It registers a new learner with the sample data and opens each path RUNS times (default 3; default paths: the
// dashboard, the folder list, a folder and its study screen, `{id}` standing for the first folder's id), each time in
// a fresh browser context (no HTTP cache, no service worker, as Lighthouse opens a page). Per run: first contentful
// paint, when the content is shown (the static shell replaced and no loading placeholder left in `main`), a total
// blocking time (Σ of each main-thread task's time beyond 50 ms, four times its time when unthrottled, from the first
// paint until 2 s pass without a long task), the same sum from each task's CPU time, and the five longest tasks with
// what they ran: trace events by self time and the JavaScript functions sampled in them (file:line:column of the
// built chunks; with `vite build --sourcemap`, the sources).
// TRACE_DIR=dir keeps each trace (open it in Chromium's DevTools, Performance panel). RATE=1 traces unthrottled.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { describeMachineLoad } from './machine-busy.mjs';

const [base = 'http://localhost:3000', runsArg = '3', ...wanted] = process.argv.slice(2);
const runs = Number(runsArg);
// Unthrottled (RATE=1), the blocking time from CPU time is the steadier figure.
const rate = Number(process.env.RATE ?? 4);
const executablePath = execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
const assets = path.join(import.meta.dirname, '..', 'web', 'dist', 'assets');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
// Lighthouse's mobile defaults: a Moto G Power's screen.
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

async function learner() {
  const context = await browser.newContext({ baseURL: base });
  const password = 'contraseña-de-medida';
  const registered = await context.request.post('/api/auth/register', {
    data: { email: `traza-${Date.now()}@example.com`, password, confirmPassword: password, timeZone: 'Europe/Madrid' },
  });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
  const seeded = await context.request.post('/api/seed-sample-data', { data: {} });
  if (seeded.status() !== 201) throw new Error(`sample data: ${seeded.status()}`);
  const { folderIds } = await seeded.json();
  const storageState = await context.storageState();
  await context.close();
  return { storageState, folderId: folderIds[0] };
}

// In the page: when the content is shown (as e2e/first-data.spec.ts waits for it) and when the last long task ended.
function watch() {
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const shown = () =>
    !document.querySelector('[data-shell]') &&
    document.querySelector('main h1') !== null &&
    !document.querySelector('main [role="status"] .animate-pulse');
  new MutationObserver((_, observer) => {
    if (window.__shownAt === undefined && shown()) {
      window.__shownAt = performance.now();
      performance.mark('content-shown');
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
  'v8.execute',
];

async function traceOnce(storageState, route) {
  const context = await browser.newContext({ baseURL: base, storageState, ...phone });
  const page = await context.newPage();
  await page.addInitScript(watch);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories });
  await page.goto(route);
  // Polled through the DevTools protocol: Playwright's own waiting evaluates its injected script in the page, a task
  // of about 0.6 s at 4× that the trace would count as the app's.
  const read = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  const started = Date.now();
  let shownAt;
  // Quiet: 2 s without a long task after the content (at most 60 s in all).
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    shownAt = await read('window.__shownAt');
    if (
      shownAt !== undefined &&
      (await read('performance.now() - Math.max(window.__lastLongTaskEnd, window.__shownAt)')) > 2000
    )
      break;
  }
  if (shownAt === undefined) throw new Error(`${route}: the content never showed`);
  const buffer = await browser.stopTracing();
  await context.close();
  return { trace: JSON.parse(buffer.toString()), shownAt };
}

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** The built chunks' source maps, when the build made them. */
const maps = new Map();
async function sourceOf(url, line, column) {
  const file = url.split('/').pop() ?? '';
  const where = `${file}:${line + 1}:${column + 1}`;
  if (!maps.has(file)) {
    const mapFile = path.join(assets, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? await new SourceMapConsumer(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return where;
  const original = map.originalPositionFor({ line: line + 1, column });
  return original.source ? `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}` : where;
}

async function analyse(trace, shownAt) {
  const events = trace.traceEvents;
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!navigation) throw new Error('no navigation in the trace');
  const { pid, tid } = navigation;
  const origin = navigation.ts;
  const ms = (ts) => (ts - origin) / 1000;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = onMain.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.frame === navigation.args.frame && e.ts >= origin,
  );
  const tasks = [];
  for (const event of onMain
    .filter((e) => e.ph === 'X' && taskNames.has(e.name) && e.ts >= origin)
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || event.ts >= last.ts + last.dur) tasks.push(event);
  }
  const fcpTs = fcp?.ts ?? origin;
  // Each task as if slowed 4× (unthrottled, four times its time), as Lighthouse's simulation counts it.
  const beyond = (time) => Math.max(0, (time / 1000) * (4 / rate) - 50);
  const afterPaint = tasks.filter((t) => t.ts >= fcpTs);
  const blocking = afterPaint.reduce((sum, t) => sum + beyond(t.dur), 0);
  // The same from each task's CPU time on the main thread: on this 2-core machine a task's wall time is often three
  // times its CPU time (the browser's other threads and processes, the server, the tracing itself take the other
  // core), so this one moves with what the page does and much less with what else runs.
  const cpuBlocking = afterPaint.reduce((sum, t) => sum + beyond(t.tdur ?? t.dur), 0);

  // The CPU profile's samples on the main thread, as [time, leaf node] with the nodes by id.
  const nodes = new Map();
  const samples = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (profile) {
    let time = profile.args.data.startTime;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
      for (const node of chunk.args.data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = chunk.args.data.cpuProfile?.samples ?? [];
      const deltas = chunk.args.data.timeDeltas ?? [];
      ids.forEach((id, index) => {
        time += deltas[index] ?? 0;
        samples.push([time, id]);
      });
    }
  }
  const nested = onMain.filter((e) => e.ph === 'X' && !taskNames.has(e.name));
  const top = [...tasks].sort((a, b) => b.dur - a.dur).slice(0, 5);
  const described = [];
  for (const task of top) {
    const end = task.ts + task.dur;
    // Self time of each trace event inside the task (its time less its children's).
    const inside = nested.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts);
    const self = new Map();
    const stack = [];
    for (const event of inside) {
      while (stack.length && event.ts >= stack.at(-1).ts + stack.at(-1).dur) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.label, (self.get(parent.label) ?? 0) - event.dur);
      const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
      const label = `${event.name}${url ? ` ${url.split('/').pop()}` : ''}`;
      self.set(label, (self.get(label) ?? 0) + event.dur);
      stack.push({ ...event, label });
    }
    const events = [...self]
      .filter(([, time]) => time > 3000)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, time]) => `${label} ${Math.round(time / 1000)}`);
    // Sampled JavaScript by self time, and by the first frame of our own code in the stack.
    const counts = new Map();
    const ours = new Map();
    let total = 0;
    let previous;
    for (const [time, id] of samples) {
      if (time < task.ts || time > end) continue;
      const step = previous === undefined ? 0 : (time - previous) / 1000;
      previous = time;
      const leaf = nodes.get(id);
      const frame = leaf?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
      total += step;
      const key = frame.url
        ? `${frame.functionName || '(anonymous)'} ${await sourceOf(frame.url, frame.lineNumber, frame.columnNumber)}`
        : frame.functionName;
      counts.set(key, (counts.get(key) ?? 0) + step);
      for (let node = leaf; node; node = nodes.get(node.parent)) {
        const source = node.callFrame.url
          ? await sourceOf(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber)
          : '';
        if (source.startsWith('src/') || source.startsWith('web/src/')) {
          const key = `${node.callFrame.functionName || '(anonymous)'} ${source}`;
          ours.set(key, (ours.get(key) ?? 0) + step);
          break;
        }
      }
    }
    const list = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([key, time]) => `${key} ${Math.round(time)}`)
        .join(' · ');
    described.push(
      `    ${Math.round(ms(task.ts))} ms, ${Math.round(task.dur / 1000)} ms long${task.ts < fcpTs ? ' (before FCP)' : ''}\n` +
        `      events: ${events.join(' · ')}\n` +
        `      js self (${Math.round(total)} ms sampled): ${list(counts)}` +
        (ours.size ? `\n      under our code: ${list(ours)}` : ''),
    );
  }
  return { fcp: fcp ? ms(fcp.ts) : Number.NaN, shownAt, blocking, cpuBlocking, described };
}

const { storageState, folderId } = await learner();
console.log(await describeMachineLoad());
const routes = (wanted.length ? wanted : ['/', '/folders', '/folders/{id}', '/study/{id}']).map((route) =>
  route.replace('{id}', String(folderId)),
);
for (const route of routes) {
  for (let run = 1; run <= runs; run++) {
    const { trace, shownAt } = await traceOnce(storageState, route);
    if (process.env.TRACE_DIR) {
      fs.mkdirSync(process.env.TRACE_DIR, { recursive: true });
      const name = `${route.replace(/\W+/g, '_') || 'root'}-${run}.json`;
      fs.writeFileSync(path.join(process.env.TRACE_DIR, name), JSON.stringify(trace));
    }
    const { fcp, blocking, cpuBlocking, described } = await analyse(trace, shownAt);
    console.log(
      `${route} run ${run}: FCP ${Math.round(fcp)} ms, content ${Math.round(shownAt)} ms, TBT proxy ${Math.round(blocking)} ms` +
        ` (from CPU time ${Math.round(cpuBlocking)} ms)` +
        ` (load ${os.loadavg()[0].toFixed(1)})`,
    );
    if (run === runs || process.env.VERBOSE) console.log(described.join('\n'));
  }
}
await browser.close();
