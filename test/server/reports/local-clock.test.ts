/** The local clock of the reports against Intl, across Vancouver's and Lord Howe's (a half hour) changes of 2026. */
import { describe, expect, it } from "vitest";
import { localDateTime, localMoment, weekdayOf } from "../../../server/src/reports/local-clock.js";

function intl(iso: string, zone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

describe("local clock", () => {
  it("reads 01:30 PST and 03:30 PDT on 2026-03-08 in Vancouver", () => {
    expect(localMoment("2026-03-08T09:30:00.000Z", "America/Vancouver")).toEqual({ day: "2026-03-08", hour: 1 });
    expect(localMoment("2026-03-08T10:30:00.000Z", "America/Vancouver")).toEqual({ day: "2026-03-08", hour: 3 });
    expect(localMoment("2026-03-08T07:59:59.000Z", "America/Vancouver")).toEqual({ day: "2026-03-07", hour: 23 });
  });

  it("agrees with Intl minute by minute around daylight-saving changes", () => {
    for (const [zone, around] of [
      ["America/Vancouver", "2026-03-08T10:00:00Z"],
      ["Europe/Berlin", "2026-10-25T01:00:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"],
      ["Asia/Kathmandu", "2026-01-01T00:00:00Z"],
    ] as const) {
      for (let m = -180; m <= 180; m += 7) {
        const iso = new Date(Date.parse(around) + m * 60_000 + 13_000).toISOString();
        expect(localDateTime(iso, zone), `${zone} ${iso}`).toBe(intl(iso, zone));
      }
    }
  });

  it("names weekdays from Sunday", () => {
    expect(weekdayOf("2026-03-08")).toBe(0);
    expect(weekdayOf("2026-03-14")).toBe(6);
  });
});
