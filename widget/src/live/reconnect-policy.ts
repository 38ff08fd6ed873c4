/**
 * What to do after the live connection failed (spec section 4, "Reconnect of live updates"):
 * retry with backoff; once errors have lasted five minutes, one graceful reconnect (disconnect,
 * reconnect after 20 s); once they have lasted fifteen, reload. Pure, so the policy is tested
 * on its own and the connection only carries it out.
 *
 * Every retry waits a random time up to its backoff ("full jitter"): when a server restarts,
 * every page open on it loses its socket in the same instant, and equal delays would bring them
 * all back in the same instant too. The random source is a parameter so tests can fix it.
 */
import {
  FORCED_RELOAD_AFTER_MS,
  GRACEFUL_RECONNECT_AFTER_MS,
  GRACEFUL_RECONNECT_DELAY_MS,
  RESTART_NOTICE_SPREAD_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
} from "./live-timing.js";

/** A number in [0, 1), as `Math.random` answers. */
export type RandomSource = () => number;

export interface FailureWindow {
  /** When the current run of failures began (ms since the epoch). */
  since: number;
  /** Failed attempts so far in this run. */
  attempts: number;
  /** Whether this run already had its graceful reconnect. */
  graceful: boolean;
}

export type ReconnectStep = { kind: "retry"; delayMs: number } | { kind: "graceful"; delayMs: number } | { kind: "reload" };

/** The step after one more failure at `now`, and the failure window that follows it. */
export function afterFailure(window: FailureWindow | null, now: number, random: RandomSource = Math.random): { step: ReconnectStep; window: FailureWindow } {
  const run = window ?? { since: now, attempts: 0, graceful: false };
  const failing = now - run.since;
  const next = { ...run, attempts: run.attempts + 1 };
  if (failing >= FORCED_RELOAD_AFTER_MS) return { step: { kind: "reload" }, window: next };
  if (failing >= GRACEFUL_RECONNECT_AFTER_MS && !run.graceful) {
    return { step: { kind: "graceful", delayMs: GRACEFUL_RECONNECT_DELAY_MS }, window: { ...next, graceful: true } };
  }
  const backoffMs = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(run.attempts, 10));
  return { step: { kind: "retry", delayMs: jitter(backoffMs, random) }, window: next };
}

/**
 * The wait after the server's restart notice: the time it names (the server already spreads it
 * per client), else the graceful pause, plus up to one more second of our own, so pages that
 * heard the same notice (or an older server's fixed one) still come back one by one.
 */
export function afterRestartNotice(reconnectAfterMs: number | undefined, random: RandomSource = Math.random): number {
  const floor = reconnectAfterMs !== undefined && Number.isFinite(reconnectAfterMs) && reconnectAfterMs >= 0 ? reconnectAfterMs : GRACEFUL_RECONNECT_DELAY_MS;
  return floor + jitter(RESTART_NOTICE_SPREAD_MS, random);
}

/** Uniform in [0, upTo]; a source outside [0, 1] is clamped rather than trusted. */
function jitter(upToMs: number, random: RandomSource): number {
  return Math.round(Math.min(1, Math.max(0, random())) * upToMs);
}
