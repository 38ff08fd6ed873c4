import { describe, expect, it } from "vitest";
import { visitMinutes } from "../../../server/src/staff/learned-duration.js";

describe("visitMinutes", () => {
  const start = "2026-11-22T15:00:00.000Z";
  const afterStart = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

  it("measures a visit in minutes, clamped to 1–240", () => {
    expect(visitMinutes(start, afterStart(12.5))).toBe(12.5);
    expect(visitMinutes(start, afterStart(0))).toBe(1);
    expect(visitMinutes(start, afterStart(-3))).toBe(1);
    expect(visitMinutes(start, afterStart(600))).toBe(240);
  });

  it("learns nothing without a start", () => {
    expect(visitMinutes(null, afterStart(5))).toBeUndefined();
    expect(visitMinutes("not a time", afterStart(5))).toBeUndefined();
  });
});
