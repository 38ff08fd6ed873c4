/**
 * The audit trail of staff work (`GET /api/v2/staff/appointments/{id}/audit`,
 * `GET /api/v2/staff/queue-appointments/{id}/audit`): who did what to a place in line or a
 * booking, from which status to which, oldest first. The server types its answer with these
 * schemas and the OpenAPI document describes it from them.
 */
import * as v from "valibot";

/**
 * Who acted: a staff member (`staff_id`), the admin token, or — on a booking — the client on the
 * manage page, a kiosk check-in by confirmation code, or the server itself (the no-show sweep).
 */
export const STAFF_AUDIT_ACTOR_KINDS = ["staff", "admin", "client", "kiosk", "system"] as const;
export type StaffAuditActorKind = (typeof STAFF_AUDIT_ACTOR_KINDS)[number];

export const StaffAuditEntrySchema = v.object({
  id: v.number(),
  type: v.literal("staff-audit"),
  attributes: v.object({
    /** `start`, `complete`, `serve`, `no_show`, `cancel`, `check_in`, `move`, `meeting_link`, `call_next`. */
    action: v.string(),
    subject: v.picklist(["queue-appointment", "appointment"]),
    subject_id: v.number(),
    location_id: v.number(),
    from_status: v.nullable(v.number()),
    to_status: v.nullable(v.number()),
    actor: v.object({ kind: v.picklist(STAFF_AUDIT_ACTOR_KINDS), staff_id: v.nullable(v.number()), full_name: v.nullable(v.string()) }),
    /** What else changed: a move's old and new start and staff, who serves, the video link. */
    detail: v.record(v.string(), v.unknown()),
    created: v.string(),
  }),
});
export type StaffAuditEntry = v.InferOutput<typeof StaffAuditEntrySchema>;

export const StaffAuditResponseSchema = v.object({ data: v.array(StaffAuditEntrySchema) });
export type StaffAuditResponse = v.InferOutput<typeof StaffAuditResponseSchema>;
