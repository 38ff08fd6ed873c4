/**
 * Learns how long a visit of a service takes at a location: an exponential moving average of
 * completed visits, so the wait-time engine follows what actually happens there rather than the
 * vendor's guess in `services.duration_minutes`; and beside it how much visits vary (an
 * exponentially weighted variance with the same weight), from which the estimates give a range
 * (queue/visit-spread.ts).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Weight of the newest visit: recent enough to follow a change, calm enough to ignore one outlier. */
export const DURATION_ALPHA = 0.2;
/** A visit left open over lunch, or closed by a double click, must not skew the average. */
export const MIN_VISIT_MINUTES = 1;
export const MAX_VISIT_MINUTES = 240;

/** Minutes between start and finish, clamped to 1–240; undefined without a start. */
export function visitMinutes(startedAt: string | null, finishedAt: Date): number | undefined {
  if (!startedAt) return undefined;
  const minutes = (finishedAt.getTime() - new Date(startedAt).getTime()) / 60_000;
  if (!Number.isFinite(minutes)) return undefined;
  return Math.min(MAX_VISIT_MINUTES, Math.max(MIN_VISIT_MINUTES, minutes));
}

/**
 * Adds one visit to the average of (location, service): the first visit as is, then
 * `α·visit + (1−α)·average`; and to the variance, from the second visit on,
 * `(1−α)·(variance + α·(visit − average)²)` (the incremental form of an exponentially weighted
 * variance, with the average before this visit). One upsert computes it in SQL, so two visits
 * finishing at once both count.
 */
export async function recordVisitDuration(db: Kysely<Database>, visit: { locationId: number; serviceId: number; minutes: number }, now: Date): Promise<void> {
  const keep = 1 - DURATION_ALPHA;
  await db
    .insertInto("service_duration_stats")
    .values({
      location_id: visit.locationId,
      service_id: visit.serviceId,
      average_minutes: visit.minutes,
      samples: 1,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(["location_id", "service_id"]).doUpdateSet({
        average_minutes: sql<number>`case when service_duration_stats.samples = 0 then excluded.average_minutes
          else ${sql.lit(DURATION_ALPHA)} * excluded.average_minutes + ${sql.lit(keep)} * service_duration_stats.average_minutes end`,
        // The right-hand sides read the row as it was (both dialects): the average before this visit.
        variance_minutes2: sql<number>`case when service_duration_stats.samples = 0 then 0
          else ${sql.lit(keep)} * (service_duration_stats.variance_minutes2 + ${sql.lit(DURATION_ALPHA)}
            * (excluded.average_minutes - service_duration_stats.average_minutes) * (excluded.average_minutes - service_duration_stats.average_minutes)) end`,
        variance_samples: sql<number>`case when service_duration_stats.samples = 0 then 0 else service_duration_stats.variance_samples + 1 end`,
        samples: sql<number>`service_duration_stats.samples + 1`,
        updated_at: sql<string>`excluded.updated_at`,
      }),
    )
    .execute();
}
