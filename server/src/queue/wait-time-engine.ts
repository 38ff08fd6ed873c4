/**
 * Estimates when each waiting client will be seen by simulating the location's staff:
 * every staff member on duty is free at the estimates' moment (`now`), or when the client they
 * are serving is expected to finish; waiting clients, in arrival order, go to the staff member
 * who can start them earliest among those who serve their service by their meeting method (ties:
 * the first in staff order). Nobody starts before `notBefore` (a client who joined after the
 * estimates' moment: see line/line-state.ts). Time a staff member is blocked (booked, on time
 * off) is not free for the line: a visit that would meet a blocked interval starts after it
 * instead, unless someone else is free sooner. Each person serves their clients one after
 * another; a gap before a client already given to them is not filled later. A blocked interval
 * may run to Infinity (the location does not open again within the time read): a visit after it
 * has no estimate (null), and is given to nobody. Pure and deterministic: time comes in as `now`.
 *
 * `LinePlan` is the simulation itself, kept open: placing one more client at the end of the line
 * continues it where it stopped (O(s)), which is what a join costs.
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
  /** Not expected to start before this (ms); absent: from the estimates' moment. */
  notBefore?: number;
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
  /**
   * Expected start for a client who joins for this service and method, not before `notBefore`
   * (default: the estimates' moment); null: nobody can, or not in view.
   */
  startForNewClient(serviceId: number, meetingMethod: number, notBefore?: number): number | null;
  /**
   * When each staff member is done with the clients the simulation gave them (ms). Blocked time
   * after their last client does not count: a booking never pushes this past itself.
   */
  staffFreeAt: ReadonlyMap<number, number>;
}

export const capabilityKey = (serviceId: number, meetingMethod: number) => `${serviceId}:${meetingMethod}`;

interface Member {
  id: number;
  serves: ReadonlySet<string>;
  time: BusyTimes;
}

/** The simulation of one line, open at its end: each `place` gives the next client in line a start. */
export class LinePlan {
  private readonly members: Member[];

  constructor(
    readonly now: number,
    staff: readonly StaffOnDuty[],
    private readonly durationMinutes: (serviceId: number) => number,
  ) {
    this.members = staff.map((s) => ({ id: s.id, serves: s.serves, time: new BusyTimes(s.blocked ?? [], Math.max(now, s.busyUntil ?? now)) }));
  }

  /** Gives the next client in line to whoever can start them earliest; answers that start (null: nobody). */
  place(client: WaitingClient): number | null {
    const length = this.lengthOf(client.serviceId);
    const best = this.earliestFor(capabilityKey(client.serviceId, client.meetingMethod), length, client.notBefore);
    if (!best) return null;
    best.member.time.take(best.start, length);
    return best.start;
  }

  /** When a client joining for this service and method would start, without placing them. */
  peek(serviceId: number, meetingMethod: number, notBefore?: number): number | null {
    return this.earliestFor(capabilityKey(serviceId, meetingMethod), this.lengthOf(serviceId), notBefore)?.start ?? null;
  }

  /** When each staff member is done with the clients placed so far. */
  staffFreeAt(): Map<number, number> {
    return new Map(this.members.map((member) => [member.id, member.time.freeFrom]));
  }

  private lengthOf(serviceId: number): number {
    return this.durationMinutes(serviceId) * 60_000;
  }

  /** Who can start a visit of this kind earliest, at a time in view (asking again costs O(1)). */
  private earliestFor(key: string, length: number, notBefore: number | undefined) {
    let best: { member: Member; start: number } | undefined;
    for (const member of this.members) {
      if (!member.serves.has(key)) continue;
      const start = member.time.firstFit(length, notBefore);
      if (start < (best?.start ?? Infinity)) best = { member, start };
    }
    return best;
  }
}

export function estimateWaits(input: WaitEstimateInput): WaitEstimate {
  const plan = new LinePlan(input.now, input.staff, input.durationMinutes);
  const starts = new Map<number, number | null>();
  for (const client of input.waiting) starts.set(client.id, plan.place(client));
  return {
    starts,
    startForNewClient: (serviceId, meetingMethod, notBefore) => plan.peek(serviceId, meetingMethod, notBefore),
    staffFreeAt: plan.staffFreeAt(),
  };
}
