/**
 * A database a server in a child process can open: an SQLite file in a fresh folder (an
 * in-memory one lives only in its process), or a fresh database on the run's PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabaseUrl, type Dialect } from "./test-server.js";

export async function createProcessDatabase(dialect: Dialect): Promise<{ url: string; drop(): Promise<void> }> {
  if (dialect === "postgres") return createDatabaseUrl("postgres");
  const dir = mkdtempSync(join(tmpdir(), "qb-process-"));
  return { url: join(dir, "queue-booking.sqlite"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
