/**
 * Confirmations go out while joins keep arriving, not only once a burst is over: a server
 * process (as `npm start` runs it) takes joins without pause, and its outbox worker must deliver
 * a first batch of emails to a real SMTP server long before a thousand joins have been answered.
 * Before the fix, 400 joins at 50 at a time saw 0-5 of their emails sent while they arrived.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DemoIds } from "../../helpers/demo-ids.js";
import { createProcessDatabase } from "../../helpers/process-database.js";
import { csrfToken, emailJoinBody, postJoin, readDemoIds } from "../../helpers/process-joins.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";
import type { Dialect } from "../../helpers/test-server.js";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.js";

/** Emails that must arrive while joins are still being made. */
const EARLY_EMAILS = 20;
/** Joins after which the burst stops, emails or not. */
const MOST_JOINS = 1000;
const AT_ONCE = 20;

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`outbox during a burst of joins [${dialect}]`, () => {
    let smtp: SmtpSink;
    let database: { url: string; drop(): Promise<void> };
    let server: ServerProcess | undefined;
    let ids: DemoIds;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      database = await createProcessDatabase(dialect);
      server = await startServerProcess({
        DATABASE_URL: database.url,
        SEED_DEMO: "1",
        DEFAULT_VENDOR: "demo",
        SMTP_URL: smtp.url,
        RATE_LIMIT_PER_MINUTE: "1000000",
      });
      ids = await readDemoIds(database.url);
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await database?.drop();
    });

    it("delivers emails before the burst ends, then every join's email", async () => {
      const base = server?.url ?? "";
      const token = await csrfToken(base);
      let made = 0;
      let acknowledged = 0;
      const lane = async () => {
        while (smtp.received.length < EARLY_EMAILS && made < MOST_JOINS) {
          const answer = await postJoin(base, token, emailJoinBody(ids, made++));
          expect(answer.status).toBe(201);
          acknowledged++;
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
      // The burst stopped because emails arrived, not because it ran out of joins.
      expect(smtp.received.length).toBeGreaterThanOrEqual(EARLY_EMAILS);
      expect(made).toBeLessThan(MOST_JOINS);

      // And nothing is left behind: every client hears (the first in line also "you are next").
      const recipients = () => new Set(smtp.received.flatMap((mail) => mail.to));
      const deadline = Date.now() + 60_000;
      while (recipients().size < acknowledged && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(recipients().size).toBe(acknowledged);
      for (let n = 0; n < acknowledged; n++) expect(recipients().has(`client${n}@example.test`)).toBe(true);
      // Sent from the mail thread, not from the fallback on the main thread.
      expect(server?.output()).not.toMatch(/mail thread unavailable/);
    }, 120_000);
  });
}
