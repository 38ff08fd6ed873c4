/** The configuration cache's own rules, on the in-memory bus: what it keeps, and what drops it. */
import { describe, expect, it } from "vitest";
import { createMemoryEventBus } from "../../../server/src/live/event-bus.js";
import { createConfigCache } from "../../../server/src/vendors/config-cache.js";

function counting() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe("configuration cache", () => {
  it("loads a key once, until a change on this instance or a notice from another drops everything", async () => {
    const bus = createMemoryEventBus();
    const cache = createConfigCache(bus, 60_000);
    const other = createConfigCache(bus, 60_000);
    const reads = counting();
    expect(await cache.read("k", reads.load)).toBe(1);
    expect(await cache.read("k", reads.load)).toBe(1);
    await other.changed(7);
    expect(await cache.read("k", reads.load)).toBe(2);
    await cache.changed(7);
    expect(await cache.read("k", reads.load)).toBe(3);
    bus.eventsMissed();
    expect(await cache.read("k", reads.load)).toBe(4);
    cache.close();
    other.close();
  });

  it("reads again past its age limit, and every time with 0", async () => {
    let now = 0;
    const cache = createConfigCache(createMemoryEventBus(), 1_000, () => now);
    const reads = counting();
    await cache.read("k", reads.load);
    now = 999;
    expect(await cache.read("k", reads.load)).toBe(1);
    now = 1_000;
    expect(await cache.read("k", reads.load)).toBe(2);
    const off = createConfigCache(createMemoryEventBus(), 0);
    const offReads = counting();
    await off.read("k", offReads.load);
    expect(await off.read("k", offReads.load)).toBe(2);
  });

  it("keeps no failed read, and no read a change overtook", async () => {
    const cache = createConfigCache(createMemoryEventBus(), 60_000);
    await expect(cache.read("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("k", async () => "up")).toBe("up");
    let finish: (value: string) => void = () => {};
    const slow = cache.read("s", () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.changed(1);
    finish("old");
    expect(await slow).toBe("old");
    expect(await cache.read("s", async () => "new")).toBe("new");
  });

  it("holds at most its bound of keys, the oldest read going first", async () => {
    const cache = createConfigCache(createMemoryEventBus(), 60_000, Date.now, 2);
    const reads = counting();
    await cache.read("a", reads.load);
    await cache.read("b", reads.load);
    await cache.read("c", reads.load);
    expect(await cache.read("c", reads.load)).toBe(3);
    expect(await cache.read("b", reads.load)).toBe(2);
    expect(await cache.read("a", reads.load)).toBe(4);
  });
});
