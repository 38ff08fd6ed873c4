/**
 * Wait recompute time for lines of 10, 1,000 and 10,000 waiting clients: the pure engine alone
 * and the whole recompute (load the line, estimate, store what moved), each without and with
 * the staff's bookings (bench-bookings.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../server/src/db/schema.js";
import { loadLocationQueue, recomputeExpectedStarts } from "../server/src/queue/location-queue.js";
import { capabilityKey, estimateWaits } from "../server/src/queue/wait-time-engine.js";
import { bookedDay } from "./bench-bookings.js";
import { benchClient, benchVisit } from "./bench-rows.js";

/**
 * Mean time of one estimate; with `booked`, every staff member has a booked day. As many rounds
 * as make about 200,000 clients, after as many untimed ones, so the JIT has settled.
 */
export function engineMs(waiting: number, booked: boolean, staff = 6): number {
  const now = Date.now();
  const serves = new Set([capabilityKey(1, 1), capabilityKey(2, 1)]);
  const members = Array.from({ length: staff }, (_, id) => ({ id, serves, blocked: booked ? bookedDay(now) : [] }));
  const line = Array.from({ length: waiting }, (_, id) => ({ id, serviceId: 1 + (id % 2), meetingMethod: 1 }));
  const rounds = Math.max(20, Math.ceil(200_000 / Math.max(1, waiting)));
  const run = () => estimateWaits({ now, staff: members, waiting: line, durationMinutes: (s) => s * 5 });
  for (let i = 0; i < rounds; i++) run();
  const start = performance.now();
  for (let i = 0; i < rounds; i++) run();
  return (performance.now() - start) / rounds;
}

/** Fills a location's line with `waiting` clients straight into the database. */
export async function fillLine(db: Kysely<Database>, vendorId: number, locationId: number, serviceId: number, waiting: number): Promise<void> {
  const stamp = new Date().toISOString();
  for (let i = 0; i < waiting; i += 500) {
    const count = Math.min(500, waiting - i);
    const clients = await db
      .insertInto("clients")
      .values(Array.from({ length: count }, (_, j) => benchClient(vendorId, `Client${i + j}`, stamp)))
      .returning("id")
      .execute();
    await db
      .insertInto("queue_appointments")
      .values(
        clients.map((c) => ({ ...benchVisit(vendorId, locationId, serviceId, c.id, stamp), walk_in: 0, compliance_agreed: 0, channel_id: 13 })),
      )
      .execute();
  }
}

/** Median time of a full recompute where every estimate moves (the clock steps a minute each run). */
export async function fullRecomputeMs(db: Kysely<Database>, locationId: number, runs = 5): Promise<number> {
  return medianMs(runs, (i) => recomputeExpectedStarts(db, locationId, new Date(Date.now() + (i + 1) * 60_000)));
}

/**
 * Median time to load a line and estimate it, storing nothing: what bookings add to a recompute
 * (their query and the engine's work), without the writes, whose number depends on what moved.
 */
export async function loadAndEstimateMs(db: Kysely<Database>, locationId: number, runs = 15): Promise<number> {
  await loadLocationQueue(db, locationId, new Date());
  return medianMs(runs, () => loadLocationQueue(db, locationId, new Date()));
}

async function medianMs(runs: number, task: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}
