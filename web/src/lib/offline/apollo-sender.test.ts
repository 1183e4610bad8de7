import 'fake-indexeddb/auto';
import { ApolloClient } from '@apollo/client';
import { createCache } from '@/lib/apollo-cache';
import { graphqlLink } from '@/lib/graphql-link';
import { closeOfflineDb, OFFLINE_DB_NAME } from '@/lib/offline-db';
import { card, folder, userStats } from '@/testing/fixtures';
import { manualTimers } from '@/testing/manual-timers';
import { apolloSender, type QueuedAnswer } from './apollo-sender';
import { RatingQueue } from './rating-queue';

// The queue as the app runs it: Apollo Client over the app's link, its fetch answered here as the API answers while
// its database is away (503, `Retry-After`, the Spanish message in GraphQL's shape) and once it is back.

afterEach(async () => {
  await closeOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
  });
});

const unavailableMessage =
  'El servicio no está disponible: no se puede acceder a la base de datos. Vuelve a intentarlo en unos segundos';

type Answer = { status: number; type: string; body: unknown; retryAfter?: string };

/** The answers of the API after its database went away: what the server sends, by how it was reached. */
const outage = {
  /** A resolver that met the database gone: Apollo's answer, in GraphQL's response type. */
  graphql: {
    status: 503,
    type: 'application/graphql-response+json; charset=utf-8',
    retryAfter: '5',
    body: {
      errors: [{ message: unavailableMessage, path: ['reviewCard'], extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      data: null,
    },
  },
  /** The session could not be read: Express's error handler, in GraphQL's shape as plain JSON. */
  express: {
    status: 503,
    type: 'application/json; charset=utf-8',
    retryAfter: '7',
    body: { errors: [{ message: unavailableMessage, extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
  },
} satisfies Record<string, Answer>;

/**
 * The API behind `fetch`: answers each request with the next of `answers` (then the rating), and keeps the ratings it
 * took by client id, as the server's unique constraint does (a second copy answers the first).
 */
function fakeApi(answers: Answer[]) {
  const taken = new Map<string, number>();
  const requests: string[] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const { variables } = JSON.parse(String(init?.body)) as { variables: { cardId: string; clientId: string } };
    requests.push(variables.clientId);
    const answer = answers.shift() ?? {
      status: 200,
      type: 'application/graphql-response+json; charset=utf-8',
      body: { data: { reviewCard: rated(variables, taken) } },
    };
    const headers = new Map([
      ['content-type', answer.type],
      ...(answer.retryAfter ? ([['retry-after', answer.retryAfter]] as const) : []),
    ]);
    // What Apollo's HTTP link reads of a fetch Response (jsdom has no Response).
    return {
      status: answer.status,
      ok: answer.status < 300,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response;
  };
  return { fetch, taken, requests };
}

function rated(variables: { cardId: string; clientId: string }, taken: Map<string, number>) {
  const replayed = taken.has(variables.clientId);
  if (!replayed) taken.set(variables.clientId, 500 + taken.size);
  return {
    __typename: 'ReviewCardPayload',
    reviewId: String(taken.get(variables.clientId)),
    replayed,
    becameLeech: false,
    card: card({ id: variables.cardId, reviewCount: 1, nextReviewAt: '2026-12-01T10:00:00.000Z', dueInDays: 3 }),
    folder: folder({ id: '1', stats: { totalCards: 1, dueCards: 0 } }),
    viewer: { __typename: 'User', id: '1', stats: userStats({ cardsStudiedToday: 1 }) },
  };
}

const rating = {
  clientId: '00000000-0000-4000-8000-000000000001',
  cardId: '10',
  front: 'hello',
  rating: 'MEDIUM' as const,
  reviewedAt: '2026-11-28T21:00:00.000Z',
  durationMs: 1200,
  studySessionId: null,
  userId: '1',
};

describe('a rating the API answers 503 while its database is away', () => {
  it('stays queued, is sent again when the API says, and counts once when the API is back', async () => {
    const api = fakeApi([outage.graphql, outage.express]);
    const client = new ApolloClient({ cache: createCache(), link: graphqlLink(api.fetch) });
    const timers = manualTimers();
    const queue = new RatingQueue<QueuedAnswer>({
      send: apolloSender(client),
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
    });

    const { answer } = await queue.add(rating);
    await queue.replay();
    // The first 503 (GraphQL's type: no header to read) keeps it, asked again in the API's own 5 s.
    expect(await queue.count()).toBe(1);
    expect(timers.pending().map((wait) => wait.ms)).toEqual([5_000]);

    // The second 503 says 7 s in its Retry-After: that is the wait, however many times it failed.
    timers.fireLast();
    await queue.replay();
    expect(await queue.count()).toBe(1);
    expect(timers.pending().map((wait) => wait.ms)).toEqual([7_000]);
    expect(api.taken.size).toBe(0);

    // The API is back: the rating goes, once, and leaves the queue with the API's answer.
    timers.fireLast();
    await queue.replay();
    expect(await queue.count()).toBe(0);
    expect(await answer).toMatchObject({ reviewId: '500', replayed: false });
    expect(api.requests).toEqual([rating.clientId, rating.clientId, rating.clientId]);
    expect([...api.taken.keys()]).toEqual([rating.clientId]);

    // Nothing waits any more: a later replay sends nothing again.
    expect(timers.pending()).toEqual([]);
    await queue.replay();
    expect(api.requests).toHaveLength(3);
  });
});
