/**
 * Follows every committed staff change with the shared recompute-and-publish step. The change
 * already stands, so a failure here is logged rather than turned into a failed answer.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterQueueChange } from "../../queue/queue-events.js";

export async function afterStaffChange(
  app: FastifyInstance,
  request: FastifyRequest,
  locationId: number,
  changedAppointmentIds: readonly number[],
  now: Date,
): Promise<void> {
  await afterQueueChange({ db: app.ctx.db, bus: app.ctx.bus, now }, locationId, changedAppointmentIds).catch((error: unknown) =>
    request.log.error({ err: error }, "wait recompute after a staff change failed"),
  );
}
