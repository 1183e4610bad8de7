import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { registerAndSignIn, uniqueEmail } from './helpers';

/**
 * A third-party page on a second origin (a tiny static server started here) calls the API with a token through
 * fetch and gets the data; with only the learner's cookie it gets nothing.
 */
const toolPage = (apiOrigin: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Panel del profesor</title></head>
<body><h1>Panel del profesor</h1><pre id="out">…</pre>
<script>
  const token = location.hash.slice(1);
  const out = {};
  async function attempt(name, work) {
    try { out[name] = await work(); } catch (error) { out[name] = 'bloqueada: ' + error.name; }
  }
  (async () => {
    await attempt('restWithToken', async () => {
      const res = await fetch('${apiOrigin}/api/folders', { headers: { Authorization: 'Bearer ' + token } });
      return { status: res.status, names: (await res.json()).map((folder) => folder.name) };
    });
    await attempt('graphqlWithToken', async () => {
      const res = await fetch('${apiOrigin}/graphql', {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { email } folders { name } }' }),
      });
      return { status: res.status, body: await res.json() };
    });
    await attempt('restWithCookie', async () => {
      const res = await fetch('${apiOrigin}/api/folders', { credentials: 'include' });
      return { status: res.status, body: await res.text() };
    });
    await attempt('graphqlWithCookie', async () => {
      const res = await fetch('${apiOrigin}/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { email } }' }),
      });
      return { status: res.status, body: await res.text() };
    });
    document.getElementById('out').textContent = JSON.stringify(out);
  })();
</script></body></html>`;

let tool: http.Server;
let toolOrigin: string;
test.beforeAll(async ({ baseURL }) => {
  tool = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(toolPage(String(baseURL)));
  });
  await new Promise<void>((resolve) => tool.listen(0, '127.0.0.1', resolve));
  // Same address, another port: another origin (same site), as a teacher's dashboard on a subdomain would be.
  toolOrigin = `http://127.0.0.1:${(tool.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => tool.close(() => resolve())));

test('a page on another origin reads the API with a token, and gets nothing with only the cookie', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo.project.name, 'api');
  await registerAndSignIn(page, email);
  expect((await page.request.post('/api/seed-sample-data')).status()).toBe(201);

  await page.goto('/settings');
  await page.getByLabel('Nombre del token').fill('Panel del profesor');
  await page.getByLabel('Permisos').selectOption('read_write');
  await page.getByRole('button', { name: 'Crear token' }).click();
  const secret = await page.getByLabel('Token secreto').inputValue();
  expect(secret).toMatch(/^rps_/);
  const developers = page.getByRole('region', { name: 'Desarrolladores' });
  await expect(developers.getByText(`Authorization: Bearer ${secret}`).first()).toBeVisible();
  await expect(developers.getByRole('link', { name: 'Documentación de la API REST' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expectNoSeriousA11yViolations(page, 'Ajustes con el panel Desarrolladores');

  // The browser still holds the learner's session cookie for this host while it opens the other origin.
  await page.goto(`${toolOrigin}/#${secret}`);
  const out = page.locator('#out');
  await expect(out).not.toHaveText('…', { timeout: 15_000 });
  const results = JSON.parse((await out.textContent()) ?? '{}');
  expect(results.restWithToken).toEqual({
    status: 200,
    names: expect.arrayContaining([expect.any(String)]),
  });
  expect(results.restWithToken.names).toHaveLength(3);
  expect(results.graphqlWithToken.status).toBe(200);
  expect(results.graphqlWithToken.body.data.viewer.email).toBe(email);
  expect(results.graphqlWithToken.body.data.folders).toHaveLength(3);
  // With only the cookie: the browser refuses to hand over a credentialed answer to `*`, and the server did not
  // honour the cookie anyway (401 on the GET, 403 on the cross-site POST).
  expect(String(results.restWithCookie)).toMatch(/^bloqueada/);
  expect(String(results.graphqlWithCookie)).toMatch(/^bloqueada/);
  const direct = await page.request.get('/api/folders', {
    headers: { Origin: toolOrigin, 'Sec-Fetch-Site': 'same-site' },
  });
  expect(direct.status()).toBe(401);
});

test('/graphql shows the Sandbox landing page under our CSP; the REST docs page loads from our origin', async ({
  page,
}) => {
  const response = await page.goto('/graphql');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('frame-src https://sandbox.embed.apollographql.com');
  // The Sandbox itself comes from Apollo's CDN, which this machine cannot reach: the page says so.
  expect(await response?.text()).toContain('https://embeddable-sandbox.cdn.apollographql.com');
  await expect(page.getByText('Apollo Sandbox cannot be loaded; it appears that you might be offline.')).toBeVisible({
    timeout: 10_000,
  });

  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Repaso REST API' }).first()).toBeVisible({ timeout: 20_000 });
  // Rendered offline from our own origin: the tags of the document are there.
  await expect(page.getByRole('heading', { name: 'Servidor' }).first()).toBeAttached();
  await expect(page.getByText('/health').first()).toBeAttached();
});
