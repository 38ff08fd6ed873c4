/** The day the check-in window opens, said when it is not the appointment's own day. */
import { describe, expect, it } from "vitest";
import { formatDay } from "../../../widget/src/format/local-time.js";
import { checkInOpensDay } from "../../../widget/src/screens/appointment-booking/check-in-opens-day.js";

describe("checkInOpensDay", () => {
  it("is the evening before for a booking at 12:00 AM with check-in 30 minutes before", () => {
    const day = checkInOpensDay({ wall: "2026-11-23T23:30" }, { wall: "2026-11-24T00:00" });
    expect(day).toBe("2026-11-23");
    expect(formatDay(day ?? "", "en", "long")).toBe("Monday, November 23");
  });

  it("is null when check-in opens on the appointment's day", () => {
    expect(checkInOpensDay({ wall: "2026-11-24T08:30" }, { wall: "2026-11-24T09:00" })).toBeNull();
    expect(checkInOpensDay({ wall: "2026-11-24T00:00" }, { wall: "2026-11-24T00:30" })).toBeNull();
  });
});
