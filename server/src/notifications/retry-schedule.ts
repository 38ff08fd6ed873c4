/** When a failed outbox row is tried again, and when it is given up. */

/** Waits after the 1st…5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The next attempt's time after `attempts` failures, or undefined when there is none left. */
export function nextAttemptAt(attempts: number, now: Date): Date | undefined {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (attempts >= MAX_ATTEMPTS || delay === undefined) return undefined;
  return new Date(now.getTime() + delay);
}
