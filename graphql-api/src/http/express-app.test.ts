import { webRequest } from '../../bench/web-operations';
import { signedUpAgent } from '../../test/factories';
import { stepsOnTheWay } from '../../test/routes';
import { startTestApp, type TestApp } from '../../test/test-app';
import { pageSteps, requestSteps } from './express-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

type Layer = { name: string; match: (path: string) => boolean; route?: unknown };

/** The names of the middlewares Express runs for `path`, in order (its top-level stack, routes aside). */
function middlewaresFor(path: string): string[] {
  const stack = (t.rawApp as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack.filter((layer) => !layer.route && layer.match(path)).map((layer) => layer.name);
}

/** The names of the declared steps (the list the app mounts, made again; only the names are read). */
const declared = () =>
  requestSteps(
    t.orm,
    t.services,
    'http://localhost:3000',
    (_req, _res, next) => next(),
    (_req, _res, next) => next(),
  ).map((step) => `step:${step.stepName}`);

describe('one request path', () => {
  it.each(['/api/folders', '/graphql'])('%s crosses every declared per-request step, in order', (path) => {
    const steps = middlewaresFor(path).filter((name) => name.startsWith('step:'));
    expect(steps).toEqual(declared());
    expect(steps).toContain('step:session');
  });

  it('takes the unsubscribe links of reminder e-mails through their declared part of the list', () => {
    expect(stepsOnTheWay(t.rawApp, '/reminders/unsubscribe')).toEqual(
      pageSteps.reminders.map((name) => `step:${name}`),
    );
  });

  it('takes AnkiConnect requests through their declared part of the list, never a session', () => {
    expect(stepsOnTheWay(t.rawApp, '/anki-connect')).toEqual(pageSteps.ankiConnect.map((name) => `step:${name}`));
    expect(pageSteps.ankiConnect).not.toContain('session');
  });

  it('declares each step once, by name', () => {
    expect(new Set(declared()).size).toBe(declared().length);
  });

  it("gives an answer the steps' headers even when it stops at the door", async () => {
    const anonymous = await t.http.get('/api/folders');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['x-request-id']).toBeTruthy();
  });

  it("runs the web's operations sent by hash after the same steps, with the same session", async () => {
    const { agent } = await signedUpAgent(t);
    const { headers, body } = await webRequest('Folders');
    const res = await agent
      .post('/graphql')
      .set(headers ?? {})
      .send(body);
    expect(JSON.parse(body ?? '').query).toBeUndefined();
    expect(res.body).toEqual({ data: { folders: [] } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
