import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { folderWithCards, password, signedUpAgent } from '../../test/factories';
import { stepsOnTheWay } from '../../test/routes';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { FirstData } from '../core/first-data-contract';
import { setOperator } from '../modules/community/community.moderation';
import { pageSteps } from './express-app';

// A built web app as the web build leaves it: the shell whose entry runs after the first paint, and the community's
// public screens with the frame around the content marker.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-community-pages-'));
fs.mkdirSync(path.join(dist, 'assets'));
const head = '<meta name="description"\n  content="Repaso: tarjetas" /><title>Repaso</title>';
fs.writeFileSync(path.join(dist, 'index.html'), `<html><head>${head}</head><body><div id="root"></div></body></html>`);
fs.writeFileSync(path.join(dist, 'app.html'), `<html><head>${head}</head><body><div id="root"></div></body></html>`);
fs.writeFileSync(
  path.join(dist, 'app-shell.html'),
  `<html><head>${head}<link rel="modulepreload" fetchpriority="low" crossorigin data-entry href="/assets/index-abc.js"><script type="module" src="/after-paint.js"></script></head><body><div id="root"></div></body></html>`,
);
const frame = '<div data-shell=""><nav>Comunidad</nav><main><div data-content=""></div></main></div>';
fs.writeFileSync(
  path.join(dist, 'first-data.json'),
  JSON.stringify({
    viewer: { operationName: 'Viewer', query: 'query Viewer { viewer { id __typename } }' },
    screens: [],
    public: [
      {
        path: '/comunidad',
        operationName: 'CommunityFolders',
        query:
          'query CommunityFolders($search: String) { communityFolders(search: $search, first: 20) { edges { node { id slug title authorName level cardCount copiesCount __typename } __typename } __typename } }',
        variables: { search: null },
        shell: frame,
        preload: ['assets/community-abc.js'],
      },
      {
        path: '/comunidad/:slug',
        operationName: 'CommunityFolder',
        query:
          'query CommunityFolder($slug: String!) { communityFolder(slug: $slug) { id slug title description authorName level tags licence cardCount copiesCount previewCards { key front back __typename } __typename } }',
        variables: { slug: ':slug' },
        shell: frame,
      },
    ],
  }),
);

// The test app's public address (its APP_URL).
const appUrl = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  // Its ~40 anonymous reads come from one address: with the default burst of 30 the last ones were refused whenever
  // the test ran fast enough (the limit has its own test, public-rate-limit.test.ts).
  t = await startTestApp({
    webDistDir: dist,
    env: { SIGNUPS_PER_IP_PER_HOUR: '1000', PUBLIC_REQUESTS_PER_MINUTE: '100000' },
  });
});
afterAll(async () => {
  await t.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const firstDataOf = (html: string): FirstData =>
  JSON.parse(html.match(/<script type="application\/json" id="first-data">([^<]*)<\/script>/)?.[1] ?? 'null');
const page = (url: string) => supertest(t.app).get(url).set('Accept', 'text/html');

/** A published folder whose title, description and cards try to break out of the HTML. */
async function published(title: string) {
  const author = await signedUpAgent(t);
  await author.agent.put('/api/user/settings').send({ publicName: 'Ana <b>"la profe"</b>' }).expect(200);
  const { folder } = await folderWithCards(author.agent, ['<img src=x onerror=alert(1)>', 'dos']);
  const res = await author.agent
    .post(`/api/folders/${folder.id}/publish`)
    .send({ title, description: '**Los** verbos </script><script>alert(1)</script>', level: 'B1' })
    .expect(200);
  return { author, folder, slug: res.body.slug as string };
}

describe("the community's public pages", () => {
  it.each(['/comunidad', '/comunidad/verbos', '/sitemap.xml', '/sitemap/comunidad-2.xml', '/robots.txt'])(
    "%s crosses the declared steps of a community's page, in order",
    (url) => {
      expect(stepsOnTheWay(t.rawApp, url)).toEqual(pageSteps.communityPage.map((name) => `step:${name}`));
    },
  );

  it('answer a published folder with its title, description, canonical address, Open Graph tags and content, escaped', async () => {
    const { slug } = await published('Verbos <i>irregulares</i> & "más"');
    const res = await page(`/comunidad/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = res.text;
    expect(html).toContain('<title>Verbos &lt;i&gt;irregulares&lt;/i&gt; &amp; &quot;más&quot; · Repaso</title>');
    expect(html).toContain(`<link rel="canonical" href="${appUrl}/comunidad/${slug}" />`);
    expect(html).toContain(`<meta property="og:url" content="${appUrl}/comunidad/${slug}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Verbos &lt;i&gt;irregulares&lt;/i&gt; &amp; &quot;más&quot;" />',
    );
    expect(html).toContain(
      '<meta name="description" content="Los verbos &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    // The build's own description is replaced, not repeated.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<nav>Comunidad</nav><main><div data-content=""><article');
    expect(html).toContain('de Ana &lt;b&gt;&quot;la profe&quot;&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|<script>alert|<i>irregulares/);
    expect(firstDataOf(html)).toEqual([
      {
        operationName: 'CommunityFolder',
        variables: { slug },
        data: { communityFolder: expect.objectContaining({ slug, title: 'Verbos <i>irregulares</i> & "más"' }) },
      },
    ]);

    const again = await page(`/comunidad/${slug}`).set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('answer an unpublished, hidden or unknown slug with a 404 page kept out of search results', async () => {
    const { author, folder, slug } = await published('Verbos');
    await author.agent.post(`/api/folders/${folder.id}/unpublish`).expect(200);
    for (const url of [`/comunidad/${slug}`, '/comunidad/nunca-existio-1234']) {
      const res = await page(url);
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).toContain('Carpeta no encontrada');
      expect(res.text).not.toContain('Verbos');
      expect(firstDataOf(res.text)[0]?.data).toEqual({ communityFolder: null });
    }
  });

  it('answer the library with its first results and the screen chunk preloaded', async () => {
    const { slug } = await published('Phrasal verbs para el B2');
    const res = await page('/comunidad');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Biblioteca de la comunidad · Repaso</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${appUrl}/comunidad" />`);
    expect(res.text).toContain(`<a href="/comunidad/${slug}" class="text-indigo-800">Phrasal verbs para el B2</a>`);
    expect(res.text).toContain('<link data-after-paint crossorigin href="/assets/community-abc.js">');
    // No script is asked for before the page has painted: web/public/after-paint.js preloads them after it.
    expect(res.text).toContain('<link data-after-paint crossorigin data-entry href="/assets/index-abc.js">');
    expect(res.text).not.toContain('rel="modulepreload"');
  });

  it('list the published folders in the sitemap, never an unpublished one', async () => {
    const { slug } = await published('Para el mapa del sitio');
    const gone = await published('Retirada');
    await gone.author.agent.post(`/api/folders/${gone.folder.id}/unpublish`).expect(200);
    const index = await supertest(t.app).get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/application\/xml/);
    expect(index.text).toContain(`<loc>${appUrl}/sitemap/comunidad-1.xml</loc>`);
    const first = await supertest(t.app).get('/sitemap/comunidad-1.xml');
    expect(first.status).toBe(200);
    expect(first.text).toContain(`<url><loc>${appUrl}/comunidad</loc></url>`);
    expect(first.text).toContain(`<loc>${appUrl}/comunidad/${slug}</loc>`);
    expect(first.text).not.toContain(gone.slug);
    expect((await supertest(t.app).get('/sitemap/comunidad-99.xml')).status).toBe(404);
  });

  it('name the sitemap at the public address in robots.txt', async () => {
    const res = await supertest(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${appUrl}/sitemap.xml\n`);
  });

  it("are kept a few seconds, yet show an author's republication, unpublication and an operator's hiding at once", async () => {
    const { author, folder, slug } = await published('Antes');
    const read = async () => ({
      page: await page(`/comunidad/${slug}`),
      library: await page('/comunidad'),
      api: await supertest(t.app).get(`/api/community/folders/${slug}`),
      list: await supertest(t.app).get('/api/community/folders').query({ first: 50 }),
    });
    const first = await read();
    expect(first.page.text).toContain('<title>Antes · Repaso</title>');
    // Asked again, the same answers come from memory: the same bodies and tags.
    const kept = await read();
    for (const key of ['page', 'library', 'api', 'list'] as const) {
      expect(kept[key].headers.etag).toBe(first[key].headers.etag);
    }

    await author.agent.post(`/api/folders/${folder.id}/publish`).send({ title: 'Después' }).expect(200);
    const republished = await read();
    expect(republished.page.text).toContain('<title>Después · Repaso</title>');
    expect(republished.library.text).toContain('>Después</a>');
    expect(republished.api.body.title).toBe('Después');
    expect(republished.list.body.items.map((item: { title: string }) => item.title)).toContain('Después');

    await author.agent.post(`/api/folders/${folder.id}/unpublish`).expect(200);
    const unpublished = await read();
    expect(unpublished.page.status).toBe(404);
    expect(unpublished.library.text).not.toContain('>Después</a>');
    expect(unpublished.api.status).toBe(404);
    expect(unpublished.list.body.items.map((item: { slug: string }) => item.slug)).not.toContain(slug);

    await author.agent.post(`/api/folders/${folder.id}/publish`).send({ title: 'Otra vez' }).expect(200);
    expect((await page(`/comunidad/${slug}`)).text).toContain('<title>Otra vez · Repaso</title>');
    const operator = await signedUpAgent(t);
    await setOperator(t.orm.em.fork(), operator.email, true);
    await operator.agent.post(`/api/community/folders/${slug}/hide`).send({ reason: 'Spam' }).expect(200);
    const hidden = await read();
    expect(hidden.page.status).toBe(404);
    expect(hidden.api.status).toBe(404);
    expect(hidden.library.text).not.toContain('>Otra vez</a>');
  });

  it("show an author's new public name and their account's deletion at once", async () => {
    const { author, slug } = await published('De una autora');
    expect((await page(`/comunidad/${slug}`)).text).toContain('de Ana &lt;b&gt;');
    await author.agent.put('/api/user/settings').send({ publicName: 'Ana García' }).expect(200);
    expect((await page(`/comunidad/${slug}`)).text).toContain('de Ana García');
    expect((await supertest(t.app).get(`/api/community/folders/${slug}`)).body.authorName).toBe('Ana García');
    await author.agent.delete('/api/account').send({ password }).expect(204);
    expect((await page(`/comunidad/${slug}`)).status).toBe(404);
    expect((await supertest(t.app).get(`/api/community/folders/${slug}`)).status).toBe(404);
  });
});
