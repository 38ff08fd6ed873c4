/**
 * A booking made, moved, cancelled or ended changes every line where its staff member is on
 * duty (their booked time is not free for the walk-ins there, wherever the booking is): each of
 * those lines is recomputed and told, as after any change to a line. Call it after the change
 * commits, with every staff member involved (a move may change who serves).
 */
import { afterQueueChange, type QueueChangeContext } from "./queue-events.js";

export async function afterAppointmentChange(ctx: QueueChangeContext, staffIds: readonly number[]): Promise<void> {
  if (!staffIds.length) return;
  const duties = await ctx.db
    .selectFrom("staff_locations")
    .select("location_id")
    .distinct()
    .where("staff_id", "in", [...staffIds])
    .where("on_duty", "=", 1)
    .orderBy("location_id")
    .execute();
  for (const { location_id } of duties) await afterQueueChange(ctx, location_id);
}
