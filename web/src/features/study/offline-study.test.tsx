import 'fake-indexeddb/auto';
import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  DashboardDocument,
  type DashboardQuery,
  PendingReviewsDocument,
  type PendingReviewsQuery,
  StartStudySessionDocument,
  ViewerDocument,
} from '@/__generated__/graphql';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { OfflineBanner } from '@/components/offline/offline-banner';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCardSuspension } from '@/hooks/use-card-suspension';
import { createCache } from '@/lib/apollo-cache';
import type { QueuedAnswer } from '@/lib/offline/apollo-sender';
import { OfflineContext, OfflineRuntimeContext, type OfflineState } from '@/lib/offline/offline-context';
import type { OfflineRuntime } from '@/lib/offline/offline-runtime';
import { RatingQueue } from '@/lib/offline/rating-queue';
import { closeOfflineDb, OFFLINE_DB_NAME } from '@/lib/offline-db';
import { card, folder, hoursAgo, userStats } from '@/testing/fixtures';
import { useSessionRecorder } from './use-session-recorder';

const viewer = { __typename: 'User' as const, id: '1', email: 'ana@example.com' };
const hello = card({ id: '10', front: 'hello', back: 'hola', nextReviewAt: hoursAgo(5), reviewCount: 1 });
const water = card({ id: '11', front: 'water', back: 'agua' });
const english = folder({ id: '1', name: 'Inglés', stats: { totalCards: 2, dueCards: 2 } });

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  setOnline(true);
  await closeOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = () => resolve();
  });
});

function seededCache() {
  const cache = createCache();
  cache.writeQuery({ query: ViewerDocument, data: { viewer } });
  cache.writeQuery<DashboardQuery>({
    query: DashboardDocument,
    data: { viewer: { ...viewer, stats: userStats({ cardsDueToday: 2, cardsStudiedToday: 0 }) } },
  });
  cache.writeQuery<PendingReviewsQuery>({
    query: PendingReviewsDocument,
    data: { folders: [english], dueCards: [hello, water] },
  });
  return cache;
}

/** The offline runtime of a page whose network is down: every send fails the way fetch does. */
function offlineRuntime() {
  const queue = new RatingQueue<QueuedAnswer>({
    send: async () => {
      throw new TypeError('Failed to fetch');
    },
    setTimer: () => null,
    clearTimer: () => undefined,
  });
  const runtime: OfflineRuntime = { queue, forget: () => queue.clear(), update: () => undefined };
  const state: OfflineState = {
    online: false,
    pending: 0,
    refused: [],
    dismissRefused: () => undefined,
    updateReady: false,
    runtime,
    forget: runtime.forget,
  };
  return { queue, state };
}

describe('a study session offline', () => {
  it('queues each rating with its id and time, shows it applied, and takes it back from the queue on undo', async () => {
    const cache = seededCache();
    const { queue, state } = offlineRuntime();
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: StartStudySessionDocument, variables: { folderId: '1' } }, error: new TypeError('offline') },
    ];
    const client = new ApolloClient({ cache, link: new MockLink(mocks) as ApolloLink });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>
        <OfflineRuntimeContext.Provider value={{ current: state.runtime }}>{children}</OfflineRuntimeContext.Provider>
      </ApolloProvider>
    );
    setOnline(false);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result: hook } = renderHook(() => useSessionRecorder('1'), { wrapper });

    const before = Date.now();
    let rated: Promise<unknown> = Promise.resolve();
    act(() => {
      hook.current.start();
      rated = hook.current.record({
        card: hello,
        rating: 'EASY',
        durationMs: 1500,
        counts: { EASY: 1, MEDIUM: 0, HARD: 0 },
        completed: false,
      });
    });
    await waitFor(async () => expect(await queue.count()).toBe(1));
    const [stored] = await queue.pending();
    if (stored.kind === 'suspension') throw new Error('a rating was queued');
    expect(stored).toMatchObject({
      cardId: '10',
      front: 'hello',
      rating: 'EASY',
      durationMs: 1500,
      studySessionId: null,
    });
    expect(stored.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(stored.reviewedAt).getTime()).toBeGreaterThanOrEqual(before);

    // Shown as applied: the card left the due list, the figures moved.
    await waitFor(() =>
      expect(cache.readQuery({ query: PendingReviewsDocument })?.dueCards.map((c) => c.id)).toEqual(['11']),
    );
    expect(cache.readQuery({ query: PendingReviewsDocument })?.folders[0].stats.dueCards).toBe(1);
    expect(cache.readQuery({ query: DashboardDocument })?.viewer?.stats).toMatchObject({
      cardsDueToday: 1,
      cardsStudiedToday: 1,
    });

    // Undo before it was ever sent: it leaves the queue, and everything is as before.
    let undone: unknown;
    await act(async () => {
      undone = await hook.current.undo(rated as Promise<null>);
    });
    expect(undone).toBeNull();
    expect(await queue.count()).toBe(0);
    expect(cache.readQuery({ query: PendingReviewsDocument })?.dueCards.map((c) => c.id)).toEqual(['10', '11']);
    expect(cache.readQuery({ query: DashboardDocument })?.viewer?.stats).toMatchObject({
      cardsDueToday: 2,
      cardsStudiedToday: 0,
    });
  });
  it('queues a suspension behind the ratings and shows it made: the card leaves the due lists', async () => {
    const cache = seededCache();
    const { queue, state } = offlineRuntime();
    const client = new ApolloClient({ cache, link: new MockLink([]) as ApolloLink });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <ApolloProvider client={client}>
          <OfflineRuntimeContext.Provider value={{ current: state.runtime }}>
            <ToastProvider>{children}</ToastProvider>
          </OfflineRuntimeContext.Provider>
        </ApolloProvider>
      </MemoryRouter>
    );
    setOnline(false);
    const { result: hook } = renderHook(() => useCardSuspension(), { wrapper });

    let done = false;
    await act(async () => {
      done = await hook.current.setSuspended(hello, true);
    });
    expect(done).toBe(true);
    expect(await queue.pending()).toEqual([
      expect.objectContaining({ kind: 'suspension', cardId: '10', front: 'hello', suspended: true, userId: '1' }),
    ]);
    expect(cache.readQuery({ query: PendingReviewsDocument })?.dueCards.map((c) => c.id)).toEqual(['11']);
  });
});

describe('what the screens say', () => {
  const base: OfflineState = {
    online: true,
    pending: 0,
    refused: [],
    dismissRefused: () => undefined,
    updateReady: false,
    runtime: null,
    forget: async () => undefined,
  };
  const renderBanner = (state: Partial<OfflineState>) =>
    render(
      <OfflineContext.Provider value={{ ...base, ...state }}>
        <OfflineBanner />
      </OfflineContext.Provider>,
    );

  it('says nothing online with nothing waiting', () => {
    renderBanner({});
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the connection is gone and how many ratings wait', () => {
    renderBanner({ online: false, pending: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: tus repasos se guardarán al volver');
    expect(screen.getByRole('status')).toHaveTextContent('3 repasos por enviar');
  });

  it('lists the ratings the API refused until the learner dismisses them', async () => {
    const dismissRefused = jest.fn();
    renderBanner({ refused: [{ id: 1, front: 'ghost', message: 'Carta no encontrada' }], dismissRefused });
    expect(screen.getByRole('alert')).toHaveTextContent('Repasos que no se pudieron guardar');
    expect(screen.getByRole('alert')).toHaveTextContent('«ghost»: Carta no encontrada');
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(dismissRefused).toHaveBeenCalled();
  });

  it('offers a new version', async () => {
    const update = jest.fn();
    const runtime = { update } as unknown as OfflineRuntime;
    renderBanner({ updateReady: true, runtime });
    expect(screen.getByRole('status')).toHaveTextContent('Nueva versión disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(update).toHaveBeenCalled();
  });

  it('disables what needs the server while offline, and says why', async () => {
    // Radix positions the tooltip with ResizeObserver, which jsdom lacks: nothing to observe here.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const create = jest.fn();
    render(
      <TooltipProvider>
        <NeedsConnection>
          <button type="button" onClick={create}>
            Nueva carpeta
          </button>
        </NeedsConnection>
      </TooltipProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nueva carpeta' })).toBeEnabled();
    setOnline(false);
    expect(screen.getByRole('button', { name: 'Nueva carpeta' })).toBeDisabled();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Necesita conexión a internet');
    setOnline(true);
    expect(screen.getByRole('button', { name: 'Nueva carpeta' })).toBeEnabled();
  });
});
