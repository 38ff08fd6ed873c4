/**
 * Decides the dialect matrix for the run and starts PostgreSQL when it is part of it.
 * `DIALECTS=sqlite` or `DIALECTS=sqlite,postgres` forces the list; without it PostgreSQL is used
 * when its binaries exist. In CI (`CI=true`) a missing PostgreSQL fails the run.
 */
import type { TestProject } from "vitest/node";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "./postgres-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    dialects: string[];
    postgresAdminUrl: string | null;
  }
}

let cluster: PostgresCluster | undefined;

export default async function setup(project: TestProject): Promise<() => void> {
  const ci = process.env.CI === "true" || process.env.CI === "1";
  const requested = process.env.DIALECTS?.split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  const bin = findPostgresBin();
  const wantPostgres = requested ? requested.includes("postgres") : Boolean(bin) || ci;
  const dialects = ["sqlite"];
  let adminUrl: string | null = process.env.TEST_POSTGRES_URL ?? null;
  if (wantPostgres && !adminUrl) {
    if (!bin) {
      throw new Error("PostgreSQL is required for this run (CI or DIALECTS) but no initdb was found under /usr/lib/postgresql");
    }
    cluster = await startPostgresCluster(bin);
    adminUrl = cluster.adminUrl;
  }
  if (wantPostgres) dialects.push("postgres");
  else console.warn("[tests] PostgreSQL not found: running the API matrix on SQLite only");
  project.provide("dialects", dialects);
  project.provide("postgresAdminUrl", adminUrl);
  return () => cluster?.stop();
}
