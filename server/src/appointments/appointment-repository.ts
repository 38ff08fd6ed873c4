/** Reads a vendor's booked appointment, only for a caller presenting its confirm code. */
import type { Kysely } from "kysely";
import type { AppointmentRow, Database } from "../db/schema.js";
import { confirmCodeMatches } from "../queue-appointments/confirm-code.js";

/** Unknown id, another vendor's id and a wrong code all answer undefined, so they look alike. */
export async function findAppointmentWithCode(db: Kysely<Database>, vendorId: number, id: number, code: string): Promise<AppointmentRow | undefined> {
  const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).where("vendor_id", "=", vendorId).executeTakeFirst();
  return row && confirmCodeMatches(row.confirm_code, code) ? row : undefined;
}

/** Until when a client may cancel or move an appointment (`time_to_cancel` / `time_to_reschedule`). */
export function changeDeadlines(row: Pick<AppointmentRow, "starts_at">, clientView: { time_to_cancel_minutes: number; time_to_reschedule_minutes: number }) {
  const start = Date.parse(row.starts_at);
  return {
    cancelUntil: start - clientView.time_to_cancel_minutes * 60_000,
    rescheduleUntil: start - clientView.time_to_reschedule_minutes * 60_000,
  };
}
