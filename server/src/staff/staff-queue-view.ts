/**
 * The staff view of a line: every waiting and in-progress client with what staff need to serve
 * them (contact details, service, method, car, notes, answers, who serves them) and what the
 * caller may do to each, with the bookings in progress and those waiting there (appointment-due.ts);
 * plus who works at the location. A fixed number of queries per call.
 */
import type { Kysely } from "kysely";
import {
  QueueStatus,
  type StaffAppointmentEntry,
  type StaffLineEntry,
  type StaffMemberSummary,
  type StaffQueueEntry,
  type StaffQueueResponse,
} from "#contract";
import type { Database, LocationRow } from "../db/schema.js";
import { localTime, localTimeOrNull } from "../locations/local-time.js";
import type { LineModels } from "../queue/line/line-models.js";
import type { LineState } from "../queue/line/line-state.js";
import { CLIENT_CONTACT_COLUMNS, clientContact } from "./client-contact.js";
import { locationName } from "./location-name.js";
import { allowedActions } from "./queue-appointment-actions.js";
import { loadLineAppointments } from "./staff-appointments-view.js";
import { managesPresence, type Actor } from "./staff-permissions.js";

function entriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom("queue_appointments")
    .innerJoin("clients", "clients.id", "queue_appointments.client_id")
    .innerJoin("services", "services.id", "queue_appointments.service_id")
    .innerJoin("locations", "locations.id", "queue_appointments.location_id")
    .leftJoin("staff_users", "staff_users.id", "queue_appointments.user_id")
    .selectAll("queue_appointments")
    .select([
      ...CLIENT_CONTACT_COLUMNS,
      "clients.notes as client_notes",
      "clients.lang as client_lang",
      "services.name as service_name",
      "locations.timezone as location_timezone",
      "staff_users.full_name as user_full_name",
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>["execute"]>>[number];

export async function loadStaffQueue(db: Kysely<Database>, lines: LineModels, actor: Actor, location: LocationRow, now: Date): Promise<StaffQueueResponse> {
  const [rows, staff, bookings, line] = await Promise.all([
    entriesQuery(db)
      .where("queue_appointments.location_id", "=", location.id)
      .where("queue_appointments.status", "in", [QueueStatus.waiting, QueueStatus.inProgress])
      .orderBy("queue_appointments.id")
      .execute(),
    db
      .selectFrom("staff_locations")
      .innerJoin("staff_users", "staff_users.id", "staff_locations.staff_id")
      .select(["staff_users.id", "staff_users.full_name", "staff_users.role_level", "staff_locations.on_duty"])
      .where("staff_locations.location_id", "=", location.id)
      .where("staff_users.active", "=", 1)
      .orderBy("staff_users.full_name")
      .execute(),
    loadLineAppointments(db, actor, location.id, now),
    lines.line(location.id),
  ]);
  // In progress first (longest running on top), then the line in arrival order.
  const serving = rows.filter((r) => r.status === QueueStatus.inProgress).sort((a, b) => (a.started_at ?? "").localeCompare(b.started_at ?? ""));
  const waiting = rows.filter((r) => r.status === QueueStatus.waiting);
  const places = await toEntries(db, actor, [...serving, ...waiting], line);
  const servingPlaces = places.filter((e) => e.attributes.status === QueueStatus.inProgress);
  const waitingPlaces = places.filter((e) => e.attributes.status === QueueStatus.waiting);
  const startedAt = (e: StaffLineEntry) => e.attributes.started_at ?? "";

  const servingBy = new Map(serving.filter((r) => r.user_id !== null).map((r) => [r.user_id, r.id]));
  const servingBookingBy = new Map(bookings.serving.map((b) => [b.attributes.staff.id, b.id]));
  const summaries: StaffMemberSummary[] = staff.map((s) => ({
    id: s.id,
    full_name: s.full_name,
    role_level: s.role_level,
    on_duty: s.on_duty === 1,
    serving_id: servingBy.get(s.id) ?? null,
    serving_booking_id: servingBookingBy.get(s.id) ?? null,
  }));
  return {
    data: [...[...servingPlaces, ...bookings.serving].sort((a, b) => startedAt(a).localeCompare(startedAt(b))), ...byArrival(waitingPlaces, bookings.waiting)],
    meta: {
      location: { id: location.id, name: locationName(location) },
      staff: summaries.filter((s) => s.on_duty),
      off_duty_staff: summaries.filter((s) => !s.on_duty),
      can_manage_presence: managesPresence(actor),
    },
  };
}

/**
 * The waiting walk-ins in their order, with each booking placed by its start ahead of the
 * walk-ins who joined after that time (a booked client is served at their time, not after
 * everyone who came in meanwhile).
 */
function byArrival(places: StaffQueueEntry[], bookings: StaffAppointmentEntry[]): StaffLineEntry[] {
  const line: StaffLineEntry[] = [];
  let next = 0;
  for (const place of places) {
    for (let booking = bookings[next]; booking && booking.attributes.start < place.attributes.created; booking = bookings[++next]) line.push(booking);
    line.push(place);
  }
  return [...line, ...bookings.slice(next)];
}

/** One appointment in the same shape, whatever its status (the answer of staff changes). */
export async function loadStaffEntry(db: Kysely<Database>, lines: LineModels, actor: Actor, id: number): Promise<StaffQueueEntry> {
  const row = await entriesQuery(db).where("queue_appointments.id", "=", id).executeTakeFirstOrThrow();
  const line = row.status === QueueStatus.waiting ? await lines.line(row.location_id) : undefined;
  const [entry] = await toEntries(db, actor, [row], line);
  if (!entry) throw new Error(`appointment ${id} vanished`);
  return entry;
}

async function toEntries(
  db: Kysely<Database>,
  actor: Actor,
  rows: EntryRow[],
  /** The line of the waiting rows: their expected starts and places. */
  line: LineState | undefined,
): Promise<StaffQueueEntry[]> {
  const answers = rows.length
    ? await db
        .selectFrom("answers")
        .innerJoin("questions", "questions.id", "answers.question_id")
        .select(["answers.queue_appointment_id", "answers.question_id", "answers.value", "questions.label", "questions.options"])
        .where(
          "answers.queue_appointment_id",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("answers.id")
        .execute()
    : [];
  return rows.map((row) => {
    const visit = { locationId: row.location_id, serviceId: row.service_id, meetingMethod: row.meeting_method, userId: row.user_id };
    const zone = row.location_timezone;
    const waiting = row.status === QueueStatus.waiting;
    const start = waiting ? line?.startOf(row.id) : null;
    const expectedStart = start == null ? null : new Date(start).toISOString();
    return {
      id: row.id,
      type: "queue-appointments",
      attributes: {
        status: row.status,
        position: waiting ? (line?.position(row.id) ?? null) : null,
        expected_start: expectedStart,
        created: row.created_at,
        started_at: row.started_at,
        finished_at: row.finished_at,
        timezone: zone,
        expected_start_local: localTimeOrNull(expectedStart, zone),
        created_local: localTime(row.created_at, zone),
        started_at_local: localTimeOrNull(row.started_at, zone),
        finished_at_local: localTimeOrNull(row.finished_at, zone),
        client: { ...clientContact(row), notes: row.client_notes, lang: row.client_lang },
        service: { id: row.service_id, name: row.service_name },
        meeting_method: row.meeting_method,
        fulfillment_method: row.fulfillment_method,
        car_details: row.car_details,
        notes: row.notes,
        answers: answers.filter((a) => a.queue_appointment_id === row.id).map((a) => answerView(a)),
        meeting_link: row.meeting_link,
        dial_in:
          row.dial_in_e164 !== null
            ? { e164: row.dial_in_e164, international: row.dial_in_international ?? row.dial_in_e164, pin: row.dial_in_pin ?? "" }
            : null,
        user: row.user_id !== null && row.user_full_name !== null ? { id: row.user_id, full_name: row.user_full_name } : null,
        walk_in: row.walk_in === 1,
        actions: allowedActions(actor, visit, row.status),
      },
    };
  });
}

/** An answer with its text as the client saw it: option values become their option texts. */
function answerView(answer: { question_id: number; label: string; value: string; options: string }) {
  const value = JSON.parse(answer.value) as unknown;
  const options = new Map((JSON.parse(answer.options) as { value: unknown; text: string }[]).map((o) => [o.value, o.text]));
  const show = (v: unknown) => options.get(v) ?? String(v);
  const text = Array.isArray(value) ? value.map(show).join(", ") : show(value);
  return { question_id: answer.question_id, label: answer.label, value, text };
}
