/**
 * Call next: start the longest-waiting client at a location whom the serving staff member can
 * serve (role, service and meeting method), skipping those they cannot. When another desk takes
 * the same client first, the next one is tried.
 */
import type { Kysely } from "kysely";
import { QueueStatus } from "../../../widget/src/contract/index.js";
import type { Database, LocationRow } from "../db/schema.js";
import { ApiError } from "../http/api-error.js";
import { resolveActingStaff } from "./acting-staff.js";
import { changeAppointmentStatus } from "./change-appointment-status.js";
import { loadStaffReach } from "./staff-actor.js";
import { assertAllowed, canReadQueue, canWrite, coversClient, type Actor } from "./staff-permissions.js";

const alreadyServing = () => new ApiError(409, "already_serving", "Already serving a client; complete that visit first");

/** Answers the id of the appointment started. */
export async function callNext(
  db: Kysely<Database>,
  actor: Actor,
  location: LocationRow,
  actingStaffId: number | undefined,
  now: Date,
): Promise<number> {
  assertAllowed(canWrite(actor));
  assertAllowed(canReadQueue(actor, location.id));
  const acting = await resolveActingStaff(db, actor.principal, location.vendor_id, actingStaffId, {
    required: true,
    field: "acting_staff_id",
  });
  if (!acting) throw new Error("call-next without a serving staff member");
  const serves = actor.principal.kind === "staff" ? actor.serves : (await loadStaffReach(db, acting.id)).serves;

  const busy = await db
    .selectFrom("queue_appointments")
    .select("id")
    .where("user_id", "=", acting.id)
    .where("status", "=", QueueStatus.inProgress)
    .executeTakeFirst();
  if (busy) throw alreadyServing();

  const waiting = await db
    .selectFrom("queue_appointments")
    .selectAll()
    .where("location_id", "=", location.id)
    .where("status", "=", QueueStatus.waiting)
    .orderBy("id")
    .execute();
  const candidates = waiting.filter(
    (a) => coversClient(acting.roleLevel, serves, { serviceId: a.service_id, meetingMethod: a.meeting_method }).allowed,
  );
  for (const appointment of candidates) {
    const result = await changeAppointmentStatus(db, { appointment, to: QueueStatus.inProgress, servingStaffId: acting.id, now });
    if (result.kind === "changed") return appointment.id;
    if (result.kind === "already_serving") throw alreadyServing();
  }
  throw new ApiError(409, "nobody_waiting", "Nobody you can serve is waiting at this location");
}
