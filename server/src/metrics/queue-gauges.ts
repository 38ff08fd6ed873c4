/**
 * What `/metrics` reads from the database at each scrape: every location's line (people waiting)
 * and the wait a newcomer would see (until the last one waiting is expected to start), and the
 * outbox by status. Two grouped queries, bounded by the number of locations with a line and by
 * the four outbox statuses, so a scrape costs the same however busy the day is.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database } from "../db/schema.js";
import type { LineModels } from "../queue/line/line-models.js";

/** More locations with a line than this are not reported one by one (the series would explode). */
const MAX_LOCATIONS = 2_000;

export interface LineReading {
  vendor: string;
  location: string;
  waiting: number;
  /** Seconds until the last one waiting is expected to start; 0 with no estimate. */
  waitSeconds: number;
}

export interface OutboxReading {
  /** Rows by status: pending, sending, sent, failed. */
  byStatus: Map<string, number>;
  /** Pending rows whose earlier attempts failed (a retry is scheduled). */
  retrying: number;
}

export async function readLines(db: Kysely<Database>, lines: LineModels, now: Date): Promise<LineReading[]> {
  const rows = await db
    .selectFrom("queue_appointments as q")
    .innerJoin("locations as l", "l.id", "q.location_id")
    .innerJoin("vendors as v", "v.id", "q.vendor_id")
    .where("q.status", "=", QueueStatus.waiting)
    .groupBy(["l.id", "v.slug", "l.key"])
    .select((eb) => ["l.id", "v.slug as vendor", "l.key as location", eb.fn.countAll<string | number>().as("waiting")])
    .limit(MAX_LOCATIONS)
    .execute();
  // The estimates live in the line models (queue/line/), not in the rows.
  const held = await lines.lines(rows.map((row) => row.id));
  return rows.map((row) => {
    const last = held.get(row.id)?.lastStart() ?? null;
    return {
      vendor: row.vendor,
      location: row.location,
      waiting: Number(row.waiting),
      waitSeconds: last === null ? 0 : Math.max(0, Math.round((last - now.getTime()) / 1000)),
    };
  });
}

export async function readOutbox(db: Kysely<Database>): Promise<OutboxReading> {
  const rows = await db
    .selectFrom("outbox")
    .groupBy(["status"])
    .select((eb) => [
      "status",
      eb.fn.countAll<string | number>().as("rows"),
      eb.fn.sum<string | number | null>(eb.case().when("attempts", ">", 0).then(1).else(0).end()).as("retried"),
    ])
    .execute();
  const byStatus = new Map<string, number>();
  let retrying = 0;
  for (const row of rows) {
    byStatus.set(row.status, Number(row.rows));
    if (row.status === "pending") retrying = Number(row.retried ?? 0);
  }
  return { byStatus, retrying };
}
