/**
 * The one place that follows every change to a booked appointment (booked, moved, checked in,
 * started, finished, cancelled, a video link, a no-show): its manage page hears
 * `ManageAppointmentUpdated` on `appointment.{id}`, its location's channel `AppointmentsChanged`
 * (ids only: the channel is public), and every line where its staff member — before and after
 * a move — is on duty is recomputed and published (`afterAppointmentChange`), since booked time is
 * not free for walk-ins there.
 */
import type { Kysely } from "kysely";
import { bookedAppointmentChannel, locationChannel, type AppointmentsChangedData, type ManageAppointmentUpdatedData } from "#contract";
import type { AppointmentRow, Database } from "../db/schema.js";
import { afterAppointmentChange } from "../queue/after-appointment-change.js";
import type { QueueChangeContext } from "../queue/queue-events.js";
import { dialInOf } from "../queue-appointments/client-records.js";

/** A changed booking as it was before the change (a new one has no staff member before). */
export type ChangedAppointment = Pick<AppointmentRow, "id" | "location_id"> & { staff_id?: number };

/** Call once the change has committed. */
export async function publishAppointmentChanges(ctx: QueueChangeContext, bookings: readonly ChangedAppointment[]): Promise<void> {
  const staff = new Set<number>();
  const byLocation = new Map<number, number[]>();
  for (const booking of bookings) {
    const data = await bookingUpdate(ctx.db, booking.id);
    if (data) {
      await ctx.bus.publish({ channel: bookedAppointmentChannel(booking.id), event: "ManageAppointmentUpdated", data });
      staff.add(data.attributes.staff_id);
    }
    if (booking.staff_id !== undefined) staff.add(booking.staff_id);
    byLocation.set(booking.location_id, [...(byLocation.get(booking.location_id) ?? []), booking.id]);
  }
  for (const [locationId, ids] of byLocation) {
    const changed: AppointmentsChangedData = { ids };
    await ctx.bus.publish({ channel: locationChannel(locationId), event: "AppointmentsChanged", data: changed });
  }
  await afterAppointmentChange(ctx, [...staff]);
}

/** What the manage page applies live: status, check-in and visit times, the time, staff, video details. */
export async function bookingUpdate(db: Kysely<Database>, id: number): Promise<ManageAppointmentUpdatedData | undefined> {
  const row = await db
    .selectFrom("appointments")
    .innerJoin("staff_users", "staff_users.id", "appointments.staff_id")
    .selectAll("appointments")
    .select("staff_users.full_name")
    .where("appointments.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id,
    attributes: {
      status: row.status,
      checked_in_at: row.checked_in_at,
      started_at: row.started_at,
      finished_at: row.finished_at,
      start: row.starts_at,
      end: row.ends_at,
      staff_id: row.staff_id,
      user: { full_name: row.full_name },
      meeting_link: row.meeting_link,
      dial_in: dialInOf(row),
    },
  };
}
