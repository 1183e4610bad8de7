import { setTimeout as sleep } from 'node:timers/promises';
import { PublicAnswers, strongEtag } from './public-answers';

const built = (body: string) => async () => ({ status: 200, body });

describe('the public answers kept in memory', () => {
  it('answer the same key from memory until it expires, with the strong ETag of the body', async () => {
    const answers = new PublicAnswers({ maxBytes: 10_000, maxEntries: 10, ttlMs: 100 });
    const first = await answers.answer('GET /comunidad', built('uno'));
    expect(first).toEqual({ status: 200, body: 'uno', etag: strongEtag('uno') });
    expect((await answers.answer('GET /comunidad', built('dos')))?.body).toBe('uno');
    await sleep(150);
    expect((await answers.answer('GET /comunidad', built('dos')))?.body).toBe('dos');
  });

  it('keep at most so many entries and so many bytes, the least recently used going first', async () => {
    const byEntries = new PublicAnswers({ maxBytes: 10_000, maxEntries: 2, ttlMs: 60_000 });
    await byEntries.answer('a', built('a'));
    await byEntries.answer('b', built('b'));
    await byEntries.answer('a', built('nuevo'));
    await byEntries.answer('c', built('c'));
    expect((await byEntries.answer('a', built('nuevo')))?.body).toBe('a');
    expect((await byEntries.answer('b', built('nuevo')))?.body).toBe('nuevo');

    const byBytes = new PublicAnswers({ maxBytes: 1_000, maxEntries: 100, ttlMs: 60_000 });
    await byBytes.answer('grande', built('x'.repeat(600)));
    await byBytes.answer('otra', built('y'.repeat(600)));
    expect((await byBytes.answer('grande', built('nuevo')))?.body).toBe('nuevo');
    // One answer larger than the whole cache is sent, never kept.
    await byBytes.answer('enorme', built('z'.repeat(2_000)));
    expect((await byBytes.answer('enorme', built('nuevo')))?.body).toBe('nuevo');
  });

  it('forget everything on a change, and never keep an answer that was being built when it came', async () => {
    const answers = new PublicAnswers({ maxBytes: 10_000, maxEntries: 10, ttlMs: 60_000 });
    await answers.answer('GET /comunidad/x', built('antes'));
    answers.forget();
    expect((await answers.answer('GET /comunidad/x', built('después')))?.body).toBe('después');

    let release = () => {};
    const slow = answers.answer('GET /comunidad/y', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 200, body: 'viejo' };
    });
    answers.forget();
    release();
    expect((await slow)?.body).toBe('viejo');
    expect((await answers.answer('GET /comunidad/y', built('nuevo')))?.body).toBe('nuevo');
    expect(await answers.answer('GET /nada', async () => undefined)).toBeUndefined();
  });

  it('build one answer for a burst of requests for the same address, and none from before a change', async () => {
    const answers = new PublicAnswers({ maxBytes: 10_000, maxEntries: 10, ttlMs: 60_000 });
    let builds = 0;
    let release = () => {};
    const slow = async () => {
      builds++;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { status: 200, body: `versión ${builds}` };
    };
    const burst = [1, 2, 3].map(() => answers.answer('GET /comunidad/z', slow));
    release();
    expect((await Promise.all(burst)).map((answer) => answer?.body)).toEqual(['versión 1', 'versión 1', 'versión 1']);
    expect(builds).toBe(1);

    const before = answers.answer('GET /comunidad/w', slow);
    const releaseBefore = release;
    answers.forget();
    const after = answers.answer('GET /comunidad/w', async () => ({ status: 200, body: 'después del cambio' }));
    releaseBefore();
    expect((await before)?.body).toBe('versión 2');
    expect((await after)?.body).toBe('después del cambio');
  });
});
