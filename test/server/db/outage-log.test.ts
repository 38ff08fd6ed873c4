/** An outage is logged once when it starts, counted now and then while it lasts, and closed once. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutageLog } from "../../../server/src/db/outage-log.js";

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

describe("outage log", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const logger = () => ({ info: vi.fn(), warn: vi.fn() });

  it("warns at the first failure, then at most once per interval with the count, and says when the store is back", () => {
    const log = logger();
    const outages = createOutageLog(log, "outbox", 30_000);
    for (let i = 0; i < 10; i += 1) {
      expect(outages.report(refused())).toBe("unavailable");
      vi.advanceTimersByTime(1_000);
    }
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toBe("outbox: the database is unavailable; retrying");
    vi.advanceTimersByTime(25_000);
    outages.report(refused());
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[1]?.[0]).toMatchObject({ source: "outbox", failures: 10 });
    outages.recovered();
    outages.recovered();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ source: "outbox", failures: 11 });
    outages.report(refused());
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it("leaves other errors to the caller, unlogged", () => {
    const log = logger();
    const outages = createOutageLog(log, "requests");
    expect(outages.report(new TypeError("a bug"))).toBeUndefined();
    outages.recovered();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });
});
