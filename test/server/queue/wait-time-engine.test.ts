import { describe, expect, it } from "vitest";
import { capabilityKey, estimateWaits, type StaffOnDuty, type WaitingClient } from "../../../server/src/queue/wait-time-engine.js";
import { byStart, type Interval } from "../../../server/src/time/interval.js";

const NOW = Date.UTC(2026, 10, 22, 15, 0);
const MIN = 60_000;
const serves = (...pairs: [number, number][]) => new Set(pairs.map(([s, m]) => capabilityKey(s, m)));
const durations: Record<number, number> = { 1: 10, 2: 30 };

describe("estimateWaits", () => {
  it("works a hand example: 2 staff, 5 clients, mixed services", () => {
    // Ana serves both services; Ben only service 1 and is busy for 5 more minutes.
    const staff: StaffOnDuty[] = [
      { id: 1, serves: serves([1, 1], [2, 1]) },
      { id: 2, serves: serves([1, 1]), busyUntil: NOW + 5 * MIN },
    ];
    const waiting = [
      { id: 11, serviceId: 2, meetingMethod: 1 }, // Ana at 0, till 30
      { id: 12, serviceId: 1, meetingMethod: 1 }, // Ben at 5, till 15
      { id: 13, serviceId: 1, meetingMethod: 1 }, // Ben at 15, till 25
      { id: 14, serviceId: 2, meetingMethod: 1 }, // only Ana: at 30, till 60
      { id: 15, serviceId: 1, meetingMethod: 1 }, // Ben at 25
    ];
    const result = estimateWaits({ now: NOW, staff, waiting, durationMinutes: (s) => durations[s] ?? 15 });
    const minutes = (id: number) => ((result.starts.get(id) ?? NaN) - NOW) / MIN;
    expect([11, 12, 13, 14, 15].map(minutes)).toEqual([0, 5, 15, 30, 25]);
    expect(((result.startForNewClient(1, 1) ?? NaN) - NOW) / MIN).toBe(35);
    expect(((result.startForNewClient(2, 1) ?? NaN) - NOW) / MIN).toBe(60);
  });

  it("gives null when nobody on duty serves the service by that method", () => {
    const result = estimateWaits({
      now: NOW,
      staff: [{ id: 1, serves: serves([1, 1]) }],
      waiting: [{ id: 1, serviceId: 1, meetingMethod: 3 }],
      durationMinutes: () => 10,
    });
    expect(result.starts.get(1)).toBeNull();
    expect(result.startForNewClient(1, 3)).toBeNull();
    expect(result.startForNewClient(1, 1)).toBe(NOW);
  });

  it("is never earlier than now and keeps arrival order within a service", () => {
    const random = seeded(7);
    for (let round = 0; round < 50; round++) {
      const staff = randomStaff(random, [
        [1, 1],
        [2, 1],
        [3, 2],
      ]);
      const waiting = Array.from({ length: Math.floor(random() * 30) }, (_, i) => ({
        id: i,
        serviceId: 1 + Math.floor(random() * 3),
        meetingMethod: random() > 0.8 ? 2 : 1,
      }));
      const { starts } = estimateWaits({ now: NOW, staff, waiting, durationMinutes: (s) => s * 7 });
      const lastStart = new Map<number, number>();
      for (const client of waiting) {
        const start = starts.get(client.id);
        if (start == null) continue;
        expect(start).toBeGreaterThanOrEqual(NOW);
        expect(start).toBeGreaterThanOrEqual(lastStart.get(client.serviceId) ?? NOW);
        lastStart.set(client.serviceId, start);
      }
    }
  });

  it("starts a walk-in after the hour both staff are booked for, not now", () => {
    const nextHour = [{ start: NOW, end: NOW + 60 * MIN }];
    const staff: StaffOnDuty[] = [
      { id: 1, serves: serves([1, 1]), blocked: nextHour },
      { id: 2, serves: serves([1, 1]), blocked: nextHour },
    ];
    const result = estimateWaits({ now: NOW, staff, waiting: [{ id: 11, serviceId: 1, meetingMethod: 1 }], durationMinutes: () => 10 });
    expect(((result.starts.get(11) ?? NaN) - NOW) / MIN).toBe(60);
    // The first took Ana's 60–70; Ben is free at 60.
    expect(((result.startForNewClient(1, 1) ?? NaN) - NOW) / MIN).toBe(60);
  });

  it("gives a walk-in to someone free sooner, and lets a short visit fit before a booking", () => {
    // Ana is booked from 15:10; Ben is busy until 15:20.
    const staff: StaffOnDuty[] = [
      { id: 1, serves: serves([1, 1], [2, 1]), blocked: [{ start: NOW + 10 * MIN, end: NOW + 70 * MIN }] },
      { id: 2, serves: serves([1, 1], [2, 1]), busyUntil: NOW + 20 * MIN },
    ];
    const waiting = [
      { id: 11, serviceId: 2, meetingMethod: 1 }, // 30 min: not before Ana's booking; Ben at 20
      { id: 12, serviceId: 1, meetingMethod: 1 }, // 10 min: Ana at 0, done when her booking starts
      { id: 13, serviceId: 1, meetingMethod: 1 }, // Ben at 50, Ana only at 70
    ];
    const result = estimateWaits({ now: NOW, staff, waiting, durationMinutes: (s) => durations[s] ?? 15 });
    expect(waiting.map((c) => ((result.starts.get(c.id) ?? NaN) - NOW) / MIN)).toEqual([20, 0, 50]);
    expect(result.staffFreeAt.get(1)).toBe(NOW + 10 * MIN);
  });

  it("makes a walk-in's estimate grow when a staff member gets booked", () => {
    const line: WaitingClient[] = [1, 2, 3, 4].map((id) => ({ id, serviceId: 1, meetingMethod: 1 }));
    const estimate = (anaBooked: Interval[]) =>
      estimateWaits({
        now: NOW,
        staff: [
          { id: 1, serves: serves([1, 1]), blocked: anaBooked },
          { id: 2, serves: serves([1, 1]) },
        ],
        waiting: line,
        durationMinutes: () => 15,
      }).startForNewClient(1, 1) ?? NaN;
    expect((estimate([]) - NOW) / MIN).toBe(30);
    expect((estimate([{ start: NOW + 15 * MIN, end: NOW + 45 * MIN }]) - NOW) / MIN).toBe(45);
  });

  it("keeps blocked time after a person's last client out of when they are free", () => {
    const result = estimateWaits({
      now: NOW,
      staff: [{ id: 1, serves: serves([1, 1]), blocked: [{ start: NOW + 30 * MIN, end: NOW + 90 * MIN }] }],
      waiting: [{ id: 11, serviceId: 1, meetingMethod: 1 }],
      durationMinutes: () => 10,
    });
    expect(result.staffFreeAt.get(1)).toBe(NOW + 10 * MIN);
  });

  it("starts clients at the next opening, and gives none beyond the last one in view", () => {
    // Closed for the next hour, open for 20 minutes, then not again within the time read.
    const closed = [
      { start: NOW, end: NOW + 60 * MIN },
      { start: NOW + 80 * MIN, end: Infinity },
    ];
    const result = estimateWaits({
      now: NOW,
      staff: [{ id: 1, serves: serves([1, 1]), blocked: closed }],
      waiting: [11, 12, 13].map((id) => ({ id, serviceId: 1, meetingMethod: 1 })),
      durationMinutes: () => 10,
    });
    expect([11, 12, 13].map((id) => result.starts.get(id))).toEqual([NOW + 60 * MIN, NOW + 70 * MIN, null]);
    expect(result.startForNewClient(1, 1)).toBeNull();
    // Nobody was given the client without an estimate: the person is free after the second.
    expect(result.staffFreeAt.get(1)).toBe(NOW + 80 * MIN);
  });

  it("agrees with a plain search for the first free start on random lines, bookings and time off", () => {
    const random = seeded(11);
    for (let round = 0; round < 200; round++) {
      const staff = randomStaff(random, [
        [1, 1],
        [2, 1],
        [3, 1],
      ]).map((member) => ({
        ...member,
        blocked: Array.from({ length: Math.floor(random() * 8) }, () => {
          const start = NOW + Math.floor(random() * 300 - 30) * MIN;
          return { start, end: start + (1 + Math.floor(random() * 60)) * MIN };
        }).sort(byStart),
      }));
      const waiting = Array.from({ length: Math.floor(random() * 30) }, (_, i) => ({ id: i, serviceId: 1 + Math.floor(random() * 3), meetingMethod: 1 }));
      const durationMinutes = (s: number) => s * 7;
      const { starts } = estimateWaits({ now: NOW, staff, waiting, durationMinutes });
      expect(starts).toEqual(plainEstimate(staff, waiting, durationMinutes));
    }
  });
});

/** A repeatable stream of numbers in [0, 1). */
function seeded(seed: number): () => number {
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647;
}

/** One to four staff, each serving some of the pairs, free some time around now. */
function randomStaff(random: () => number, pairs: [number, number][]): StaffOnDuty[] {
  return Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => ({
    id: i,
    serves: serves(...pairs.filter(() => random() > 0.3)),
    busyUntil: NOW + Math.floor(random() * 40 - 20) * MIN,
  }));
}

/** The rule without cursors: each client to whoever's first free start after their last client is earliest. */
function plainEstimate(staff: readonly StaffOnDuty[], waiting: readonly WaitingClient[], durationMinutes: (s: number) => number) {
  const free = new Map(staff.map((s) => [s.id, Math.max(NOW, s.busyUntil ?? NOW)]));
  const firstFree = (member: StaffOnDuty, length: number) => {
    let at = free.get(member.id) ?? NOW;
    for (let clash = clashAt(member, at, length); clash; clash = clashAt(member, at, length)) at = clash.end;
    return at;
  };
  const starts = new Map<number, number | null>();
  for (const client of waiting) {
    const length = durationMinutes(client.serviceId) * MIN;
    const options = staff
      .filter((s) => s.serves.has(capabilityKey(client.serviceId, client.meetingMethod)))
      .map((member) => ({ member, start: firstFree(member, length) }));
    const best = options.reduce<(typeof options)[number] | undefined>((a, b) => (!a || b.start < a.start ? b : a), undefined);
    starts.set(client.id, best?.start ?? null);
    if (best) free.set(best.member.id, best.start + length);
  }
  return starts;
}

const clashAt = (member: StaffOnDuty, at: number, length: number) => member.blocked?.find((b) => b.start < at + length && at < b.end);
