/**
 * The one place that follows every change to a line (join, cancel, start, complete, no-show,
 * staff on or off duty, the location opening or closing): recompute the waiting clients'
 * expected starts, then tell the location's channel and the changed appointments' channels.
 * The first client is told "you are next" only while the location is open: someone who joins a
 * closed branch hears it when the branch opens (the recompute at opening, opening-recompute.ts).
 */
import type { Kysely } from "kysely";
import {
  appointmentChannel,
  locationChannel,
  type ManageQueueAppointmentUpdatedData,
  type WaitTimeRecalculatedData,
} from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../live/event-bus.js";
import type { ConfigCache } from "../vendors/config-cache.js";
import { notifyNextInLine } from "../notifications/notify-next-in-line.js";
import { recomputeExpectedStarts } from "./location-queue.js";
import { appointmentAttributes } from "../queue-appointments/queue-appointment-view.js";

export interface QueueChangeContext {
  db: Kysely<Database>;
  bus: EventBus;
  now: Date;
  /** Reads who serves what and the location's hours through the configuration cache (queue load options). */
  configCache?: ConfigCache;
}

export async function afterQueueChange(
  ctx: QueueChangeContext,
  locationId: number,
  changedAppointmentIds: readonly number[] = [],
): Promise<void> {
  const { updates, open } = await recomputeExpectedStarts(ctx.db, locationId, ctx.now, { configCache: ctx.configCache });
  // Before the events go out: they wake the outbox worker, which should find this notice.
  if (open) await notifyNextInLine(ctx.db, updates[0]?.id, ctx.now);
  const waitTimes: WaitTimeRecalculatedData = updates.map((u) => ({ id: u.id, attributes: { expected_start: u.expected_start } }));
  await ctx.bus.publish({ channel: locationChannel(locationId), event: "WaitTimeRecalculated", data: waitTimes });
  const positions = new Map(updates.map((u, index) => [u.id, index + 1]));
  for (const id of changedAppointmentIds) {
    const data = await appointmentUpdate(ctx.db, id, positions.get(id) ?? null);
    if (data) await ctx.bus.publish({ channel: appointmentChannel(id), event: "ManageQueueAppointmentUpdated", data });
  }
}

/** What the manage page applies live: status, dial-in, meeting link, staff, wait. */
export async function appointmentUpdate(
  db: Kysely<Database>,
  id: number,
  position: number | null,
): Promise<ManageQueueAppointmentUpdatedData | undefined> {
  const row = await db.selectFrom("queue_appointments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const user =
    row.user_id === null
      ? null
      : ((await db.selectFrom("staff_users").select("full_name").where("id", "=", row.user_id).executeTakeFirst()) ?? null);
  const a = appointmentAttributes(row, user, position);
  return {
    id,
    attributes: {
      status: a.status,
      dial_in: a.dial_in,
      meeting_link: a.meeting_link,
      user: a.user,
      expected_start: a.expected_start,
      position: a.position,
    },
  };
}
