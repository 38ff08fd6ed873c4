/**
 * Everything kept about some clients of a vendor, for an access request: the client rows, and
 * each visit and booking with where, what, when, and what the person wrote (notes, answers, car,
 * attendees). Visits already erased are listed too, blank, with their `erased_at`.
 */
import type { Kysely } from "kysely";
import type { PrivacyAnswer, PrivacyBooking, PrivacyClient, PrivacyLookupResponse, PrivacyVisit } from "#contract";
import type { ClientRow, Database } from "../db/schema.js";

export async function clientRecords(db: Kysely<Database>, vendorId: number, clients: ClientRow[]): Promise<PrivacyLookupResponse["data"]> {
  const ids = clients.map((client) => client.id);
  if (!ids.length) return { clients: [], visits: [], bookings: [] };
  const [visits, bookings] = await Promise.all([
    db
      .selectFrom("queue_appointments as q")
      .innerJoin("locations as l", "l.id", "q.location_id")
      .innerJoin("services as s", "s.id", "q.service_id")
      .selectAll("q")
      .select(["l.name as location", "s.name as service"])
      .where("q.vendor_id", "=", vendorId)
      .where("q.client_id", "in", ids)
      .orderBy("q.id")
      .execute(),
    db
      .selectFrom("appointments as a")
      .innerJoin("locations as l", "l.id", "a.location_id")
      .innerJoin("services as s", "s.id", "a.service_id")
      .selectAll("a")
      .select(["l.name as location", "s.name as service"])
      .where("a.vendor_id", "=", vendorId)
      .where("a.client_id", "in", ids)
      .orderBy("a.id")
      .execute(),
  ]);
  const answers = await answersOf(
    db,
    visits.map((visit) => visit.id),
  );
  return {
    clients: clients.map(clientOf),
    visits: visits.map(
      (row): PrivacyVisit => ({
        id: row.id,
        client_id: row.client_id,
        location: row.location,
        service: row.service,
        status: row.status,
        meeting_method: row.meeting_method,
        confirm_code: row.confirm_code,
        notes: row.notes,
        car_details: row.car_details,
        meeting_link: row.meeting_link ?? "",
        answers: answers.get(row.id) ?? [],
        created_at: row.created_at,
        started_at: row.started_at,
        finished_at: row.finished_at,
        erased_at: row.erased_at,
      }),
    ),
    bookings: bookings.map(
      (row): PrivacyBooking => ({
        id: row.id,
        client_id: row.client_id,
        location: row.location,
        service: row.service,
        status: row.status,
        meeting_method: row.meeting_method,
        confirm_code: row.confirm_code,
        notes: row.notes,
        car_details: row.car_details,
        meeting_link: row.meeting_link ?? "",
        attendees: JSON.parse(row.attendees) as unknown[],
        answers: [],
        created_at: row.created_at,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        cancelled_at: row.cancelled_at,
        finished_at: row.finished_at,
        erased_at: row.erased_at,
      }),
    ),
  };
}

function clientOf(row: ClientRow): PrivacyClient {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    cell_phone: row.cell_phone,
    cell_phone_formatted: row.cell_phone_formatted,
    external_id: row.external_id,
    lang: row.lang,
    notes: row.notes,
    created_at: row.created_at,
  };
}

async function answersOf(db: Kysely<Database>, visitIds: number[]): Promise<Map<number, PrivacyAnswer[]>> {
  const byVisit = new Map<number, PrivacyAnswer[]>();
  if (!visitIds.length) return byVisit;
  const rows = await db
    .selectFrom("answers as a")
    .innerJoin("questions as qu", "qu.id", "a.question_id")
    .select(["a.queue_appointment_id", "qu.key", "qu.label", "a.value"])
    .where("a.queue_appointment_id", "in", visitIds)
    .orderBy("a.id")
    .execute();
  for (const row of rows) {
    byVisit.set(row.queue_appointment_id, [
      ...(byVisit.get(row.queue_appointment_id) ?? []),
      { question: row.key, label: row.label, value: JSON.parse(row.value) as unknown },
    ]);
  }
  return byVisit;
}
