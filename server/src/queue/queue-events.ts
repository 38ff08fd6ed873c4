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
import { recomputeExpectedStarts, type RecomputedLine } from "./location-queue.js";
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
  const line = await recomputeExpectedStarts(ctx.db, locationId, ctx.now, { configCache: ctx.configCache });
  const { updates, open } = line;
  // Before the events go out: they wake the outbox worker, which should find this notice.
  if (open) await notifyNextInLine(ctx.db, updates[0]?.id, ctx.now);
  // Sent even when nothing moved: a client joining now may wait longer or less (the booking form re-reads).
  await ctx.bus.publish({ channel: locationChannel(locationId), event: "WaitTimeRecalculated", data: waitTimeDelta(line, changedAppointmentIds) });
  const positions = new Map(updates.map((u, index) => [u.id, index + 1]));
  for (const id of changedAppointmentIds) {
    const data = await appointmentUpdate(ctx.db, id, positions.get(id) ?? null);
    if (data) await ctx.bus.publish({ channel: appointmentChannel(id), event: "ManageQueueAppointmentUpdated", data });
  }
}

/**
 * What a location's subscribers are told: only the expected starts that changed, so a change
 * costs the same bytes at the end of a long line as at the front of a short one. Besides the
 * rows the recompute moved: the changed appointments themselves — one that joined (its first
 * estimate, stored before the recompute) and one that left the line (null: no estimate now).
 * In arrival order (ids grow with arrival).
 */
export function waitTimeDelta(line: RecomputedLine, changedAppointmentIds: readonly number[]): WaitTimeRecalculatedData {
  const starts = new Map(line.moved.map((u) => [u.id, u.expected_start]));
  const waiting = new Map(line.updates.map((u) => [u.id, u.expected_start]));
  for (const id of changedAppointmentIds) if (!starts.has(id)) starts.set(id, waiting.get(id) ?? null);
  return [...starts]
    .sort(([a], [b]) => a - b)
    .map(([id, expected_start]) => ({ id, attributes: { expected_start } }));
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
