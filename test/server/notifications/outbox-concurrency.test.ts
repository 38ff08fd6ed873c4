/**
 * The outbox worker keeps up to `concurrency` deliveries in flight, each on a row of its own, and
 * a wake-up (an enqueue committed) adds lanes to a running batch whose others had ended. The mail server
 * here holds every message until the test lets it go, so "in flight" can be counted.
 */
import { beforeEach, expect, it } from "vitest";
import type { EmailTransport, OutgoingEmail } from "../../../server/src/notifications/email-transport.js";
import { createOutboxWorker, type OutboxWorker } from "../../../server/src/notifications/outbox-worker.js";
import { demoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const silent = { info() {}, warn() {}, error() {} };

/** A mail server that accepts a message only when told to. */
function heldMail() {
  const held: { email: OutgoingEmail; accept(): void }[] = [];
  const sent: OutgoingEmail[] = [];
  let mostAtOnce = 0;
  const transport: EmailTransport = {
    send: (email) =>
      new Promise<void>((resolve) => {
        held.push({
          email,
          accept: () => {
            sent.push(email);
            resolve();
          },
        });
        mostAtOnce = Math.max(mostAtOnce, held.length);
      }),
    close() {},
  };
  return {
    transport,
    sent,
    held: () => held.length,
    mostAtOnce: () => mostAtOnce,
    acceptAll(): void {
      for (const message of held.splice(0)) message.accept();
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describeEachDialect("outbox worker: deliveries in flight", (server) => {
  const worker = (mail: ReturnType<typeof heldMail>, concurrency: number): OutboxWorker =>
    createOutboxWorker({
      db: server().store.db,
      clock: server().clock,
      email: mail.transport,
      sms: { send: async () => {} },
      publicUrl: server().config.publicUrl,
      logger: silent,
      concurrency,
    });
  const join = async (s: TestServer, n: number) => joinDowntown(s, await demoIds(s.store.db), "deposits", { email: `client${n}@example.test` });

  beforeEach(async () => {
    const { db } = server().store;
    await db.updateTable("queue_appointments").set({ status: 2 }).where("status", "in", [1, 5]).execute();
    server().app.ctx.lines.forget();
    await db.deleteFrom("outbox").execute();
  });

  it("sends up to `concurrency` messages at once, each row once", async () => {
    for (let n = 0; n < 10; n++) await join(server(), n);
    const due = (await server().store.db.selectFrom("outbox").select("id").execute()).length;
    const mail = heldMail();
    const run = worker(mail, 4).runOnce();
    for (let sent = 0; sent < due; ) {
      await until(() => mail.held() === Math.min(4, due - sent), "a full set of lanes");
      sent += mail.held();
      mail.acceptAll();
    }
    expect(await run).toBe(due);
    expect(mail.mostAtOnce()).toBe(4);
    expect(new Set(mail.sent.map((m) => m.messageId)).size).toBe(due);
    const statuses = await server().store.db.selectFrom("outbox").select("status").distinct().execute();
    expect(statuses.map((r) => r.status)).toEqual(["sent"]);
  });

  it("adds lanes to a running batch when woken after an enqueue", async () => {
    const mail = heldMail();
    const polling = worker(mail, 4);
    await join(server(), 100);
    polling.start();
    // One row was due: one lane holds it, the others found nothing and ended.
    await until(() => mail.held() >= 1, "the first message");
    const first = mail.held();
    for (let n = 101; n < 105; n++) await join(server(), n);
    polling.wake();
    await until(() => mail.held() === 4, "the batch grown back to four lanes");
    expect(first).toBeLessThan(4);
    // Five confirmations, and "you are next" for the first in line.
    const total = (await server().store.db.selectFrom("outbox").select("id").execute()).length;
    while (mail.sent.length < total) {
      mail.acceptAll();
      await until(() => mail.held() > 0 || mail.sent.length >= total, "the next messages");
    }
    await polling.stop();
    expect(mail.sent).toHaveLength(total);
    expect(new Set(mail.sent.map((m) => m.to))).toEqual(
      new Set(["client100@example.test", "client101@example.test", "client102@example.test", "client103@example.test", "client104@example.test"]),
    );
  });
});
