/**
 * Writes the back office's audit log (`office_audit`): who did what to the vendor and when.
 * Written in the caller's transaction where there is one, so a change and its record stand or
 * fall together. The product only ever inserts here: no route updates or deletes a row, and an
 * erasure on request leaves the log as it is (it names the client by id, never by email or phone).
 */
import type { Kysely } from "kysely";
import type { Database, OfficeAuditTable } from "../db/schema.js";
import type { SessionPerson } from "../office/sessions.js";

export interface AuditActor {
  kind: OfficeAuditTable["actor_kind"];
  staffId: number | null;
  name: string;
}

export const OPERATOR: AuditActor = { kind: "operator", staffId: null, name: "" };
export const SYSTEM: AuditActor = { kind: "system", staffId: null, name: "" };

export function actorOf(person: Pick<SessionPerson, "staffId" | "fullName">): AuditActor {
  return { kind: "staff", staffId: person.staffId, name: person.fullName };
}

export interface OfficeAuditEntry {
  vendorId: number;
  actor: AuditActor;
  /** e.g. `document.change`, `sign_in`, `sign_in.failed`, `invite`, `deactivate`, `export`, `erasure`. */
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  address?: string;
}

export async function recordOfficeAudit(db: Kysely<Database>, entry: OfficeAuditEntry, now: Date): Promise<void> {
  await db
    .insertInto("office_audit")
    .values({
      vendor_id: entry.vendorId,
      created_at: now.toISOString(),
      actor_kind: entry.actor.kind,
      staff_id: entry.actor.staffId,
      actor_name: entry.actor.name,
      action: entry.action,
      target: entry.target ?? "",
      detail: JSON.stringify(entry.detail ?? {}),
      address: entry.address ?? "",
    })
    .execute();
}
