/**
 * The audit log's record of a vendor document write: `vendor.create` when the write created the
 * vendor, else one `document.change` listing what changed (nothing when nothing did), and one
 * `staff.deactivate` / `staff.activate` per staff member the write took out of the document or
 * brought back. Written right after the document's transaction commits (the write's code runs
 * its own transaction and offers no hook inside it), all entries of one write in one transaction.
 */
import type { Kysely } from "kysely";
import type { CsvList, DocumentChangeDetail, VendorDocument } from "#contract";
import type { Database } from "../db/schema.js";
import { timeSlicer } from "../time/time-slices.js";
import { withSanitizedStatement } from "../vendors/sanitize-statement.js";
import { diffDocuments } from "./document-diff.js";
import { type AuditActor, type OfficeAuditEntry, recordOfficeAudits } from "./office-audit.js";

/** Who wrote the document, from where. */
export interface DocumentAuditSource {
  actor: AuditActor;
  source: DocumentChangeDetail["source"];
  csv?: CsvList;
  /** The request's IP address. */
  address: string;
}

export interface DocumentWritten {
  vendorId: number;
  slug: string;
  created: boolean;
  before: VendorDocument | undefined;
  after: VendorDocument;
  /** Keys of the vendor's staff members who were inactive before the write (`inactiveStaffKeys`). */
  inactiveBefore: ReadonlySet<string>;
}

/** Read before the write: a staff member it adds back to the document is one coming back, not a new one. */
export async function inactiveStaffKeys(db: Kysely<Database>, slug: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("staff_users")
    .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
    .select("staff_users.key")
    .where("vendors.slug", "=", slug)
    .where("staff_users.active", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.key));
}

export async function recordDocumentWrite(db: Kysely<Database>, written: DocumentWritten, by: DocumentAuditSource, now: Date): Promise<void> {
  const entry = (action: string, target: string, detail: Record<string, unknown>): OfficeAuditEntry => ({
    vendorId: written.vendorId,
    actor: by.actor,
    action,
    target,
    detail,
    address: by.address,
  });
  const after = withSanitizedStatement(written.after);
  const origin = { source: by.source, ...(by.csv ? { csv: by.csv } : {}) };
  if (written.created || !written.before) {
    const counts = { locations: after.locations.length, services: after.services.length, staff: after.staff.length };
    await recordOfficeAudits(db, [entry("vendor.create", written.slug, { ...origin, name: after.name, ...counts })], now);
    return;
  }
  const diff = await diffDocuments(written.before, after, timeSlicer());
  if (!diff.changes.length) return;
  const detail: DocumentChangeDetail = { ...origin, changes: diff.changes, more: diff.more };
  const entries = [entry("document.change", "document", { ...detail })];
  const kept = new Set(after.staff.map((member) => member.key));
  for (const member of written.before.staff) {
    if (!kept.has(member.key)) entries.push(entry("staff.deactivate", member.key, { ...origin, full_name: member.full_name }));
  }
  const had = new Set(written.before.staff.map((member) => member.key));
  for (const member of after.staff) {
    if (!had.has(member.key) && written.inactiveBefore.has(member.key)) {
      entries.push(entry("staff.activate", member.key, { ...origin, full_name: member.full_name }));
    }
  }
  await db.transaction().execute((tx) => recordOfficeAudits(tx, entries, now));
}
