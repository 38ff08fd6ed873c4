/**
 * Runs a bench on SQLite, then on a throwaway PostgreSQL cluster when its binaries are installed;
 * `BENCH_DIALECTS` (default `sqlite,postgres`) picks which.
 */
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from "../test/helpers/postgres-cluster.js";

/** `run(label, postgresAdminUrl)`: no admin URL means SQLite. */
export async function benchEachDialect(run: (label: string, postgresAdminUrl?: string) => Promise<void>): Promise<void> {
  const dialects = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");
  if (dialects.includes("sqlite")) await run("SQLite");
  if (!dialects.includes("postgres")) return;
  const bin = findPostgresBin();
  if (!bin) {
    console.log("\n== PostgreSQL: no binaries under /usr/lib/postgresql, skipped");
    return;
  }
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster(bin);
    await run("PostgreSQL", cluster.adminUrl);
  } finally {
    await cluster?.stop();
  }
}
