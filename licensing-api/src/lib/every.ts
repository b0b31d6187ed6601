// A task run every so often and never twice at once: the hub's session check and dispatcher, the
// mail worker and the periodic jobs.

/**
 * Runs `run` every `ms`; `now` runs it at once, or answers the run under way. A run that fails on
 * the timer is given to `failed`; `stop` ends the timer and waits for the run under way.
 */
export function every<T>(ms: number, run: () => Promise<T>, failed: (error: unknown) => void) {
  let running: Promise<T> | null = null;
  const now = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  // A tick while a run is under way skips it, so a failing run is reported once, not per tick.
  const timer = setInterval(() => {
    if (!running) now().catch(failed);
  }, ms);
  timer.unref();
  return {
    now,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
