/**
 * A branch-local time as the server sends it beside an instant (`start` and `start_local`): the
 * wall clock at the location and the offset and zone abbreviation in force then, from the
 * server's current zone rules. Browsers (and mail clients) carry their own, often older, zone
 * rules, so the element never converts an instant to the location's time itself: it writes this
 * wall time with Intl in UTC and labels it with `zoneLabel` — the same way the server writes its
 * emails.
 */
import * as v from "valibot";

export const LocalTimeSchema = v.object({
  /** The location's wall clock, `YYYY-MM-DDTHH:mm`. */
  wall: v.string(),
  /** Minutes east of UTC then (Vancouver from November 2026: -420). */
  offset: v.number(),
  /** The tz database's abbreviation then: "PDT", "PST", "MST", "CET", or a numeric one such as "-03". */
  abbr: v.string(),
});
export type LocalTime = v.InferOutput<typeof LocalTimeSchema>;

/**
 * The zone's name beside a time. English writes the tz database's letter abbreviation ("PDT",
 * "MST", "EST"); other languages, and zones whose abbreviation is numeric, the offset the way
 * Intl writes it in that language ("GMT-7", "UTC−7" in French, "GMT+5:30"), as Intl's own short
 * names do there. Either tells the two 1:00 AMs of a fall-back night apart.
 */
export function zoneLabel(local: Pick<LocalTime, "offset" | "abbr">, locale: string): string {
  if (locale.startsWith("en") && /^[A-Z]{2,5}$/.test(local.abbr)) return local.abbr;
  const { offset } = local;
  const hours = Math.abs(offset) / 60;
  if (Number.isInteger(hours)) {
    // A fixed-offset zone (no rules to be out of date) gives the locale's own way to write it.
    const zone = hours ? `Etc/GMT${offset < 0 ? "+" : "-"}${hours}` : "UTC";
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(0).find((p) => p.type === "timeZoneName");
    if (part) return part.value;
  }
  const minutes = Math.abs(offset);
  return `GMT${offset < 0 ? "-" : "+"}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The wall time as an instant in UTC, to be written by Intl with `timeZone: "UTC"`. */
export const wallInstant = (local: Pick<LocalTime, "wall">): number => Date.parse(`${local.wall}:00Z`);

/**
 * Intl parts joined, with `label` in the locale's place for a zone name. The narrow no-break
 * space some engines put before "AM" in parts becomes a plain space, as their `format` gives it.
 */
export function joinParts(parts: { type: string; value: string }[], label: string): string {
  return parts.map((part) => (part.type === "timeZoneName" ? label : part.value.replace(/\u202f/g, " "))).join("");
}

/**
 * The wall time written in the locale with the given fields. With `timeZoneName` among them,
 * the locale's place for a zone name gets `zoneLabel` ("10:00 AM MST", "GMT-7 10:00").
 */
export function formatLocalTime(local: LocalTime, locale: string, options: Intl.DateTimeFormatOptions): string {
  return joinParts(new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).formatToParts(wallInstant(local)), zoneLabel(local, locale));
}
