/**
 * The documented backup and restore, on each database of the run: clients join through a
 * running server process, `npm run backup`'s CLI copies the live database, a later join is made,
 * then the backup is restored as docs/operations.md ("Backups") says (SQLite: stop, copy back without the stale
 * -wal/-shm, start; PostgreSQL: pg_restore into a fresh database) and a new server process
 * reads the earlier joins back with their confirm codes. The later one is gone, as it should be.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openStore } from "../../../server/src/db/database.js";
import { seedDemoData } from "../../../server/src/demo/seed-demo.js";
import { demoIds } from "../../helpers/demo-ids.js";
import { joinOverHttp, type JoinedOverHttp } from "../../helpers/join-over-http.js";
import { findPostgresBin } from "../../helpers/postgres-cluster.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";
import { createDatabaseUrl, type Dialect } from "../../helpers/test-server.js";
import { ROOT } from "./deploy-files.js";

const run = promisify(execFile);
/** The cluster's own client tools first, so pg_dump matches the server's version. */
const PATH = [findPostgresBin(), process.env.PATH].filter(Boolean).join(delimiter);

async function backup(databaseUrl: string, file: string): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "server/src/cli/backup.ts", file], {
    cwd: ROOT,
    env: { PATH, DATABASE_URL: databaseUrl },
    timeout: 120_000,
  });
  return stdout;
}

async function readBack(server: ServerProcess, joined: JoinedOverHttp): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${server.url}/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}`, { headers: { "x-vendor": "demo" } });
  const body = (await res.json()) as { data?: { attributes: { confirm_code: string } }; code?: string };
  return { status: res.status, code: body.data?.attributes.confirm_code ?? body.code };
}

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`backup and restore [${dialect}]`, () => {
    const dir = mkdtempSync(join(tmpdir(), "qb-backup-"));
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    });

    const start = async (databaseUrl: string) => {
      const server = await startServerProcess({ NODE_ENV: "production", DATABASE_URL: databaseUrl, DEFAULT_VENDOR: "demo" });
      cleanups.push(() => server.stop());
      return server;
    };

    it("backs up a live database and restores it with every join and confirm code", { timeout: 300_000 }, async () => {
      const source = dialect === "sqlite" ? { url: join(dir, "queue-booking.sqlite"), drop: async () => {} } : await createDatabaseUrl("postgres");
      cleanups.push(() => source.drop());
      const store = await openStore(
        dialect === "sqlite"
          ? { kind: "sqlite", filename: source.url, synchronous: "full" }
          : { kind: "postgres", connectionString: source.url, pool: { max: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 0 } },
      );
      await seedDemoData(store.db, new Date());
      const ids = await demoIds(store.db);
      await store.close();

      const live = await start(source.url);
      const before = [
        await joinOverHttp(live.url, ids, { email: "ana@example.com" }),
        await joinOverHttp(live.url, ids, { email: "ben@example.com", first_name: "Ben" }),
      ];
      const file = join(dir, dialect === "sqlite" ? "backup.sqlite" : "backup.dump");
      expect(await backup(source.url, file)).toMatch(/^Backed up the (SQLite|PostgreSQL) database to /);
      expect(existsSync(file)).toBe(true);
      expect(existsSync(`${file}.partial`)).toBe(false);
      const after = await joinOverHttp(live.url, ids, { email: "cy@example.com", first_name: "Cy" });
      // A backup never overwrites an earlier one.
      await expect(backup(source.url, file)).rejects.toThrow(/already exists/);

      let restoredUrl: string;
      if (dialect === "sqlite") {
        expect(await live.stop()).toBe(0);
        for (const suffix of ["-wal", "-shm"]) rmSync(`${source.url}${suffix}`, { force: true });
        copyFileSync(file, source.url);
        restoredUrl = source.url;
      } else {
        const fresh = await createDatabaseUrl("postgres");
        cleanups.push(() => fresh.drop());
        await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", fresh.url, file], { env: { PATH }, timeout: 120_000 });
        restoredUrl = fresh.url;
      }

      const restored = await start(restoredUrl);
      for (const joined of before) expect(await readBack(restored, joined)).toEqual({ status: 200, code: joined.code });
      // Taken after the backup: not in it.
      expect(await readBack(restored, after)).toEqual({ status: 404, code: "appointment_not_found" });
      // The restored database takes new joins (its id sequences came back too).
      const next = await joinOverHttp(restored.url, ids, { email: "dee@example.com", first_name: "Dee" });
      expect(next.id).toBeGreaterThan(Math.max(...before.map((j) => j.id)));
      expect(await restored.stop()).toBe(0);
    });
  });
}
