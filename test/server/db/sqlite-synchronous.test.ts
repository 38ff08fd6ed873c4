/**
 * `SQLITE_SYNCHRONOUS`: the store syncs SQLite's write-ahead log at every commit by default
 * (FULL, durable across a power loss), or only at checkpoints when told `normal`.
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

  async function openedWith(env: Record<string, string>): Promise<{ synchronous: string; journal: string }> {
    const config = loadConfig({ DATABASE_URL: join(dir, `${Object.values(env).join("-") || "default"}.sqlite`), ...env });
    const store = await openStore(config.database);
    try {
      const sync = await sql<{ synchronous: 1 | 2 }>`pragma synchronous`.execute(store.db);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      const level = sync.rows[0]?.synchronous;
      return { synchronous: level ? SYNCHRONOUS[level] : "?", journal: journal.rows[0]?.journal_mode ?? "?" };
    } finally {
      await store.close();
    }
  }

  it("is FULL by default, in WAL mode", async () => {
    expect(await openedWith({})).toEqual({ synchronous: "full", journal: "wal" });
  });

  it("can be set back to NORMAL", async () => {
    expect(await openedWith({ SQLITE_SYNCHRONOUS: "normal" })).toEqual({ synchronous: "normal", journal: "wal" });
    expect(await openedWith({ SQLITE_SYNCHRONOUS: "full" })).toEqual({ synchronous: "full", journal: "wal" });
  });

  it("refuses any other value, naming the setting", () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: "off" })).toThrow(ConfigError);
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: "off" })).toThrow(/SQLITE_SYNCHRONOUS: must be full or normal/);
  });
});
