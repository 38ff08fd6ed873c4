/**
 * What to do after the live connection failed (spec section 4, "Reconnect of live updates"):
 * retry with backoff; once errors have lasted five minutes, one graceful reconnect (disconnect,
 * reconnect after 20 s); once they have lasted fifteen, reload. Pure, so the policy is tested
 * on its own and the connection only carries it out.
 */
import {
  FORCED_RELOAD_AFTER_MS,
  GRACEFUL_RECONNECT_AFTER_MS,
  GRACEFUL_RECONNECT_DELAY_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from "./live-timing.js";

export interface FailureWindow {
  /** When the current run of failures began (ms since the epoch). */
  since: number;
  /** Failed attempts so far in this run. */
  attempts: number;
  /** Whether this run already had its graceful reconnect. */
  graceful: boolean;
}

export type ReconnectStep =
  | { kind: "retry"; delayMs: number }
  | { kind: "graceful"; delayMs: number }
  | { kind: "reload" };

/** The step after one more failure at `now`, and the failure window that follows it. */
export function afterFailure(window: FailureWindow | null, now: number): { step: ReconnectStep; window: FailureWindow } {
  const run = window ?? { since: now, attempts: 0, graceful: false };
  const failing = now - run.since;
  const next = { ...run, attempts: run.attempts + 1 };
  if (failing >= FORCED_RELOAD_AFTER_MS) return { step: { kind: "reload" }, window: next };
  if (failing >= GRACEFUL_RECONNECT_AFTER_MS && !run.graceful) {
    return { step: { kind: "graceful", delayMs: GRACEFUL_RECONNECT_DELAY_MS }, window: { ...next, graceful: true } };
  }
  const delayMs = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(run.attempts, 10));
  return { step: { kind: "retry", delayMs }, window: next };
}
