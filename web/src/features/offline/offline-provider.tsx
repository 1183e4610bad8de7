import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useViewerQuery } from '@/__generated__/graphql';
import { isOffline } from '@/lib/network';
import { apolloSender, cachedViewerId } from '@/lib/offline/apollo-sender';
import {
  OfflineContext,
  OfflineRuntimeContext,
  type OfflineState,
  type RefusedRating,
} from '@/lib/offline/offline-context';
import type { OfflineRuntime, RestoreMode } from '@/lib/offline/offline-runtime';
import { useOnline } from '@/lib/offline/use-online';
import { hasSessionHint } from '@/lib/session-hint';

/** How long a page opened offline waits for the persisted cache before it renders without it (no IndexedDB, say). */
const RESTORE_TIMEOUT_MS = 3000;

/** Runs `task` once the page has loaded and the browser is idle, after what the first screen needs. */
function afterPageLoad(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  const idleSupported = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const whenIdle = () => {
    idle = idleSupported ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (idleSupported) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Offline study for signed-in learners (issue 14), for pages opened with the session hint (sign-in pages load
 * nothing). Opened online, the screens render at once with the API's answers, and the offline runtime comes once
 * the page has loaded: the persisted cache goes under what the screens fetched, the queue and the service worker
 * start. Opened offline, the screens wait for the persisted cache, which is all they have. Replays waiting
 * ratings when the connection returns, and refetches what the screens show once they have all arrived.
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const online = useOnline();
  const [runtime, setRuntime] = useState<OfflineRuntime | null>(null);
  const runtimeRef = useRef<OfflineRuntime | null>(null);
  // On the server (a member's page rendered with its first data) the page is online, as the browser that asked for it.
  // Online is asked first: reading the cookie is a synchronous call to the browser's network process (12 ms of a
  // study page's hydration in an unthrottled trace).
  const [ready, setReady] = useState(() => !isOffline() || !hasSessionHint());
  const [pending, setPending] = useState(0);
  const [refused, setRefused] = useState<RefusedRating[]>([]);
  const [updateReady, setUpdateReady] = useState(false);
  const loading = useRef<Promise<OfflineRuntime | null> | null>(null);
  const lastPending = useRef(0);

  const load = useCallback(
    (restore: RestoreMode) => {
      let nextId = 0;
      loading.current ??= import('@/lib/offline/offline-runtime')
        .then(({ startOfflineRuntime }) =>
          startOfflineRuntime(
            client,
            apolloSender(client),
            cachedViewerId(client),
            {
              onCount: setPending,
              onRefused: (front, message) => setRefused((list) => [...list, { id: ++nextId, front, message }]),
              onUpdateReady: () => setUpdateReady(true),
            },
            restore,
          ),
        )
        .then(
          (started) => {
            runtimeRef.current = started;
            setRuntime(started);
            return started;
          },
          (error: unknown) => {
            console.error(error);
            return null;
          },
        );
      return loading.current;
    },
    [client],
  );

  useEffect(() => {
    if (loading.current) return;
    // Online, once the page has loaded and if someone is signed in then (signing out clears the hint first).
    if (navigator.onLine) return afterPageLoad(() => hasSessionHint() && void load('merge'));
    if (!hasSessionHint()) return;
    const timeout = setTimeout(() => setReady(true), RESTORE_TIMEOUT_MS);
    void load('replace').finally(() => {
      clearTimeout(timeout);
      setReady(true);
    });
  }, [load]);

  // Signing out: the copy and the waiting ratings are forgotten, loading the runtime for it if it has not come yet.
  const forget = useCallback(async () => {
    const started = await load('merge');
    await started?.forget();
  }, [load]);

  // Back online, just loaded online, or someone (else) signed in: the ratings of who is signed in go, in order
  // (the queue asks the cache who that is; `viewerId` only says when to ask again).
  const viewerId = useViewerQuery({ fetchPolicy: 'cache-only' }).data?.viewer?.id ?? null;
  const replayFor = useCallback(
    (_viewerId: string | null) => {
      if (!runtime) return;
      runtime.queue.count().then(setPending, () => undefined);
      if (online) void runtime.queue.replay();
    },
    [online, runtime],
  );
  useEffect(() => replayFor(viewerId), [replayFor, viewerId]);

  // Every waiting rating has arrived: the screens ask the API again for what changed meanwhile.
  useEffect(() => {
    if (lastPending.current > 0 && pending === 0 && online) {
      client.refetchQueries({ include: 'active' }).catch(() => undefined);
    }
    lastPending.current = pending;
  }, [pending, online, client]);

  const state = useMemo<OfflineState>(
    () => ({ online, pending, refused, dismissRefused: () => setRefused([]), updateReady, runtime, forget }),
    [online, pending, refused, updateReady, runtime, forget],
  );
  return (
    <OfflineRuntimeContext.Provider value={runtimeRef}>
      <OfflineContext.Provider value={state}>{ready ? children : null}</OfflineContext.Provider>
    </OfflineRuntimeContext.Provider>
  );
}
