import { password, signedUpAgent } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { argon2Queue, WorkQueue } from './password';

describe('WorkQueue', () => {
  function deferred() {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }

  it('runs at most maxActive tasks at once, the next ones in order, and refuses beyond maxQueued', async () => {
    const queue = new WorkQueue({ maxActive: 2, maxQueued: 2 });
    const started: number[] = [];
    const gates = [0, 1, 2, 3].map(() => deferred());
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ active: 2, queued: 2 });
    await expect(queue.run(async () => 'no cabe')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servidor está muy ocupado. Vuelve a intentarlo en unos segundos.',
      retryAfterSeconds: 5,
    });

    gates[1].resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ active: 0, queued: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue({ maxActive: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await queue.run(async () => 'sigue')).toBe('sigue');
  });
});

describe('argon2 under a burst of requests', () => {
  let t: TestApp;
  const limits = { ...argon2Queue.limits };
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    argon2Queue.limits = limits;
    await t.stop();
  });

  it('answers what does not fit in the queue with a 503 in Spanish and Retry-After; the rest are served', async () => {
    const { email } = await signedUpAgent(t);
    argon2Queue.limits = { maxActive: 1, maxQueued: 1 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.http.post('/api/auth/login').send({ email, password })),
    );
    argon2Queue.limits = limits;
    const statuses = results.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = results.find((res) => res.status === 503)!;
    expect(refused.body).toEqual({ message: 'El servidor está muy ocupado. Vuelve a intentarlo en unos segundos.' });
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});
