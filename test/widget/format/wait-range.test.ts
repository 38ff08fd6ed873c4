/** The estimated wait as a range (issue 37, item 4): rounding, when a single figure shows instead, and the eight languages. */
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract";
import { formatWaitRange, movedP90, waitRange } from "../../../widget/src/format/wait-range.js";

const NOW = Date.parse("2026-11-24T15:00:00Z");
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe("waitRange", () => {
  it("is the whole minutes to the expected start and to the p90", () => {
    expect(waitRange(inMinutes(17), inMinutes(23), NOW)).toEqual({ low: 17, high: 23 });
    expect(waitRange(inMinutes(17.9), inMinutes(23.9), NOW)).toEqual({ low: 17, high: 23 });
  });

  it("starts at five minutes, as a single estimate does", () => {
    expect(waitRange(inMinutes(2), inMinutes(9), NOW)).toEqual({ low: 5, high: 9 });
  });

  it("shows one figure without a p90, for a spread under two minutes, or past 90 minutes", () => {
    expect(waitRange(inMinutes(17), null, NOW)).toBeNull();
    expect(waitRange(inMinutes(17), undefined, NOW)).toBeNull();
    expect(waitRange(inMinutes(17), inMinutes(18), NOW)).toBeNull();
    // A spread just under two minutes stays one figure at every moment, whatever the counts round to.
    for (let second = 0; second < 120; second += 10) expect(waitRange(inMinutes(10.2), inMinutes(12.1), NOW + second * 1000)).toBeNull();
    expect(waitRange(inMinutes(10.2), inMinutes(12.3), NOW + 50_000)).toEqual({ low: 9, high: 11 });
    expect(waitRange(inMinutes(70), inMinutes(95), NOW)).toBeNull();
    // Both ends read as five minutes or less: nothing to range over.
    expect(waitRange(inMinutes(1), inMinutes(6), NOW)).toBeNull();
  });
});

describe("formatWaitRange", () => {
  it("writes the range in each of the eight languages, with Intl's own dash and unit", () => {
    expect(formatWaitRange({ low: 15, high: 25 }, "en")).toBe("15–25 minutes");
    for (const locale of LOCALES) {
      const text = formatWaitRange({ low: 15, high: 25 }, locale);
      // The unit as the language writes it after 25 ("minutos", "분", "минут").
      const unit = new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" }).format(25).replace(/^25\s?/, "");
      expect(text, locale).toMatch(/^15\D{1,3}25/);
      expect(text.endsWith(unit), `${locale}: ${text}`).toBe(true);
    }
  });
});

describe("movedP90", () => {
  it("keeps the spread when a new expected start comes without a p90", () => {
    expect(movedP90({ expected_start: inMinutes(20), expected_start_p90: inMinutes(28) }, inMinutes(12))).toBe(inMinutes(20));
  });

  it("has none to keep without a start or a p90 shown", () => {
    expect(movedP90({ expected_start: inMinutes(20), expected_start_p90: null }, inMinutes(12))).toBeNull();
    expect(movedP90({ expected_start: inMinutes(20), expected_start_p90: inMinutes(28) }, null)).toBeNull();
  });
});
