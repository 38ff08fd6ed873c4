/**
 * The vendor configuration reads of the busy paths (a join, the services call, the locations
 * list, the vendor of every request), through the configuration cache (config-cache.ts). Each
 * key names everything its read depends on. Only rows a vendor document writes are read here:
 * presence, who is on duty now and the line itself are always read from the database.
 */
import type { Kysely } from "kysely";
import type { Locale } from "#contract";
import type { Database, LocationRow, ServiceRow, TranslationsTable } from "../db/schema.js";
import { loadTranslations, type TranslatedFields } from "../i18n/translations.js";
import { findLocation, listPublicLocations, offeredMeetingMethods } from "../locations/location-repository.js";
import type { UnservableReport } from "../locations/servable-location.js";
import { listQuestions, type ListQuestionsOptions, type Question } from "../questions/question-repository.js";
import type { ConfigCache } from "./config-cache.js";
import type { Vendor } from "./vendor.js";
import { findVendorByDomain, findVendorBySlug } from "./vendor-repository.js";

/** Where configuration comes from: the database, through the cache. */
export interface ConfigSource {
  db: Kysely<Database>;
  configCache: ConfigCache;
  /** Where a stored location the server cannot show is told (it is left out of what is read). */
  reportUnservable?: UnservableReport;
}

export function cachedVendorBySlug({ db, configCache }: ConfigSource, slug: string): Promise<Vendor | undefined> {
  return configCache.read(`vendor-slug:${slug}`, () => findVendorBySlug(db, slug));
}

export function cachedVendorByDomain({ db, configCache }: ConfigSource, host: string): Promise<Vendor | undefined> {
  return configCache.read(`vendor-domain:${host}`, () => findVendorByDomain(db, host));
}

export function cachedLocation({ db, configCache, reportUnservable }: ConfigSource, vendorId: number, id: number): Promise<LocationRow | undefined> {
  return configCache.read(`location:${vendorId}:${id}`, () => findLocation(db, vendorId, id, reportUnservable));
}

export function cachedPublicLocations({ db, configCache, reportUnservable }: ConfigSource, vendorId: number): Promise<LocationRow[]> {
  return configCache.read(`public-locations:${vendorId}`, () => listPublicLocations(db, vendorId, reportUnservable));
}

export function cachedMeetingMethods({ db, configCache }: ConfigSource, locationIds: readonly number[]): Promise<Map<number, number[]>> {
  return configCache.read(`meeting-methods:${locationIds.join(",")}`, () => offeredMeetingMethods(db, locationIds));
}

export function cachedTranslations(
  { db, configCache }: ConfigSource,
  entity: TranslationsTable["entity"],
  ids: readonly number[],
  locale: Locale,
): Promise<TranslatedFields> {
  return configCache.read(`translations:${entity}:${locale}:${ids.join(",")}`, () => loadTranslations(db, entity, ids, locale));
}

export function cachedQuestions({ db, configCache }: ConfigSource, vendorId: number, options: ListQuestionsOptions): Promise<Question[]> {
  return configCache.read(`questions:${vendorId}:${options.serviceId ?? "all"}:${options.locale}:${options.textLanguage ?? "en"}`, () =>
    listQuestions(db, vendorId, options),
  );
}

/** The active services a location offers by one meeting method, in display order. */
export function cachedOfferedServices({ db, configCache }: ConfigSource, locationId: number, method: number): Promise<ServiceRow[]> {
  return configCache.read(`offered-services:${locationId}:${method}`, () =>
    db
      .selectFrom("location_services")
      .innerJoin("services", "services.id", "location_services.service_id")
      .selectAll("services")
      .where("location_services.location_id", "=", locationId)
      .where("location_services.meeting_method", "=", method)
      .where("services.active", "=", 1)
      .orderBy("services.sort_order")
      .orderBy("services.name")
      .execute(),
  );
}

/** One service by id, inactive ones included (an old appointment's). */
export function cachedService({ db, configCache }: ConfigSource, id: number): Promise<ServiceRow | undefined> {
  return configCache.read(`service:${id}`, () => db.selectFrom("services").selectAll().where("id", "=", id).executeTakeFirst());
}

/** One location by id, inactive ones included (an old appointment's). */
export function cachedLocationRow({ db, configCache }: ConfigSource, id: number): Promise<LocationRow | undefined> {
  return configCache.read(`location-row:${id}`, () => db.selectFrom("locations").selectAll().where("id", "=", id).executeTakeFirst());
}
