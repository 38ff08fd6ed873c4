import { describe, expect, it } from "vitest";
import { afterFailure, afterRestartNotice, type FailureWindow } from "../../../widget/src/live/reconnect-policy.js";

const MINUTE = 60_000;

/** The upper end of the jitter: each retry waits its whole backoff. */
const longest = () => 1;

/** Fails once at each of the given minutes after the first failure, returning each step. */
function failAt(minutes: number[], random: () => number = longest) {
  let window: FailureWindow | null = null;
  return minutes.map((m) => {
    const result = afterFailure(window, m * MINUTE, random);
    window = result.window;
    return result.step;
  });
}

describe("reconnect policy", () => {
  it("retries after a random delay up to the backoff (full jitter)", () => {
    const draws = [0, 0.5, 0.25, 0.999];
    const steps = failAt([0, 0.1, 0.2, 0.3], () => draws.shift() ?? 0);
    expect(steps.map((s) => (s.kind === "retry" ? s.delayMs : s.kind))).toEqual([0, 1000, 1000, 7992]);
  });

  it("keeps the first retry of a single page within a second, whatever the draw", () => {
    for (const draw of [0, 0.1, 0.5, 0.9, 0.9999]) {
      const { step } = afterFailure(null, 0, () => draw);
      expect(step.kind).toBe("retry");
      expect(step.kind === "retry" && step.delayMs >= 0 && step.delayMs <= 1000).toBe(true);
    }
  });

  it("spreads pages that failed together: a thousand first retries land all over the second", () => {
    // A seeded generator stands in for a thousand pages' Math.random.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const delays = Array.from({ length: 1000 }, () => {
      const { step } = afterFailure(null, 0, random);
      return step.kind === "retry" ? step.delayMs : -1;
    });
    const tenths = new Set(delays.map((d) => Math.min(9, Math.floor(d / 100))));
    expect(tenths.size).toBe(10);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1000);
  });

  it("after a restart notice waits the time the server names plus up to one second", () => {
    expect(afterRestartNotice(3140, () => 0)).toBe(3140);
    expect(afterRestartNotice(3140, () => 0.5)).toBe(3640);
    expect(afterRestartNotice(3140, () => 1)).toBe(4140);
    // No usable time: the graceful 20 s, spread the same way.
    expect(afterRestartNotice(undefined, () => 0.25)).toBe(20_250);
    expect(afterRestartNotice(-5, () => 0)).toBe(20_000);
  });

  it("retries with a doubling delay capped at 30 s", () => {
    const steps = failAt([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(steps.map((s) => (s.kind === "retry" ? s.delayMs : s.kind))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("reconnects gracefully, once, after 20 s when errors have lasted five minutes", () => {
    const steps = failAt([0, 4.9, 5, 5.5, 6]);
    expect(steps[1]?.kind).toBe("retry");
    expect(steps[2]).toEqual({ kind: "graceful", delayMs: 20_000 });
    expect(steps[3]?.kind).toBe("retry");
    expect(steps[4]?.kind).toBe("retry");
  });

  it("reloads when errors have lasted fifteen minutes", () => {
    const steps = failAt([0, 5, 14.9, 15]);
    expect(steps[2]?.kind).toBe("retry");
    expect(steps[3]).toEqual({ kind: "reload" });
  });

  it("starts a new window after a success (the caller passes null)", () => {
    const first = afterFailure(null, 10 * MINUTE, longest);
    expect(first.window.since).toBe(10 * MINUTE);
    expect(first.step).toEqual({ kind: "retry", delayMs: 1000 });
  });
});
