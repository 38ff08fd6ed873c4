/**
 * A warning for something that can happen thousands of times a second under attack (refused
 * connections): logged when it first happens, then at most once per interval with the number
 * of occurrences since the last line, so the log shows the attack without being flooded by it.
 */
import type { FastifyBaseLogger } from "fastify";

/** Default interval between two lines of the same warning. */
const EVERY_MS = 30_000;

/** Call it at every occurrence; `fields` of the occurrence that writes a line are logged with it. */
export type ThrottledWarning = (fields?: Record<string, unknown>) => void;

export function throttledWarning(logger: Pick<FastifyBaseLogger, "warn">, message: string, everyMs = EVERY_MS): ThrottledWarning {
  let loggedAt = -Infinity;
  let occurrences = 0;
  return (fields = {}) => {
    occurrences += 1;
    const now = Date.now();
    if (now - loggedAt < everyMs) return;
    logger.warn({ ...fields, occurrences }, message);
    loggedAt = now;
    occurrences = 0;
  };
}
