/**
 * Kysely's SQLite dialect over the runtime's SQLite driver (sqlite-connection.ts, with the
 * statement cache), with these changes:
 *
 * - One writer at a time: a FIFO lock (fifo-lock.ts) decides who writes on the one write
 *   connection — a transaction from its BEGIN to its end, a statement outside one for itself.
 * - Reads outside a transaction go to a second, read-only connection when the database is a file
 *   (WAL lets readers run beside the writer): a long write (a vendor document of thousands of
 *   locations) no longer holds every read and `/healthz`. In memory there is one connection.
 * - Waiting for another process's write lock never holds the event loop. SQLite's own busy wait
 *   (`busy_timeout`) sleeps in the calling thread — the whole process. Here SQLite answers
 *   SQLITE_BUSY at once (busy_timeout 0), and the statement is tried again a little later
 *   (`BUSY_WAIT_MS` in all, then the request answers 503), the write connection lent meanwhile to
 *   whoever queued for it. Transactions begin IMMEDIATE: they take the write lock at BEGIN, where
 *   waiting for it is safe, never halfway through, where SQLite could only give up.
 * - The error that ended a transaction is kept. SQLite rolls a transaction back by itself after
 *   some failures — a full disk (SQLITE_FULL) mid-transaction, an I/O error, running out of
 *   memory — and Kysely's own ROLLBACK then fails with "no transaction is active", which would
 *   replace the full disk with what looks like a bug (a 500 instead of 507). Here the rollback is
 *   skipped when SQLite already did it.
 */
import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from "kysely";
import { FifoLock } from "./fifo-lock.js";
import type { SqliteConnection } from "./sqlite-connection.js";
import { withStatementCache } from "./statement-cache.js";

/** How long a statement waits for another process's lock in all by default (`SQLITE_BUSY_WAIT_MS`); then 503. */
export const BUSY_WAIT_MS = 5_000;
/** The first wait after SQLITE_BUSY; each next one doubles, up to `MAX_RETRY_DELAY_MS`. */
const FIRST_RETRY_DELAY_MS = 2;
const MAX_RETRY_DELAY_MS = 50;

const isBusy = (error: unknown) => typeof (error as { code?: unknown })?.code === "string" && (error as { code: string }).code.startsWith("SQLITE_BUSY");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A plain read: a SELECT built by Kysely, or raw SQL that starts as one. */
function isRead(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || (query.query.kind === "RawNode" && /^\s*select\b/i.test(query.sql));
}

/** Runs compiled reads on a read-only connection, as Kysely's own SQLite connection runs them. */
function readOnlyConnection(sqlite: SqliteConnection): Pick<DatabaseConnection, "executeQuery"> {
  const statements = withStatementCache(sqlite);
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return { rows: statements.prepare(query.sql).all(query.parameters) as R[] };
    },
  };
}

/** One use of the store by Kysely: a statement, or a transaction from BEGIN to its end. */
interface Session extends DatabaseConnection {
  /** Holds the write lock (a transaction is open). */
  holding: boolean;
}

export class SqliteStoreDialect extends SqliteDialect {
  readonly #sqlite: SqliteConnection;
  readonly #reader: SqliteConnection | undefined;
  readonly #busyWaitMs: number;

  /** `reader`: a read-only connection to the same file, for reads outside transactions; `busyWaitMs`: see `BUSY_WAIT_MS`. */
  constructor(sqlite: SqliteConnection, options: { reader?: SqliteConnection | undefined; busyWaitMs?: number } = {}) {
    super({ database: withStatementCache(sqlite) });
    this.#sqlite = sqlite;
    this.#reader = options.reader;
    this.#busyWaitMs = options.busyWaitMs ?? BUSY_WAIT_MS;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const sqlite = this.#sqlite;
    const reader = this.#reader && readOnlyConnection(this.#reader);
    const busyWaitMs = this.#busyWaitMs;
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      this.#reader?.close();
      await destroy();
    };
    // The write connection is taken from Kysely's driver once and never given back to its own
    // lock: from then on the FIFO lock alone decides who writes on it.
    const acquire = driver.acquireConnection.bind(driver);
    let writer: DatabaseConnection | undefined;
    const writeConnection = async () => {
      writer ??= await acquire();
      return writer;
    };
    const lock = new FifoLock();

    /**
     * Runs a statement, trying again while another process holds the database's lock. Holding the
     * write lock, it lends it to whoever queued meanwhile.
     */
    const waitingForLocks = async <T>(run: () => Promise<T>, holdsLock: boolean): Promise<T> => {
      const deadline = Date.now() + busyWaitMs;
      for (let delay = FIRST_RETRY_DELAY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
        try {
          return await run();
        } catch (error) {
          // Inside a transaction (begun IMMEDIATE, so rarely) the work cannot resume: it fails (503).
          if (!isBusy(error) || (holdsLock && sqlite.inTransaction) || Date.now() + delay > deadline) throw error;
          if (holdsLock) lock.unlock();
          await sleep(delay);
          if (holdsLock) await lock.lock();
        }
      }
    };

    driver.acquireConnection = async () => {
      const session: Session = {
        holding: false,
        async executeQuery(query) {
          const write = await writeConnection();
          if (session.holding) return write.executeQuery(query);
          if (reader && isRead(query)) return waitingForLocks(() => reader.executeQuery(query), false);
          await lock.lock();
          try {
            return await waitingForLocks(() => write.executeQuery(query), true);
          } finally {
            lock.unlock();
          }
        },
        streamQuery: () => {
          throw new Error("streaming is not used with SQLite here");
        },
      };
      return session;
    };
    driver.beginTransaction = async (connection) => {
      const session = connection as Session;
      const write = await writeConnection();
      await lock.lock();
      try {
        await waitingForLocks(() => write.executeQuery(CompiledQuery.raw("begin immediate")), true);
      } catch (error) {
        lock.unlock();
        throw error;
      }
      session.holding = true;
    };
    driver.commitTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("commit"));
    };
    driver.rollbackTransaction = async (connection) => {
      if (sqlite.inTransaction) await connection.executeQuery(CompiledQuery.raw("rollback"));
    };
    driver.releaseConnection = async (connection) => {
      const session = connection as Session;
      if (!session.holding) return;
      session.holding = false;
      lock.unlock();
    };
    return driver;
  }
}
