/**
 * Runs at most `max` pieces of work at a time; the rest wait their turn in order. For work whose memory is outside the
 * heap's cap (uploads being received and re-encoded), so that many at once queue instead of adding up.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
