const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the current request has answered (on a later turn of the event loop), so its
 * duration cannot show in the answer's timing; a failure goes to `onError`, never to the client.
 */
export function runAfterResponse(task: () => Promise<void>, onError: (error: unknown) => void): void {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch(onError)
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every task started with `runAfterResponse` so far has finished (tests, shutdown). */
export async function backgroundSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
