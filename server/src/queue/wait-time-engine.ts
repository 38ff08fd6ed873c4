/**
 * Estimates when each waiting client will be seen by simulating the location's staff:
 * every staff member on duty is free now, or when the client they are serving is expected to
 * finish; waiting clients, in arrival order, go to the earliest-free staff member who can
 * serve their service by their meeting method. Pure and deterministic: time comes in as `now`.
 *
 * Cost: O(n · s) for n waiting clients and s staff on duty — linear in the line's length.
 */

export interface StaffOnDuty {
  id: number;
  /** `${serviceId}:${meetingMethod}` pairs this person serves. */
  serves: ReadonlySet<string>;
  /** When they are free (ms since epoch); in the past or absent means now. */
  busyUntil?: number;
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
  /** Expected start per waiting client; null when nobody on duty can serve them. */
  starts: Map<number, number | null>;
  /** Expected start for a client who joins now for this service and method; null: nobody can. */
  startForNewClient(serviceId: number, meetingMethod: number): number | null;
  /** When each staff member is done with the clients the simulation gave them (ms). */
  staffFreeAt: ReadonlyMap<number, number>;
}

export const capabilityKey = (serviceId: number, meetingMethod: number) => `${serviceId}:${meetingMethod}`;

export function estimateWaits(input: WaitEstimateInput): WaitEstimate {
  const { now } = input;
  const free = input.staff.map((s) => ({ id: s.id, serves: s.serves, at: Math.max(now, s.busyUntil ?? now) }));
  const starts = new Map<number, number | null>();

  const earliestFor = (key: string) => {
    let best: (typeof free)[number] | undefined;
    for (const member of free) {
      if (member.serves.has(key) && (!best || member.at < best.at)) best = member;
    }
    return best;
  };

  for (const client of input.waiting) {
    const member = earliestFor(capabilityKey(client.serviceId, client.meetingMethod));
    if (!member) {
      starts.set(client.id, null);
      continue;
    }
    starts.set(client.id, member.at);
    member.at += input.durationMinutes(client.serviceId) * 60_000;
  }

  return {
    starts,
    startForNewClient: (serviceId, meetingMethod) => earliestFor(capabilityKey(serviceId, meetingMethod))?.at ?? null,
    staffFreeAt: new Map(free.map((member) => [member.id, member.at])),
  };
}
