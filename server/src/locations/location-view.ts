/**
 * A location as the open API answers it (JSON:API resource): localized texts, weekly hours,
 * whether it is open now and, while closed, when it opens next, future open hours, the current
 * wait (from its opening while closed) and, given a searched point, the distance.
 */
import type { LocalTime, Locale, LocationResource, WeeklyHours } from "#contract";
import { distanceTo, type LatLng } from "#contract";
import type { LocationRow } from "../db/schema.js";
import { LocalizedTexts } from "../i18n/translations.js";
import { localTime, localTimeOrNull } from "./local-time.js";
import { locationPhone } from "./location-phone.js";
import { locationHours, nextOpening } from "./open-spans.js";
import { futureOpenHours, isOpenAt, type FutureOpenHours } from "./opening-hours.js";

/** The resource (every attribute), as the contract describes it for the document. */
export type { LocationResource };

export interface LocationViewInput {
  row: LocationRow;
  translated: Record<string, string> | undefined;
  /** The language asked for: texts left in the location's own say so in `text_lang`. */
  locale: Locale;
  now: Date;
  meetingMethods: number[];
  /** The expected start the wait is counted to (ms); null shows no wait. */
  waitStart: number | null;
  from?: LatLng;
  radius: number;
  /**
   * An appointment's answer lists the coming days only through the next closing: all the manage
   * page reads of them (when to read again), and under half the answer's bytes otherwise.
   */
  openDaysThroughNextClosing?: boolean;
}

/** "100 Main Street, New York, NY 10007" — the address, city, province/state and postal code. */
export function joinAddress(parts: { address: string; city: string; prov_state: string; postal_zip: string }): string {
  const region = [parts.prov_state, parts.postal_zip].filter(Boolean).join(" ");
  return [parts.address, parts.city, region].filter(Boolean).join(", ");
}

interface HoursNow {
  hours: WeeklyHours;
  openByHours: boolean;
  opensAt: number | null;
  localNow: LocalTime;
  future: FutureOpenHours[];
}

/**
 * What a location's hours say at `now`, kept per row for the minute (hours and the local clock
 * shown are whole minutes): every join and every list answers it, and working it out in the
 * location's zone is most of the cost of a location resource. Rows come from the configuration
 * cache, so a changed row is a new key.
 */
const hoursByRow = new WeakMap<LocationRow, { minute: number; value: HoursNow }>();

function hoursNow(row: LocationRow, now: Date): HoursNow {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = hoursByRow.get(row);
  if (kept?.minute === minute) return kept.value;
  const hours = JSON.parse(row.hours) as WeeklyHours;
  const value = {
    hours,
    openByHours: isOpenAt(hours, row.timezone, now),
    opensAt: nextOpening(locationHours(row), now),
    localNow: localTime(now, row.timezone),
    future: futureOpenHours(hours, row.timezone, now),
  };
  hoursByRow.set(row, { minute, value });
  return value;
}

/** Whether the location's weekly hours have it open at `now` (the minute's answer, kept as above). */
export function openByHoursAt(row: LocationRow, now: Date): boolean {
  return hoursNow(row, now).openByHours;
}

export function locationResource(input: LocationViewInput): LocationResource {
  const { row, now } = input;
  const { hours, openByHours, opensAt, localNow, future } = hoursNow(row, now);
  const texts = new LocalizedTexts(input.translated, input.locale, row.lang);
  const address = texts.pick("address", row.address);
  const formatted = joinAddress({ ...row, address });
  const name = texts.pick("name", row.name);
  const instructions = texts.pick("instructions", row.instructions);
  texts.sameAs("formatted_address", "address");
  if (!name) texts.sameAs("name", "address");
  const resource: LocationResource = {
    id: row.id,
    type: "locations",
    attributes: {
      external_id: row.external_id,
      name: name || formatted,
      address,
      city: row.city,
      prov_state: row.prov_state,
      postal_zip: row.postal_zip,
      country: row.country,
      formatted_address: formatted,
      ...locationPhone(row),
      physical: true,
      region: row.region,
      lang: row.lang,
      mailing_code: row.mailing_code,
      coordinates: { lat: row.latitude, lng: row.longitude },
      timezone: row.timezone,
      sort_order: row.sort_order,
      visibility: row.visibility,
      google_review_url: row.google_review_url,
      hours,
      wait_time: {
        minutes: minutesUntil(input.waitStart, opensAt === null ? now : new Date(opensAt)),
        expected_start: input.waitStart === null ? null : new Date(input.waitStart).toISOString(),
      },
      supports_curbside_pickup: row.supports_curbside_pickup === 1,
      instructions,
      restrict_callback_request_hours: row.restrict_callback_request_hours === 1,
      is_currently_open: openByHours && row.temporarily_closed === 0,
      local_now: localNow,
      opens_at: opensAt === null ? null : new Date(opensAt).toISOString(),
      opens_at_local: localTimeOrNull(opensAt, row.timezone),
      future_open_hours: input.openDaysThroughNextClosing ? throughNextClosing(future, now) : future,
      meeting_methods: input.meetingMethods,
      ...texts.textLang(),
    },
  };
  if (input.from) Object.assign(resource.attributes, distanceTo(input.from, { lat: row.latitude, lng: row.longitude, country: row.country }, input.radius));
  return resource;
}

/** The days up to the one whose hours end next after `now`; all of them when none does. */
function throughNextClosing(days: FutureOpenHours[], now: Date): FutureOpenHours[] {
  const next = days.findIndex((day) => day.hours !== undefined && Date.parse(day.hours.end_at) > now.getTime());
  return next === -1 ? days : days.slice(0, next + 1);
}

/** Whole minutes from now to an expected start, floored at 0. */
export function minutesUntil(start: number | null, now: Date): number | null {
  if (start === null) return null;
  return Math.max(0, Math.floor((start - now.getTime()) / 60_000));
}
