/**
 * Reads lines from the database alone, as a restart or another instance would: each line's row
 * (its change number first, so what is read after it is at least that new), who waits, and the
 * inputs at the line's anchor. `new LineState(snapshot)` then gives the estimates a fresh
 * computation gives — what an instance's line model must agree with once it has settled.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "#contract";
import type { Database } from "../../db/schema.js";
import { loadLineInputs, type InputsOptions } from "./line-inputs.js";
import { readLines } from "./line-rows.js";
import { LineState, type LineEntry, type LineSnapshot } from "./line-state.js";

/** Snapshots of these lines (none for a location that does not exist); rows missing are created anchored at `now`. */
export async function loadLineSnapshots(
  db: Kysely<Database>,
  locationIds: readonly number[],
  now: Date,
  options: InputsOptions = {},
): Promise<Map<number, LineSnapshot>> {
  const ids = [...new Set(locationIds)];
  const result = new Map<number, LineSnapshot>();
  if (!ids.length) return result;
  const rows = await readLines(db, ids, now);
  const [waiting, inputs] = await Promise.all([
    db
      .selectFrom("queue_appointments")
      .select(["id", "location_id", "service_id", "meeting_method", "created_at"])
      .where("location_id", "in", ids)
      .where("status", "=", QueueStatus.waiting)
      .orderBy("id")
      .execute(),
    loadLineInputs(db, new Map([...rows].map(([id, row]) => [id, row.anchor])), options),
  ]);
  const entries = new Map<number, LineEntry[]>();
  for (const row of waiting) {
    const list = entries.get(row.location_id) ?? [];
    list.push({ id: row.id, serviceId: row.service_id, meetingMethod: row.meeting_method, joinedAt: Date.parse(row.created_at) });
    entries.set(row.location_id, list);
  }
  for (const [locationId, placed] of inputs) {
    const row = rows.get(locationId);
    if (!row) continue;
    result.set(locationId, { vendorId: placed.vendorId, version: row.version, anchor: row.anchor, inputs: placed, entries: entries.get(locationId) ?? [] });
  }
  return result;
}

/** One line worked out from the database alone (tests compare the live model with it). */
export async function freshLine(db: Kysely<Database>, locationId: number, now: Date, options: InputsOptions = {}): Promise<LineState | undefined> {
  const snapshot = (await loadLineSnapshots(db, [locationId], now, options)).get(locationId);
  return snapshot && new LineState(snapshot);
}
