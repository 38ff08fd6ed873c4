/**
 * What the tests of real server processes share: a database of the dialect (an SQLite file in a
 * temp folder, or a fresh database on the run's PostgreSQL), the demo's ids once a server has
 * seeded it, and the load plan of joins and reads on the demo's Downtown line.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../server/src/config.js";
import { openStore } from "../../server/src/db/database.js";
import { demoIds } from "./demo-ids.js";
import { joinBody } from "./join-body.js";
import type { LoadPlan } from "./load-client.js";
import { createDatabaseUrl, type Dialect } from "./test-server.js";

export interface ProcessDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function processDatabase(dialect: Dialect): Promise<ProcessDatabase> {
  if (dialect === "postgres") return createDatabaseUrl("postgres");
  const dir = mkdtempSync(join(tmpdir(), "qb-process-"));
  return { url: join(dir, "queue-booking.sqlite"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Joins (without email or text messages) and reads of the demo's Downtown line, a few loops of each. */
export async function demoLoadPlan(databaseUrl: string, base: string): Promise<LoadPlan> {
  const store = await openStore(loadConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    const ids = await demoIds(store.db);
    const downtown = ids.location("downtown");
    return {
      base,
      vendor: "demo",
      joinBody: joinBody({ location_id: downtown, service_id: ids.service("deposits") }, { email: "", receive_sms: false }, [
        { question_id: ids.question("member"), value: 1 },
      ]),
      readPaths: ["/api/v2/open/locations", "/api/v2/open/vendor", `/api/v2/open/queue-appointments-services/${downtown}`],
      joiners: 2,
      readers: 2,
      pauseMs: 10,
    };
  } finally {
    await store.close();
  }
}
