/**
 * Branch-local times by the current zone rules, whatever Node's own ICU data says (issue 22,
 * item 6): British Columbia stays on UTC−7 after 2026-11-01 (IANA 2026 releases), Node 20's ICU
 * still moves it to UTC−8. A Vancouver branch open 9:00–17:00 on weekdays: its slots, hours,
 * open-now, appointment page, email and calendar file all say 9:00 MST = 16:00 UTC. The same
 * file runs on Node 24 (`npm run test:zones:node24`).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { allSlots, bookingBody, timeslots } from "../../helpers/booking.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { addVancouverVendor, VANCOUVER_VENDOR } from "../../helpers/vancouver-vendor.js";
import { useNotificationSinks } from "../notifications/notification-sinks.js";

const VANCOUVER = "America/Vancouver";
/** Tuesday 2026-11-24, 9:30 in Vancouver (8:30 by the old rules: closed). */
const NOW = "2026-11-24T16:30:00.000Z";
const mst = (wall: string) => ({ wall, offset: -420, abbr: "MST" });

describe("the zone data", () => {
  it("is a 2026 release of the IANA database, with Vancouver on UTC−7 after 2026-11-01", async () => {
    const { ZONE_DATA_VERSION, zoneOffset, zonedInstant, zonedParts } = await import("../../../server/src/locations/zoned-time.js");
    expect(ZONE_DATA_VERSION >= "2026a").toBe(true);
    expect(zoneOffset(Date.parse("2026-07-01T12:00:00Z"), VANCOUVER)).toBe(-420);
    expect(zoneOffset(Date.parse("2026-11-25T12:00:00Z"), VANCOUVER)).toBe(-420);
    expect(zonedInstant(2026, 11, 25, 9 * 60, VANCOUVER).toISOString()).toBe("2026-11-25T16:00:00.000Z");
    expect(zonedParts(new Date("2026-11-25T16:00:00Z"), VANCOUVER)).toEqual({ year: 2026, month: 11, day: 25, weekday: "wednesday", minutes: 540 });
  });

  describe("without Node's zone rules", () => {
    // Intl may still write dates, in UTC or a fixed offset, but no zone's rules may come from it.
    beforeEach(() => {
      const Real = Intl.DateTimeFormat;
      // A function, not an arrow: the server constructs it with `new`.
      // biome-ignore lint/complexity/useArrowFunction: an arrow cannot be called with `new`.
      vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        if (options?.timeZone && !/^(UTC|Etc\/)/.test(options.timeZone)) throw new Error(`asked Intl for ${options.timeZone}`);
        return new Real(locales, options);
      } as typeof Intl.DateTimeFormat);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("computes hours, open-now, local dates and the email's time all the same", async () => {
      const { futureOpenHours, isOpenAt } = await import("../../../server/src/locations/opening-hours.js");
      const { localDate } = await import("../../../server/src/appointments/local-dates.js");
      const { formatWhen } = await import("../../../server/src/notifications/appointment-messages.js");
      const office = { open: "09:00", close: "17:00" };
      const hours = { sunday: null, monday: null, tuesday: null, wednesday: office, thursday: null, friday: null, saturday: null };
      expect(isOpenAt(hours, VANCOUVER, new Date("2026-11-25T16:00:00Z"))).toBe(true);
      expect(isOpenAt(hours, VANCOUVER, new Date("2026-11-26T00:00:00Z"))).toBe(false);
      expect(futureOpenHours(hours, VANCOUVER, new Date("2026-11-25T12:00:00Z"), 1)[0]?.hours?.start_at).toBe("2026-11-25T16:00:00.000Z");
      expect(localDate(Date.parse("2026-11-26T06:59:00Z"), VANCOUVER)).toBe("2026-11-25");
      expect(formatWhen("2026-11-25T16:00:00.000Z", VANCOUVER, "fr")).toMatch(/^mercredi 25 novembre 2026 à 09:00 UTC−7$/u);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: VANCOUVER })).toThrow(/asked Intl/);
    });
  });

  it("knows every zone this Node's Intl accepts, which is what vendor documents are checked against", async () => {
    const { isKnownTimeZone } = await import("../../../server/src/locations/zoned-time.js");
    expect(Intl.supportedValuesOf("timeZone").filter((zone) => !isKnownTimeZone(zone))).toEqual([]);
  });

  it("tells the repeated hour of a fall-back night apart, and names each time's zone", async () => {
    const { localTime } = await import("../../../server/src/locations/local-time.js");
    expect(localTime("2026-11-01T05:30:00Z", "America/New_York")).toEqual({ wall: "2026-11-01T01:30", offset: -240, abbr: "EDT" });
    expect(localTime("2026-11-01T06:30:00Z", "America/New_York")).toEqual({ wall: "2026-11-01T01:30", offset: -300, abbr: "EST" });
    expect(localTime("2026-10-31T16:00:00Z", VANCOUVER)).toEqual({ wall: "2026-10-31T09:00", offset: -420, abbr: "PDT" });
    expect(localTime("2026-11-25T16:00:00Z", VANCOUVER)).toEqual(mst("2026-11-25T09:00"));
    expect(localTime("2026-11-25T16:00:00Z", "Asia/Kolkata")).toEqual({ wall: "2026-11-25T21:30", offset: 330, abbr: "IST" });
  });
});

describeEachDialect(
  "a Vancouver branch after 2026-11-01",
  (server) => {
    let locationId: number;
    let serviceId: number;
    const sinks = useNotificationSinks(server);
    beforeAll(async () => {
      ({ locationId, serviceId } = await addVancouverVendor(server()));
    });
    beforeEach(async () => {
      server().clock.set(NOW);
      await sinks.clear();
    });
    const get = (url: string) => server().call({ method: "GET", url, vendor: VANCOUVER_VENDOR });
    const location = async () => (await get(`/api/v2/open/locations/${locationId}`)).json().data.attributes;

    it("is open from 9:00 to 17:00 MST, and says so in its hours", async () => {
      const at = async (instant: string) => {
        server().clock.set(instant);
        return (await location()).is_currently_open as boolean;
      };
      // 8:59 and 17:00 MST are closed, 9:00 and 16:59 open; the old rules say the opposite for an hour at each end.
      expect([await at("2026-11-24T15:59:00Z"), await at("2026-11-24T16:00:00Z"), await at("2026-11-24T23:59:00Z"), await at("2026-11-25T00:00:00Z")]).toEqual([
        false,
        true,
        true,
        false,
      ]);
      server().clock.set(NOW);
      const attributes = await location();
      expect(attributes.local_now).toEqual(mst("2026-11-24T09:30"));
      expect(attributes.future_open_hours[1]).toEqual({
        weekday: "wednesday",
        date: "2026-11-25",
        hours: {
          start: "160000",
          end: "000000",
          start_at: "2026-11-25T16:00:00.000Z",
          end_at: "2026-11-26T00:00:00.000Z",
          start_local: mst("2026-11-25T09:00"),
          end_local: mst("2026-11-25T17:00"),
        },
      });
    });

    it("offers times from 9:00 to 16:30 MST, each with its wall time and zone", async () => {
      const answer = await timeslots(
        server(),
        { location_id: locationId, service_id: serviceId, meeting_method: 1, from: "2026-11-25", days: 1 },
        VANCOUVER_VENDOR,
      );
      expect(answer.data.timezone).toBe(VANCOUVER);
      const slots = allSlots(answer);
      expect(slots[0]).toMatchObject({ start: "2026-11-25T16:00:00.000Z", start_local: mst("2026-11-25T09:00") });
      expect(slots.at(-1)).toMatchObject({ start: "2026-11-25T23:30:00.000Z", start_local: mst("2026-11-25T16:30") });
      expect(slots.every((s) => s.start_local.abbr === "MST")).toBe(true);
    });

    it("books 9:00 MST: the page, the email and the calendar file agree", async () => {
      const book = (start: string) =>
        server().call({
          method: "POST",
          url: "/api/v3/open/appointments",
          vendor: VANCOUVER_VENDOR,
          payload: bookingBody({ location_id: locationId, service_id: serviceId, start }, { email: "jordan@example.test", first_name: "Jordan" }),
        });
      // 17:00 MST is after closing (16:00 PST by the old rules was open).
      expect((await book("2026-11-26T00:00:00.000Z")).statusCode).toBe(422);
      const res = await book("2026-11-25T16:00:00.000Z");
      expect(res.statusCode, res.body).toBe(201);
      const { id, attributes } = res.json().data as { id: number; attributes: Record<string, unknown> & { confirm_code: string } };
      expect(attributes).toMatchObject({
        start: "2026-11-25T16:00:00.000Z",
        timezone: VANCOUVER,
        start_local: mst("2026-11-25T09:00"),
        end_local: mst("2026-11-25T09:30"),
        created_local: mst("2026-11-24T09:30"),
      });
      const page = (await get(`/api/v3/open/appointments/${id}?code=${attributes.confirm_code}`)).json().data.attributes;
      expect(page.start_local).toEqual(mst("2026-11-25T09:00"));

      expect(await sinks.worker().drain()).toBe(1);
      expect(sinks.smtp().received[0]?.text).toMatch(/Wednesday, November 25, 2026 at 9:00\sAM MST/u);

      const ics = await server().app.inject({
        method: "GET",
        url: `/api/v3/open/appointments/${id}/calendar.ics?vendor=${VANCOUVER_VENDOR}&code=${attributes.confirm_code}`,
      });
      expect(ics.body).toContain("DTSTART:20261125T160000Z");
      expect(ics.body).toContain("DTEND:20261125T163000Z");
    });
  },
  { now: NOW },
);
