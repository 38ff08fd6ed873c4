/**
 * Reminders of booked appointments (`appointment_reminder`), `client_view.reminder_minutes_before`
 * their start — a day and an hour by default — through the outbox, in the client's language and
 * by the channels they gave. Run about once a minute by the outbox worker.
 *
 * - Each reminder goes once: the appointment remembers which start and how many minutes before
 *   it its last reminder was (`reminded_start`, `reminded_minutes`), set by one guarded UPDATE in
 *   the transaction that queues it, so instances sharing a database never both send it; the
 *   outbox's dedupe key is a second guard.
 * - A move makes them due again (the start changed).
 * - When several are due at once (the server was down, the booking was made late), only the one
 *   nearest the start goes: two reminders in one minute would only confuse.
 * - A reminder whose time came before the booking was made is never sent (book at 9:30 for 10:00
 *   and there is no "tomorrow" reminder).
 * - A vendor without reminders (an empty list) gets none.
 */
import { sql, type Kysely } from "kysely";
import { AppointmentStatus } from "#contract";
import type { Database } from "../db/schema.js";
import { vendorFromRow } from "../vendors/vendor.js";
import { enqueueAppointmentNotice } from "./enqueue-appointment.js";

/** Queues the reminders due at `now`; answers how many appointments got one. */
export async function enqueueDueReminders(db: Kysely<Database>, now: Date): Promise<number> {
  const vendors = (await db.selectFrom("vendors").selectAll().execute()).map(vendorFromRow);
  const offsetsOf = new Map(vendors.map((v) => [v.id, v.settings.client_view.reminder_minutes_before]));
  const offsets = [...new Set(vendors.flatMap((v) => v.settings.client_view.reminder_minutes_before))].sort((a, b) => a - b);
  const at = now.getTime();
  let sent = 0;
  // Nearest first: once it is sent, the earlier ones for the same start no longer match.
  for (const minutes of offsets) {
    const due = await db
      .selectFrom("appointments")
      .select(["id", "vendor_id", "starts_at", "created_at"])
      .where("status", "=", AppointmentStatus.confirmed)
      .where("starts_at", ">", now.toISOString())
      .where("starts_at", "<=", new Date(at + minutes * 60_000).toISOString())
      .where((eb) => eb.or([eb("reminded_start", "is", null), eb("reminded_start", "<>", eb.ref("starts_at")), eb("reminded_minutes", ">", minutes)]))
      .orderBy("starts_at")
      .execute();
    for (const row of due) {
      if (!offsetsOf.get(row.vendor_id)?.includes(minutes)) continue;
      const remindAt = Date.parse(row.starts_at) - minutes * 60_000;
      // Booked after its reminder was due: marked, not sent.
      const send = Date.parse(row.created_at) < remindAt;
      const queued = await db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable("appointments")
          .set({ reminded_start: sql<string>`starts_at`, reminded_minutes: minutes })
          .where("id", "=", row.id)
          .where("starts_at", "=", row.starts_at)
          .where("status", "=", AppointmentStatus.confirmed)
          .where((eb) => eb.or([eb("reminded_start", "is", null), eb("reminded_start", "<>", eb.ref("starts_at")), eb("reminded_minutes", ">", minutes)]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1 || !send) return false;
        await enqueueAppointmentNotice(tx, "appointment_reminder", row.id, now, `:${row.starts_at}:${minutes}`);
        return true;
      });
      if (queued) sent++;
    }
  }
  return sent;
}
