import { describe, expect, it } from "vitest";
import { BusyTimes } from "../../../server/src/queue/busy-times.js";

const MIN = 60_000;
const at = (minutes: number) => minutes * MIN;

describe("BusyTimes", () => {
  it("answers the cursor when nothing blocked is near", () => {
    const time = new BusyTimes([{ start: at(60), end: at(90) }], at(0));
    expect(time.firstFit(at(30))).toBe(at(0));
    expect(time.firstFit(at(60))).toBe(at(0));
  });

  it("looks past blocked intervals too close together, overlapping or nested", () => {
    // 10–20, 15–40 (overlaps), 20–25 (inside the last), then a 10-minute gap, 50–55, 70–80.
    const blocked = [
      { start: at(10), end: at(20) },
      { start: at(15), end: at(40) },
      { start: at(20), end: at(25) },
      { start: at(50), end: at(55) },
      { start: at(70), end: at(80) },
    ];
    const time = new BusyTimes(blocked, at(5));
    expect(time.firstFit(at(5))).toBe(at(5));
    expect(time.firstFit(at(10))).toBe(at(40));
    expect(time.firstFit(at(15))).toBe(at(55));
    expect(time.firstFit(at(20))).toBe(at(80));
  });

  it("moves on from a visit it was given, and forgets what it answered before", () => {
    const time = new BusyTimes(
      [
        { start: at(10), end: at(20) },
        { start: at(35), end: at(40) },
      ],
      at(0),
    );
    expect(time.firstFit(at(15))).toBe(at(20));
    time.take(at(20), at(15));
    expect(time.freeFrom).toBe(at(35));
    expect(time.firstFit(at(15))).toBe(at(40));
    expect(time.firstFit(at(1))).toBe(at(40));
  });
});
