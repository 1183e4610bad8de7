import SwaggerParser from '@apidevtools/swagger-parser';
import sharp from 'sharp';
import { password, signedUpAgent } from '../../../test/factories';
import { apiDocument } from '../../../test/openapi-check';
import { routesOf } from '../../../test/routes';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { setOperator } from '../../modules/community/community.moderation';
import { buildApiDocs } from './openapi-document';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** `GET /folders/{id}` from Express's `get /api/folders/:id`. */
const openApiForm = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  it('describes every route Express has under /api, and no route Express lacks', () => {
    const express = routesOf(t.rawApp)
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => openApiForm(route.method, route.path))
      .sort();
    const documented = Object.entries(apiDocument().paths ?? {})
      .flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(express.length).toBeGreaterThan(30);
    expect(documented).toEqual(express);
  });

  it('is served at /api/openapi.json without signing in', async () => {
    const res = await t.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildApiDocs().document())));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser validate)', async () => {
    const api = await SwaggerParser.validate(structuredClone(apiDocument()) as never);
    expect(api.info.title).toBe('Repaso REST API');
  });

  it('carries the request schemas the routes validate with (limits and required fields)', () => {
    const document = apiDocument();
    const body = (path: string, method: string) =>
      // biome-ignore lint/suspicious/noExplicitAny: walking a JSON document
      (document.paths as any)[path][method].requestBody.content['application/json'].schema;
    expect(body('/folders', 'post')).toMatchObject({
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
    });
    expect(body('/folders/{id}/cards', 'post').properties.front).toMatchObject({ minLength: 1, maxLength: 10000 });
    expect(body('/cards/{id}/review', 'post').properties.difficulty.enum).toEqual(['easy', 'medium', 'hard']);
  });
});

describe('the docs page', () => {
  it('loads Scalar from our own origin only, under a CSP that allows nothing else', async () => {
    const page = await t.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(page.text).toContain('data-url="/api/openapi.json"');
    expect(page.text).not.toMatch(/https?:\/\//);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    const script = await t.http.get('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.type).toBe('text/javascript');
    expect(Number(script.headers['content-length'] ?? script.text.length)).toBeGreaterThan(1_000_000);
  });

  it('is the only page that loads Scalar', async () => {
    expect((await t.http.get('/graphql').set('Accept', 'text/html')).text).not.toContain('scalar');
  });

  it('keeps shared components intact where a route allows null (the undo answer)', () => {
    // biome-ignore lint/suspicious/noExplicitAny: walking a JSON document
    const schemas = apiDocument().components?.schemas as any;
    expect(schemas.StudySession.type).toBe('object');
  });
});

describe('every documented route, once', () => {
  it('answers as the document says (checked by the shared validator on every answer)', async () => {
    const { agent } = await signedUpAgent(t);
    const seeded = (await agent.post('/api/seed-sample-data')).body;
    const folderId = seeded.folderIds[0];
    await agent.get('/api/health');
    await agent.get('/api/health/ready');
    await agent.get('/api/auth/user');
    await agent.put('/api/user/settings').send({ timeZone: 'Europe/Madrid' });
    // Too few reviews for a fit: the documented 400.
    await agent.post('/api/user/parameter-fit');
    await agent.post('/api/user/optimal-retention');
    await agent.post('/api/auth/reset-password').send({ email: 'nadie@example.com' });
    await agent.post('/api/auth/reset-token').send({ token: 'no-existe' });
    await agent.post('/api/auth/new-password').send({ token: 'no-existe', password: 'x', confirmPassword: 'y' });
    await agent.get('/api/user/stats');
    await agent.get('/api/cards/daily-review');
    await agent.get('/api/folders');
    const folder = (await agent.post('/api/folders').send({ name: 'Verbos', description: null })).body;
    await agent.get(`/api/folders/${folderId}`);
    await agent.get(`/api/folders/${folderId}/stats`);
    await agent.get(`/api/folders/${folderId}/settings`);
    await agent.put(`/api/folders/${folderId}/settings`).send({ autoPlay: true });
    await agent.get(`/api/folders/${folderId}/cards`);
    await agent.get(`/api/folders/${folderId}/cards?limit=5`);
    await agent.get('/api/stats');
    await agent.get(`/api/stats?folderId=${folderId}&range=month`);
    await agent.get('/api/stats/workload-preview?loadBalancing=true&easyDays=100,100,100,100,100,50,0');
    await agent.get(`/api/folders/${folderId}/export.csv`);
    await agent.get(`/api/folders/${folderId}/export.apkg`);
    const upload = (
      await agent.post('/api/imports').attach('file', Buffer.from('hola,hello\nadiós,goodbye\n'), 'saludos.csv')
    ).body;
    await agent.get('/api/imports');
    await agent.get(`/api/imports/${upload.importJob.id}`);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const media = (await agent.post('/api/media').attach('file', png, 'punto.png')).body;
    await agent.get(media.url);
    const card = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'ir', back: 'to go' })).body;
    await agent.put(`/api/cards/${card.id}`).send({ front: 'ir', back: 'to go (irregular)' });
    await agent.get('/api/cards/review');
    await agent.get(`/api/cards/review?folderId=${folder.id}`);
    const session = (await agent.post('/api/study-sessions').send({ folderId: folder.id, cardsStudied: 0 })).body;
    const review = (
      await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'medium', answerResult: 'correct' })
    ).body;
    await agent.put(`/api/study-sessions/${session.id}`).send({ cardsStudied: 1, goodCount: 1 });
    await agent.post(`/api/reviews/${review.reviewId}/undo`);
    await agent.get('/api/store/templates');
    await agent.post('/api/store/import').send({ templateData: { id: 'ingles-saludos' } });
    await agent.put('/api/user/settings').send({ publicName: 'Autora' });
    const published = (await agent.post(`/api/folders/${folder.id}/publish`).send({ title: 'Verbos' })).body;
    await agent.get(`/api/folders/${folder.id}/publication`);
    await t.http.get('/api/community/folders?search=verbos');
    await t.http.get(`/api/community/folders/${published.slug}`);
    await t.http.get(`/api/community/folders/${published.slug}/media/${media.url.split('/').at(-1)}`);
    const { agent: reader, email: readerEmail } = await signedUpAgent(t);
    const copy = (await reader.post(`/api/community/folders/${published.slug}/copy`)).body;
    await agent.post(`/api/folders/${folder.id}/publish`).send({ title: 'Verbos' });
    await reader.get(`/api/folders/${copy.folderId}/community-update`);
    await reader.post(`/api/folders/${copy.folderId}/community-update`).send({});
    await reader.post(`/api/community/folders/${published.slug}/report`).send({ reason: 'other', text: 'Prueba' });
    await setOperator(t.orm.em.fork(), readerEmail, true);
    const reports = (await reader.get('/api/community/reports')).body;
    await reader.post(`/api/community/reports/${reports.items[0].id}/dismiss`);
    await reader.post(`/api/community/folders/${published.slug}/hide`).send({ reason: 'Prueba' });
    await agent.post(`/api/folders/${folder.id}/unpublish`);
    await agent.post(`/api/cards/${card.id}/suspend`);
    await agent.post(`/api/cards/${card.id}/unsuspend`);
    await agent.post(`/api/cards/${card.id}/postpone`);
    await agent.delete(`/api/cards/${card.id}`);
    const note = (
      await agent
        .post('/api/notes')
        .send({ folderId: folder.id, noteType: 'Basic', fields: ['ser', 'to be'], tags: ['verbo'] })
    ).body;
    await agent.get(`/api/notes?folderId=${folder.id}&tag=verbo`);
    await agent.get(`/api/notes/${note.id}`);
    await agent.put(`/api/notes/${note.id}`).send({ fields: ['ser', 'to be (irregular)'] });
    await agent.post('/api/notes/tags').send({ noteIds: [note.id], add: ['irregular'] });
    await agent.get('/api/tags');
    await agent.put('/api/tags').send({ from: 'verbo', to: 'verbos' });
    await agent.delete('/api/tags?tag=irregular');
    const noteType = (await agent.post('/api/note-types').send({ name: 'Vocabulario', from: 'Basic' })).body;
    await agent.get('/api/note-types');
    await agent.get(`/api/note-types/${noteType.id}`);
    await agent.put(`/api/note-types/${noteType.id}`).send({ name: 'Vocabulario inglés' });
    await agent.delete(`/api/note-types/${noteType.id}`);
    await agent.delete(`/api/notes/${note.id}`);
    await agent.delete(`/api/folders/${folder.id}`);
    await agent.get('/api/account/export');
    await agent.get('/api/account/export.zip');
    await agent.get('/api/account/export.apkg');
    await agent.get('/api/openapi.json');
    await agent.get('/api/docs');
    await agent.get('/api/docs/scalar.js');
    await agent.post('/api/auth/logout-everywhere');
    await agent.post('/api/auth/logout');
    const { agent: other } = await signedUpAgent(t);
    await other.post('/api/auth/logout');
    const { agent: leaving } = await signedUpAgent(t);
    await leaving.delete('/api/account').send({ password });
    const { email } = await signedUpAgent(t);
    await t.http.post('/api/auth/login').send({ email, password: 'contraseña-segura' });

    expect(t.apiViolations).toEqual([]);
    // scalar.js is sent as a file (not JSON): its status is still checked.
    expect([...t.apiChecked].sort()).toEqual(
      Object.entries(apiDocument().paths ?? {})
        .flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`))
        .sort(),
    );
  });

  it('would catch an answer that differs from the document', () => {
    const { openApiChecker } = jest.requireActual(
      '../../../test/openapi-check',
    ) as typeof import('../../../test/openapi-check');
    const checker = openApiChecker();
    expect(checker.check('GET', '/api/folders/1', 200, { id: 1, name: 'x' })).toMatch(/GET \/folders\/\{id\} 200/);
    expect(checker.check('GET', '/api/folders/1', 418, {})).toMatch(/does not list/);
    expect(checker.check('GET', '/api/health', 200, { status: 'ok' })).toBeUndefined();
    // Downloads too: the account's JSON document has a documented shape.
    expect(checker.check('GET', '/api/account/export', 200, { format: 'otro' })).toMatch(/GET \/account\/export 200/);
  });
});
