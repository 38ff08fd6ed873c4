/**
 * Carries live events from whatever changed the queue to every websocket subscriber. In one
 * process the in-memory bus is enough (SQLite); several instances on one PostgreSQL use the
 * PostgreSQL bus, which fans events out through LISTEN/NOTIFY. A bus that may have lost events
 * (its listening connection was down, an event could not be sent or read) says so to its
 * resync listeners, and the live hub tells every socket to read its state again.
 */
import type { LiveEvent } from "#contract";

export interface EventBus {
  /**
   * Delivers the event to every listener of every instance. It does not fail: an event that
   * cannot be sent (the database is down) is made up for by a resync everywhere once it can.
   */
  publish(event: LiveEvent): Promise<void>;
  /** Listens on this instance; returns the function that stops listening. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /**
   * Hears that events may have been missed on this instance since some point; whatever was
   * built from them must be read again. Returns the function that stops listening.
   */
  onResync(listener: () => void): () => void;
  /**
   * Events that should have been published were not (a change committed, but what follows it
   * failed): every instance's resync listeners hear it, as soon as the bus can tell them.
   */
  eventsMissed(): void;
  /** Times the bus's own connection was lost and listens again (PostgreSQL); absent: it has none. */
  reconnectCount?(): number;
  close(): Promise<void>;
}

export function createMemoryEventBus(): EventBus {
  const listeners = new Set<(event: LiveEvent) => void>();
  const resyncListeners = new Set<() => void>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    eventsMissed() {
      for (const listener of resyncListeners) listener();
    },
    async close() {
      listeners.clear();
      resyncListeners.clear();
    },
  };
}
