/**
 * A server killed in the middle of webhook deliveries loses none: joins are acknowledged while
 * the vendor's receiver hangs, the process is killed with SIGKILL with deliveries in flight and
 * others waiting, and a new process on the same database sends every acknowledged join's event
 * (those the dead one had claimed once their lease is over), each signed and with the
 * `webhook-id` the first attempt carried, so the receiver can drop a repeat.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createProcessDatabase } from "../../helpers/process-database.js";
import { csrfToken, emailJoinBody, postJoin, readDemoIds } from "../../helpers/process-joins.js";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.js";
import type { Dialect } from "../../helpers/test-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../helpers/webhook-receiver.js";
import { verifyWebhook } from "../webhooks/webhook-verify.js";

const ADMIN_TOKEN = "crash-test-admin-token-0123456789";
const JOINS = 6;
const env = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: "1",
  DEFAULT_VENDOR: "demo",
  ADMIN_TOKEN,
  RATE_LIMIT_PER_MINUTE: "1000000",
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true",
  WEBHOOK_TIMEOUT_SECONDS: "5",
  // Deliveries the dead process had claimed are sent again once their lease is over: keep it short.
  OUTBOX_LEASE_SECONDS: "10",
});

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`a server killed mid-delivery [${dialect}]`, () => {
    let database: { url: string; drop(): Promise<void> };
    let receiver: WebhookReceiver;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createProcessDatabase(dialect);
      receiver = await startWebhookReceiver();
    });
    afterAll(async () => {
      for (const server of servers) await server.kill();
      await receiver?.close();
      await database?.drop();
    });

    it("sends every acknowledged join's event after a restart, with its first webhook-id", { timeout: 90_000 }, async () => {
      const first = await startServerProcess(env(database.url));
      servers.push(first);
      const ids = await readDemoIds(database.url);
      const created = await fetch(`${first.url}/api/v2/admin/vendors/demo/webhooks`, {
        method: "POST",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url, events: ["queue.joined"] }),
      });
      expect(created.status).toBe(201);
      const { secret } = ((await created.json()) as { data: { secret: string } }).data;

      // The receiver hangs: the first deliveries are in flight, the others wait their turn.
      receiver.hold();
      const token = await csrfToken(first.url);
      const joined: number[] = [];
      for (let n = 0; n < JOINS; n++) {
        const answer = await postJoin(first.url, token, emailJoinBody(ids, n));
        expect(answer.status).toBe(201);
        joined.push(answer.id ?? 0);
      }
      await receiver.waitFor(1);
      const inFlight = receiver.received.map((r) => String(r.headers["webhook-id"]));
      await first.kill();
      receiver.release();

      const second = await startServerProcess(env(database.url), first.port);
      servers.push(second);
      // Every join's event arrives (the claimed ones after their lease), each verified.
      const seen = () => new Set(receiver.received.map((r) => verifyWebhook(secret, r).data.queue_appointment?.id as number));
      const repeated = (id: string) => receiver.received.filter((r) => r.headers["webhook-id"] === id).length;
      const done = () => seen().size === JOINS && inFlight.every((id) => repeated(id) >= 2);
      const deadline = Date.now() + 60_000;
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...seen()].sort((a, b) => a - b)).toEqual([...joined].sort((a, b) => a - b));
      // What was in flight when the process died came again under the same id.
      for (const id of inFlight) expect(repeated(id)).toBeGreaterThanOrEqual(2);
      await second.stop();
    });
  });
}
