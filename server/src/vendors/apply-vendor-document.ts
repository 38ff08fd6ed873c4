/**
 * Creates or replaces a vendor from its configuration document, in one transaction.
 * Idempotent: the same document twice leaves the same rows and ids. Things removed from the
 * document are deactivated rather than deleted, because appointments still point at them.
 */
import type { Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";
import type { FieldError, VendorDocument } from "../../../widget/src/contract/index.js";
import type { Database } from "../db/schema.js";
import { upsertLocations, upsertQuestions, upsertServices } from "./apply-catalog.js";
import { replaceSnippets } from "./apply-snippets.js";
import { upsertStaff } from "./apply-staff.js";
import type { Tx } from "./keyed-rows.js";
import type { VendorSettings } from "./vendor.js";

export interface ApplyResult {
  vendorId: number;
  created: boolean;
}

/** The document is valid on its own but clashes with what other vendors hold (a domain, a vendor path). */
export class VendorDocumentConflict extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join("; "));
  }
}

/** Tags a pre-booking statement may use: text formatting and links, nothing that runs. */
const STATEMENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "a", "ul", "ol", "li", "span"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

export function sanitizeStatement(html: string): string {
  return sanitizeHtml(html, STATEMENT_HTML);
}

export async function applyVendorDocument(
  db: Kysely<Database>,
  slug: string,
  doc: VendorDocument,
  now: Date,
): Promise<ApplyResult> {
  return db.transaction().execute(async (tx) => {
    const stamp = now.toISOString();
    const { services, locations, questions, staff, cx_snippets, ...rest } = doc;
    const settings: VendorSettings = {
      ...rest,
      page_settings: { ...rest.page_settings, pre_booking_statement: sanitizeStatement(rest.page_settings.pre_booking_statement) },
    };
    const columns = {
      name: doc.name,
      homepage: doc.homepage,
      private_label: Number(doc.private_label),
      callback_requests_enabled: Number(doc.callback_requests_enabled),
      callback_closed_location_info: Number(doc.callback_closed_location_info),
      modern_client_view: Number(doc.modern_client_view),
      show_queue_appointment_feedback: Number(doc.show_queue_appointment_feedback),
      settings: JSON.stringify(settings),
      updated_at: stamp,
    };
    await rejectTakenDomains(tx, slug, doc.domains);
    await rejectTakenVendorPath(tx, slug, doc.client_view.vendor_path);
    // ON CONFLICT makes a concurrent first PUT of the same slug wait for the other one and then
    // replace instead of failing; the UPDATE locks the vendor row (PostgreSQL) so that two
    // applies of one vendor run one after the other rather than racing on the same keys.
    const inserted = await tx
      .insertInto("vendors")
      .values({ ...columns, slug, created_at: stamp })
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning("id")
      .executeTakeFirst();
    let vendorId: number;
    if (inserted) {
      vendorId = inserted.id;
    } else {
      const existing = await tx.selectFrom("vendors").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
      vendorId = existing.id;
      await tx.updateTable("vendors").set(columns).where("id", "=", vendorId).execute();
    }

    await tx.deleteFrom("vendor_domains").where("vendor_id", "=", vendorId).execute();
    if (doc.domains.length) {
      await tx.insertInto("vendor_domains").values(doc.domains.map((domain) => ({ domain, vendor_id: vendorId }))).execute();
    }

    const serviceIds = await upsertServices(tx, vendorId, services);
    const locationIds = await upsertLocations(tx, vendorId, locations, serviceIds, stamp);
    await upsertQuestions(tx, vendorId, questions, serviceIds);
    await upsertStaff(tx, vendorId, staff, serviceIds, locationIds);
    await replaceSnippets(tx, vendorId, cx_snippets);
    return { vendorId, created: inserted !== undefined };
  });
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
