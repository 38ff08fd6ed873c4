/**
 * The booking flow's lists: services someone can be booked for (at a location or anywhere),
 * the locations where a service can be booked, and the staff a client may choose. A thing
 * with nobody to serve it is not listed.
 */
import type { Kysely } from "kysely";
import type { BookableLocation, BookableService, BookableStaff, Locale } from "#contract";
import type { Database } from "../db/schema.js";
import { LocalizedTexts, loadTranslations } from "../i18n/translations.js";
import { joinAddress } from "../locations/location-view.js";
import type { Vendor } from "../vendors/vendor.js";
import { bookableRows } from "./bookable-staff.js";

export async function listBookableServices(
  db: Kysely<Database>,
  vendor: Vendor,
  options: { locationId?: number; invited: boolean; locale: Locale },
): Promise<BookableService[]> {
  const rows = await bookableRows(db, vendor, options);
  const methods = new Map<number, Set<number>>();
  for (const row of rows) methods.set(row.service_id, (methods.get(row.service_id) ?? new Set()).add(row.meeting_method));
  if (!methods.size) return [];
  const services = await db
    .selectFrom("services")
    .selectAll()
    .where("id", "in", [...methods.keys()])
    .orderBy("sort_order")
    .orderBy("name")
    .orderBy("id")
    .execute();
  const texts = await loadTranslations(
    db,
    "service",
    services.map((s) => s.id),
    options.locale,
  );
  return services.map((s) => {
    const localized = new LocalizedTexts(texts.get(s.id), options.locale, vendor.settings.text_language);
    return {
      id: s.id,
      type: "services" as const,
      attributes: {
        name: localized.pick("name", s.name),
        instructions: localized.pick("instructions", s.instructions),
        duration_minutes: s.duration_minutes,
        supports_curbside_pickup: s.supports_curbside_pickup === 1,
        display_in_lobby: s.display_in_lobby === 1,
        meeting_methods: [...(methods.get(s.id) ?? [])].sort((a, b) => a - b),
        ...localized.textLang(),
      },
    };
  });
}

export async function listBookableLocations(
  db: Kysely<Database>,
  vendor: Vendor,
  options: { serviceId: number; meetingMethod: number; invited: boolean; locale: Locale },
): Promise<BookableLocation[]> {
  const rows = await bookableRows(db, vendor, options);
  const ids = [...new Set(rows.map((r) => r.location_id))];
  if (!ids.length) return [];
  const locations = await db.selectFrom("locations").selectAll().where("id", "in", ids).orderBy("sort_order").orderBy("name").orderBy("id").execute();
  const texts = await loadTranslations(db, "location", ids, options.locale);
  return locations.map((row) => {
    const localized = new LocalizedTexts(texts.get(row.id), options.locale, row.lang);
    const formatted = joinAddress({ ...row, address: localized.pick("address", row.address) });
    const name = localized.pick("name", row.name);
    localized.sameAs("formatted_address", "address");
    if (!name) localized.sameAs("name", "address");
    return {
      id: row.id,
      type: "locations" as const,
      attributes: {
        name: name || formatted,
        formatted_address: formatted,
        country: row.country,
        phone: row.phone,
        timezone: row.timezone,
        supports_curbside_pickup: row.supports_curbside_pickup === 1,
        instructions: localized.pick("instructions", row.instructions),
        ...localized.textLang(),
      },
    };
  });
}

/** Photos and languages only when the vendor shows them (`client_view.show_staff_photos`, `_languages`). */
export async function listBookableStaff(
  db: Kysely<Database>,
  vendor: Vendor,
  options: { locationId: number; serviceId: number; meetingMethod: number; invited: boolean },
): Promise<BookableStaff[]> {
  const rows = await bookableRows(db, vendor, options);
  const view = vendor.settings.client_view;
  return [...new Map(rows.map((r) => [r.staff_id, r])).values()].map((row) => ({
    id: row.staff_id,
    type: "staff" as const,
    attributes: {
      full_name: row.full_name,
      photo_url: view.show_staff_photos ? row.photo_url : null,
      languages: view.show_staff_languages ? (JSON.parse(row.languages) as string[]) : [],
    },
  }));
}
