/**
 * Writes that may share one transaction. On SQLite every commit writes the pages it changed to
 * the log (and, with `SQLITE_SYNCHRONOUS=full`, each answer waits for a sync of it), and a
 * join's commit was the most expensive of its statements. Here the writes asked for in one round
 * of the event loop (under load: the joins of every request read in it) go together in one
 * transaction, started right after that round: one BEGIN and one COMMIT for all of them, the
 * pages they share written and synced once. Measured on the bench's join load: about twenty joins
 * a transaction, and half the server's CPU time per join. Each write's promise settles only after
 * that commit, so a caller sees exactly what a transaction of its own would give: committed, or
 * failed.
 *
 * When the shared transaction fails (one write broke a unique index, the disk is full), nothing
 * of it stays, and each of its writes runs again alone: the one at fault fails by itself, the
 * others commit. A write must therefore be safe to run again (it only writes through `tx`).
 *
 * On PostgreSQL each write keeps a transaction of its own: its connections run them side by side,
 * and one transaction over several lines would lock their rows in an order another instance may
 * take the other way round.
 */
import type { Kysely, Transaction } from "kysely";
import type { DialectName } from "./dialect.js";
import type { Database } from "./schema.js";

export type TransactionWork<T> = (tx: Transaction<Database>) => Promise<T>;

export interface SharedTransactions {
  /** Runs `work` in a transaction, perhaps shared; resolves once that transaction committed. */
  run<T>(work: TransactionWork<T>): Promise<T>;
}

/** Bounds how long one shared transaction holds the connection. */
const MOST_PER_TRANSACTION = 64;

interface Queued {
  work: TransactionWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export function sharedTransactions(db: Kysely<Database>, dialect: DialectName): SharedTransactions {
  if (dialect !== "sqlite") return { run: (work) => db.transaction().execute(work) };
  const queued: Queued[] = [];
  let running = false;

  const alone = async (write: Queued) => {
    try {
      write.resolve(await db.transaction().execute(write.work));
    } catch (error) {
      write.reject(error);
    }
  };

  /** One transaction for the writes queued when it begins (taken after BEGIN: more have come by then). */
  const together = async () => {
    let batch: Queued[] = [];
    try {
      const results = await db.transaction().execute(async (tx) => {
        batch = queued.splice(0, MOST_PER_TRANSACTION);
        const done: unknown[] = [];
        for (const write of batch) done.push(await write.work(tx));
        return done;
      });
      batch.forEach((write, i) => write.resolve(results[i]));
    } catch (error) {
      // Failed before it took any (BEGIN itself): those waiting would fail alike.
      if (!batch.length) batch = queued.splice(0, MOST_PER_TRANSACTION);
      if (batch.length <= 1) batch.forEach((write) => write.reject(error));
      else for (const write of batch) await alone(write);
    }
  };

  const drain = async () => {
    try {
      while (queued.length) await together();
    } finally {
      running = false;
    }
  };

  return {
    run<T>(work: TransactionWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
        // Started after the current round of I/O: the requests read in it all reach here first
        // (a SQLite transaction runs through without giving way, so none would queue behind it).
        if (!running) {
          running = true;
          setImmediate(() => void drain());
        }
      });
    },
  };
}
