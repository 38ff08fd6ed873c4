import { describe, expect, it } from "vitest";
import { bookingWindow } from "../../../server/src/appointments/booking-window.js";

const base = { time_in_advance_minutes: 60, booking_window_days: 30, booking_window_start: null, booking_window_end: null };

describe("booking window", () => {
  it("runs from the advance notice to the window's length, in local dates", () => {
    const w = bookingWindow(base, "America/New_York", new Date("2026-11-22T15:00:00Z"));
    expect(new Date(w.earliest).toISOString()).toBe("2026-11-22T16:00:00.000Z");
    expect(new Date(w.latest).toISOString()).toBe("2026-12-22T15:00:00.000Z");
    expect(w.firstDate).toBe("2026-11-22");
    expect(w.lastDate).toBe("2026-12-22");
  });

  it("starts on the next local day when the advance notice crosses midnight there", () => {
    // 03:30Z is 22:30 the day before in New York; two hours' notice lands after local midnight.
    const w = bookingWindow({ ...base, time_in_advance_minutes: 120 }, "America/New_York", new Date("2026-11-23T03:30:00Z"));
    expect(w.firstDate).toBe("2026-11-23");
  });

  it("narrows to the vendor's first and last days, in the location's time zone", () => {
    const w = bookingWindow({ ...base, booking_window_start: "2026-12-01", booking_window_end: "2026-12-03" }, "Asia/Tokyo", new Date("2026-11-22T15:00:00Z"));
    expect(new Date(w.earliest).toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(new Date(w.latest).toISOString()).toBe("2026-12-03T15:00:00.000Z");
    expect([w.firstDate, w.lastDate]).toEqual(["2026-12-01", "2026-12-03"]);
  });

  it("is empty when the vendor's days have passed", () => {
    const w = bookingWindow({ ...base, booking_window_end: "2026-11-01" }, "UTC", new Date("2026-11-22T15:00:00Z"));
    expect([w.firstDate, w.lastDate]).toEqual([null, null]);
  });
});
