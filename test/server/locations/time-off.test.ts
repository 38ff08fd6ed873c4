import { describe, expect, it } from "vitest";
import { timeOffIntervals } from "../../../server/src/locations/time-off.js";

const iso = (ms: number) => new Date(ms).toISOString();
const list = (...entries: [string, string][]) => JSON.stringify(entries.map(([start, end]) => ({ start, end, reason: "" })));

describe("timeOffIntervals", () => {
  it("reads local times in the location's zone, sorted by start", () => {
    const json = list(["2026-12-25T00:00", "2026-12-26T00:00"], ["2026-07-01T09:00", "2026-07-01T13:30"]);
    const toronto = timeOffIntervals(json, "America/Toronto").map((i) => [iso(i.start), iso(i.end)]);
    expect(toronto).toEqual([
      ["2026-07-01T13:00:00.000Z", "2026-07-01T17:30:00.000Z"],
      ["2026-12-25T05:00:00.000Z", "2026-12-26T05:00:00.000Z"],
    ]);
    // The same leave of a person who also works in Chicago is an hour later there.
    expect(iso(timeOffIntervals(json, "America/Chicago")[0]?.start ?? 0)).toBe("2026-07-01T14:00:00.000Z");
  });

  it("spans a DST change by its real length (New York falls back on 2026-11-01)", () => {
    const [day] = timeOffIntervals(list(["2026-11-01T00:00", "2026-11-02T00:00"]), "America/New_York");
    expect(((day?.end ?? 0) - (day?.start ?? 0)) / 3_600_000).toBe(25);
  });

  it("answers nothing for no time off", () => {
    expect(timeOffIntervals("[]", "UTC")).toEqual([]);
  });
});
