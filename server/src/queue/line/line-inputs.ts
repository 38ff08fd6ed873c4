/**
 * What a line's estimates are worked out from besides who waits, read for lines anchored at
 * given moments, in a fixed number of queries whatever their number: the staff on duty and what
 * each serves, who is serving (a visit in progress keeps them busy until its expected end, one
 * that ran past it for part of a visit more: visit-end.ts), how long a visit lasts (the average
 * learned at that location, else the service's) and how much it varies (visit-spread.ts), and when the
 * staff are blocked: their bookings, their time off and the location's, and the location's closed
 * hours (open-spans.ts), so staff on duty while it is closed serve nobody in its line before it
 * opens, and after the horizon nobody at all (no estimate). None of it grows with the line.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database } from "../../db/schema.js";
import { closedSpans, locationHours } from "../../locations/open-spans.js";
import { timeOffIntervals } from "../../locations/time-off.js";
import { byStart, type Interval } from "../../time/interval.js";
import type { ConfigCache } from "../../vendors/config-cache.js";
import { readBookedStaffTime, bookedStaffTimeAt } from "../booked-staff-time.js";
import { cachedCapabilities, staffOnDutyRows } from "../staff-on-duty.js";
import { expectedVisitEnd } from "../visit-end.js";
import { remainingSpreadMs, visitSpreadMinutes } from "../visit-spread.js";
import { capabilityKey, type StaffOnDuty } from "../wait-time-engine.js";
import type { LineInputs } from "./line-state.js";

export interface PlacedInputs extends LineInputs {
  vendorId: number;
}

export interface InputsOptions {
  configCache?: ConfigCache;
  /** Leave this booking out (it is being moved: its own time must not count against it). */
  ignoreAppointmentId?: number;
}

/** Inputs per location (absent: no such location), each at its anchor (ms). */
export async function loadLineInputs(
  db: Kysely<Database>,
  anchors: ReadonlyMap<number, number>,
  options: InputsOptions = {},
): Promise<Map<number, PlacedInputs>> {
  const result = new Map<number, PlacedInputs>();
  const ids = [...anchors.keys()].sort((a, b) => a - b);
  if (!ids.length) return result;
  const moments = [...anchors.values()];
  const configured = <T>(what: string, load: () => Promise<T>): Promise<T> =>
    options.configCache ? options.configCache.read(`line-${what}:${ids.join(",")}`, load) : load();
  const [staffRows, capabilityRows, services, serving, learnedRows, places, bookingRows] = await Promise.all([
    staffOnDutyRows(db, ids),
    cachedCapabilities(options.configCache, db, ids),
    configured("durations", () =>
      db
        .selectFrom("location_services")
        .innerJoin("services", "services.id", "location_services.service_id")
        .select(["services.id", "services.duration_minutes"])
        .where("location_services.location_id", "in", ids)
        .execute(),
    ),
    db
      .selectFrom("queue_appointments")
      .select(["location_id", "service_id", "user_id", "started_at"])
      .where("location_id", "in", ids)
      .where("status", "=", QueueStatus.inProgress)
      .execute(),
    db
      .selectFrom("service_duration_stats")
      .select(["location_id", "service_id", "average_minutes", "variance_minutes2", "variance_samples"])
      .where("location_id", "in", ids)
      .where("samples", ">", 0)
      .execute(),
    configured("places", () =>
      db.selectFrom("locations").select(["id", "vendor_id", "timezone", "time_off", "hours", "temporarily_closed"]).where("id", "in", ids).execute(),
    ),
    readBookedStaffTime(db, ids, Math.min(...moments), Math.max(...moments), options.ignoreAppointmentId),
  ]);

  const durations = new Map(services.map((s) => [s.id, s.duration_minutes]));
  const learned = new Map(learnedRows.map((r) => [`${r.location_id}:${r.service_id}`, Number(r.average_minutes)]));
  const learnedSpread = new Map(
    learnedRows.map((r) => [`${r.location_id}:${r.service_id}`, { varianceMinutes2: Number(r.variance_minutes2), samples: Number(r.variance_samples) }]),
  );
  const capabilitiesAt = groupBy(capabilityRows, (c) => c.location_id);
  const servingAt = groupBy(serving, (a) => a.location_id);
  const staffAt = groupBy(staffRows, (s) => s.location_id);
  for (const place of places) {
    const locationId = place.id;
    const anchor = anchors.get(locationId) ?? 0;
    const durationMinutes = (serviceId: number) => learned.get(`${locationId}:${serviceId}`) ?? durations.get(serviceId) ?? 15;
    const spreadMinutes = (serviceId: number) => visitSpreadMinutes(durationMinutes(serviceId), learnedSpread.get(`${locationId}:${serviceId}`));
    const serves = new Map<number, Set<string>>();
    for (const c of capabilitiesAt.get(locationId) ?? []) {
      const set = serves.get(c.staff_id) ?? new Set<string>();
      set.add(capabilityKey(c.service_id, c.meeting_method));
      serves.set(c.staff_id, set);
    }
    const busyUntil = new Map<number, number>();
    const busySpread = new Map<number, number>();
    for (const a of servingAt.get(locationId) ?? []) {
      if (a.user_id === null || !a.started_at) continue;
      const length = durationMinutes(a.service_id) * 60_000;
      const end = expectedVisitEnd(Date.parse(a.started_at), length, anchor);
      busyUntil.set(a.user_id, end);
      busySpread.set(a.user_id, remainingSpreadMs(spreadMinutes(a.service_id), length, end, anchor));
    }
    const bookings = bookedStaffTimeAt(bookingRows, anchor);
    const zone = place.timezone;
    const closures = [...timeOffIntervals(place.time_off, zone), ...closedSpans(locationHours(place), new Date(anchor))];
    const staff: StaffOnDuty[] = (staffAt.get(locationId) ?? []).map((s) => ({
      id: s.id,
      serves: serves.get(s.id) ?? new Set(),
      busyUntil: latest(busyUntil.get(s.id), bookings.busyUntil.get(s.id)),
      // A booking in progress keeps its end (booked-staff-time.ts): only a visit's end is uncertain.
      busySpreadMs: busySpreadOf(busyUntil.get(s.id), bookings.busyUntil.get(s.id), busySpread.get(s.id)),
      blocked: blockedFrom(anchor, bookings.blocked.get(s.id) ?? [], timeOffIntervals(s.time_off, zone), closures),
    }));
    result.set(locationId, { vendorId: place.vendor_id, staff, durationMinutes, spreadMinutes });
  }
  return result;
}

const latest = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));

/** The spread of a visit's end when that end is when the person is free (not a booking ending later). */
const busySpreadOf = (visitEnd: number | undefined, bookingEnd: number | undefined, spread: number | undefined) =>
  visitEnd !== undefined && (bookingEnd === undefined || visitEnd >= bookingEnd) ? spread : undefined;

/** What keeps a person from the line from the anchor on, as the engine takes it: one list by start. */
function blockedFrom(anchor: number, ...lists: Interval[][]): Interval[] {
  return lists
    .flat()
    .filter((b) => b.end > anchor)
    .sort(byStart);
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
