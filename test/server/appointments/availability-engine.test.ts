import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#contract";
import { availableSlots, granulesOf, type AvailabilityInput, type StaffAvailability } from "../../../server/src/appointments/availability-engine.js";

const NY = "America/New_York";
const closed = { sunday: null, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null };
const every = (open: string, close: string): WeeklyHours => ({
  sunday: { open, close },
  monday: { open, close },
  tuesday: { open, close },
  wednesday: { open, close },
  thursday: { open, close },
  friday: { open, close },
  saturday: { open, close },
});
const staff = (id: number, extra: Partial<StaffAvailability> = {}): StaffAvailability => ({ id, workingHours: null, booked: new Set(), ...extra });
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const local = (ms: number, timeZone = NY) => new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms);

function slots(input: Partial<AvailabilityInput> & Pick<AvailabilityInput, "dates">) {
  const [day] = availableSlots({
    timeZone: NY,
    hours: every("09:00", "12:00"),
    staff: [staff(1)],
    durationMinutes: 30,
    earliest: 0,
    latest: Number.MAX_SAFE_INTEGER,
    ...input,
  });
  return day?.slots ?? [];
}

describe("availability engine", () => {
  it("offers quarter-hour starts from opening until the last that ends by closing", () => {
    // Monday 2026-11-23: New York is on EST (UTC-5).
    const list = slots({ dates: ["2026-11-23"] });
    expect(list.map((s) => local(s.start))).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30"]);
    expect(iso(list[0]?.start ?? 0)).toBe("2026-11-23T14:00:00.000Z");
    expect(iso(list[0]?.end ?? 0)).toBe("2026-11-23T14:30:00.000Z");
    expect(list.every((s) => s.staffIds.join() === "1")).toBe(true);
  });

  it("gives nothing on a closed day", () => {
    expect(slots({ dates: ["2026-11-23"], hours: closed })).toEqual([]);
  });

  it("starts on the quarter hour after an odd opening time", () => {
    const list = slots({ dates: ["2026-11-23"], hours: every("09:10", "10:00"), durationMinutes: 15 });
    expect(list.map((s) => local(s.start))).toEqual(["09:15", "09:30", "09:45"]);
  });

  it("skips the missing hour when clocks spring forward (New York, 2026-03-08)", () => {
    const list = slots({ dates: ["2026-03-08"], hours: every("00:00", "04:00"), durationMinutes: 15 });
    // 00:00 EST is 05:00Z; 04:00 EDT is 08:00Z: three real hours, twelve slots, none at 02:xx.
    expect(list).toHaveLength(12);
    expect(iso(list[0]?.start ?? 0)).toBe("2026-03-08T05:00:00.000Z");
    expect(iso(list[11]?.start ?? 0)).toBe("2026-03-08T07:45:00.000Z");
    expect(list.map((s) => local(s.start))).toEqual([
      "00:00",
      "00:15",
      "00:30",
      "00:45",
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "03:00",
      "03:15",
      "03:30",
      "03:45",
    ]);
  });

  it("offers the repeated hour twice when clocks fall back (New York, 2026-11-01)", () => {
    const list = slots({ dates: ["2026-11-01"], hours: every("00:00", "04:00"), durationMinutes: 15 });
    expect(list).toHaveLength(20);
    const labels = list.map((s) => local(s.start));
    expect(labels.filter((l) => l === "01:30")).toHaveLength(2);
    const twice = list.filter((s) => local(s.start) === "01:30").map((s) => iso(s.start));
    expect(twice).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]);
  });

  it("keeps local opening hours across a DST change (Berlin, 2026-03-29)", () => {
    const before = slots({ timeZone: "Europe/Berlin", dates: ["2026-03-28"] });
    const after = slots({ timeZone: "Europe/Berlin", dates: ["2026-03-30"] });
    expect(iso(before[0]?.start ?? 0)).toBe("2026-03-28T08:00:00.000Z");
    expect(iso(after[0]?.start ?? 0)).toBe("2026-03-30T07:00:00.000Z");
    expect(local(after[0]?.start ?? 0, "Europe/Berlin")).toBe("09:00");
  });

  it("keeps a staff member within their own hours, inside the location's", () => {
    const own: WeeklyHours = { ...closed, monday: { open: "10:30", close: "18:00" } };
    const list = slots({ dates: ["2026-11-23"], staff: [staff(1, { workingHours: own })] });
    expect(list.map((s) => local(s.start))).toEqual(["10:30", "10:45", "11:00", "11:15", "11:30"]);
    expect(slots({ dates: ["2026-11-24"], staff: [staff(1, { workingHours: own })] })).toEqual([]);
  });

  it("does not offer starts that overlap a booked granule", () => {
    const booked = new Set(granulesOf(at("2026-11-23T15:00:00Z"), 15)); // 10:00–10:15 local
    const list = slots({ dates: ["2026-11-23"], staff: [staff(1, { booked })] });
    const labels = list.map((s) => local(s.start));
    expect(labels).not.toContain("09:45");
    expect(labels).not.toContain("10:00");
    expect(labels).toContain("09:30");
    expect(labels).toContain("10:15");
  });

  it("rounds a 20-minute service up to two granules", () => {
    expect(granulesOf(at("2026-11-23T15:00:00Z"), 20).map(iso)).toEqual(["2026-11-23T15:00:00.000Z", "2026-11-23T15:15:00.000Z"]);
  });

  it("lists the staff free at each start, in the order given", () => {
    const booked = new Set([at("2026-11-23T14:00:00Z")]);
    const list = slots({ dates: ["2026-11-23"], staff: [staff(7, { booked }), staff(3)] });
    expect(list[0]?.staffIds).toEqual([3]);
    expect(list[3]?.staffIds).toEqual([7, 3]);
  });

  it("respects the booking window and the walk-in line's load", () => {
    const earliest = at("2026-11-23T15:10:00Z");
    const list = slots({ dates: ["2026-11-23"], earliest, latest: at("2026-11-23T16:00:00Z") });
    expect(list.map((s) => local(s.start))).toEqual(["10:15", "10:30", "10:45"]);
    const busy = slots({ dates: ["2026-11-23"], staff: [staff(1, { queueFreeAt: at("2026-11-23T16:20:00Z") })] });
    expect(busy.map((s) => local(s.start))).toEqual(["11:30"]);
  });

  it("removes the starts whose appointment meets a staff member's time off, and only theirs", () => {
    // Monday 2026-11-23, 09:00–12:00 EST; Ana is off 10:00–10:45 local.
    const off = [{ start: at("2026-11-23T15:00:00Z"), end: at("2026-11-23T15:45:00Z") }];
    const list = slots({ dates: ["2026-11-23"], staff: [staff(1, { timeOff: off }), staff(2)] });
    const ana = list.filter((s) => s.staffIds.includes(1)).map((s) => local(s.start));
    expect(ana).toEqual(["09:00", "09:15", "09:30", "10:45", "11:00", "11:15", "11:30"]);
    expect(list.filter((s) => s.staffIds.includes(2))).toHaveLength(11);
  });

  it("removes every start that meets a location's closure", () => {
    const closures = [{ start: at("2026-11-23T14:30:00Z"), end: at("2026-11-23T16:00:00Z") }];
    const list = slots({ dates: ["2026-11-23"], staff: [staff(1), staff(2)], closures });
    expect(list.map((s) => local(s.start))).toEqual(["09:00", "11:00", "11:15", "11:30"]);
  });
});
