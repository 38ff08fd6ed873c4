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
 * The range: each start comes with a 90th percentile (`p90`), from how uncertain the chain of
 * visits before it on its staff member is. Each person carries the variance of when they will be
 * free: that of what is left of the visit in progress (`busySpreadMs`), plus that of each visit
 * given to them (`spreadMinutes`, independent visits add their variances). A start's p90 is the
 * start plus `Z90` standard deviations; when the person would be idle before the client anyway
 * (the client joins later, or a booking ends first), that slack absorbs part of the spread: the
 * client starts at the later of the two moments, so the p90 is the later of the start and the
 * chain's own p90, and the chain goes on from there with the smaller spread.
 *
 * `LinePlan` is the simulation itself, kept open: placing one more client at the end of the line
 * continues it where it stopped (O(s)), which is what a join costs.
 *
 * Cost: O(n · s) for n waiting clients and s staff on duty, plus each person's blocked intervals
 * passed once (see BusyTimes) — linear in the line's length.
 */
import type { Interval } from "../time/interval.js";
import { BusyTimes } from "./busy-times.js";
import { Z90 } from "./visit-spread.js";

export interface StaffOnDuty {
  id: number;
  /** `${serviceId}:${meetingMethod}` pairs this person serves. */
  serves: ReadonlySet<string>;
  /** When they are free (ms since epoch); in the past or absent means now. */
  busyUntil?: number;
  /** Standard deviation (ms) of when they are free from the visit in progress; absent: 0. */
  busySpreadMs?: number;
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
  /** Standard deviation of one visit's length for a service, in minutes; absent: no spread. */
  spreadMinutes?: (serviceId: number) => number;
}

/** An expected start with its 90th percentile (ms; never before the start). */
export interface RangedStart {
  start: number;
  p90: number;
}

export interface WaitEstimate {
  /** Expected start per waiting client; null when nobody on duty can serve them, or not in view. */
  starts: Map<number, number | null>;
  /** The 90th percentile of each start in `starts` (null where the start is). */
  p90s: Map<number, number | null>;
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
  /** Variance (ms²) of when they are free from the clients given to them so far. */
  variance: number;
}

const NO_SPREAD = () => 0;

/** The simulation of one line, open at its end: each `place` gives the next client in line a start. */
export class LinePlan {
  private readonly members: Member[];

  constructor(
    readonly now: number,
    staff: readonly StaffOnDuty[],
    private readonly durationMinutes: (serviceId: number) => number,
    private readonly spreadMinutes: (serviceId: number) => number = NO_SPREAD,
  ) {
    this.members = staff.map((s) => ({
      id: s.id,
      serves: s.serves,
      time: new BusyTimes(s.blocked ?? [], Math.max(now, s.busyUntil ?? now)),
      // A visit in progress that is over by now leaves nothing uncertain behind it.
      variance: (s.busyUntil ?? now) > now ? (s.busySpreadMs ?? 0) ** 2 : 0,
    }));
  }

  /** Gives the next client in line to whoever can start them earliest; answers that start (null: nobody). */
  place(client: WaitingClient): number | null {
    return this.placeRanged(client)?.start ?? null;
  }

  /** `place`, answering the start's 90th percentile too. */
  placeRanged(client: WaitingClient): RangedStart | null {
    const length = this.lengthOf(client.serviceId);
    const best = this.earliestFor(capabilityKey(client.serviceId, client.meetingMethod), length, client.notBefore);
    if (!best) return null;
    const spread = spreadAt(best.member, best.start);
    best.member.time.take(best.start, length);
    best.member.variance = spread ** 2 + (this.spreadMinutes(client.serviceId) * 60_000) ** 2;
    return { start: best.start, p90: best.start + Z90 * spread };
  }

  /** When a client joining for this service and method would start, without placing them. */
  peek(serviceId: number, meetingMethod: number, notBefore?: number): number | null {
    return this.peekRanged(serviceId, meetingMethod, notBefore)?.start ?? null;
  }

  /** `peek`, answering the start's 90th percentile too. */
  peekRanged(serviceId: number, meetingMethod: number, notBefore?: number): RangedStart | null {
    const best = this.earliestFor(capabilityKey(serviceId, meetingMethod), this.lengthOf(serviceId), notBefore);
    return best ? { start: best.start, p90: best.start + Z90 * spreadAt(best.member, best.start) } : null;
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

/**
 * The standard deviation (ms) of a client's start at `start` on this person: their own, less
 * what the idle time before the start absorbs (the start's p90 is the later of the start and
 * the moment they are free with 90 % likelihood).
 */
function spreadAt(member: Member, start: number): number {
  const spread = Math.sqrt(member.variance);
  const slack = start - member.time.freeFrom;
  return slack > 0 ? Math.max(0, spread - slack / Z90) : spread;
}

export function estimateWaits(input: WaitEstimateInput): WaitEstimate {
  const plan = new LinePlan(input.now, input.staff, input.durationMinutes, input.spreadMinutes);
  const starts = new Map<number, number | null>();
  const p90s = new Map<number, number | null>();
  for (const client of input.waiting) {
    const placed = plan.placeRanged(client);
    starts.set(client.id, placed?.start ?? null);
    p90s.set(client.id, placed?.p90 ?? null);
  }
  return {
    starts,
    p90s,
    startForNewClient: (serviceId, meetingMethod, notBefore) => plan.peek(serviceId, meetingMethod, notBefore),
    staffFreeAt: plan.staffFreeAt(),
  };
}
