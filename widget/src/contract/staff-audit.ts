/**
 * The audit trail of staff work (`GET /api/v2/staff/appointments/{id}/audit`,
 * `GET /api/v2/staff/queue-appointments/{id}/audit`): who did what to a place in line or a
 * booking, from which status to which, oldest first.
 */

/**
 * Who acted: a staff member (`staff_id`), the admin token, or — on a booking — the client on the
 * manage page, a kiosk check-in by confirmation code, or the server itself (the no-show sweep).
 */
export type StaffAuditActorKind = "staff" | "admin" | "client" | "kiosk" | "system";

export interface StaffAuditEntry {
  id: number;
  type: "staff-audit";
  attributes: {
    /** `start`, `complete`, `serve`, `no_show`, `cancel`, `check_in`, `move`, `meeting_link`, `call_next`. */
    action: string;
    subject: "queue-appointment" | "appointment";
    subject_id: number;
    location_id: number;
    from_status: number | null;
    to_status: number | null;
    actor: { kind: StaffAuditActorKind; staff_id: number | null; full_name: string | null };
    /** What else changed: a move's old and new start and staff, who serves, the video link. */
    detail: Record<string, unknown>;
    created: string;
  };
}

export interface StaffAuditResponse {
  data: StaffAuditEntry[];
}
