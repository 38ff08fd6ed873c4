/**
 * Timing of live updates (spec sections 4 and 9). After five minutes of failed reconnects the
 * connection is torn down and rebuilt after a pause (a "graceful reconnect"); after fifteen the
 * page is reloaded — for an element on a vendor's page, the element is remounted instead.
 */
export const GRACEFUL_RECONNECT_AFTER_MS = 300_000;
export const FORCED_RELOAD_AFTER_MS = 900_000;
export const GRACEFUL_RECONNECT_DELAY_MS = 20_000;

/**
 * Retries in between: up to 1 s, 2 s, 4 s … capped, so a server coming back is found quickly.
 * Each retry waits a random time up to that backoff (reconnect-policy.ts).
 */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** After the server's restart notice, the most added to the wait it names, at random. */
export const RESTART_NOTICE_SPREAD_MS = 1_000;

/** How often the client checks the connection itself, and how long it waits for an answer. */
export const CLIENT_PING_EVERY_MS = 25_000;
export const CLIENT_PING_TIMEOUT_MS = 10_000;
