/**
 * How much a visit's length varies, learned beside its average: `variance_minutes2` (minutes
 * squared) in `service_duration_stats` is an exponentially weighted variance of completed visits
 * (staff/learned-duration.ts), from which the estimates give a range (`expected_start_p90`).
 * Rows learned before this start at 0 and are read together with an assumed spread until enough
 * visits have been added (queue/visit-spread.ts).
 */
import type { Kysely, Migration } from "kysely";

export const durationSpreadMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("service_duration_stats")
      .addColumn("variance_minutes2", "double precision", (c) => c.notNull().defaultTo(0))
      .execute();
    // Samples that taught the variance (those before this column taught only the average).
    await db.schema
      .alterTable("service_duration_stats")
      .addColumn("variance_samples", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
