/**
 * Vendor configuration (vendor rows, locations, services, questions, staff assignments, their
 * translations) changes only when an admin writes a vendor document, yet every join and every
 * page load read it again: most of a join's statements. This cache keeps what was read, by key,
 * until a change is announced: `changed()` drops it here at once (the next request on this
 * instance sees the change) and tells every other instance through the event bus. When the bus
 * may have lost events, everything is dropped; an age limit bounds what a change made outside
 * any instance (a CLI seed) can leave behind.
 *
 * Everything one vendor document write touches is dropped together, for every vendor: writes
 * are rare, and one key space keeps reads that span vendors (lists of location ids) simple.
 * Values are shared between requests: callers must not change what they get.
 */
import { CONFIG_CHANNEL } from "#contract";
import type { EventBus } from "../live/event-bus.js";

export interface ConfigCache {
  /** The value kept under `key`, or what `load` reads (kept unless it fails or a change came meanwhile). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A vendor's configuration changed (committed): drop it here, then on every other instance. */
  changed(vendorId: number): Promise<void>;
  /** Stops listening to the bus. */
  close(): void;
}

/**
 * Most keys kept; the oldest read goes first beyond it. Keys come from requests (a vendor header,
 * a host, a location id), so without a bound made-up ones would grow the cache without end.
 */
export const MAX_CONFIG_ENTRIES = 10_000;

interface Entry {
  value: Promise<unknown>;
  at: number;
}

/** `ttlMs` 0: nothing is kept, every read loads. */
export function createConfigCache(bus: EventBus, ttlMs: number, nowMs: () => number = Date.now, maxEntries = MAX_CONFIG_ENTRIES): ConfigCache {
  const entries = new Map<string, Entry>();
  const dropAll = () => entries.clear();
  const stopListening = bus.subscribe((event) => {
    if (event.event === "VendorConfigChanged") dropAll();
  });
  const stopResyncing = bus.onResync(dropAll);
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return load();
      const kept = entries.get(key);
      if (kept && nowMs() - kept.at < ttlMs) return kept.value as Promise<T>;
      const entry: Entry = { value: load(), at: nowMs() };
      entries.delete(key);
      if (entries.size >= maxEntries) {
        // Map keeps insertion order: the first key is the one read longest ago.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, entry);
      // A failed read is not kept; a read dropped by a change meanwhile is no longer in the map.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    async changed(vendorId) {
      dropAll();
      await bus.publish({ channel: CONFIG_CHANNEL, event: "VendorConfigChanged", data: { vendor_id: vendorId } });
    },
    close() {
      stopListening();
      stopResyncing();
      dropAll();
    },
  };
}
