/**
 * Kysely's SQLite dialect over the runtime's SQLite driver (sqlite-connection.ts, with the
 * statement cache), with three changes:
 *
 * - One FIFO lock decides who holds the one connection (fifo-lock.ts).
 * - Waiting for another process's write lock never holds the event loop. SQLite's own busy wait
 *   (`busy_timeout`) sleeps in the calling thread — the whole process: while a backup or another
 *   process wrote, every request, reads and `/healthz` included, waited with it. Here SQLite
 *   answers SQLITE_BUSY at once (busy_timeout 0), and the statement is tried again a little later
 *   (`BUSY_WAIT_MS` in all, then the request answers 503); meanwhile the connection is given to
 *   whatever else queued for it, and reads go on (WAL readers never wait for the writer).
 *   Transactions begin IMMEDIATE: they take the write lock at BEGIN, where waiting for it is safe,
 *   never halfway through, where SQLite could only give up.
 * - The error that ended a transaction is kept. SQLite rolls a transaction back by itself after
 *   some failures — a full disk (SQLITE_FULL) mid-transaction, an I/O error, running out of
 *   memory — and Kysely's own ROLLBACK then fails with "no transaction is active", which would
 *   replace the full disk with what looks like a bug (a 500 instead of 507). Here the rollback is
 *   skipped when SQLite already did it.
 */
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver } from "kysely";
import { FifoLock } from "./fifo-lock.js";
import type { SqliteConnection } from "./sqlite-connection.js";
import { withStatementCache } from "./statement-cache.js";

/** How long a statement waits for another process's lock in all, as `busy_timeout` did; then 503. */
export const BUSY_WAIT_MS = 5_000;
/** The first wait after SQLITE_BUSY; each next one doubles, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_DELAY_MS = 2;
const MAX_RETRY_DELAY_MS = 50;

const isBusy = (error: unknown) => typeof (error as { code?: unknown })?.code === "string" && (error as { code: string }).code.startsWith("SQLITE_BUSY");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SqliteStoreDialect extends SqliteDialect {
  readonly #sqlite: SqliteConnection;

  constructor(sqlite: SqliteConnection) {
    super({ database: withStatementCache(sqlite) });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    const sqlite = this.#sqlite;
    driver.rollbackTransaction = async (connection) => {
      if (sqlite.inTransaction) await rollback(connection);
    };
    // The connection is taken from the driver once and never given back to its own lock: from
    // then on the FIFO lock alone decides who holds it (fifo-lock.ts).
    const acquire = driver.acquireConnection.bind(driver);
    const lock = new FifoLock();

    /** Runs a statement, trying again while another process holds the lock, the connection lent out meanwhile. */
    const waitingForLocks = async <T>(run: () => Promise<T>): Promise<T> => {
      const deadline = Date.now() + BUSY_WAIT_MS;
      for (let delay = FIRST_RETRY_DELAY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
        try {
          return await run();
        } catch (error) {
          // Inside a transaction (begun IMMEDIATE, so rarely) the work cannot resume: it fails (503).
          if (!isBusy(error) || sqlite.inTransaction || Date.now() + delay > deadline) throw error;
          lock.unlock();
          await sleep(delay);
          await lock.lock();
        }
      }
    };

    let connection: DatabaseConnection | undefined;
    driver.acquireConnection = async () => {
      await lock.lock();
      if (!connection) {
        const raw = await acquire();
        connection = {
          executeQuery: (query) => waitingForLocks(() => raw.executeQuery(query)),
          streamQuery: (query, chunkSize) => raw.streamQuery(query, chunkSize),
        };
      }
      return connection;
    };
    driver.releaseConnection = async () => lock.unlock();
    driver.beginTransaction = async (conn) => {
      await conn.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}
