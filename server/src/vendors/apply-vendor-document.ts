/**
 * Creates or replaces a vendor from its configuration document, in one transaction.
 * Idempotent: the same document twice leaves the same rows and ids. Things removed from the
 * document are deactivated rather than deleted, because appointments still point at them.
 */
import type { Kysely, Transaction } from "kysely";
import sanitizeHtml from "sanitize-html";
import type { FieldError, VendorDocument } from "../../../widget/src/contract/index.js";
import type { Database, TranslationsTable } from "../db/schema.js";
import type { VendorSettings } from "./vendor.js";

type Tx = Transaction<Database>;

export interface ApplyResult {
  vendorId: number;
  created: boolean;
}

/** The document is valid on its own but clashes with what other vendors hold (a domain). */
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
 * Inserts or updates rows by key; returns key → id and deactivates the keys not listed.
 * `onInsert` holds columns written only for a new row (such as `created_at`).
 */
async function upsertByKey<T extends "services" | "locations" | "questions" | "staff_users">(
  tx: Tx,
  table: T,
  vendorId: number,
  items: readonly { key: string; values: Record<string, unknown> }[],
  onInsert: Record<string, unknown> = {},
): Promise<Map<string, number>> {
  const rows = (await tx.selectFrom(table as "services").select(["id", "key"]).where("vendor_id", "=", vendorId).execute()) as {
    id: number;
    key: string;
  }[];
  const known = new Map(rows.map((r) => [r.key, r.id]));
  const ids = new Map<string, number>();
  for (const item of items) {
    const values = { ...item.values, active: 1 };
    const id = known.get(item.key);
    if (id !== undefined) {
      await tx.updateTable(table as "services").set(values).where("id", "=", id).execute();
      ids.set(item.key, id);
    } else {
      const inserted = await tx
        .insertInto(table as "services")
        .values({ ...values, ...onInsert, vendor_id: vendorId, key: item.key } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.set(item.key, inserted.id);
    }
  }
  const gone = rows.filter((r) => !ids.has(r.key)).map((r) => r.id);
  if (gone.length) await tx.updateTable(table as "services").set({ active: 0 }).where("id", "in", gone).execute();
  return ids;
}

async function replaceTranslations(
  tx: Tx,
  entity: TranslationsTable["entity"],
  ids: readonly number[],
  rows: TranslationsTable[],
): Promise<void> {
  if (ids.length) await tx.deleteFrom("translations").where("entity", "=", entity).where("entity_id", "in", [...ids]).execute();
  const filled = rows.filter((r) => r.content.trim() !== "");
  // Chunked so a large vendor stays under SQLite's bound-parameter limit.
  for (let i = 0; i < filled.length; i += 100) await tx.insertInto("translations").values(filled.slice(i, i + 100)).execute();
}

function translationRows(
  entity: TranslationsTable["entity"],
  entityId: number,
  translations: Record<string, Record<string, string | undefined>>,
): TranslationsTable[] {
  return Object.entries(translations).flatMap(([locale, fields]) =>
    Object.entries(fields).map(([field, content]) => ({ entity, entity_id: entityId, locale, field, content: content ?? "" })),
  );
}

async function upsertServices(tx: Tx, vendorId: number, services: VendorDocument["services"]): Promise<Map<string, number>> {
  const ids = await upsertByKey(
    tx,
    "services",
    vendorId,
    services.map((s) => ({
      key: s.key,
      values: {
        name: s.name,
        instructions: s.instructions,
        supports_curbside_pickup: Number(s.supports_curbside_pickup),
        display_in_lobby: Number(s.display_in_lobby),
        duration_minutes: s.duration_minutes,
        sort_order: s.sort_order,
      },
    })),
  );
  await replaceTranslations(
    tx,
    "service",
    [...ids.values()],
    services.flatMap((s) => translationRows("service", ids.get(s.key) ?? 0, s.translations)),
  );
  return ids;
}

async function upsertLocations(
  tx: Tx,
  vendorId: number,
  locations: VendorDocument["locations"],
  serviceIds: Map<string, number>,
  stamp: string,
): Promise<Map<string, number>> {
  const ids = await upsertByKey(
    tx,
    "locations",
    vendorId,
    locations.map((l) => ({
      key: l.key,
      values: {
        external_id: l.external_id,
        name: l.name,
        address: l.address,
        city: l.city,
        prov_state: l.prov_state,
        postal_zip: l.postal_zip,
        country: l.country,
        region: l.region,
        lang: l.lang,
        phone: l.phone,
        mailing_code: l.mailing_code,
        latitude: l.coordinates.lat,
        longitude: l.coordinates.lng,
        timezone: l.timezone,
        sort_order: l.sort_order,
        visibility: l.visibility,
        google_review_url: l.google_review_url,
        supports_curbside_pickup: Number(l.supports_curbside_pickup),
        instructions: l.instructions,
        restrict_callback_request_hours: Number(l.restrict_callback_request_hours),
        temporarily_closed: Number(l.temporarily_closed),
        hours: JSON.stringify(l.hours),
        updated_at: stamp,
      },
    })),
    { created_at: stamp },
  );
  const allIds = [...ids.values()];
  if (allIds.length) await tx.deleteFrom("location_services").where("location_id", "in", allIds).execute();
  const offers = locations.flatMap((l) =>
    l.services.flatMap((offer) =>
      [...new Set(offer.meeting_methods)].map((meeting_method) => ({
        location_id: ids.get(l.key) ?? 0,
        service_id: serviceIds.get(offer.service) ?? 0,
        meeting_method,
      })),
    ),
  );
  const unique = [...new Map(offers.map((o) => [`${o.location_id}:${o.service_id}:${o.meeting_method}`, o])).values()];
  for (let i = 0; i < unique.length; i += 200) await tx.insertInto("location_services").values(unique.slice(i, i + 200)).execute();
  await replaceTranslations(
    tx,
    "location",
    allIds,
    locations.flatMap((l) => translationRows("location", ids.get(l.key) ?? 0, l.translations)),
  );
  return ids;
}

async function upsertQuestions(
  tx: Tx,
  vendorId: number,
  questions: VendorDocument["questions"],
  serviceIds: Map<string, number>,
): Promise<void> {
  const ids = await upsertByKey(
    tx,
    "questions",
    vendorId,
    questions.map((q) => ({
      key: q.key,
      values: {
        type: q.type,
        label: q.label,
        placeholder: q.placeholder,
        required: Number(q.required),
        sort_order: q.sort_order,
        options: JSON.stringify(q.options.map((o) => ({ value: o.value, text: o.text }))),
      },
    })),
  );
  const allIds = [...ids.values()];
  if (allIds.length) await tx.deleteFrom("question_services").where("question_id", "in", allIds).execute();
  const links = questions.flatMap((q) =>
    [...new Set(q.services)].map((s) => ({ question_id: ids.get(q.key) ?? 0, service_id: serviceIds.get(s) ?? 0 })),
  );
  if (links.length) await tx.insertInto("question_services").values(links).execute();
  await replaceTranslations(
    tx,
    "question",
    allIds,
    questions.flatMap((q) => translationRows("question", ids.get(q.key) ?? 0, q.translations)),
  );
  // Option texts are keyed by the option value: field "option.{value}".
  await replaceTranslations(
    tx,
    "question_option",
    allIds,
    questions.flatMap((q) =>
      q.options.flatMap((o) =>
        Object.entries(o.translations).map(([locale, content]) => ({
          entity: "question_option" as const,
          entity_id: ids.get(q.key) ?? 0,
          locale,
          field: `option.${o.value}`,
          content,
        })),
      ),
    ),
  );
}

async function upsertStaff(
  tx: Tx,
  vendorId: number,
  staff: VendorDocument["staff"],
  serviceIds: Map<string, number>,
  locationIds: Map<string, number>,
): Promise<void> {
  const ids = await upsertByKey(
    tx,
    "staff_users",
    vendorId,
    staff.map((s) => ({ key: s.key, values: { full_name: s.full_name, email: s.email ?? null, role_level: s.role_level } })),
  );
  const allIds = [...ids.values()];
  if (!allIds.length) return;
  // Presence is live state set by staff; re-applying the document must not reset it.
  const presence = await tx.selectFrom("staff_locations").selectAll().where("staff_id", "in", allIds).execute();
  const onDuty = new Map(presence.map((p) => [`${p.staff_id}:${p.location_id}`, p.on_duty]));
  await tx.deleteFrom("staff_locations").where("staff_id", "in", allIds).execute();
  await tx.deleteFrom("staff_capabilities").where("staff_id", "in", allIds).execute();
  for (const member of staff) {
    const staffId = ids.get(member.key) ?? 0;
    const places = [...new Set(member.locations)].map((l) => {
      const location_id = locationIds.get(l) ?? 0;
      return { staff_id: staffId, location_id, on_duty: onDuty.get(`${staffId}:${location_id}`) ?? Number(member.on_duty) };
    });
    if (places.length) await tx.insertInto("staff_locations").values(places).execute();
    const serves = member.services.length ? [...new Set(member.services)] : [...serviceIds.keys()];
    const capabilities = serves.flatMap((s) =>
      [...new Set(member.meeting_methods)].map((meeting_method) => ({
        staff_id: staffId,
        service_id: serviceIds.get(s) ?? 0,
        meeting_method,
      })),
    );
    for (let i = 0; i < capabilities.length; i += 200) {
      await tx.insertInto("staff_capabilities").values(capabilities.slice(i, i + 200)).execute();
    }
  }
}

/** Snippets keep their ids by key; the ones no longer listed are removed (nothing points at them). */
async function replaceSnippets(tx: Tx, vendorId: number, snippets: VendorDocument["cx_snippets"]): Promise<void> {
  const old = await tx.selectFrom("cx_snippets").select(["id", "key"]).where("vendor_id", "=", vendorId).execute();
  const known = new Map(old.map((r) => [r.key, r.id]));
  const listed = new Set(snippets.map((snippet) => snippet.key));
  const goneIds = old.filter((r) => !listed.has(r.key)).map((r) => r.id);
  if (goneIds.length) {
    await tx.deleteFrom("translations").where("entity", "=", "cx_snippet").where("entity_id", "in", goneIds).execute();
    await tx.deleteFrom("cx_snippets").where("id", "in", goneIds).execute();
  }
  const ids: number[] = [];
  const rows: TranslationsTable[] = [];
  for (const [index, snippet] of snippets.entries()) {
    let id = known.get(snippet.key);
    if (id === undefined) {
      const row = await tx
        .insertInto("cx_snippets")
        .values({ vendor_id: vendorId, key: snippet.key, sort_order: index })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      await tx.updateTable("cx_snippets").set({ sort_order: index }).where("id", "=", id).execute();
    }
    ids.push(id);
    for (const [locale, content] of Object.entries(snippet.content)) {
      rows.push({ entity: "cx_snippet", entity_id: id, locale, field: "content", content });
    }
  }
  await replaceTranslations(tx, "cx_snippet", ids, rows);
}
