import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { folderWithCards, learnerIn } from '../../test/factories';
import { stepsOnTheWay } from '../../test/routes';
import { capturingLogger, startTestApp, type TestApp } from '../../test/test-app';
import type { FirstData } from '../core/first-data-contract';
import { pageSteps } from './express-app';
import { scriptSafeJson } from './first-screen-data';

// A built web app as the web build leaves it: the members' shell and the queries it runs first.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-first-data-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
const shell =
  '<html><head><link rel="modulepreload" crossorigin href="/assets/app-abc.js"></head><body><div id="root"></div></body></html>';
fs.writeFileSync(path.join(dist, 'app.html'), shell);
// The same, its entry evaluated once the screen's shell has painted.
fs.writeFileSync(
  path.join(dist, 'app-shell.html'),
  shell.replace('</head>', '<script type="module" src="/after-paint.js"></script></head>'),
);
fs.writeFileSync(
  path.join(dist, 'first-data.json'),
  JSON.stringify({
    viewer: { operationName: 'Viewer', query: 'query Viewer { viewer { id email __typename } }' },
    screens: [
      {
        path: '/folders',
        operationName: 'Folders',
        query: 'query Folders { folders { id name description __typename } }',
        preload: ['assets/folders-abc.js', 'assets/app-abc.js'],
        shell: '<div data-shell=""><h1>Tus carpetas</h1></div>',
      },
      {
        path: '/folders/:id',
        operationName: 'Folder',
        query: 'query Folder($id: ID!) { folder(id: $id) { id name __typename } }',
        variables: { id: ':id' },
        preload: ['assets/folder-abc.js'],
      },
    ],
    shells: [
      {
        path: '/study/:folderId?',
        preload: ['assets/study-abc.js'],
        shell: '<div data-shell=""><p>Preparando tu repaso</p></div>',
      },
    ],
  }),
);

let t: TestApp;
const log = capturingLogger('info');
beforeAll(async () => {
  t = await startTestApp({ webDistDir: dist, logger: log.logger });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The page's first data, as the web app reads it (JSON.parse of the element's text); undefined without it. */
function firstDataOf(html: string): FirstData | undefined {
  const match = html.match(/<script type="application\/json" id="first-data">([^<]*)<\/script>/);
  return match ? JSON.parse(match[1] as string) : undefined;
}

const page = (agent: supertest.Agent | ReturnType<typeof supertest>, url: string) =>
  agent.get(url).set('Accept', 'text/html');

describe("the members' shell with the first data inside", () => {
  it.each(['/folders', '/folders/7'])("%s crosses the declared steps of a members' screen, in order", (url) => {
    expect(stepsOnTheWay(t.rawApp, url)).toEqual(pageSteps.membersScreen.map((name) => `step:${name}`));
  });

  it("carries the viewer and the folder list of the session's own learner, never stored, with the screen's chunks", async () => {
    const { agent, userId } = await learnerIn(t);
    await folderWithCards(agent, [], 'Alemán');
    const res = await page(agent, '/folders');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    const data = firstDataOf(res.text);
    expect(data?.map((entry) => entry.operationName)).toEqual(['Viewer', 'Folders']);
    expect(data?.[0]?.data).toEqual({
      viewer: { id: String(userId), email: expect.stringContaining('@example.com'), __typename: 'User' },
    });
    expect(data?.[1]).toMatchObject({
      variables: {},
      data: { folders: [{ name: 'Alemán', description: null, __typename: 'Folder' }] },
    });
    // The screen's chunk is asked for with the app's; the one the shell already names is not named twice.
    // Both only once the shell has painted (public/after-paint.js), never ahead of that paint.
    expect(res.text).toContain('<link data-after-paint crossorigin href="/assets/folders-abc.js">');
    expect(res.text).toContain('<link data-after-paint crossorigin href="/assets/app-abc.js">');
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.text.split('/assets/app-abc.js').length).toBe(2);
    // The screen's frame and skeleton, painted before any script runs.
    expect(res.text).toContain('<div id="root"><div data-shell=""><h1>Tus carpetas</h1></div></div>');
    expect(res.text).toContain('<script type="module" src="/after-paint.js"></script>');
    // The same policy as every other page of the app.
    const plain = await page(supertest(t.app), '/folders');
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('escapes user text so that it cannot close the script element, and reads back unchanged', async () => {
    const { agent } = await learnerIn(t);
    const name = 'Fin </script><script>alert(1)</script> <!-- \u2028\u2029 & > ok';
    const { folder } = await folderWithCards(agent, [], name);
    const res = await page(agent, `/folders/${folder.id}`);
    const script = res.text.slice(res.text.indexOf('<script type="application/json"'));
    expect(script.indexOf('</script>')).toBe(script.lastIndexOf('</script>'));
    expect(script).not.toMatch(/<!--|\u2028|\u2029/);
    expect(firstDataOf(res.text)?.[1]).toEqual({
      operationName: 'Folder',
      variables: { id: String(folder.id) },
      data: { folder: { id: String(folder.id), name, __typename: 'Folder' } },
    });
    expect(JSON.parse(scriptSafeJson({ name }))).toEqual({ name });
    // Nothing of it in the logs.
    expect(log.text()).not.toContain('alert(1)');
  });

  it("answers another learner's folder as a missing one, as the API does", async () => {
    const owner = await learnerIn(t);
    const { folder } = await folderWithCards(owner.agent, [], 'Privada de Ana');
    const other = await learnerIn(t);
    const res = await page(other.agent, `/folders/${folder.id}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Privada de Ana');
    const data = firstDataOf(res.text);
    expect(data?.[0]?.data).toMatchObject({ viewer: { id: String(other.userId) } });
    expect(data?.[1]).toEqual({
      operationName: 'Folder',
      variables: { id: String(folder.id) },
      data: { folder: null },
    });
  });

  it("is answered for the actor the steps found: another site's link opens with the first data, its fetches get none", async () => {
    const { agent } = await learnerIn(t);
    // A link in a webmail's reminder: a top-level navigation, as a link typed in.
    const followed = await page(agent, '/folders').set({
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
    });
    expect(firstDataOf(followed.text)).toHaveLength(2);
    expect(firstDataOf((await page(agent, '/folders').set('Sec-Fetch-Site', 'none')).text)).toHaveLength(2);
    // Another site's script asking for the page: no session, the plain shell.
    const fetched = await page(agent, '/folders').set({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' });
    expect(fetched.status).toBe(200);
    expect(fetched.text).toBe(shell);
    // Nor does a navigation carry the session into the API's answers to another site's fetches.
    expect(
      (await agent.get('/api/folders').set({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' })).status,
    ).toBe(401);
  });

  it('sends a screen that asks the network itself with its shell and the viewer only, with or without its last parameter', async () => {
    const { agent, userId } = await learnerIn(t);
    for (const url of ['/study', '/study/', '/study/12']) {
      const res = await page(agent, url);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('<div id="root"><div data-shell=""><p>Preparando tu repaso</p></div></div>');
      expect(res.text).toContain('<link data-after-paint crossorigin href="/assets/study-abc.js">');
      const data = firstDataOf(res.text);
      expect(data?.map((entry) => entry.operationName)).toEqual(['Viewer']);
      expect(data?.[0]?.data).toEqual({
        viewer: { id: String(userId), email: expect.stringContaining('@example.com'), __typename: 'User' },
      });
    }
    // Deeper paths are not the screen's.
    expect((await page(agent, '/study/12/otra')).text).toBe(shell);
  });

  it("answers a screen's first query only for its plain path: a query string may change what the screen asks", async () => {
    const { agent } = await learnerIn(t);
    await folderWithCards(agent, [], 'Alemán');
    const res = await page(agent, '/folders?etiqueta=verbo');
    expect(res.status).toBe(200);
    expect(firstDataOf(res.text)?.map((entry) => entry.operationName)).toEqual(['Viewer']);
    expect(res.text).toContain('<div id="root"><div data-shell=""><h1>Tus carpetas</h1></div></div>');
  });

  it('is the plain shell signed out, with a stale hint, for other screens and for other requests', async () => {
    const visitor = await page(supertest(t.app), '/folders');
    expect(visitor.text).toContain('<div id="root"></div>');
    expect(firstDataOf(visitor.text)).toBeUndefined();
    // The readable hint without a session (signed out elsewhere, or a forged cookie).
    const stale = await page(supertest(t.app), '/folders').set('Cookie', 'repaso.signed_in=1');
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(shell);
    const { agent } = await learnerIn(t);
    const settings = await page(agent, '/settings');
    expect(settings.text).toBe(shell);
    // A path the server cannot decode is the client router's.
    expect((await page(agent, '/folders/%E0%A4%A')).text).toBe(shell);
    // Not a page request: a missing asset stays a 404.
    expect((await agent.get('/folders.js')).status).toBe(404);
  });
});
