import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { staticWeb } from './static-web';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
fs.writeFileSync(path.join(dist, 'landing.html'), '<div id="root"><h1>Repaso</h1></div>');
fs.writeFileSync(path.join(dist, 'assets/index-abc.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Repaso"}');
fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
fs.writeFileSync(
  path.join(dist, 'app.html'),
  '<link rel="modulepreload" href="/assets/app-abc.js"><div id="root"></div>',
);
fs.mkdirSync(path.join(dist, 'pages'));
fs.writeFileSync(path.join(dist, 'pages/login.html'), '<div id="root"><h1>Iniciar sesión</h1></div>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = express();
app.use(staticWeb(dist) as express.Router);
const http = supertest(app);

describe('serving the built web app', () => {
  it('sends the prerendered landing page for / to a visitor, and the app shell once signed in', async () => {
    const visitor = await http.get('/').set('Accept', 'text/html');
    expect(visitor.text).toContain('<h1>Repaso</h1>');
    expect(visitor.headers.vary).toMatch(/Cookie/);
    const member = await http.get('/').set('Accept', 'text/html').set('Cookie', 'repaso.signed_in=1');
    // The members' shell asks for the app chunk at once, beside the entry.
    expect(member.text).toContain('<link rel="modulepreload" href="/assets/app-abc.js">');
    const memberElsewhere = await http.get('/folders/3').set('Accept', 'text/html').set('Cookie', 'repaso.signed_in=1');
    expect(memberElsewhere.text).toContain('app-abc.js');
  });

  it('sends a prerendered public screen for its path, to visitors and members alike', async () => {
    for (const cookie of ['', 'repaso.signed_in=1']) {
      const res = await http.get('/login').set('Accept', 'text/html').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<h1>Iniciar sesión</h1>');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
    // Only the exact path: the client router decides the rest.
    expect((await http.get('/login/extra').set('Accept', 'text/html')).text).toBe('<div id="root"></div>');
  });

  it('falls back to the app shell for client routes, with a strict CSP', async () => {
    const res = await http.get('/folders/12').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toBe('<div id="root"></div>');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('caches hashed assets for a year and answers a missing file with a 404', async () => {
    const asset = await http.get('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await http.get('/assets/missing.js')).status).toBe(404);
    expect((await http.get('/ai-catalog.json').set('Accept', '*/*')).status).toBe(404);
  });

  it('has the service worker and the manifest checked on every visit, so a new version is found', async () => {
    const worker = await http.get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await http.get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await http.get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });
});
