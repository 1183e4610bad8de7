/** Timers a test fires by hand (a queue's `setTimer`/`clearTimer`): each wait is seen, and run when the test says. */
export function manualTimers() {
  const waits: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const pending = () => waits.filter((wait) => !wait.cancelled);
  return {
    waits,
    setTimer: (run: () => void, ms: number) => {
      const wait = { run, ms, cancelled: false };
      waits.push(wait);
      return wait;
    },
    clearTimer: (wait: unknown) => {
      (wait as { cancelled: boolean }).cancelled = true;
    },
    pending,
    /** Runs the latest wait still pending. */
    fireLast: () => {
      const wait = pending().at(-1);
      if (!wait) throw new Error('no timer waiting');
      wait.cancelled = true;
      wait.run();
    },
  };
}
