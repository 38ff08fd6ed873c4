/**
 * What follows a committed change — recomputing the line, publishing its live events — must not
 * fail the request: the change stands. A failure is logged (a warning when the database is
 * unavailable, an outage rather than a bug; else an error), and since events may then be
 * missing, every page is told to read its state again as soon as that can be said.
 */
import type { FastifyRequest } from "fastify";
import { classifyStoreError } from "../db/store-errors.js";
import type { EventBus } from "../live/event-bus.js";

/** The `catch` of a step after the commit; `what` names it in the log. */
export function afterCommitFailed(request: FastifyRequest, bus: EventBus, what: string): (error: unknown) => void {
  return (error) => {
    if (classifyStoreError(error)) request.log.warn({ err: error }, `${what} failed: the database is unavailable`);
    else request.log.error({ err: error }, `${what} failed`);
    bus.eventsMissed();
  };
}
