/**
 * Loads a location's line (staff on duty, who is being served, who is waiting, when the staff
 * are booked or on time off) and runs the wait-time engine over it.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";
import type { ConfigCache } from "../vendors/config-cache.js";
import { cachedCapabilities, staffOnDutyRows } from "./staff-on-duty.js";
import { closedSpans, locationHours } from "../locations/open-spans.js";
import { timeOffIntervals } from "../locations/time-off.js";
import { byStart, type Interval } from "../time/interval.js";
import { loadStaffBookings } from "./staff-bookings.js";
import { capabilityKey, estimateWaits, type StaffOnDuty, type WaitEstimate } from "./wait-time-engine.js";

export interface LocationQueue {
  estimate: WaitEstimate;
  /** Waiting appointment ids in arrival order. */
  waitingIds: number[];
  /** The expected starts stored now, so a recompute writes only what changed. */
  storedStarts: Map<number, string | null>;
  /** Staff on duty, with what they serve. */
  staff: StaffOnDuty[];
  /** Whether the location is within its hours now (and not temporarily closed). */
  open: boolean;
}

export interface QueueLoadOptions {
  /** Leave this booking out (it is being moved: its own time must not count against it). */
  ignoreAppointmentId?: number;
  /**
   * Reads what only a vendor document changes (who serves what, visit lengths, hours) through
   * the configuration cache; without it, from the database.
   */
  configCache?: ConfigCache;
}

export async function loadLocationQueue(db: Kysely<Database>, locationId: number, now: Date, options: QueueLoadOptions = {}): Promise<LocationQueue> {
  const queues = await loadLocationQueues(db, [locationId], now, options);
  return queues.get(locationId) ?? emptyQueue(now);
}

function emptyQueue(now: Date): LocationQueue {
  return {
    estimate: estimateWaits({ now: now.getTime(), staff: [], waiting: [], durationMinutes: () => 15 }),
    waitingIds: [],
    storedStarts: new Map(),
    staff: [],
    open: false,
  };
}

/**
 * The lines of several locations at once, in seven queries whatever their number. A visit's
 * length is the average learned from completed visits at that location, else the service's.
 * Staff are blocked (see the engine) by their bookings, their time off and the location's, both
 * read in the location's zone, and by the location's closed hours (open-spans.ts): staff on duty
 * while it is closed serve nobody in its line before it opens, and after the horizon nobody at
 * all (no estimate).
 */
export async function loadLocationQueues(
  db: Kysely<Database>,
  locationIds: readonly number[],
  now: Date,
  options: QueueLoadOptions = {},
): Promise<Map<number, LocationQueue>> {
  const result = new Map<number, LocationQueue>();
  if (!locationIds.length) return result;
  const ids = [...new Set(locationIds)];
  const configured = <T>(what: string, load: () => Promise<T>): Promise<T> =>
    options.configCache ? options.configCache.read(`queue-${what}:${ids.join(",")}`, load) : load();
  const [staffRows, capabilityRows, services, appointments, learnedRows, places, bookings] = await Promise.all([
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
      .select(["id", "location_id", "status", "service_id", "meeting_method", "user_id", "started_at", "expected_start"])
      .where("location_id", "in", ids)
      .where("status", "in", [QueueStatus.waiting, QueueStatus.inProgress])
      .orderBy("id")
      .execute(),
    db
      .selectFrom("service_duration_stats")
      .select(["location_id", "service_id", "average_minutes"])
      .where("location_id", "in", ids)
      .where("samples", ">", 0)
      .execute(),
    configured("places", () =>
      db.selectFrom("locations").select(["id", "timezone", "time_off", "hours", "temporarily_closed"]).where("id", "in", ids).execute(),
    ),
    loadStaffBookings(db, ids, now, options.ignoreAppointmentId),
  ]);

  const durations = new Map(services.map((s) => [s.id, s.duration_minutes]));
  const learned = new Map(learnedRows.map((r) => [`${r.location_id}:${r.service_id}`, Number(r.average_minutes)]));
  const capabilitiesAt = groupBy(capabilityRows, (c) => c.location_id);
  const appointmentsAt = groupBy(appointments, (a) => a.location_id);
  const staffAt = groupBy(staffRows, (s) => s.location_id);
  const placeOf = new Map(places.map((p) => [p.id, p]));
  for (const locationId of ids) {
    const durationMinutes = (serviceId: number) => learned.get(`${locationId}:${serviceId}`) ?? durations.get(serviceId) ?? 15;
    const serves = new Map<number, Set<string>>();
    for (const c of capabilitiesAt.get(locationId) ?? []) {
      const set = serves.get(c.staff_id) ?? new Set<string>();
      set.add(capabilityKey(c.service_id, c.meeting_method));
      serves.set(c.staff_id, set);
    }
    const here = appointmentsAt.get(locationId) ?? [];
    const busyUntil = new Map<number, number>();
    for (const a of here) {
      if (a.status !== QueueStatus.inProgress || a.user_id === null || !a.started_at) continue;
      busyUntil.set(a.user_id, new Date(a.started_at).getTime() + durationMinutes(a.service_id) * 60_000);
    }
    const place = placeOf.get(locationId);
    const zone = place?.timezone ?? "UTC";
    const closed = place ? closedSpans(locationHours(place), now) : [];
    const closures = place ? [...timeOffIntervals(place.time_off, zone), ...closed] : [];
    const staff: StaffOnDuty[] = (staffAt.get(locationId) ?? []).map((s) => ({
      id: s.id,
      serves: serves.get(s.id) ?? new Set(),
      busyUntil: latest(busyUntil.get(s.id), bookings.busyUntil.get(s.id)),
      blocked: blockedFrom(now, bookings.blocked.get(s.id) ?? [], timeOffIntervals(s.time_off, zone), closures),
    }));
    const waiting = here
      .filter((a) => a.status === QueueStatus.waiting)
      .map((a) => ({ id: a.id, serviceId: a.service_id, meetingMethod: a.meeting_method }));
    result.set(locationId, {
      estimate: estimateWaits({ now: now.getTime(), staff, waiting, durationMinutes }),
      waitingIds: waiting.map((w) => w.id),
      storedStarts: new Map(here.filter((a) => a.status === QueueStatus.waiting).map((a) => [a.id, a.expected_start])),
      staff,
      open: place !== undefined && (closed[0]?.start ?? Infinity) > now.getTime(),
    });
  }
  return result;
}

const latest = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));

/** What keeps a person from the line from now on, as the engine takes it: one list by start. */
function blockedFrom(now: Date, ...lists: Interval[][]): Interval[] {
  return lists
    .flat()
    .filter((b) => b.end > now.getTime())
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

export interface ExpectedStart {
  id: number;
  expected_start: string | null;
}

export interface RecomputedLine {
  /** Every waiting client's `{id, expected_start}`, in arrival order. */
  updates: ExpectedStart[];
  /** The waiting clients whose stored expected start this recompute moved, in arrival order. */
  moved: ExpectedStart[];
  /** Whether the location is open now. */
  open: boolean;
}

/** Stores every waiting client's new expected start (writing only those that moved). */
export async function recomputeExpectedStarts(
  db: Kysely<Database>,
  locationId: number,
  now: Date,
  options: QueueLoadOptions = {},
): Promise<RecomputedLine> {
  const queue = await loadLocationQueue(db, locationId, now, options);
  const updates = queue.waitingIds.map((id) => {
    const start = queue.estimate.starts.get(id);
    return { id, expected_start: start == null ? null : new Date(start).toISOString() };
  });
  // A join at the back changes nobody else's estimate; write only the rows that moved.
  const moved = updates.filter((u) => queue.storedStarts.get(u.id) !== u.expected_start);
  if (moved.length) {
    await db.transaction().execute(async (tx) => {
      for (const u of moved) {
        await tx.updateTable("queue_appointments").set({ expected_start: u.expected_start }).where("id", "=", u.id).execute();
      }
    });
  }
  return { updates, moved, open: queue.open };
}
