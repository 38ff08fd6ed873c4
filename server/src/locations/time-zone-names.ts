/**
 * Which time zone names a location may have: the canonical names of the tz database the server
 * computes with (moment-timezone's, zoned-time.ts), and the names its country table lists (some
 * are links, like America/Atikokan). An old alias (`US/Pacific`, `Canada/Pacific`, `UTC`) or an
 * abbreviation Intl happens to know (`PST`) is refused with the name to use instead: the server
 * cannot compute with `PST`, and an alias hides which city's clock was meant.
 */
import { createRequire } from "node:module";
import momentTimezone from "moment-timezone";

interface PackedZoneData {
  version: string;
  zones: string[];
  links: string[];
  countries: string[];
}

// The data file the package itself loads (a JSON import would need import attributes).
const data = createRequire(import.meta.url)("moment-timezone/data/packed/latest.json") as PackedZoneData;

const canonical = new Set(data.zones.map((zone) => zone.split("|")[0] ?? ""));
/** Alias → the zone it links to. */
const aliases = new Map(
  data.links.map((link) => {
    const [target = "", alias = ""] = link.split("|");
    return [alias, target];
  }),
);
/** Country (ISO 3166 alpha-2) → the zones the tz database lists for it. */
const countryZones = new Map(
  data.countries.map((entry) => {
    const [country = "", zones = ""] = entry.split("|");
    return [country, zones.split(" ").filter(Boolean)];
  }),
);
const listed = new Set([...countryZones.values()].flat());

export type TimeZoneCheck = { ok: true } | { ok: false; message: string };

export function checkTimeZoneName(name: string): TimeZoneCheck {
  if (canonical.has(name) || listed.has(name)) return { ok: true };
  const target = aliases.get(name);
  if (target) return { ok: false, message: `"${name}" is an old alias of ${target}: write ${target}, or the zone of the location's own city` };
  const resolved = intlCanonical(name);
  if (resolved && canonical.has(resolved)) {
    return { ok: false, message: `"${name}" is not a time zone of the tz database: write a zone such as ${resolved} (the one of the location's city)` };
  }
  return { ok: false, message: `"${name}" is not a time zone of the tz database (${data.version}): write one such as America/New_York` };
}

/** Whether the tz database lists the zone for the country; undefined when it lists none for it. */
export function zoneOfCountry(zone: string, country: string): boolean | undefined {
  const zones = countryZones.get(country);
  if (!zones) return undefined;
  return zones.includes(zone) || zones.includes(aliases.get(zone) ?? "");
}

/**
 * The country's zones that keep the same clock as `zone` — the same offset in mid-January and
 * mid-July of `year`, else in July alone — the likely meant ones, for a message; at most `most`.
 */
export function countryZonesLike(zone: string, country: string, year: number, most = 4): string[] {
  const zones = countryZones.get(country) ?? [];
  const january = Date.UTC(year, 0, 15);
  const july = Date.UTC(year, 6, 15);
  const offset = (name: string, at: number) => momentTimezone.tz.zone(name)?.utcOffset(at);
  const both = zones.filter((z) => offset(z, january) === offset(zone, january) && offset(z, july) === offset(zone, july));
  const summer = zones.filter((z) => offset(z, july) === offset(zone, july));
  return (both.length ? both : summer.length ? summer : zones).slice(0, most);
}

/** What the platform's Intl makes of a name (`PST` → America/Los_Angeles), if anything. */
function intlCanonical(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
