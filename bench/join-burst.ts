/**
 * A burst of joins against a server in a child process (`main.ts`, its outbox worker sending to
 * a local SMTP sink in this process), driven from this process: how fast joins are acknowledged,
 * and how many of their confirmation emails go out while the burst is still arriving.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { csrfToken, emailJoinBody, postJoin, readDemoIds } from "../test/helpers/process-joins.js";
import { startServerProcess } from "../test/helpers/server-process.js";
import { startSmtpSink } from "../test/server/notifications/smtp-sink.js";
export interface BurstResult {
  joins: number;
  seconds: number;
  joinsPerSecond: number;
  /** Emails the sink had received when the last join was acknowledged. */
  sentDuringBurst: number;
  sentPerSecondDuringBurst: number;
  /** From the last acknowledgement until every join's email had arrived. */
  drainSeconds: number;
}

/** One burst of `joins` joins, `concurrency` at a time, on a fresh SQLite file. */
export async function joinBurst(options: { joins: number; concurrency: number; env?: Record<string, string> }): Promise<BurstResult> {
  const dir = mkdtempSync(join(tmpdir(), "qb-burst-"));
  const smtp = await startSmtpSink();
  const databaseUrl = join(dir, "burst.sqlite");
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    // A PostgreSQL URL turns the demo off by default; the burst joins the demo vendor.
    SEED_DEMO: "1",
    DEFAULT_VENDOR: "demo",
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: "1000000",
    ...options.env,
  });
  try {
    const ids = await readDemoIds(databaseUrl);
    const token = await csrfToken(server.url);
    let next = 0;
    const started = performance.now();
    const lane = async () => {
      while (next < options.joins) {
        const n = next++;
        const answer = await postJoin(server.url, token, emailJoinBody(ids, n));
        if (answer.status !== 201) throw new Error(`join ${n} answered ${answer.status}`);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, lane));
    const ended = performance.now();
    const sentDuringBurst = smtp.received.length;
    while (smtp.received.length < options.joins) {
      if (performance.now() - ended > 120_000) throw new Error(`only ${smtp.received.length} of ${options.joins} emails arrived`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const seconds = (ended - started) / 1000;
    return {
      joins: options.joins,
      seconds,
      joinsPerSecond: options.joins / seconds,
      sentDuringBurst,
      sentPerSecondDuringBurst: sentDuringBurst / seconds,
      drainSeconds: (performance.now() - ended) / 1000,
    };
  } finally {
    await server.stop();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The burst on SQLite with `SQLITE_SYNCHRONOUS=full` and `normal`, alternating so drift on a
 * shared machine hits both alike: joins per second against emails sent per second during the
 * burst, and the cost of syncing every commit as a ratio.
 */
export async function printJoinBursts(joins: number, rounds: number): Promise<void> {
  const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
  console.log(`Join burst: ${joins} joins, 50 at a time, server in a child process, emails to a local SMTP sink`);
  console.log("  SQLITE_SYNCHRONOUS   joins/s   emails sent/s during burst   sent during burst   rest sent within");
  const totals = { full: 0, normal: 0 };
  for (let round = 0; round < rounds; round++) {
    for (const synchronous of ["full", "normal"] as const) {
      const r = await joinBurst({ joins, concurrency: 50, env: { SQLITE_SYNCHRONOUS: synchronous } });
      totals[synchronous] += r.joinsPerSecond;
      console.log(
        `  ${synchronous.padEnd(18)} ${fmt(r.joinsPerSecond, 0).padStart(8)} ${fmt(r.sentPerSecondDuringBurst, 0).padStart(28)}` +
          ` ${`${r.sentDuringBurst} of ${joins}`.padStart(19)} ${`${fmt(r.drainSeconds)} s`.padStart(18)}`,
      );
    }
  }
  console.log(`  joins/s with full ÷ with normal = ${fmt(totals.full / totals.normal, 2)} (mean of ${rounds} runs each)\n`);
}
