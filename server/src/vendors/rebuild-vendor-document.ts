/**
 * Rebuilds a vendor document from its rows, for vendors written before the document itself was
 * kept (migration 0009). The rows lose a few things the admin may have written, so the rebuilt
 * document says them its own way: lists come in `sort_order`, then creation order; a location's
 * offers and a staff member's locations and services in the order of the vendor's locations and
 * services; meeting methods sorted; a staff member who serves every service gets `services: []`,
 * and `on_duty` says whether they are on duty anywhere now; empty translations are gone. Applied
 * again, it writes the same rows.
 */
import type { Kysely } from "kysely";
import * as v from "valibot";
import { VendorDocumentSchema, type VendorDocument } from "#contract";
import type { Database, TranslationsTable } from "../db/schema.js";

type Db = Kysely<Database>;
type Texts = Map<number, Record<string, Record<string, string>>>;

export async function rebuildVendorDocument(db: Db, vendorId: number): Promise<VendorDocument> {
  const vendor = await db.selectFrom("vendors").select("settings").where("id", "=", vendorId).executeTakeFirstOrThrow();
  const [services, locations, questions, staff, snippets] = await Promise.all([
    db.selectFrom("services").selectAll().where("vendor_id", "=", vendorId).where("active", "=", 1).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("locations").selectAll().where("vendor_id", "=", vendorId).where("active", "=", 1).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("questions").selectAll().where("vendor_id", "=", vendorId).where("active", "=", 1).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("staff_users").selectAll().where("vendor_id", "=", vendorId).where("active", "=", 1).orderBy("id").execute(),
    db.selectFrom("cx_snippets").select(["id", "key"]).where("vendor_id", "=", vendorId).orderBy("sort_order").execute(),
  ]);
  const serviceKey = new Map(services.map((s) => [s.id, s.key]));
  const locationKey = new Map(locations.map((l) => [l.id, l.key]));
  const questionIds = questions.map((q) => q.id);
  const [offers, questionLinks, places, capabilities, ...texts] = await Promise.all([
    pairs(db, "location_services", "location_id", [...locationKey.keys()]),
    pairs(db, "question_services", "question_id", questionIds),
    pairs(
      db,
      "staff_locations",
      "staff_id",
      staff.map((s) => s.id),
    ),
    pairs(
      db,
      "staff_capabilities",
      "staff_id",
      staff.map((s) => s.id),
    ),
    translationsOf(db, "service", [...serviceKey.keys()]),
    translationsOf(db, "location", [...locationKey.keys()]),
    translationsOf(db, "question", questionIds),
    translationsOf(db, "question_option", questionIds),
    translationsOf(
      db,
      "cx_snippet",
      snippets.map((s) => s.id),
    ),
  ]);
  const byEntity = new Map(texts);
  const of = (entity: TranslationsTable["entity"], id: number) => byEntity.get(entity)?.get(id) ?? {};

  const raw = {
    ...(JSON.parse(vendor.settings) as object),
    services: services.map((s) => ({
      key: s.key,
      name: s.name,
      instructions: s.instructions,
      supports_curbside_pickup: s.supports_curbside_pickup === 1,
      display_in_lobby: s.display_in_lobby === 1,
      duration_minutes: s.duration_minutes,
      sort_order: s.sort_order,
      invite_only: s.invite_only === 1,
      translations: of("service", s.id),
    })),
    locations: locations.map(({ id, vendor_id, active, created_at, updated_at, latitude, longitude, hours, time_off, ...l }) => ({
      ...l,
      supports_curbside_pickup: l.supports_curbside_pickup === 1,
      restrict_callback_request_hours: l.restrict_callback_request_hours === 1,
      temporarily_closed: l.temporarily_closed === 1,
      coordinates: { lat: latitude, lng: longitude },
      hours: JSON.parse(hours) as unknown,
      time_off: JSON.parse(time_off) as unknown,
      translations: of("location", id),
      services: services.flatMap((s) => {
        const methods = methodsOf(offers.get(id), s.id);
        return methods.length ? [{ service: s.key, meeting_methods: methods }] : [];
      }),
    })),
    questions: questions.map((q) => {
      const optionTexts = of("question_option", q.id);
      return {
        key: q.key,
        type: q.type,
        label: q.label,
        placeholder: q.placeholder,
        required: q.required === 1,
        sort_order: q.sort_order,
        options: (JSON.parse(q.options) as { value: number; text: string }[]).map((o) => ({
          ...o,
          translations: Object.fromEntries(
            Object.entries(optionTexts).flatMap(([locale, fields]) => {
              const text = fields[`option.${o.value}`];
              return text === undefined ? [] : [[locale, text]];
            }),
          ),
        })),
        services: keysOf(questionLinks.get(q.id), "service_id", serviceKey),
        translations: of("question", q.id),
      };
    }),
    staff: staff.map((s) => {
      const serves = capabilities.get(s.id) ?? [];
      const served = new Set(serves.map((c) => c.service_id));
      const methods = [...new Set(serves.map((c) => c.meeting_method as number))].sort();
      return {
        key: s.key,
        full_name: s.full_name,
        email: s.email ?? undefined,
        role_level: s.role_level,
        locations: keysOf(places.get(s.id), "location_id", locationKey),
        services: services.every((service) => served.has(service.id)) ? [] : keysOf(serves, "service_id", serviceKey),
        meeting_methods: methods.length ? methods : [1],
        on_duty: (places.get(s.id) ?? []).some((p) => p.on_duty === 1),
        working_hours: s.working_hours === null ? null : (JSON.parse(s.working_hours) as unknown),
        photo_url: s.photo_url,
        languages: JSON.parse(s.languages) as unknown,
        invite_only: s.invite_only === 1,
        time_off: JSON.parse(s.time_off) as unknown,
      };
    }),
    cx_snippets: snippets.map((s) => ({
      key: s.key,
      content: Object.fromEntries(Object.entries(of("cx_snippet", s.id)).map(([locale, fields]) => [locale, fields.content ?? ""])),
    })),
  };
  return v.parse(VendorDocumentSchema, raw);
}

type Link = Record<string, number>;

/** Rows of a link table by the owner's id. */
async function pairs(
  db: Db,
  table: "location_services" | "question_services" | "staff_locations" | "staff_capabilities",
  owner: string,
  ids: number[],
): Promise<Map<number, Link[]>> {
  const byOwner = new Map<number, Link[]>();
  if (!ids.length) return byOwner;
  const rows = (await db
    .selectFrom(table as "staff_locations")
    .selectAll()
    .where(owner as "staff_id", "in", ids)
    .execute()) as unknown as Link[];
  for (const row of rows) {
    const id = row[owner] ?? 0;
    byOwner.set(id, [...(byOwner.get(id) ?? []), row]);
  }
  return byOwner;
}

/** The keys a list of link rows points at, through `column`, among the active items in `keys`. */
function keysOf(rows: Link[] | undefined, column: string, keys: Map<number, string>): string[] {
  const found = new Set((rows ?? []).map((r) => keys.get(r[column] ?? 0)));
  return [...keys.values()].filter((key) => found.has(key));
}

function methodsOf(rows: Link[] | undefined, serviceId: number): number[] {
  return (rows ?? [])
    .filter((r) => r.service_id === serviceId)
    .map((r) => r.meeting_method ?? 0)
    .sort();
}

/** One entity's translations: id → locale → field → text. */
async function translationsOf(db: Db, entity: TranslationsTable["entity"], ids: number[]): Promise<[string, Texts]> {
  const byId: Texts = new Map();
  if (!ids.length) return [entity, byId];
  const rows = await db.selectFrom("translations").selectAll().where("entity", "=", entity).where("entity_id", "in", ids).execute();
  for (const row of rows) {
    const ofItem = byId.get(row.entity_id) ?? {};
    byId.set(row.entity_id, ofItem);
    (ofItem[row.locale] ??= {})[row.field] = row.content;
  }
  return [entity, byId];
}
