/**
 * Which reminder a booked appointment last got: for which start (a move makes its reminders
 * due again) and how many minutes before it. The reminder sweep reads and sets these in one
 * guarded UPDATE, so several instances send each reminder once.
 */
import type { Kysely, Migration } from "kysely";

export const appointmentRemindersMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("appointments").addColumn("reminded_start", "text").execute();
    await db.schema.alterTable("appointments").addColumn("reminded_minutes", "integer").execute();
  },
};
