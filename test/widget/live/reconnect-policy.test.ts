import { describe, expect, it } from "vitest";
import { afterFailure, type FailureWindow } from "../../../widget/src/live/reconnect-policy.js";

const MINUTE = 60_000;

/** Fails once at each of the given minutes after the first failure, returning each step. */
function failAt(minutes: number[]) {
  let window: FailureWindow | null = null;
  return minutes.map((m) => {
    const result = afterFailure(window, m * MINUTE);
    window = result.window;
    return result.step;
  });
}

describe("reconnect policy", () => {
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
    const first = afterFailure(null, 10 * MINUTE);
    expect(first.window.since).toBe(10 * MINUTE);
    expect(first.step).toEqual({ kind: "retry", delayMs: 1000 });
  });
});
