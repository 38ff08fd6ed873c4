/**
 * Tells an outage of the store from a bug. An error that says the database cannot be reached,
 * is restarting, is overloaded or is out of disk space is not the request's fault: the error
 * handler answers it 503 or 507 (docs/open-api.md, "Errors"), and the background tasks wait and try again
 * instead of reporting a failure per attempt. Everything else is left to be a 500.
 */

/** `unavailable`: the store cannot answer now (down, restarting, busy). `full`: it has no room to write. */
export type StoreOutage = "unavailable" | "full";

/**
 * PostgreSQL SQLSTATE classes and codes: 08 connection exceptions, 53 insufficient resources
 * (53100 disk full), 57P01–57P05 shutdown, crash, starting up, idle timeouts; 57014 is a
 * statement cancelled by `statement_timeout`.
 */
const POSTGRES_FULL = new Set(["53100"]);
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[1-5]|57014)$/;

/** Failed sockets on the way to the server. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED"]);

/**
 * SQLite result codes (better-sqlite3 puts the extended one in `code`): a lock held too long
 * (busy_timeout ran out), the disk failing, the file gone away. Constraint and syntax errors stay bugs.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|NOMEM|READONLY_(DBMOVED|RECOVERY|CANTLOCK|CANTINIT|DIRECTORY))(_|$)/;

/**
 * Errors node-postgres, its pool and Kysely raise without a code when a connection drops, times
 * out, or the store is being closed (an instance shutting down).
 */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "driver has already been destroyed",
  "The database connection is not open",
];

/** How deep `cause` and AggregateError chains are followed. */
const MAX_DEPTH = 4;

/** Whether `error` (or what caused it) is the store being out of reach or out of space. */
export function classifyStoreError(error: unknown, depth = 0): StoreOutage | undefined {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return undefined;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string") {
    if (code === "SQLITE_FULL" || POSTGRES_FULL.has(code)) return "full";
    if (POSTGRES_UNAVAILABLE.test(code) || NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.test(code)) return "unavailable";
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.includes(message)) return "unavailable";
  // A failed connect to a name with several addresses is an AggregateError of one error each.
  const nested = [cause, ...(Array.isArray(errors) ? errors : [])];
  for (const inner of nested) {
    const found = classifyStoreError(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}
