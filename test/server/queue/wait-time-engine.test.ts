import { describe, expect, it } from "vitest";
import { capabilityKey, estimateWaits, type StaffOnDuty } from "../../../server/src/queue/wait-time-engine.js";

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
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let round = 0; round < 50; round++) {
      const staff: StaffOnDuty[] = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => ({
        id: i,
        serves: serves(...([[1, 1], [2, 1], [3, 2]] as [number, number][]).filter(() => random() > 0.3)),
        busyUntil: NOW + Math.floor(random() * 40 - 20) * MIN,
      }));
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
});
