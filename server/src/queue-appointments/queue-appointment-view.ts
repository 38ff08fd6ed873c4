/**
 * A queue appointment as the open API answers it: JSON:API `data` with the attributes the
 * manage page reads (status, confirm code, expected start, dial-in, staff name…) and
 * `included` client, location, service and answers.
 */
import { QueueStatus, type Locale, type QueueAppointmentAttributes, type QueueAppointmentDocument } from "#contract";
import type { AnswerRow, ClientRow, QueueAppointmentRow } from "../db/schema.js";
import { localTime } from "../locations/local-time.js";
import { locationResource } from "../locations/location-view.js";
import type { LineModels } from "../queue/line/line-models.js";
import type { LineState } from "../queue/line/line-state.js";
import { serviceResource } from "../offered-services/service-resource.js";
import { cachedLocationRow, cachedMeetingMethods, cachedService, cachedTranslations, type ConfigSource } from "../vendors/config-reads.js";
import type { Vendor } from "../vendors/vendor.js";
import { clientResource, dialInOf } from "./client-records.js";

/** What `data.attributes` holds (the contract's QueueAppointmentAttributesSchema). */
export type QueueAppointmentView = QueueAppointmentAttributes;

export function appointmentAttributes(
  row: QueueAppointmentRow,
  user: { full_name: string } | null,
  /** The appointment's line: its expected start and place while waiting. */
  line: LineState | undefined,
  /** The location's zone: `created_local` is written in it (the one-appointment read has it). */
  timeZone?: string,
): QueueAppointmentView {
  const waiting = row.status === QueueStatus.waiting && line !== undefined;
  const start = waiting ? line.startOf(row.id) : null;
  const p90 = start == null ? null : line?.p90Of(row.id);
  return {
    id: row.id,
    status: row.status as QueueAppointmentAttributes["status"],
    confirm_code: row.confirm_code,
    meeting_method: row.meeting_method,
    fulfillment_method: row.fulfillment_method,
    car_details: row.car_details,
    created: row.created_at,
    ...(timeZone === undefined ? {} : { created_local: localTime(row.created_at, timeZone) }),
    location_id: row.location_id,
    service_id: row.service_id,
    expected_start: start == null ? null : new Date(start).toISOString(),
    expected_start_p90: p90 == null ? null : new Date(p90).toISOString(),
    meeting_link: row.meeting_link,
    booked_through: row.booked_through,
    feedback_given: row.feedback_given_at !== null,
    walk_in: row.walk_in === 1,
    dial_in: dialInOf(row),
    user,
    position: waiting ? line.position(row.id) : null,
  };
}

/** The appointment's own rows: what its answer shows besides the vendor's configuration. */
export interface AppointmentRows {
  row: QueueAppointmentRow;
  client: ClientRow;
  answers: AnswerRow[];
  user: { id: number; full_name: string } | undefined;
}

/** Reads an appointment of the vendor and answers it (the manage page's read, a repeated join). */
export async function queueAppointmentDocument(source: ConfigSource & { lines: LineModels }, vendor: Vendor, id: number, locale: Locale, now: Date) {
  const { db } = source;
  const row = await db.selectFrom("queue_appointments").selectAll().where("id", "=", id).where("vendor_id", "=", vendor.id).executeTakeFirstOrThrow();
  const [client, user, answers] = await Promise.all([
    db.selectFrom("clients").selectAll().where("id", "=", row.client_id).executeTakeFirstOrThrow(),
    row.user_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom("staff_users").select(["id", "full_name"]).where("id", "=", row.user_id).executeTakeFirst(),
    db.selectFrom("answers").selectAll().where("queue_appointment_id", "=", row.id).orderBy("id").execute(),
  ]);
  return appointmentDocument(source, vendor, { row, client, answers, user }, locale, now);
}

/** An appointment's answer from its rows (a join answers with the rows it wrote). */
export async function appointmentDocument(
  source: ConfigSource & { lines: LineModels },
  vendor: Vendor,
  { row, client, answers, user }: AppointmentRows,
  locale: Locale,
  now: Date,
): Promise<QueueAppointmentDocument> {
  const [location, service, line] = await Promise.all([
    cachedLocationRow(source, row.location_id).then(present("location", row.location_id)),
    cachedService(source, row.service_id).then(present("service", row.service_id)),
    row.status === QueueStatus.waiting ? source.lines.line(row.location_id) : undefined,
  ]);
  const [locationTexts, serviceTexts, methods] = await Promise.all([
    cachedTranslations(source, "location", [location.id], locale),
    cachedTranslations(source, "service", [service.id], locale),
    cachedMeetingMethods(source, [location.id]),
  ]);
  const userView = user ? { full_name: user.full_name } : null;
  return {
    data: {
      id: row.id,
      type: "queue-appointments" as const,
      attributes: appointmentAttributes(row, userView, line, location.timezone),
      relationships: {
        client: { data: { type: "clients", id: client.id } },
        location: { data: { type: "locations", id: location.id } },
        service: { data: { type: "services", id: service.id } },
        user: { data: user ? { type: "users", id: user.id } : null },
        answers: { data: answers.map((a) => ({ type: "answers", id: a.id })) },
      },
    },
    included: [
      clientResource(client),
      locationResource({
        row: location,
        translated: locationTexts.get(location.id),
        locale,
        now,
        meetingMethods: methods.get(location.id) ?? [],
        waitStart: null,
        radius: vendor.settings.location_search_radius,
        openDaysThroughNextClosing: true,
      }),
      serviceResource(service, serviceTexts.get(service.id), locale, vendor.settings.text_language),
      ...(user ? [{ id: user.id, type: "users", attributes: { full_name: user.full_name } }] : []),
      ...answers.map((a) => ({
        id: a.id,
        type: "answers",
        attributes: { question_id: a.question_id, value: JSON.parse(a.value) as unknown },
      })),
    ],
  };
}

/** A row an appointment refers to must exist (foreign keys); its absence is a server fault. */
function present<T>(what: string, id: number) {
  return (row: T | undefined): T => {
    if (row === undefined) throw new Error(`${what} ${id} of an appointment is missing`);
    return row;
  };
}
