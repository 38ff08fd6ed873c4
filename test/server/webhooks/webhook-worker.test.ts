/**
 * Webhooks beside the rest: a receiver that hangs neither holds up the notifications (the outbox
 * worker sends a join's email while the webhook waits) nor other endpoints (one delivery in
 * flight per endpoint), and pruning keeps what is still waiting.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { OutgoingEmail } from "../../../server/src/notifications/email-transport.js";
import { createOutboxWorker } from "../../../server/src/notifications/outbox-worker.js";
import { createWebhookDispatcher } from "../../../server/src/webhooks/webhook-dispatcher.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../helpers/webhook-receiver.js";
import { addEndpoint, adminCall } from "./webhook-admin.js";

const quiet = { info() {}, warn() {}, error() {} };
const policy = { allowPrivateNetworks: true };

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDialect(
  "webhooks beside the notifications and each other",
  (server) => {
    let ids: DemoIds;
    let hanging: WebhookReceiver;
    let healthy: WebhookReceiver;
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      hanging = await startWebhookReceiver();
      healthy = await startWebhookReceiver();
    });
    afterAll(async () => {
      await hanging.close();
      await healthy.close();
    });
    beforeEach(async () => {
      server().clock.set(TEST_NOW);
      hanging.release();
      hanging.received.length = 0;
      healthy.received.length = 0;
      await server().store.db.deleteFrom("webhook_endpoints").execute();
      await server().store.db.deleteFrom("webhook_events").execute();
      await server().store.db.deleteFrom("outbox").execute();
    });

    it("sends a join's email while the vendor's receiver hangs", async () => {
      await addEndpoint(server(), hanging.url, ["queue.joined"]);
      hanging.hold();
      const sent: OutgoingEmail[] = [];
      const worker = createOutboxWorker({
        db: server().store.db,
        clock: server().clock,
        email: { send: async (email) => void sent.push(email), close() {} },
        sms: { send: async () => {} },
        publicUrl: "http://localhost",
        logger: quiet,
        pollIntervalMs: 20,
        webhooks: createWebhookDispatcher({ db: server().store.db, clock: server().clock, logger: quiet, policy, timeoutMs: 30_000 }),
      });
      worker.start();
      try {
        // A first join's webhook hangs…
        await joinDowntown(server(), ids);
        await hanging.waitFor(1);
        // …and the next join's confirmation goes out all the same, at the next polls.
        await joinDowntown(server(), ids, "deposits", { email: "waiting@example.org" });
        await until(() => sent.some((e) => e.to === "waiting@example.org"));
        expect(hanging.received).toHaveLength(1);
      } finally {
        hanging.release();
        await worker.stop();
      }
    });

    it("keeps one delivery in flight per endpoint, so a hanging one holds no other endpoint's", async () => {
      await addEndpoint(server(), hanging.url, ["queue.joined"]);
      await addEndpoint(server(), healthy.url, ["queue.joined"]);
      hanging.hold();
      for (let n = 0; n < 3; n++) await joinDowntown(server(), ids);
      const dispatcher = createWebhookDispatcher({ db: server().store.db, clock: server().clock, logger: quiet, policy, timeoutMs: 30_000 });
      const batch = dispatcher.runOnce();
      await healthy.waitFor(3);
      expect(hanging.received).toHaveLength(1);
      hanging.release();
      await batch;
      expect(hanging.received).toHaveLength(3);
    });

    it("prunes settled events past the retention period, and marks what waited that long as expired first", async () => {
      const { id } = await addEndpoint(server(), healthy.url, ["queue.joined"]);
      const dispatcher = createWebhookDispatcher({ db: server().store.db, clock: server().clock, logger: quiet, policy, retentionMs: 86_400_000 });
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      // Disabled before it was sent: it waits, paused.
      await joinDowntown(server(), ids);
      await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${id}`, { enabled: false });
      const statuses = async () =>
        (await server().store.db.selectFrom("webhook_deliveries").select(["status", "last_error"]).orderBy("id").execute()).map((d) => d.status);
      expect(await statuses()).toEqual(["delivered", "paused"]);

      server().clock.advance(2 * 86_400_000);
      expect(await dispatcher.prune()).toBe(1);
      expect(await statuses()).toEqual(["failed"]);
      const expired = await server().store.db.selectFrom("webhook_deliveries").select("last_error").executeTakeFirstOrThrow();
      expect(expired.last_error).toMatch(/^expired/);
      expect(await dispatcher.prune()).toBe(1);
      expect(await statuses()).toEqual([]);
    });

    it("sends a paused delivery once its endpoint is enabled again", async () => {
      const { id } = await addEndpoint(server(), healthy.url, ["queue.joined"]);
      const dispatcher = createWebhookDispatcher({ db: server().store.db, clock: server().clock, logger: quiet, policy });
      await joinDowntown(server(), ids);
      await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${id}`, { enabled: false });
      await dispatcher.drain();
      expect(healthy.received).toHaveLength(0);
      await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${id}`, { enabled: true });
      await dispatcher.drain();
      expect(healthy.received).toHaveLength(1);
    });
  },
  { env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" } },
);
