/**
 * Chooses the event bus for the store: instances sharing one PostgreSQL fan events out through
 * LISTEN/NOTIFY; SQLite runs one instance, where the in-memory bus is all it takes.
 */
import type { Config } from "../config.js";
import type { Store } from "../db/database.js";
import { createMemoryEventBus, type EventBus } from "./event-bus.js";
import { createPostgresEventBus, type LiveLogger } from "./postgres-event-bus.js";

/** The bus `buildApp` uses when none is passed in; the caller closes it. */
export async function createEventBus(database: Config["database"], store: Store, logger?: LiveLogger): Promise<EventBus> {
  if (store.dialect === "postgres" && database.kind === "postgres") {
    return createPostgresEventBus(database.connectionString, store.db, logger, { connectTimeoutMs: database.pool.connectTimeoutMs });
  }
  return createMemoryEventBus();
}
