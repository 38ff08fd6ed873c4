/** When a manage page reads its appointment again: at its location's next opening or closing. */
import { describe, expect, it } from "vitest";
import { nextOpeningOrClosing } from "../../../widget/src/screens/manage/opening-reread.js";

const local = (wall: string) => ({ wall, offset: -300, abbr: "EST" });
const day = (date: string, start: string, end: string) => ({
  date,
  hours: { start_at: start, end_at: end, start_local: local(`${date}T08:00`), end_local: local(`${date}T20:00`) },
});
/** 350 Fifth Avenue as read on Monday 2026-11-23 (New York, EST). */
const hours = [
  day("2026-11-23", "2026-11-23T13:00:00.000Z", "2026-11-24T01:00:00.000Z"),
  day("2026-11-24", "2026-11-24T13:00:00.000Z", "2026-11-25T01:00:00.000Z"),
];

describe("nextOpeningOrClosing", () => {
  it("is the opening while closed", () => {
    const closed = {
      is_currently_open: false,
      opens_at: "2026-11-23T13:00:00.000Z",
      opens_at_local: local("2026-11-23T08:00"),
      local_now: local("2026-11-23T04:00"),
      future_open_hours: hours,
    };
    expect(nextOpeningOrClosing(closed, Date.parse("2026-11-23T09:00:00Z"))).toBe(Date.parse("2026-11-23T13:00:00Z"));
  });

  it("is today's closing while open, and the next one once that has passed", () => {
    const open = { is_currently_open: true, opens_at: null, opens_at_local: null, local_now: local("2026-11-23T10:00"), future_open_hours: hours };
    expect(nextOpeningOrClosing(open, Date.parse("2026-11-23T15:00:00Z"))).toBe(Date.parse("2026-11-24T01:00:00Z"));
    expect(nextOpeningOrClosing(open, Date.parse("2026-11-24T02:00:00Z"))).toBe(Date.parse("2026-11-25T01:00:00Z"));
  });

  it("is nothing with no opening in view, or an answer without the attributes", () => {
    expect(nextOpeningOrClosing({ is_currently_open: false, opens_at: null, opens_at_local: null, local_now: local("2026-11-23T04:00") }, 0)).toBeNull();
    expect(nextOpeningOrClosing({}, 0)).toBeNull();
  });
});
