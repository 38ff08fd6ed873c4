/**
 * The locations file's columns (docs/csv-import.md): names and their translations, the address,
 * where and in which time zone, phone, private, the services offered and the hours of each weekday.
 */
import { CSV_WEEKDAYS, LOCALES, type Locale, type LocationDocument, type MeetingMethod } from "#contract";
import { type Cell, formatDayHours, formatMeetingMethods, formatNumber, readDayHours, readMeetingMethods, readNumber, readYesNo, yesNo } from "./csv-cells.js";
import { type CsvColumn, type CsvContext, textColumn, written } from "./csv-column.js";

type Location = LocationDocument;
type Offer = Location["services"][number];

function nameColumn(locale: Locale): CsvColumn<Location> {
  return {
    name: `name_${locale}`,
    fields: [`translations.${locale}.name`, `translations.${locale}`],
    format: (item) => item.translations?.[locale]?.name ?? "",
    apply(item, cell) {
      const { name: _old, ...others } = item.translations?.[locale] ?? {};
      const texts = cell ? { ...others, name: cell } : others;
      const rest = Object.entries(item.translations ?? {}).filter(([l]) => l !== locale);
      const translations = Object.fromEntries(Object.keys(texts).length ? [...rest, [locale, texts]] : rest);
      return written({ ...item, translations });
    },
  };
}

function coordinateColumn(name: "latitude" | "longitude", axis: "lat" | "lng"): CsvColumn<Location> {
  return {
    name,
    fields: [`coordinates.${axis}`, ...(axis === "lat" ? ["coordinates"] : [])],
    format: (item) => formatNumber(item.coordinates?.[axis]),
    apply(item, cell) {
      const value = readNumber(cell);
      return value.ok ? written({ ...item, coordinates: { ...item.coordinates, [axis]: value.value } }) : value;
    },
  };
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** `walk-in;pickup:in_person+video`: a service offered by the vendor's meeting methods is its key alone. */
function formatOffers(offers: readonly Offer[], ctx: CsvContext): string {
  const everyWay = ctx.doc.meeting_methods;
  return offers.map((o) => (sameSet(o.meeting_methods, everyWay) ? o.service : `${o.service}:${formatMeetingMethods(o.meeting_methods, "+")}`)).join(";");
}

function readOffers(item: Location, cell: string, ctx: CsvContext): Cell<Offer[]> {
  const old = new Map((item.services ?? []).map((o) => [o.service, o]));
  const offers: Offer[] = [];
  for (const entry of cell.split(/\s*[;,]\s*/).filter(Boolean)) {
    const [service = "", ways] = entry.split(/\s*:\s*/, 2);
    if (offers.some((o) => o.service === service)) continue;
    const methods = ways === undefined ? undefined : readMeetingMethods(ways.split(/[\s+]+/).filter(Boolean));
    if (methods && !methods.ok) return methods;
    const was = old.get(service);
    // A key alone keeps the methods it is offered by now; a new offer takes the vendor's.
    const wanted: MeetingMethod[] = methods?.value ?? was?.meeting_methods ?? [...ctx.doc.meeting_methods];
    offers.push(was && sameSet(was.meeting_methods, wanted) ? was : { service, meeting_methods: wanted });
  }
  // The same offers in another order change nothing.
  const same = offers.length === old.size && offers.every((o) => old.get(o.service) === o);
  return { ok: true, value: same ? item.services : offers };
}

const servicesColumn: CsvColumn<Location> = {
  name: "services",
  fields: ["services"],
  format: (item, ctx) => formatOffers(item.services ?? [], ctx),
  apply(item, cell, ctx) {
    const offers = readOffers(item, cell, ctx);
    return offers.ok ? written({ ...item, services: offers.value }) : offers;
  },
};

const weekdayColumn = (day: (typeof CSV_WEEKDAYS)[number]): CsvColumn<Location> => ({
  name: day,
  fields: [`hours.${day}`],
  format: (item) => formatDayHours(item.hours?.[day]),
  apply(item, cell) {
    const hours = readDayHours(cell);
    return hours.ok ? written({ ...item, hours: { ...item.hours, [day]: hours.value } }) : hours;
  },
});

export const LOCATION_COLUMNS: readonly CsvColumn<Location>[] = [
  textColumn("external_id", "external_id"),
  textColumn("name", "name"),
  ...LOCALES.map(nameColumn),
  textColumn("address", "address"),
  textColumn("city", "city"),
  textColumn("prov_state", "prov_state"),
  textColumn("postal_zip", "postal_zip"),
  {
    name: "country",
    fields: ["country"],
    format: (item) => item.country ?? "",
    apply: (item, cell) => written({ ...item, country: cell.toUpperCase() }),
  },
  textColumn("time_zone", "timezone"),
  coordinateColumn("latitude", "lat"),
  coordinateColumn("longitude", "lng"),
  textColumn("phone", "phone"),
  {
    name: "private",
    fields: ["visibility"],
    format: (item) => yesNo(item.visibility === "private"),
    apply(item, cell) {
      const hidden = readYesNo(cell, false);
      return hidden.ok ? written({ ...item, visibility: hidden.value ? "private" : "public" }) : hidden;
    },
  },
  servicesColumn,
  ...CSV_WEEKDAYS.map(weekdayColumn),
];

/** A location the file adds: what its columns do not say takes the document's defaults. */
export const newLocation = (key: string): Location => ({ key, hours: {}, services: [], translations: {} }) as unknown as Location;
