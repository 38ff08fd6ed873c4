/**
 * A task an instance runs every few seconds while it is up (a sweep, a look for due work): never
 * two runs at once, a failure logged and tried again next time, never the reason the process
 * stays alive, and stopped with the server after the run in flight.
 */
export interface RepeatingTask {
  start(): void;
  /** Stops repeating and waits for a run in flight. */
  stop(): Promise<void>;
}

export function repeatingTask(run: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = run()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
