/**
 * Booked appointments as staff see them: with the client's contact details, the service, the
 * method, who it is booked with, the check-in and visit times, the video details, whether it is
 * due (call-next takes it) and what the caller may do to it. The day view of a location, the
 * bookings of its line, and one booking (the answer of a staff change) share this shape.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, type StaffAppointmentEntry, type StaffAppointmentsResponse } from "#contract";
import { localDate, nextDate, startOfDate } from "../appointments/local-dates.js";
import type { Database, LocationRow } from "../db/schema.js";
import { localTime, localTimeOrNull } from "../locations/local-time.js";
import { dialInOf } from "../queue-appointments/client-records.js";
import { allowedAppointmentActions } from "./appointment-actions.js";
import { CLIENT_CONTACT_COLUMNS, clientContact } from "./client-contact.js";
import { isAppointmentDue, waitsInLine } from "./appointment-due.js";
import type { Actor } from "./staff-permissions.js";
import { locationName } from "./location-name.js";

function bookingsQuery(db: Kysely<Database>) {
  return db
    .selectFrom("appointments")
    .innerJoin("clients", "clients.id", "appointments.client_id")
    .innerJoin("services", "services.id", "appointments.service_id")
    .innerJoin("staff_users", "staff_users.id", "appointments.staff_id")
    .selectAll("appointments")
    .select([...CLIENT_CONTACT_COLUMNS, "clients.lang", "services.name as service_name", "staff_users.full_name as staff_full_name"]);
}

type BookingViewRow = Awaited<ReturnType<ReturnType<typeof bookingsQuery>["execute"]>>[number];

export function appointmentEntry(actor: Actor, row: BookingViewRow, now: Date): StaffAppointmentEntry {
  return {
    id: row.id,
    type: "appointments",
    attributes: {
      status: row.status,
      start: row.starts_at,
      end: row.ends_at,
      timezone: row.timezone,
      checked_in_at: row.checked_in_at,
      started_at: row.started_at,
      finished_at: row.finished_at,
      start_local: localTime(row.starts_at, row.timezone),
      end_local: localTime(row.ends_at, row.timezone),
      checked_in_at_local: localTimeOrNull(row.checked_in_at, row.timezone),
      started_at_local: localTimeOrNull(row.started_at, row.timezone),
      finished_at_local: localTimeOrNull(row.finished_at, row.timezone),
      due: isAppointmentDue(row, now),
      client: { ...clientContact(row), lang: row.lang },
      service: { id: row.service_id, name: row.service_name },
      staff: { id: row.staff_id, full_name: row.staff_full_name },
      meeting_method: row.meeting_method,
      fulfillment_method: row.fulfillment_method,
      car_details: row.car_details,
      notes: row.notes,
      attendees: JSON.parse(row.attendees) as StaffAppointmentEntry["attributes"]["attendees"],
      meeting_link: row.meeting_link,
      dial_in: dialInOf(row),
      booked_through: row.booked_through,
      actions: allowedAppointmentActions(actor, row),
    },
  };
}

/** The location's bookings of one local day (all statuses), by start; optionally one staff member's. */
export async function loadDayAppointments(
  db: Kysely<Database>,
  actor: Actor,
  location: LocationRow,
  query: { date?: string; staffId?: number },
  now: Date,
): Promise<StaffAppointmentsResponse> {
  const date = query.date ?? localDate(now, location.timezone);
  let select = bookingsQuery(db)
    .where("appointments.location_id", "=", location.id)
    .where("appointments.starts_at", ">=", new Date(startOfDate(date, location.timezone)).toISOString())
    .where("appointments.starts_at", "<", new Date(startOfDate(nextDate(date), location.timezone)).toISOString());
  if (query.staffId !== undefined) select = select.where("appointments.staff_id", "=", query.staffId);
  const rows = await select.orderBy("appointments.starts_at").orderBy("appointments.id").execute();
  return {
    data: rows.map((row) => appointmentEntry(actor, row, now)),
    meta: {
      location: { id: location.id, name: locationName(location), timezone: location.timezone, local_now: localTime(now, location.timezone) },
      date,
      staff_id: query.staffId ?? null,
    },
  };
}

/** One booking in the staff shape, whatever its status. */
export async function loadAppointmentEntry(db: Kysely<Database>, actor: Actor, id: number, now: Date): Promise<StaffAppointmentEntry> {
  const row = await bookingsQuery(db).where("appointments.id", "=", id).executeTakeFirstOrThrow();
  return appointmentEntry(actor, row, now);
}

/** The bookings of a location's line now: those in progress, and those waiting there (see appointment-due.ts). */
export async function loadLineAppointments(
  db: Kysely<Database>,
  actor: Actor,
  locationId: number,
  now: Date,
): Promise<{ serving: StaffAppointmentEntry[]; waiting: StaffAppointmentEntry[] }> {
  // Every visit in progress (one left open yesterday still keeps its staff member busy), and the
  // confirmed bookings of today: a day and a half either side covers every time zone.
  const rows = await bookingsQuery(db)
    .where("appointments.location_id", "=", locationId)
    .where((eb) =>
      eb.or([
        eb("appointments.status", "=", AppointmentStatus.inProgress),
        eb.and([
          eb("appointments.status", "=", AppointmentStatus.confirmed),
          eb("appointments.starts_at", ">=", new Date(now.getTime() - 36 * 3_600_000).toISOString()),
          eb("appointments.starts_at", "<", new Date(now.getTime() + 36 * 3_600_000).toISOString()),
        ]),
      ]),
    )
    .orderBy("appointments.starts_at")
    .orderBy("appointments.id")
    .execute();
  const serving = rows.filter((r) => r.status === AppointmentStatus.inProgress);
  return {
    serving: serving.map((row) => appointmentEntry(actor, row, now)),
    waiting: rows.filter((row) => waitsInLine(row, now)).map((row) => appointmentEntry(actor, row, now)),
  };
}
