/**
 * When a failed webhook delivery is tried again: the Standard Webhooks specification's example
 * schedule (immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h), about
 * three days in all. A receiver's `Retry-After` (on a 429 or 503) makes the wait longer when it
 * asks more than the step (up to a day), never shorter: a receiver restarting with
 * `Retry-After: 1` must not use up the whole schedule in a minute.
 */

export const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 86_400_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

const MAX_RETRY_AFTER_MS = 86_400_000;

/** The next attempt's time after `attempts` failed ones, or undefined when the schedule is over. */
export function nextWebhookAttemptAt(attempts: number, now: Date, retryAfterMs?: number): Date | undefined {
  const step = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  if (attempts >= WEBHOOK_MAX_ATTEMPTS || step === undefined) return undefined;
  const delay = retryAfterMs === undefined ? step : Math.max(step, Math.min(MAX_RETRY_AFTER_MS, retryAfterMs));
  return new Date(now.getTime() + delay);
}
