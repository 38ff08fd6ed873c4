/**
 * The stop of a running server (SIGTERM, SIGINT), in the order a load balancer needs:
 *
 * 1. drain — `/readyz` answers 503 at once, everything else is still served (with
 *    `Connection: close`) for `SHUTDOWN_DRAIN_MS`, long enough for health checks to take the
 *    instance out of the pool before anything is refused;
 * 2. stop — the listener closes, idle connections are closed, requests in flight finish (and
 *    their connections close after the answer), websocket clients get the reconnect notice and
 *    1012, the outbox worker finishes the delivery in hand, then the store closes;
 * 3. exit — within `SHUTDOWN_TIMEOUT_MS` of the signal whatever clients do: past it, the
 *    connections still open are cut and the process exits with status 1.
 *
 * A second signal skips what is left of the drain (Ctrl-C twice in a terminal, where no load
 * balancer is waiting).
 */
import type { FastifyInstance } from "fastify";
import type { ShutdownConfig } from "../config.js";
import type { Store } from "../db/database.js";

export interface GracefulStopOptions {
  app: FastifyInstance;
  store: Store;
  shutdown: ShutdownConfig;
  /** Ends the process; tests of the sequence pass their own. */
  exit?: (code: number) => void;
}

/** Returns the stop; calling it again (a second signal) joins the stop under way. */
export function createGracefulStop(options: GracefulStopOptions): (signal: string) => Promise<void> {
  const { app, store, shutdown } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  let skipDrain: (() => void) | undefined;

  function cutOff(): void {
    app.log.warn({ timeoutMs: shutdown.timeoutMs }, "stop: SHUTDOWN_TIMEOUT_MS passed; closing the connections still open");
    app.server.closeAllConnections();
    exit(1);
  }

  async function stop(signal: string): Promise<void> {
    const deadline = setTimeout(cutOff, shutdown.timeoutMs);
    app.lifecycle.enter("draining");
    app.log.info({ signal, drainMs: shutdown.drainMs }, "stop: draining; /readyz answers 503 so load balancers take this instance out");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, shutdown.drainMs);
      skipDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    skipDrain = undefined;
    app.lifecycle.enter("stopping");
    app.log.info("stop: no longer accepting connections; finishing the requests in flight");
    try {
      await app.close();
      await store.close();
    } catch (error) {
      app.log.error({ err: error }, "stop: closing failed");
      clearTimeout(deadline);
      exit(1);
      return;
    }
    clearTimeout(deadline);
    app.log.info("stop: stopped");
    exit(0);
  }

  return (signal) => {
    if (stopping && skipDrain) {
      app.log.info({ signal }, "stop: second signal; skipping the rest of the drain");
      skipDrain();
    }
    stopping ??= stop(signal);
    return stopping;
  };
}
