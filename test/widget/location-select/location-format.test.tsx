/** The picker's pure pieces: week order, hours ranges, waits, and where choosing leads. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDistance } from "../../../widget/src/screens/location-select/format-location-facts.js";
import { formatWait } from "../../../widget/src/format/wait-time.js";
import { formatHoursRange, isIsoWeekLocale, weekdaysInOrder } from "../../../widget/src/screens/location-select/format-opening-hours.js";
import { routeToLocation } from "../../../widget/src/screens/location-select/location-route.js";

const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");

describe("location picker formatting", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts the week on Sunday, or Monday with Sunday last in ISO-style locales", () => {
    expect(weekdaysInOrder("en")[0]).toBe("sunday");
    expect(weekdaysInOrder("ko")[0]).toBe("sunday");
    for (const locale of ["pl", "ru", "fr", "es", "zh-Hans"]) {
      expect(weekdaysInOrder(locale)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
    }
  });

  it("falls back to the list of ISO-style locales where Intl has no week information", () => {
    vi.stubGlobal("Intl", { ...Intl, Locale: class {} });
    for (const locale of ["pl", "ru", "fr", "es", "zh-Hans"]) expect(isIsoWeekLocale(locale)).toBe(true);
    // Brazil's week starts on Sunday, as in English and Korean.
    for (const locale of ["en", "ko", "pt-BR"]) expect(isIsoWeekLocale(locale)).toBe(false);
    expect(weekdaysInOrder("pt-BR")[0]).toBe("sunday");
  });

  it("gives, without week information, the first day the engine's CLDR data gives for every catalog", () => {
    const catalogs = ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"];
    type WithWeekInfo = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const engine = catalogs.map((tag) => {
      const locale = new Intl.Locale(tag) as WithWeekInfo;
      return (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay === 1;
    });
    vi.stubGlobal("Intl", { ...Intl, Locale: class {} });
    expect(catalogs.map(isIsoWeekLocale)).toEqual(engine);
  });

  it("formats open–close ranges per locale, closing at midnight without dates", () => {
    expect(plain(formatHoursRange("en", { open: "09:00", close: "17:30" }))).toBe("9:00 AM – 5:30 PM");
    expect(plain(formatHoursRange("en", { open: "08:00", close: "24:00" }))).toBe("8:00 AM – 12:00 AM");
    expect(plain(formatHoursRange("pl", { open: "08:00", close: "24:00" }))).toBe("08:00–00:00");
  });

  it("words waits as the spec does: at least five minutes, hours past ninety", () => {
    // One rule for the list, the form, the manage page and the lobby board (wait-time.ts).
    expect(formatWait(0, "en")).toBe("5 minutes");
    expect(formatWait(4, "en")).toBe("5 minutes");
    expect(formatWait(45, "en")).toBe("45 minutes");
    expect(formatWait(90, "en")).toBe("90 minutes");
    expect(formatWait(95, "en")).toBe("1 hour, 35 minutes");
    expect(formatWait(120, "en")).toBe("2 hours");
  });

  it("shows distances to one decimal in the location's unit", () => {
    expect(formatDistance("en", 2.94, "mi")).toBe("2.9 mi");
    expect(formatDistance("en", 3, "km")).toBe("3.0 km");
  });

  it("leads to current path plus the location id, dropping /location and keeping the query", () => {
    const query = { lang: "es", utm_source: "news" };
    expect(routeToLocation({ path: "/callback-service", query }, 7)).toEqual({ path: "/callback-service/7", query });
    expect(routeToLocation({ path: "/callback-service/location", query }, 7)).toEqual({ path: "/callback-service/7", query });
    expect(routeToLocation({ path: "/callback-service/12/location", query: {} }, 7)).toEqual({ path: "/callback-service/7", query: {} });
  });
});
