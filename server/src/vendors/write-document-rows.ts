/**
 * Writes a vendor document into its rows: the vendor, its domains, services, locations (with
 * their offers), questions, staff and snippets. Given the previous document, items equal to
 * theirs are left alone, so an edit touches only the rows of what it changed; things left out
 * are deactivated rather than deleted, because appointments still point at them.
 */
import type { VendorDocument } from "#contract";
import { upsertLocations, upsertQuestions, upsertServices } from "./apply-catalog.js";
import { replaceSnippets } from "./apply-snippets.js";
import { upsertStaff } from "./apply-staff.js";
import { canonicalJson } from "./document-etag.js";
import type { Slice } from "../time/time-slices.js";
import type { Tx } from "./keyed-rows.js";
import { unchangedKeys, type VendorDocumentChanges } from "./vendor-document-changes.js";
import type { VendorSettings } from "./vendor.js";

/** The document the rows were last written from, and how the new one differs from it. */
export interface PreviousDocument {
  doc: VendorDocument;
  changes: VendorDocumentChanges;
}

/** The vendor row's columns: a few settings the server filters on, and the rest as JSON. */
export function vendorColumns(doc: VendorDocument, stamp: string) {
  const { services, locations, questions, staff, cx_snippets, ...settings } = doc;
  return {
    name: doc.name,
    homepage: doc.homepage,
    private_label: Number(doc.private_label),
    callback_requests_enabled: Number(doc.callback_requests_enabled),
    callback_closed_location_info: Number(doc.callback_closed_location_info),
    modern_client_view: Number(doc.modern_client_view),
    show_queue_appointment_feedback: Number(doc.show_queue_appointment_feedback),
    settings: JSON.stringify(settings satisfies VendorSettings),
    updated_at: stamp,
  };
}

/** Without `previous`, every row is written (a new vendor, or one whose document was not kept). */
/** `slice()` between rows: a document of thousands gives other requests their turns (time/time-slices.ts). */
export async function writeDocumentRows(
  tx: Tx,
  vendorId: number,
  doc: VendorDocument,
  previous: PreviousDocument | undefined,
  stamp: string,
  slice: Slice,
): Promise<void> {
  const same = (list: "services" | "locations" | "questions" | "staff") => (previous ? unchangedKeys(previous.changes, list, doc[list]) : new Set<string>());
  const differs = (part: (d: VendorDocument) => unknown) => !previous || canonicalJson(part(previous.doc)) !== canonicalJson(part(doc));

  await tx.updateTable("vendors").set(vendorColumns(doc, stamp)).where("id", "=", vendorId).execute();
  if (differs((d) => d.domains)) {
    await tx.deleteFrom("vendor_domains").where("vendor_id", "=", vendorId).execute();
    if (doc.domains.length) {
      await tx
        .insertInto("vendor_domains")
        .values(doc.domains.map((domain) => ({ domain, vendor_id: vendorId })))
        .execute();
    }
  }
  const serviceIds = await upsertServices(tx, vendorId, doc.services, same("services"), slice);
  const locationIds = await upsertLocations(tx, vendorId, doc.locations, serviceIds, same("locations"), stamp, slice);
  await upsertQuestions(tx, vendorId, doc.questions, serviceIds, same("questions"), slice);
  // Someone with no list of services serves all of them: a service added or removed changes what they serve.
  const staffSame = same("staff");
  if (differs((d) => d.services.map((s) => s.key).sort())) {
    for (const member of doc.staff) if (!member.services.length) staffSame.delete(member.key);
  }
  await upsertStaff(tx, vendorId, doc.staff, serviceIds, locationIds, staffSame, slice);
  if (differs((d) => d.cx_snippets)) await replaceSnippets(tx, vendorId, doc.cx_snippets, slice);
}
