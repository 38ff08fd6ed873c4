/** Durations by size (spec section 9): minutes, hours up to 48 hours, days below 7 days, then weeks. */
import { describe, expect, it } from "vitest";
import { formatDuration } from "../../../widget/src/format/duration.js";
import { formatWait } from "../../../widget/src/format/wait-time.js";

const HOUR = 60;
const DAY = 24 * HOUR;

describe("formatDuration", () => {
  it("reads minutes under an hour, then hours with their minutes, up to 48 hours", () => {
    expect(formatDuration(0, "en")).toBe("0 minutes");
    expect(formatDuration(59, "en")).toBe("59 minutes");
    expect(formatDuration(60, "en")).toBe("1 hour");
    expect(formatDuration(125, "en")).toBe("2 hours, 5 minutes");
    expect(formatDuration(48 * HOUR, "en")).toBe("48 hours");
  });

  it("reads days beyond 48 hours and below a week, then weeks", () => {
    expect(formatDuration(48 * HOUR + 1, "en")).toBe("2 days");
    expect(formatDuration(3 * DAY + 13 * HOUR, "en")).toBe("4 days");
    expect(formatDuration(7 * DAY - 1, "en")).toBe("7 days");
    expect(formatDuration(7 * DAY, "en")).toBe("1 week");
    expect(formatDuration(17 * DAY, "en")).toBe("2 weeks");
  });

  it("speaks the element's language", () => {
    expect(formatDuration(125, "es")).toBe("2 horas y 5 minutos");
    expect(formatDuration(3 * DAY, "fr")).toBe("3\u00a0jours");
    expect(formatDuration(14 * DAY, "ru")).toBe("2 недели");
    expect(formatDuration(90, "ko")).toBe("1시간 30분");
  });
});

describe("the form's wait", () => {
  it("reads five minutes under five, minutes up to 90, then hours and days", () => {
    expect(formatWait(0, "en")).toBe("5 minutes");
    expect(formatWait(90, "en")).toBe("90 minutes");
    expect(formatWait(91, "en")).toBe("1 hour, 31 minutes");
    expect(formatWait(50 * HOUR, "en")).toBe("2 days");
  });
});
