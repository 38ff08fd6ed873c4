/**
 * Free appointment start times of one location, service and set of staff, per local day.
 * Pure and deterministic: everything it needs comes in, nothing is read or written.
 *
 * Starts lie on a 15-minute grid counted from the Unix epoch, which in every time zone in use
 * (all offsets are multiples of 15 minutes) is the local quarter hour; so appointments booked
 * at two locations in different zones still fall on the same granules of a shared staff member.
 * A day runs from the location's opening to its closing instant, so a day with a DST change has
 * 23 or 25 hours of slots and the repeated hour is offered twice (each is a different instant).
 * Dated time off (a staff member's leave, a location's closure) removes every start whose
 * appointment would meet it, as hours do.
 */
import type { WeeklyHours } from "#contract";
import { zonedInstant } from "../locations/zoned-time.js";
import { overlapsAny, type Interval } from "../time/interval.js";
import { parseDate, weekdayOf } from "./local-dates.js";

export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * 60_000;

export interface StaffAvailability {
  id: number;
  /** Their own weekly hours (within the location's); null: the location's hours. */
  workingHours: WeeklyHours | null;
  /** Starts (ms) of the granules they are already booked for. */
  booked: ReadonlySet<number>;
  /** Serving the walk-in line until then (ms): no appointment starts sooner. */
  queueFreeAt?: number;
  /** Their dated time off (instants): no appointment of theirs meets it. */
  timeOff?: readonly Interval[];
}

export interface AvailabilityInput {
  timeZone: string;
  /** The location's weekly hours. */
  hours: WeeklyHours;
  /** The location's dated closures (instants): nothing there meets them. */
  closures?: readonly Interval[];
  /** In the order the server prefers to assign them. */
  staff: readonly StaffAvailability[];
  durationMinutes: number;
  /** Starts must be at or after `earliest` and before `latest` (ms). */
  earliest: number;
  latest: number;
  /** Local dates to list. */
  dates: readonly string[];
}

export interface Slot {
  start: number;
  end: number;
  /** Staff free for the whole appointment, in preference order. */
  staffIds: number[];
}

export interface DaySlots {
  date: string;
  slots: Slot[];
}

const toMinutes = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/** How many granules an appointment of this length holds. */
export function granuleCount(durationMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
}

/** The granule starts an appointment starting at `start` holds. */
export function granulesOf(start: number, durationMinutes: number): number[] {
  return Array.from({ length: granuleCount(durationMinutes) }, (_, i) => start + i * SLOT_MS);
}

/** `[open, close)` of a day's hours as instants, or null when closed. */
function dayBounds(hours: WeeklyHours, date: string, timeZone: string): [number, number] | null {
  const day = hours[weekdayOf(date)];
  if (!day) return null;
  const { year, month, day: d } = parseDate(date);
  return [zonedInstant(year, month, d, toMinutes(day.open), timeZone).getTime(), zonedInstant(year, month, d, toMinutes(day.close), timeZone).getTime()];
}

export function availableSlots(input: AvailabilityInput): DaySlots[] {
  const length = granuleCount(input.durationMinutes) * SLOT_MS;
  return input.dates.map((date) => {
    const location = dayBounds(input.hours, date, input.timeZone);
    if (!location) return { date, slots: [] };
    const staff = input.staff.flatMap((member) => {
      const own = member.workingHours ? dayBounds(member.workingHours, date, input.timeZone) : location;
      if (!own) return [];
      const from = Math.max(location[0], own[0], input.earliest, member.queueFreeAt ?? -Infinity);
      const until = Math.min(location[1], own[1]);
      const off = [...(member.timeOff ?? []), ...(input.closures ?? [])].filter((t) => t.start < until && from < t.end);
      return from < until ? [{ member, from, until, off }] : [];
    });
    const slots: Slot[] = [];
    const first = Math.ceil(location[0] / SLOT_MS) * SLOT_MS;
    for (let start = first; start + length <= location[1] && start < input.latest; start += SLOT_MS) {
      if (start < input.earliest) continue;
      const staffIds = staff
        .filter(
          ({ member, from, until, off }) =>
            start >= from && start + length <= until && isFree(member.booked, start, length) && !overlapsAny(off, start, start + length),
        )
        .map(({ member }) => member.id);
      if (staffIds.length) slots.push({ start, end: start + input.durationMinutes * 60_000, staffIds });
    }
    return { date, slots };
  });
}

function isFree(booked: ReadonlySet<number>, start: number, length: number): boolean {
  for (let t = start; t < start + length; t += SLOT_MS) if (booked.has(t)) return false;
  return true;
}
