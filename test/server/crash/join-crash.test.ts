/**
 * A crash in the middle of a burst of joins (issue 14): a server process takes concurrent joins,
 * each with its own Idempotency-Key, and is killed with SIGKILL once some have been answered. A
 * new process on the same database must still hold every acknowledged join under its code;
 * retrying every key with the same body answers the acknowledged joins' appointments again and
 * creates each of the others once; and every acknowledged join's confirmation is still sent,
 * including those the dead process had claimed but not finished (after their lease).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";
import type { DemoIds } from "../../helpers/demo-ids.js";
import { createProcessDatabase } from "../../helpers/process-database.js";
import { csrfToken, emailJoinBody, postJoin, readDemoIds, type JoinAnswer } from "../../helpers/process-joins.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";
import type { Dialect } from "../../helpers/test-server.js";
import { startSmtpSink, type SmtpSink } from "../notifications/smtp-sink.js";

const JOINS = 150;
const AT_ONCE = 20;
/** Answered joins after which the process is killed. */
const KILL_AFTER = 40;
const env = (databaseUrl: string, smtp: SmtpSink) => ({
  DATABASE_URL: databaseUrl,
  // A PostgreSQL URL turns the demo off by default; these joins go to the demo vendor.
  SEED_DEMO: "1",
  DEFAULT_VENDOR: "demo",
  SMTP_URL: smtp.url,
  RATE_LIMIT_PER_MINUTE: "1000000",
  // Rows the dead process had claimed are sent again once their lease is over: keep it short.
  OUTBOX_LEASE_SECONDS: "10",
});
const keyOf = (n: number) => `crash-test-join-${n}`;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`a server killed mid-burst [${dialect}]`, () => {
    let smtp: SmtpSink;
    let database: { url: string; drop(): Promise<void> };
    const servers: ServerProcess[] = [];
    let ids: DemoIds;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      database = await createProcessDatabase(dialect);
    });
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await smtp?.close();
      await database?.drop();
    });

    it("keeps every acknowledged join, answers retries with the same appointment, and sends every confirmation", async () => {
      const first = await startServerProcess(env(database.url, smtp));
      servers.push(first);
      ids = await readDemoIds(database.url);
      const token = await csrfToken(first.url);

      // The burst: once KILL_AFTER joins are answered the process dies, with others in flight.
      const firstAnswers = new Map<number, JoinAnswer>();
      let next = 0;
      let killed: Promise<void> | undefined;
      const lane = async () => {
        while (next < JOINS) {
          const n = next++;
          const answer = await postJoin(first.url, token, emailJoinBody(ids, n), keyOf(n));
          firstAnswers.set(n, answer);
          const answered = [...firstAnswers.values()].filter((a) => a.status === 201).length;
          if (answered >= KILL_AFTER) killed ??= first.kill();
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
      await killed;
      const acknowledged = [...firstAnswers].filter(([, a]) => a.status === 201);
      // Killed mid-burst: some joins answered, the rest cut off (status 0) or never sent.
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acknowledged.length).toBeLessThan(JOINS);
      expect([...firstAnswers.values()].every((a) => a.status === 201 || a.status === 0)).toBe(true);

      const second = await startServerProcess(env(database.url, smtp));
      servers.push(second);
      const secondToken = await csrfToken(second.url);

      // Every acknowledged join reads back under its code.
      for (const [, answer] of acknowledged) {
        const res = await fetch(`${second.url}/api/v2/open/queue-appointments/${answer.id}?code=${answer.code}`, { headers: { "x-vendor": "demo" } });
        expect(res.status).toBe(200);
      }

      // Every key retried with its first body: the same appointment for the acknowledged ones
      // (200), one new appointment for each of the others (201, or 200 if it had committed).
      const retries = new Map<number, JoinAnswer>();
      let retried = 0;
      const retryLane = async () => {
        for (let n = retried++; n < JOINS; n = retried++) retries.set(n, await postJoin(second.url, secondToken, emailJoinBody(ids, n), keyOf(n)));
      };
      await Promise.all(Array.from({ length: AT_ONCE }, retryLane));
      for (const [n, answer] of acknowledged) {
        expect(retries.get(n)).toEqual({ status: 200, id: answer.id, code: answer.code });
      }
      expect([...retries.values()].every((a) => a.status === 200 || a.status === 201)).toBe(true);
      const again = await postJoin(second.url, secondToken, emailJoinBody(ids, JOINS - 1), keyOf(JOINS - 1));
      expect(again).toEqual({ ...retries.get(JOINS - 1), status: 200 });

      // No duplicates: one appointment per key, and as many as there are keys.
      const store = await openStore(loadConfig({ DATABASE_URL: database.url }).database);
      try {
        const rows = await store.db
          .selectFrom("queue_appointments")
          .select(["id", "idempotency_key"])
          .where("idempotency_key", "like", "crash-test-join-%")
          .execute();
        expect(rows).toHaveLength(JOINS);
        expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(JOINS);
        expect(new Set(rows.map((r) => r.id))).toEqual(new Set([...retries.values()].map((a) => a.id)));
      } finally {
        await store.close();
      }

      // Every acknowledged join's confirmation arrives, sent before the crash or after the restart.
      const heard = () => new Set(smtp.received.flatMap((mail) => mail.to));
      const expected = acknowledged.map(([n]) => `client${n}@example.test`);
      await until(() => expected.every((address) => heard().has(address)), 40_000);
      expect(expected.filter((address) => !heard().has(address))).toEqual([]);
    }, 90_000);
  });
}
