/**
 * The one place that follows every change to a line (join, cancel, start, complete, no-show,
 * staff on or off duty, a booking, the location opening or closing): the line model applies it
 * and tells the location's channel what moved (line/line-models.ts), then each changed
 * appointment's channel hears its own state. The first client is told "you are next" only while
 * the location is open: someone who joins a closed branch hears it when the branch opens (the
 * anchor at opening, opening-recompute.ts).
 */
import type { Kysely } from "kysely";
import { appointmentChannel, type ManageQueueAppointmentUpdatedData } from "#contract";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../live/event-bus.js";
import { appointmentAttributes } from "../queue-appointments/queue-appointment-view.js";
import type { LineModels } from "./line/line-models.js";
import type { LineState } from "./line/line-state.js";

export interface QueueChangeContext {
  db: Kysely<Database>;
  bus: EventBus;
  lines: LineModels;
}

/**
 * `changedAppointmentIds`: appointments whose status changed (none: staff, bookings or hours
 * changed). `anchor`: work the estimates out again now (the location opened or closed).
 */
export async function afterQueueChange(
  ctx: QueueChangeContext,
  locationId: number,
  changedAppointmentIds: readonly number[] = [],
  options: { anchor?: boolean } = {},
): Promise<void> {
  const recorded = await ctx.lines.record(locationId, changedAppointmentIds, options);
  for (const id of changedAppointmentIds) {
    const data = await appointmentUpdate(ctx.db, id, recorded?.line);
    if (data) await ctx.bus.publish({ channel: appointmentChannel(id), event: "ManageQueueAppointmentUpdated", data });
  }
}

/** What the manage page applies live: status, dial-in, meeting link, staff, wait, place in line. */
export async function appointmentUpdate(db: Kysely<Database>, id: number, line: LineState | undefined): Promise<ManageQueueAppointmentUpdatedData | undefined> {
  const row = await db.selectFrom("queue_appointments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const user =
    row.user_id === null ? null : ((await db.selectFrom("staff_users").select("full_name").where("id", "=", row.user_id).executeTakeFirst()) ?? null);
  const a = appointmentAttributes(row, user, line);
  return {
    id,
    attributes: {
      status: a.status,
      dial_in: a.dial_in,
      meeting_link: a.meeting_link,
      user: a.user,
      expected_start: a.expected_start,
      expected_start_p90: a.expected_start_p90 ?? null,
      position: a.position,
    },
  };
}
