/** What a document cannot take from other vendors: a domain, a vendor path. */
import type { FieldError, VendorDocument } from "#contract";
import type { Tx } from "./keyed-rows.js";

/** The document is valid on its own but clashes with what other vendors hold (a domain, a vendor path). */
export class VendorDocumentConflict extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join("; "));
  }
}

export async function rejectVendorDocumentConflicts(tx: Tx, slug: string, doc: VendorDocument): Promise<void> {
  await rejectTakenDomains(tx, slug, doc.domains);
  await rejectTakenVendorPath(tx, slug, doc.client_view.vendor_path);
}

/** A host name belongs to one vendor only; taking another vendor's domain is refused. */
async function rejectTakenDomains(tx: Tx, slug: string, domains: readonly string[]): Promise<void> {
  if (!domains.length) return;
  const taken = await tx
    .selectFrom("vendor_domains")
    .innerJoin("vendors", "vendors.id", "vendor_domains.vendor_id")
    .select(["vendor_domains.domain", "vendors.slug"])
    .where("vendor_domains.domain", "in", [...domains])
    .where("vendors.slug", "!=", slug)
    .execute();
  if (!taken.length) return;
  const owner = new Map(taken.map((t) => [t.domain, t.slug]));
  throw new VendorDocumentConflict(
    domains.flatMap((domain, i) => {
      const other = owner.get(domain);
      return other ? [{ field: `domains.${i}`, code: "invalid_value" as const, message: `already used by vendor "${other}"` }] : [];
    }),
  );
}

/**
 * A vendor path (`/s/{path}`) names one vendor only: a second vendor on the same path would get
 * the first one's pages, and its clients the first one's links.
 */
async function rejectTakenVendorPath(tx: Tx, slug: string, path: string | null): Promise<void> {
  if (!path) return;
  // Few vendors, and the path lives inside the settings document (as findVendorByPath reads it).
  const others = await tx.selectFrom("vendors").select(["slug", "settings"]).where("slug", "!=", slug).execute();
  const owner = others.find((row) => (JSON.parse(row.settings) as { client_view?: { vendor_path?: string | null } }).client_view?.vendor_path === path);
  if (owner) {
    throw new VendorDocumentConflict([{ field: "client_view.vendor_path", code: "invalid_value", message: `already used by vendor "${owner.slug}"` }]);
  }
}
