/**
 * What a location offers a client right now for one meeting method: the services someone on
 * duty can serve, the expected start for a client joining each (with its 90th percentile, the
 * range's upper end), or why nothing is available.
 * A closed location still offers what its staff on duty serve (a client may join before it
 * opens); the expected start is then at or after its opening, and a service with no start in
 * view (the location does not open again within the time read) has no expected start.
 */
import { noStaffReason, type Locale, type MeetingMethod, type UnavailableReason } from "#contract";
import type { LocationRow } from "../db/schema.js";
import { serviceResource, type ServiceResource } from "./service-resource.js";
import type { LineModels } from "../queue/line/line-models.js";
import { cachedOfferedServices, cachedTranslations, type ConfigSource } from "../vendors/config-reads.js";
import type { Vendor } from "../vendors/vendor.js";

export interface ServiceOffer {
  services: ServiceResource[];
  /** Expected start (ISO) per service for a client who joins now; empty when waits are hidden, none for a service with no start in view. */
  waitTimes: { id: number; expectedStart: string; expectedStartP90: string }[];
  unavailableReason: UnavailableReason | null;
}

export async function offerAt(
  source: ConfigSource & { lines: LineModels },
  vendor: Vendor,
  location: LocationRow,
  method: MeetingMethod,
  locale: Locale,
  now: Date,
): Promise<ServiceOffer> {
  if (location.visibility === "private") return { services: [], waitTimes: [], unavailableReason: "private_location" };
  if (!vendor.settings.meeting_methods.includes(method)) return { services: [], waitTimes: [], unavailableReason: "not_offered" };
  const rows = await cachedOfferedServices(source, location.id, method);
  if (!rows.length) return { services: [], waitTimes: [], unavailableReason: "not_offered" };

  const line = await source.lines.line(location.id);
  const servable = rows
    .filter((row) => line?.serves(row.id, method))
    .map((row) => ({ row, range: line?.rangeForNewClient(row.id, method, now.getTime()) ?? null }));
  if (!servable.length) return { services: [], waitTimes: [], unavailableReason: noStaffReason(method) };

  const translations = await cachedTranslations(
    source,
    "service",
    servable.map((s) => s.row.id),
    locale,
  );
  return {
    services: servable.map(({ row }) => serviceResource(row, translations.get(row.id), locale, vendor.settings.text_language)),
    waitTimes: vendor.settings.show_wait_time
      ? servable.flatMap(({ row, range }) =>
          range === null ? [] : [{ id: row.id, expectedStart: new Date(range.start).toISOString(), expectedStartP90: new Date(range.p90).toISOString() }],
        )
      : [],
    unavailableReason: null,
  };
}
