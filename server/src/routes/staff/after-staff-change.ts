/**
 * Follows every committed staff change with the shared recompute-and-publish step (a booking's
 * also tells its manage page and the location's staff). The change already stands, so a failure
 * here is logged rather than turned into a failed answer.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { publishAppointmentChanges, type ChangedAppointment } from "../../appointments/appointment-events.js";
import { afterCommitFailed } from "../../http/after-commit.js";
import { afterQueueChange } from "../../queue/queue-events.js";

export async function afterStaffChange(
  app: FastifyInstance,
  request: FastifyRequest,
  locationId: number,
  changedAppointmentIds: readonly number[],
): Promise<void> {
  await afterQueueChange(app.ctx, locationId, changedAppointmentIds).catch(afterCommitFailed(request, app.ctx.bus, "wait recompute after a staff change"));
}

export async function afterStaffAppointmentChange(app: FastifyInstance, request: FastifyRequest, before: ChangedAppointment): Promise<void> {
  await publishAppointmentChanges(app.ctx, [before]).catch(afterCommitFailed(request, app.ctx.bus, "publishing a booking change"));
}
