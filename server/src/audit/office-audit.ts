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
  await recordOfficeAudits(db, [entry], now);
}

/** Rows a statement inserts at most: far below either database's limit of bound values. */
const ROWS_A_STATEMENT = 100;

/** Many entries at the same time (a write that deactivates a thousand staff); the caller gives the transaction. */
export async function recordOfficeAudits(db: Kysely<Database>, entries: readonly OfficeAuditEntry[], now: Date): Promise<void> {
  const created_at = now.toISOString();
  for (let start = 0; start < entries.length; start += ROWS_A_STATEMENT) {
    const rows = entries.slice(start, start + ROWS_A_STATEMENT).map((entry) => ({
      vendor_id: entry.vendorId,
      created_at,
      actor_kind: entry.actor.kind,
      staff_id: entry.actor.staffId,
      actor_name: entry.actor.name,
      action: entry.action,
      target: entry.target ?? "",
      detail: JSON.stringify(entry.detail ?? {}),
      address: entry.address ?? "",
    }));
    await db.insertInto("office_audit").values(rows).execute();
  }
}
