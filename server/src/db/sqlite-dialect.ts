/**
 * Kysely's SQLite dialect over the runtime's SQLite driver (sqlite-connection.ts, with the statement cache), keeping the error that
 * ended a transaction. SQLite rolls a transaction back by itself after some failures — a full
 * disk (SQLITE_FULL) mid-transaction, an I/O error, running out of memory — and Kysely's own
 * ROLLBACK then fails with "no transaction is active", which would replace the full disk with
 * what looks like a bug (a 500 instead of 507). Here the rollback is skipped when SQLite already
 * did it.
 */
import { SqliteDialect, type DatabaseConnection, type Driver } from "kysely";
import { FifoLock } from "./fifo-lock.js";
import type { SqliteConnection } from "./sqlite-connection.js";
import { withStatementCache } from "./statement-cache.js";

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
    let connection: DatabaseConnection | undefined;
    driver.acquireConnection = async () => {
      await lock.lock();
      connection ??= await acquire();
      return connection;
    };
    driver.releaseConnection = async () => lock.unlock();
    return driver;
  }
}
