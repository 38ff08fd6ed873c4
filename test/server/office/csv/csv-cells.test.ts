import { describe, expect, it } from "vitest";
import { readDayHours, readMeetingMethods, readNumber, readRole, readYesNo, sameMembers } from "../../../../server/src/office/csv/csv-cells.js";

const value = <T>(cell: { ok: true; value: T } | { ok: false; code: string }) => (cell.ok ? cell.value : cell.code);

describe("CSV cells", () => {
  it("reads a day's opening as typed, and refuses two openings in a day", () => {
    expect(value(readDayHours("09:00-17:00"))).toEqual({ open: "09:00", close: "17:00" });
    expect(value(readDayHours("9 - 17:30"))).toEqual({ open: "09:00", close: "17:30" });
    expect(value(readDayHours("9am–5:30 p.m."))).toEqual({ open: "09:00", close: "17:30" });
    expect(value(readDayHours("12am-12pm"))).toEqual({ open: "00:00", close: "12:00" });
    expect(value(readDayHours("08:00-24:00"))).toEqual({ open: "08:00", close: "24:00" });
    expect(value(readDayHours(""))).toBeNull();
    expect(value(readDayHours("Closed"))).toBeNull();
    expect(value(readDayHours("09:00-12:00;13:00-17:00"))).toBe("split_hours");
    expect(value(readDayHours("all day"))).toBe("not_hours");
    expect(value(readDayHours("13pm-14pm"))).toBe("not_hours");
  });

  it("reads numbers with a point or a comma, and yes or no in several spellings", () => {
    expect(value(readNumber("-36.8433"))).toBe(-36.8433);
    expect(value(readNumber("174,77"))).toBe(174.77);
    expect(value(readNumber("1e3"))).toBe("not_a_number");
    expect(value(readNumber(""))).toBe("required");
    expect(["yes", "Y", "TRUE", "1"].map((cell) => value(readYesNo(cell, false)))).toEqual([true, true, true, true]);
    expect(["no", "n", "False", "0"].map((cell) => value(readYesNo(cell, true)))).toEqual([false, false, false, false]);
    expect(value(readYesNo("", true))).toBe(true);
    expect(value(readYesNo("maybe", true))).toBe("not_yes_or_no");
  });

  it("reads roles and meeting methods by word or number", () => {
    expect(["admin", "Staff Advanced", "staff-plus", "20"].map((cell) => value(readRole(cell)))).toEqual([30, 15, 13, 20]);
    expect(value(readRole("21"))).toBe("unknown_role");
    expect(value(readMeetingMethods(["video", "In-Person", "2", "video"]))).toEqual([3, 1, 2]);
    expect(value(readMeetingMethods(["fax"]))).toBe("unknown_meeting_method");
  });

  it("keeps a list's order when the cell names the same members", () => {
    const old = ["quay", "ponsonby"];
    expect(sameMembers(old, ["ponsonby", "quay"])).toBe(old);
    expect(sameMembers(old, ["ponsonby"])).toEqual(["ponsonby"]);
  });
});
