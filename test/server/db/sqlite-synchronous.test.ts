/**
 * `SQLITE_SYNCHRONOUS`: by default (`full`) a write's answer waits for the store's group sync of
 * SQLite's write-ahead log (durable across a power loss: db/wal-sync.ts, its own tests), SQLite
 * itself running NORMAL; `normal` leaves the log to be synced at checkpoints only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";

/** SQLite's numbers for the `synchronous` pragma. */
const SYNCHRONOUS = { 1: "normal", 2: "full" } as const;

describe("SQLITE_SYNCHRONOUS", () => {
  const dir = mkdtempSync(join(tmpdir(), "qb-sync-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function openedWith(env: Record<string, string>): Promise<{ synchronous: string; journal: string; groupSync: boolean }> {
    const config = loadConfig({ DATABASE_URL: join(dir, `${Object.values(env).join("-") || "default"}.sqlite`), ...env });
    const store = await openStore(config.database);
    try {
      const sync = await sql<{ synchronous: 1 | 2 }>`pragma synchronous`.execute(store.db);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      const level = sync.rows[0]?.synchronous;
      return { synchronous: level ? SYNCHRONOUS[level] : "?", journal: journal.rows[0]?.journal_mode ?? "?", groupSync: store.durable !== undefined };
    } finally {
      await store.close();
    }
  }

  it("syncs the log before answering a write by default, in WAL mode", async () => {
    expect(await openedWith({})).toEqual({ synchronous: "normal", journal: "wal", groupSync: true });
  });

  it("can be set back to syncing at checkpoints only", async () => {
    expect(await openedWith({ SQLITE_SYNCHRONOUS: "normal" })).toEqual({ synchronous: "normal", journal: "wal", groupSync: false });
    expect(await openedWith({ SQLITE_SYNCHRONOUS: "full" })).toEqual({ synchronous: "normal", journal: "wal", groupSync: true });
  });

  it("refuses any other value, naming the setting", () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: "off" })).toThrow(ConfigError);
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: "off" })).toThrow(/SQLITE_SYNCHRONOUS: must be full or normal/);
  });
});
