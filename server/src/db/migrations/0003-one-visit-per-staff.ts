/**
 * A staff member serves one client at a time. The status update already checks this, but two
 * starts of different clients by the same person at the same instant could both pass that
 * check on PostgreSQL; a partial unique index makes the database refuse the second.
 */
import { sql, type Kysely, type Migration } from "kysely";

export const oneVisitPerStaffMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("queue_appointments_one_in_progress_per_staff")
      .on("queue_appointments")
      .column("user_id")
      .unique()
      .where(sql.ref("status"), "=", 5)
      .execute();
  },
};
