/** A job that runs on this instance at a fixed interval, until stopped. */
export interface PeriodicJob {
  /** Waits for a run under way, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `job` now and every `everyMs` after. One run at a time: a slow run is not overlapped by the
 * next tick, which is skipped. A failed run goes to `onError` and the job runs again at the next
 * tick. The timer is unref'd: a pending tick never keeps a stopping process alive.
 */
export function runPeriodically(
  job: () => Promise<void>,
  everyMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = job()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, everyMs).unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
