import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#contract";
import { closedSpans, isServableAt, lastChangeBetween, nextOpening, openSpans, type LocationHours } from "../../../server/src/locations/open-spans.js";

const eightToEight = { open: "08:00", close: "20:00" };
/** The demo's 350 Fifth Avenue: 08:00–20:00 New York time, closed on Sundays. */
const uptown: LocationHours = {
  hours: {
    sunday: null,
    monday: eightToEight,
    tuesday: eightToEight,
    wednesday: eightToEight,
    thursday: eightToEight,
    friday: eightToEight,
    saturday: eightToEight,
  },
  timeZone: "America/New_York",
  temporarilyClosed: false,
};
const allDay = { open: "00:00", close: "24:00" };
const aroundTheClock: LocationHours = {
  hours: Object.fromEntries(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((d) => [d, allDay])) as WeeklyHours,
  timeZone: "America/New_York",
  temporarilyClosed: false,
};
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);

describe("open spans of a location", () => {
  it("reads the weekly hours in the location's zone, from the day before to a week ahead", () => {
    // Monday 2026-11-23 04:00 New York (09:00 UTC).
    const spans = openSpans(uptown, at("2026-11-23T09:00:00Z"));
    // Saturday before is not read (the day before is Sunday, closed); Monday to the next Monday.
    expect(spans[0]).toEqual({ start: ms("2026-11-23T13:00:00Z"), end: ms("2026-11-24T01:00:00Z") });
    expect(spans).toHaveLength(7);
    expect(spans.at(-1)).toEqual({ start: ms("2026-11-30T13:00:00Z"), end: ms("2026-12-01T01:00:00Z") });
  });

  it("is closed before opening, open at opening, closed again at closing", () => {
    expect(isServableAt(uptown, at("2026-11-23T12:59:00Z"))).toBe(false);
    expect(isServableAt(uptown, at("2026-11-23T13:00:00Z"))).toBe(true);
    expect(isServableAt(uptown, at("2026-11-24T00:59:00Z"))).toBe(true);
    expect(isServableAt(uptown, at("2026-11-24T01:00:00Z"))).toBe(false);
  });

  it("names the next opening while closed: later today, tomorrow, or after the Sunday", () => {
    expect(nextOpening(uptown, at("2026-11-23T09:00:00Z"))).toBe(ms("2026-11-23T13:00:00Z"));
    expect(nextOpening(uptown, at("2026-11-23T15:00:00Z"))).toBeNull();
    expect(nextOpening(uptown, at("2026-11-24T01:30:00Z"))).toBe(ms("2026-11-24T13:00:00Z"));
    // Saturday 21:00: closed on Sunday, so Monday 08:00.
    expect(nextOpening(uptown, at("2026-11-29T02:00:00Z"))).toBe(ms("2026-11-30T13:00:00Z"));
  });

  it("blocks the closed time from now, and everything after the horizon", () => {
    const closed = closedSpans(uptown, at("2026-11-23T09:00:00Z"));
    expect(closed[0]).toEqual({ start: ms("2026-11-23T09:00:00Z"), end: ms("2026-11-23T13:00:00Z") });
    expect(closed[1]).toEqual({ start: ms("2026-11-24T01:00:00Z"), end: ms("2026-11-24T13:00:00Z") });
    expect(closed.at(-1)).toEqual({ start: ms("2026-12-01T01:00:00Z"), end: Infinity });
  });

  it("joins the days of a branch open around the clock into one span: its midnights are no change", () => {
    const spans = openSpans(aroundTheClock, at("2026-11-23T09:00:00Z"));
    expect(spans).toHaveLength(1);
    expect(closedSpans(aroundTheClock, at("2026-11-23T09:00:00Z"))).toEqual([{ start: spans[0]?.end, end: Infinity }]);
    expect(lastChangeBetween(aroundTheClock, at("2026-11-24T04:55:00Z"), at("2026-11-24T05:05:00Z"))).toBeNull();
    expect(nextOpening(aroundTheClock, at("2026-11-23T09:00:00Z"))).toBeNull();
  });

  it("has no opening in view while temporarily closed, or without any hours", () => {
    const closedForGood = { ...uptown, temporarilyClosed: true };
    expect(openSpans(closedForGood, at("2026-11-23T09:00:00Z"))).toEqual([]);
    expect(nextOpening(closedForGood, at("2026-11-23T09:00:00Z"))).toBeNull();
    expect(closedSpans(closedForGood, at("2026-11-23T09:00:00Z"))).toEqual([{ start: ms("2026-11-23T09:00:00Z"), end: Infinity }]);
    const noHours = { ...uptown, hours: { ...uptown.hours, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null } };
    expect(nextOpening(noHours, at("2026-11-23T09:00:00Z"))).toBeNull();
  });

  it("finds the latest opening or closing within a window", () => {
    expect(lastChangeBetween(uptown, at("2026-11-23T12:50:00Z"), at("2026-11-23T13:00:00Z"))).toBe(ms("2026-11-23T13:00:00Z"));
    expect(lastChangeBetween(uptown, at("2026-11-23T13:00:00Z"), at("2026-11-23T13:10:00Z"))).toBeNull();
    expect(lastChangeBetween(uptown, at("2026-11-24T00:50:00Z"), at("2026-11-24T01:05:00Z"))).toBe(ms("2026-11-24T01:00:00Z"));
  });

  it("follows a DST change", () => {
    // US clocks go back on Sunday 2026-11-01: 08:00 New York is 12:00 UTC on the Saturday, 13:00 on the Monday.
    expect(nextOpening(uptown, at("2026-10-31T02:00:00Z"))).toBe(ms("2026-10-31T12:00:00Z"));
    expect(nextOpening(uptown, at("2026-11-01T02:00:00Z"))).toBe(ms("2026-11-02T13:00:00Z"));
  });
});
