import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../test/test-app';

// A built web app of one page, so that the HTML responses carry the Content-Security-Policy.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestApp({ env: { TRUST_PROXY: '1' }, webDistDir: dist }),
    startTestApp({ env: { TRUST_PROXY: '0' }, webDistDir: dist }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy?.stop(), direct?.stop()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (app: TestApp, proto?: string) => {
  const request = app.http.get('/folders').set('Accept', 'text/html');
  return proto ? request.set('X-Forwarded-Proto', proto) : request;
};

describe('headers that assume https', () => {
  it('are left out over plain http, so a phone on the LAN gets scripts it can load', async () => {
    const res = await page(direct);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['origin-agent-cluster']).toBeUndefined();
    // The others stay.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('are sent for https behind a trusted proxy (X-Forwarded-Proto with TRUST_PROXY=1)', async () => {
    const res = await page(behindProxy, 'https');
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    // The API's answers too.
    const api = await behindProxy.http.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('are left out for http behind the proxy, and X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    for (const res of [await page(behindProxy, 'http'), await page(direct, 'https')]) {
      expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});
