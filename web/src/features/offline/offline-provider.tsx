import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useViewerQuery } from '@/__generated__/graphql';
import { hasSessionHint } from '@/lib/session-hint';
import { apolloSender, cachedViewerId } from './apollo-sender';
import { OfflineContext, type OfflineState, type RefusedRating } from './offline-context';
import type { OfflineRuntime } from './offline-runtime';
import { useOnline } from './use-online';

/** How long screens wait for the persisted cache before they render without it (IndexedDB unavailable, say). */
const RESTORE_TIMEOUT_MS = 3000;

/**
 * Offline study for signed-in learners (issue 14). With the session hint, loads the offline runtime first —
 * the persisted cache goes into Apollo before any screen asks for data — then renders the screens; without it
 * (sign-in pages) renders at once and loads nothing. Replays waiting ratings when the connection returns, and
 * refetches what the screens show once they have all arrived.
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const online = useOnline();
  const [runtime, setRuntime] = useState<OfflineRuntime | null>(null);
  const [ready, setReady] = useState(() => !hasSessionHint());
  const [pending, setPending] = useState(0);
  const [refused, setRefused] = useState<RefusedRating[]>([]);
  const [updateReady, setUpdateReady] = useState(false);
  const started = useRef(false);
  const lastPending = useRef(0);

  useEffect(() => {
    if (started.current || !hasSessionHint()) return;
    started.current = true;
    const timeout = setTimeout(() => setReady(true), RESTORE_TIMEOUT_MS);
    let nextId = 0;
    import('./offline-runtime')
      .then(({ startOfflineRuntime }) =>
        startOfflineRuntime(client, apolloSender(client), cachedViewerId(client), {
          onCount: setPending,
          onRefused: (front, message) => setRefused((list) => [...list, { id: ++nextId, front, message }]),
          onUpdateReady: () => setUpdateReady(true),
        }),
      )
      .then(setRuntime)
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        clearTimeout(timeout);
        setReady(true);
      });
  }, [client]);

  // Screens opened online show the restored cache at once; a moment later (their route chunks loaded) they ask the
  // API for anything that changed since it was saved, once per page load.
  useEffect(() => {
    if (!runtime || !navigator.onLine) return;
    const timer = setTimeout(() => client.refetchQueries({ include: 'active' }).catch(() => undefined), 1000);
    return () => clearTimeout(timer);
  }, [runtime, client]);

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
    () => ({ online, pending, refused, dismissRefused: () => setRefused([]), updateReady, runtime }),
    [online, pending, refused, updateReady, runtime],
  );
  return <OfflineContext.Provider value={state}>{ready ? children : null}</OfflineContext.Provider>;
}
