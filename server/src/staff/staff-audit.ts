/**
 * The audit trail of staff work: one `staff_audit` row per action on a place in line or a
 * booking, written in the transaction that makes the change, so a change and its record stand
 * or fall together. On bookings the client's own changes, kiosk check-ins and the no-show sweep
 * are recorded too, so a booking's trail tells its whole story.
 */
import type { Kysely } from "kysely";
import type { StaffAuditActorKind, StaffAuditEntry } from "#contract";
import type { Database } from "../db/schema.js";
import type { StaffPrincipal } from "./staff-principal.js";

export interface AuditActor {
  kind: StaffAuditActorKind;
  staffId: number | null;
}

export const CLIENT_ACTOR: AuditActor = { kind: "client", staffId: null };
export const KIOSK_ACTOR: AuditActor = { kind: "kiosk", staffId: null };
export const SYSTEM_ACTOR: AuditActor = { kind: "system", staffId: null };

export function auditActorOf(principal: StaffPrincipal): AuditActor {
  return principal.kind === "staff" ? { kind: "staff", staffId: principal.id } : { kind: "admin", staffId: null };
}

export type AuditSubject = StaffAuditEntry["attributes"]["subject"];

/** What was changed: the row's ids and the status it had. */
export interface AuditTarget {
  subject: AuditSubject;
  id: number;
  vendorId: number;
  locationId: number;
}

export interface AuditRecord {
  actor: AuditActor;
  /** `start`, `complete`, `serve`, `no_show`, `cancel`, `check_in`, `move`, `meeting_link`, `call_next`. */
  action: string;
  from: number | null;
  to: number | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(tx: Kysely<Database>, target: AuditTarget, records: readonly AuditRecord[], now: Date): Promise<void> {
  if (!records.length) return;
  const stamp = now.toISOString();
  await tx
    .insertInto("staff_audit")
    .values(
      records.map((r) => ({
        vendor_id: target.vendorId,
        actor_kind: r.actor.kind,
        staff_id: r.actor.staffId,
        action: r.action,
        subject: target.subject,
        subject_id: target.id,
        location_id: target.locationId,
        from_status: r.from,
        to_status: r.to,
        detail: JSON.stringify(r.detail ?? {}),
        created_at: stamp,
      })),
    )
    .execute();
}

/** What the trail keeps of a video change: the link and the dial-in number (no PIN). */
export function videoAuditDetail(columns: { meeting_link?: string | null; dial_in_e164?: string | null }): Record<string, unknown> {
  return {
    ...(columns.meeting_link !== undefined ? { meeting_link: columns.meeting_link } : {}),
    ...(columns.dial_in_e164 !== undefined ? { dial_in: columns.dial_in_e164 } : {}),
  };
}

/** The trail of one place in line or booking, oldest first, with the staff members' names. */
export async function loadAudit(db: Kysely<Database>, subject: AuditSubject, id: number): Promise<StaffAuditEntry[]> {
  const rows = await db
    .selectFrom("staff_audit")
    .leftJoin("staff_users", "staff_users.id", "staff_audit.staff_id")
    .selectAll("staff_audit")
    .select("staff_users.full_name")
    .where("staff_audit.subject", "=", subject)
    .where("staff_audit.subject_id", "=", id)
    .orderBy("staff_audit.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: "staff-audit",
    attributes: {
      action: row.action,
      subject: row.subject,
      subject_id: row.subject_id,
      location_id: row.location_id,
      from_status: row.from_status,
      to_status: row.to_status,
      actor: { kind: row.actor_kind, staff_id: row.staff_id, full_name: row.full_name },
      detail: JSON.parse(row.detail) as Record<string, unknown>,
      created: row.created_at,
    },
  }));
}
