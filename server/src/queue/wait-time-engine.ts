/**
 * Estimates when each waiting client will be seen by simulating the location's staff:
 * every staff member on duty is free now, or when the client they are serving is expected to
 * finish; waiting clients, in arrival order, go to the staff member who can start them earliest
 * among those who serve their service by their meeting method (ties: the first in staff order).
 * Time a staff member is blocked (booked, on time off) is not free for the line: a visit that
 * would meet a blocked interval starts after it instead, unless someone else is free sooner.
 * Each person serves their clients one after another; a gap before a client already given to
 * them is not filled later. A blocked interval may run to Infinity (the location does not open
 * again within the time read): a visit after it has no estimate (null), and is given to nobody.
 * Pure and deterministic: time comes in as `now`.
 *
 * Cost: O(n · s) for n waiting clients and s staff on duty, plus each person's blocked intervals
 * passed once (see BusyTimes) — linear in the line's length.
 */
import type { Interval } from "../time/interval.js";
import { BusyTimes } from "./busy-times.js";

export interface StaffOnDuty {
  id: number;
  /** `${serviceId}:${meetingMethod}` pairs this person serves. */
  serves: ReadonlySet<string>;
  /** When they are free (ms since epoch); in the past or absent means now. */
  busyUntil?: number;
  /** When they cannot serve the line (bookings, time off), sorted by start; may overlap. */
  blocked?: readonly Interval[];
}

export interface WaitingClient {
  id: number;
  serviceId: number;
  meetingMethod: number;
}

export interface WaitEstimateInput {
  now: number;
  staff: readonly StaffOnDuty[];
  /** In arrival order. */
  waiting: readonly WaitingClient[];
  /** Expected length of one visit for a service, in minutes. */
  durationMinutes: (serviceId: number) => number;
}

export interface WaitEstimate {
  /** Expected start per waiting client; null when nobody on duty can serve them, or not in view. */
  starts: Map<number, number | null>;
  /** Expected start for a client who joins now for this service and method; null: nobody can, or not in view. */
  startForNewClient(serviceId: number, meetingMethod: number): number | null;
  /**
   * When each staff member is done with the clients the simulation gave them (ms). Blocked time
   * after their last client does not count: a booking never pushes this past itself.
   */
  staffFreeAt: ReadonlyMap<number, number>;
}

export const capabilityKey = (serviceId: number, meetingMethod: number) => `${serviceId}:${meetingMethod}`;

export function estimateWaits(input: WaitEstimateInput): WaitEstimate {
  const { now } = input;
  const members = input.staff.map((s) => ({ id: s.id, serves: s.serves, time: new BusyTimes(s.blocked ?? [], Math.max(now, s.busyUntil ?? now)) }));
  const lengthOf = (serviceId: number) => input.durationMinutes(serviceId) * 60_000;
  const starts = new Map<number, number | null>();

  /** Who can start a visit of this kind earliest, at a time in view (asking again costs O(1)). */
  const earliestFor = (key: string, length: number) => {
    let best: (typeof members)[number] | undefined;
    let bestStart = Infinity;
    for (const member of members) {
      if (!member.serves.has(key)) continue;
      const start = member.time.firstFit(length);
      if (start < bestStart) {
        best = member;
        bestStart = start;
      }
    }
    return best?.time;
  };

  for (const client of input.waiting) {
    const length = lengthOf(client.serviceId);
    const time = earliestFor(capabilityKey(client.serviceId, client.meetingMethod), length);
    const start = time ? time.firstFit(length) : null;
    starts.set(client.id, start);
    if (time && start !== null) time.take(start, length);
  }

  return {
    starts,
    startForNewClient: (serviceId, meetingMethod) => {
      const length = lengthOf(serviceId);
      return earliestFor(capabilityKey(serviceId, meetingMethod), length)?.firstFit(length) ?? null;
    },
    staffFreeAt: new Map(members.map((member) => [member.id, member.time.freeFrom])),
  };
}
