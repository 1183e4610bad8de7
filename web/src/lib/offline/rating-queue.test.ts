import 'fake-indexeddb/auto';
import { closeOfflineDb, OFFLINE_DB_NAME, type QueuedChange, type QueuedRating } from '@/lib/offline-db';
import { manualTimers } from '@/testing/manual-timers';
import { type Delivery, defaultBackoff, RatingQueue } from './rating-queue';

// IndexedDB itself is fake-indexeddb's in-memory implementation of the standard; the queue is the real one.

let seq = 0;
const rating = (cardId: string, extra: Partial<QueuedRating> = {}) => ({
  clientId: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  cardId,
  front: `carta ${cardId}`,
  rating: 'MEDIUM' as const,
  reviewedAt: new Date(Date.UTC(2026, 2, 10, 12, seq)).toISOString(),
  durationMs: 1200,
  studySessionId: null,
  userId: '1' as string | null,
  ...extra,
});

/** A card suspended (or taken back) offline, as the study screen queues it. */
const suspension = (cardId: string, suspended = true) => ({
  kind: 'suspension' as const,
  clientId: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  cardId,
  front: `carta ${cardId}`,
  suspended,
  userId: '1' as string | null,
});

/**
 * A fake API that takes ratings and suspensions over a "network" the test switches on and off, and counts what it
 * took.
 */
function fakeApi() {
  const received: QueuedChange[] = [];
  const reviewIds = new Map<string, number>();
  const api = {
    online: true,
    deleted: new Set<string>(),
    suspended: new Set<string>(),
    received,
    /** One review per client id, however many times it arrives (what the server's unique constraint gives). */
    reviews: () => reviewIds.size,
    send: async (item: QueuedChange): Promise<Delivery<{ reviewId: number } | null>> => {
      await Promise.resolve();
      if (!api.online) throw new TypeError('Failed to fetch');
      received.push(item);
      if (api.deleted.has(item.cardId)) return { refused: 'Carta no encontrada' };
      if (item.kind === 'suspension') {
        if (item.suspended) api.suspended.add(item.cardId);
        else api.suspended.delete(item.cardId);
        return { sent: null };
      }
      if (!reviewIds.has(item.clientId)) reviewIds.set(item.clientId, reviewIds.size + 1);
      return { sent: { reviewId: reviewIds.get(item.clientId) as number } };
    },
  };
  return api;
}

async function setup() {
  const api = fakeApi();
  const timers = manualTimers();
  const counts: number[] = [];
  const refused: [string, string][] = [];
  const queue = new RatingQueue({
    send: api.send,
    onCount: (n) => counts.push(n),
    onRefused: (item, message) => refused.push([item.front, message]),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
  });
  return { api, timers, counts, refused, queue };
}

afterEach(async () => {
  await closeOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
  });
});

describe('RatingQueue', () => {
  it('keeps ratings made offline in order, and replays them in that order when the network returns', async () => {
    const { api, queue, counts } = await setup();
    api.online = false;
    const answers = [];
    for (const card of ['1', '2', '3']) answers.push((await queue.add(rating(card))).answer);
    await queue.replay();
    expect((await queue.pending()).map((item) => item.cardId)).toEqual(['1', '2', '3']);
    expect(counts.at(-1)).toBe(3);

    api.online = true;
    await queue.replay();
    expect(api.received.map((item) => item.cardId)).toEqual(['1', '2', '3']);
    expect(await Promise.all(answers)).toEqual([{ reviewId: 1 }, { reviewId: 2 }, { reviewId: 3 }]);
    expect(await queue.count()).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });

  it('survives a reload: a new queue over the same database sends what the old one kept', async () => {
    const first = await setup();
    first.api.online = false;
    const kept = rating('7');
    await first.queue.add(kept);
    await first.queue.replay();
    await closeOfflineDb();

    const second = await setup();
    expect(
      (await second.queue.pending()).map((item) => [item.clientId, 'reviewedAt' in item && item.reviewedAt]),
    ).toEqual([[kept.clientId, kept.reviewedAt]]);
    await second.queue.replay();
    expect(second.api.received.map((item) => item.clientId)).toEqual([kept.clientId]);
  });

  it('retries with growing back-off while the network is down, without skipping ahead', async () => {
    const { api, queue, timers } = await setup();
    api.online = false;
    await queue.add(rating('1'));
    await queue.replay();
    await queue.add(rating('2'));
    timers.fireLast();
    await queue.replay();
    timers.fireLast();
    await queue.replay();
    const waits = timers.waits.map((wait) => wait.ms);
    expect(waits.slice(0, 3)).toEqual([1000, 2000, 4000]);
    expect((await queue.pending()).map((item) => [item.cardId, item.attempts])).toEqual([
      ['1', 3],
      ['2', 0],
    ]);
    expect(api.received).toEqual([]);
    expect(defaultBackoff(30)).toBe(300_000);

    // The connection comes back: the waiting timer fires and everything goes, first one first.
    api.online = true;
    timers.fireLast();
    await queue.replay();
    expect(api.received.map((item) => item.cardId)).toEqual(['1', '2']);
  });

  it('keeps a rating it is sending until it has left the store: an undo meanwhile goes to the API', async () => {
    const api = fakeApi();
    const undos: boolean[] = [];
    let undoing: Promise<void> = Promise.resolve();
    const queue: RatingQueue<{ reviewId: number } | null> = new RatingQueue({
      send: async (item) => {
        const delivery = await api.send(item);
        // The API has the rating: an undo asked from now on, at any step of storing the answer, is the API's.
        undoing = (async () => {
          for (let step = 0; step < 10; step++) {
            undos.push(await queue.remove(item.clientId));
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
        })();
        return delivery;
      },
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    const { answer } = await queue.add(rating('1'));
    await queue.replay();
    await undoing;
    expect(undos).toEqual(Array(10).fill(false));
    expect(await answer).toEqual({ reviewId: 1 });
    expect(await queue.count()).toBe(0);
  });

  it('does not send a rating taken back while it was being picked', async () => {
    const { api, queue } = await setup();
    api.online = false;
    const { answer } = await queue.add(rating('1'));
    await queue.replay();
    api.online = true;
    // The replay reads what is waiting; the undo runs before it has chosen.
    const replaying = queue.replay();
    expect(await queue.remove((await queue.pending())[0]?.clientId ?? '')).toBe(true);
    await replaying;
    expect(await answer).toBeNull();
    expect(api.received).toEqual([]);
  });

  it('counts a rating once even when it is sent again (its answer was lost)', async () => {
    const { api, queue } = await setup();
    const item = rating('1');
    // The API took the rating but the answer never arrived: the send failed from the browser's side.
    const lossy = async (queued: QueuedChange) => {
      await api.send(queued);
      if (api.received.length === 1) throw new TypeError('Failed to fetch');
      return api.send(queued);
    };
    const replaying = new RatingQueue({ send: lossy, setTimer: () => null, clearTimer: () => undefined });
    const { answer } = await replaying.add(item);
    await replaying.replay();
    await replaying.replay();
    expect(api.received.filter((r) => r.clientId === item.clientId).length).toBeGreaterThan(1);
    expect(api.reviews()).toBe(1);
    expect(await answer).toEqual({ reviewId: 1 });
    expect(await queue.count()).toBe(0);
  });

  it('reports a rating the API refuses (its card was deleted) and carries on with the next', async () => {
    const { api, queue, refused } = await setup();
    api.online = false;
    const gone = await queue.add(rating('9'));
    const kept = await queue.add(rating('10'));
    api.deleted.add('9');
    api.online = true;
    await queue.replay();
    expect(refused).toEqual([['carta 9', 'Carta no encontrada']]);
    expect(await gone.answer).toBeNull();
    expect(await kept.answer).toEqual({ reviewId: 1 });
    expect(await queue.count()).toBe(0);
  });

  it('takes back a rating that has not left (undo offline), but not one already sent', async () => {
    const { api, queue } = await setup();
    api.online = false;
    const first = rating('1');
    const second = rating('2');
    await queue.add(first);
    const { answer } = await queue.add(second);
    expect(await queue.remove(second.clientId)).toBe(true);
    expect(await answer).toBeNull();
    api.online = true;
    await queue.replay();
    expect(api.received.map((item) => item.cardId)).toEqual(['1']);
    expect(await queue.remove(first.clientId)).toBe(false);
  });

  it("sends only the signed-in learner's ratings, and clears only theirs when they sign out", async () => {
    const api = fakeApi();
    let me: string | null = null;
    const queue = new RatingQueue({
      send: api.send,
      owner: () => me,
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    api.online = false;
    await queue.add(rating('1', { userId: 'ana' }));
    await queue.add(rating('2', { userId: 'bea' }));
    await queue.add(rating('3', { userId: 'ana' }));
    api.online = true;
    // Nobody known yet (the viewer not loaded): nothing goes.
    await queue.replay();
    expect(api.received).toEqual([]);
    // Bea signs in on this browser while Ana's session has expired: only Bea's rating goes.
    me = 'bea';
    expect(await queue.count()).toBe(1);
    await queue.replay();
    expect(api.received.map((item) => item.cardId)).toEqual(['2']);
    await queue.clear();
    // Ana's ratings wait for Ana, untouched by Bea's sign-out.
    me = 'ana';
    expect((await queue.pending()).map((item) => item.cardId)).toEqual(['1', '3']);
    await queue.replay();
    expect(api.received.map((item) => item.cardId)).toEqual(['2', '1', '3']);
  });

  // Ratings here carry no `kind`, as those stored before suspensions could wait: they go as ratings.
  it('keeps a suspension made offline in its place among the ratings, and sends it in turn', async () => {
    const { api, queue, counts } = await setup();
    api.online = false;
    await queue.add(rating('1'));
    await queue.add(suspension('1'));
    await queue.add(rating('2'));
    await queue.add(suspension('2'));
    await queue.add(suspension('2', false));
    expect(counts.at(-1)).toBe(5);

    api.online = true;
    await queue.replay();
    expect(api.received.map((item) => [item.kind ?? 'rating', item.cardId])).toEqual([
      ['rating', '1'],
      ['suspension', '1'],
      ['rating', '2'],
      ['suspension', '2'],
      ['suspension', '2'],
    ]);
    expect([...api.suspended]).toEqual(['1']);
    expect(api.reviews()).toBe(2);
    expect(await queue.count()).toBe(0);
  });

  it('forgets every waiting rating when cleared (signing out)', async () => {
    const { api, queue, counts } = await setup();
    api.online = false;
    await queue.add(rating('1'));
    await queue.add(rating('2'));
    await queue.clear();
    expect(await queue.count()).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });
});
