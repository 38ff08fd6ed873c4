/**
 * Group commit for SQLite (`SQLITE_SYNCHRONOUS=full`): an acknowledged write survives a power
 * loss, as with SQLite's own `synchronous=FULL`, at a fraction of its cost under load.
 *
 * FULL syncs the write-ahead log inside every COMMIT, on the one thread that runs the server:
 * each join waited for its own sync, and measured a quarter of a join's time. Here SQLite commits
 * with `synchronous=NORMAL` (the log is written, not synced), and a write request's answer waits
 * for `durable()`: one `fdatasync` of the log, on libuv's thread pool, covering every commit made
 * before it started — so the joins of a busy moment share one sync, and the server goes on
 * working while it runs. A commit is in the log before its transaction returns, so a sync started
 * after that covers it; once synced, SQLite's recovery finds it after a power loss.
 *
 * What this does not give that FULL gives: for the moment between a commit and its sync, what
 * follows a commit inside the server (a live event, the outbox worker reading a new row) may be
 * seen before the commit is on disk. The answer to the client never is.
 */
import { open, type FileHandle } from "node:fs/promises";

export interface DurabilityBarrier {
  /** Resolves once every commit made before the call is on disk. */
  durable(): Promise<void>;
  close(): Promise<void>;
}

export function walSyncBarrier(databaseFile: string): DurabilityBarrier {
  const walPath = `${databaseFile}-wal`;
  let handle: Promise<FileHandle | undefined> | undefined;
  /** The sync callers share until it starts; later callers get the next one. */
  let waiting: Promise<void> | undefined;
  /** The sync running now, which may have started before a caller's commit. */
  let running: Promise<void> = Promise.resolve();

  const walFile = () =>
    (handle ??= open(walPath, "r").catch((error: NodeJS.ErrnoException) => {
      handle = undefined;
      // No log yet: nothing was written, nothing to sync.
      if (error.code === "ENOENT") return undefined;
      throw error;
    }));

  return {
    durable() {
      if (waiting) return waiting;
      const next = running
        .catch(() => undefined)
        .then(async () => {
          // From here on, whoever asks waits for a sync that starts after their commit.
          waiting = undefined;
          await (await walFile())?.datasync();
        });
      waiting = next;
      running = next;
      return next;
    },
    async close() {
      await running.catch(() => undefined);
      await (await handle?.catch(() => undefined))?.close();
      handle = undefined;
    },
  };
}
