import { describe, expect, it } from "vitest";
import { openingAt, type LocationOpening } from "#contract";

/** 350 Fifth Avenue read on Monday 2026-11-23 at 04:00 New York time (EST): opens at 08:00. */
const beforeOpening: LocationOpening = {
  is_currently_open: false,
  opens_at: "2026-11-23T13:00:00.000Z",
  opens_at_local: { wall: "2026-11-23T08:00", offset: -300, abbr: "EST" },
  local_now: { wall: "2026-11-23T04:00", offset: -300, abbr: "EST" },
};
const at = (iso: string) => Date.parse(iso);

describe("openingAt", () => {
  it("says a closed branch opens later today, on the location's date, not the browser's", () => {
    // 04:00 in New York is already 09:00 in UTC and 18:00 in Seoul; it is the same day there.
    expect(openingAt(beforeOpening, at("2026-11-23T09:00:00Z"))).toEqual({
      state: "later-today",
      at: at("2026-11-23T13:00:00Z"),
      local: beforeOpening.opens_at_local,
    });
  });

  it("counts as open once the opening has come, without a new answer", () => {
    expect(openingAt(beforeOpening, at("2026-11-23T13:00:00Z"))).toEqual({ state: "open" });
  });

  it("says closed for the rest of today when the opening is on another day, until that day comes", () => {
    const evening: LocationOpening = {
      is_currently_open: false,
      opens_at: "2026-11-24T13:00:00.000Z",
      opens_at_local: { wall: "2026-11-24T08:00", offset: -300, abbr: "EST" },
      local_now: { wall: "2026-11-23T20:30", offset: -300, abbr: "EST" },
    };
    expect(openingAt(evening, at("2026-11-24T01:30:00Z")).state).toBe("another-day");
    // Past midnight in New York (05:10 UTC), the page still open: the opening is today now.
    expect(openingAt(evening, at("2026-11-24T05:10:00Z")).state).toBe("later-today");
  });

  it("has no opening in view when the server names none, and is open when the server says so", () => {
    expect(openingAt({ ...beforeOpening, opens_at: null, opens_at_local: null }, at("2026-11-23T09:00:00Z"))).toEqual({ state: "not-in-view" });
    expect(openingAt({ ...beforeOpening, is_currently_open: true, opens_at: null, opens_at_local: null }, 0)).toEqual({ state: "open" });
  });
});
