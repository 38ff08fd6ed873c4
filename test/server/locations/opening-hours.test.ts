import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#contract";
import { futureOpenHours, isOpenAt } from "../../../server/src/locations/opening-hours.js";

const nineToFive = { open: "09:00", close: "17:00" };
const weekdays: WeeklyHours = {
  sunday: null,
  monday: nineToFive,
  tuesday: nineToFive,
  wednesday: nineToFive,
  thursday: nineToFive,
  friday: nineToFive,
  saturday: { open: "10:00", close: "14:00" },
};

describe("isOpenAt", () => {
  it("uses the location's time zone", () => {
    // Monday 2026-11-23 14:30 UTC is 09:30 in New York (EST, UTC-5): open.
    expect(isOpenAt(weekdays, "America/New_York", new Date("2026-11-23T14:30:00Z"))).toBe(true);
    // 13:30 UTC is 08:30 in New York: not yet open, though it is 13:30 in London.
    expect(isOpenAt(weekdays, "America/New_York", new Date("2026-11-23T13:30:00Z"))).toBe(false);
    expect(isOpenAt(weekdays, "Europe/London", new Date("2026-11-23T13:30:00Z"))).toBe(true);
  });

  it("treats the closing minute as closed and a closed day as closed", () => {
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-23T17:00:00Z"))).toBe(false);
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-23T16:59:00Z"))).toBe(true);
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-22T12:00:00Z"))).toBe(false); // Sunday
  });

  it("is open all day with 00:00-24:00", () => {
    const allDay = { ...weekdays, sunday: { open: "00:00", close: "24:00" } };
    expect(isOpenAt(allDay, "UTC", new Date("2026-11-22T23:59:00Z"))).toBe(true);
    expect(isOpenAt(allDay, "UTC", new Date("2026-11-22T00:00:00Z"))).toBe(true);
  });
});

describe("futureOpenHours", () => {
  it("starts today in local time and gives UTC HHmmss, missing hours when closed", () => {
    // Sunday 2026-11-22 03:00 UTC is still Saturday evening in Chicago.
    const days = futureOpenHours(weekdays, "America/Chicago", new Date("2026-11-22T03:00:00Z"));
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ weekday: "saturday", date: "2026-11-21", hours: { start: "160000", end: "200000" } });
    expect(days[1]).toEqual({ weekday: "sunday", date: "2026-11-22" });
    expect(days[2]).toMatchObject({ weekday: "monday", hours: { start: "150000", end: "230000", start_at: "2026-11-23T15:00:00.000Z" } });
  });

  it("follows a DST change", () => {
    // US clocks go back on Sunday 2026-11-01: 09:00 New York is 13:00 UTC before, 14:00 after.
    const days = futureOpenHours(weekdays, "America/New_York", new Date("2026-10-30T12:00:00Z"));
    const friday = days.find((d) => d.date === "2026-10-30");
    const monday = days.find((d) => d.date === "2026-11-02");
    expect(friday?.hours?.start).toBe("130000");
    expect(monday?.hours?.start).toBe("140000");
  });
});
