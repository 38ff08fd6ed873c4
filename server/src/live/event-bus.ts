/**
 * Carries live events from whatever changed the queue to every websocket subscriber. In one
 * process the in-memory bus is enough (SQLite); several instances on one PostgreSQL use the
 * PostgreSQL bus, which fans events out through LISTEN/NOTIFY.
 */
import type { LiveEvent } from "../../../widget/src/contract/index.js";

export interface EventBus {
  /** Delivers the event to every listener of every instance. */
  publish(event: LiveEvent): Promise<void>;
  /** Listens on this instance; returns the function that stops listening. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export function createMemoryEventBus(): EventBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
