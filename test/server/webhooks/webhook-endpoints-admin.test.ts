/**
 * The admin API of webhook endpoints under the default address policy: only `https` to public
 * addresses is saved (no server-side request forgery into the server's own network), a name that
 * turns private later is refused at the connection itself, bad bodies are 422 with a stable code
 * and change nothing, and one vendor's slug never reaches another vendor's endpoint.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createWebhookDispatcher } from "../../../server/src/webhooks/webhook-dispatcher.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../helpers/webhook-receiver.js";
import { addEndpoint, adminCall } from "./webhook-admin.js";

const quiet = { info() {}, warn() {}, error() {} };

describeEachDialect("webhook endpoints through the admin API", (server) => {
  let ids: DemoIds;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await server().store.db.deleteFrom("webhook_endpoints").execute();
  });
  const count = async () => (await server().store.db.selectFrom("webhook_endpoints").select("id").execute()).length;

  it.each([
    ["plain http", "http://93.184.216.34/hooks"],
    ["loopback", "https://127.0.0.1/hooks"],
    ["loopback by name", "https://localhost/hooks"],
    ["IPv6 loopback", "https://[::1]/hooks"],
    ["a private network", "https://10.0.0.7/hooks"],
    ["another private network", "https://192.168.1.20/hooks"],
    ["cloud metadata (link-local)", "https://169.254.169.254/latest/meta-data"],
    ["carrier-grade NAT", "https://100.64.0.1/hooks"],
    ["IPv6 unique local", "https://[fd00::1]/hooks"],
    ["IPv4-mapped loopback", "https://[::ffff:127.0.0.1]/hooks"],
    ["the unspecified address", "https://0.0.0.0/hooks"],
    ["loopback as one decimal number", "https://2130706433/hooks"],
    ["loopback in hexadecimal", "https://0x7f.0.0.1/hooks"],
    ["loopback shortened", "https://127.1/hooks"],
    ["IPv4-mapped loopback in hexadecimal", "https://[::ffff:7f00:1]/hooks"],
    ["IPv4-compatible loopback", "https://[::7f00:1]/hooks"],
  ])("refuses %s (422 webhook_url_refused) and saves nothing", async (_, url) => {
    const res = await adminCall(server(), "POST", "/vendors/demo/webhooks", { url, events: ["queue.joined"] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: "webhook_url_refused", errors: [{ field: "url" }] });
    expect(await count()).toBe(0);
  });

  it("saves an https endpoint on a public address, answering its secret once", async () => {
    const res = await adminCall(server(), "POST", "/vendors/demo/webhooks", {
      url: "https://93.184.216.34/hooks",
      events: ["queue.joined"],
      description: "CRM",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const created = res.json().data;
    expect(created).toMatchObject({ url: "https://93.184.216.34/hooks", events: ["queue.joined"], description: "CRM", enabled: true, disabled_reason: null });
    expect(created.secret).toMatch(/^whsec_/);
    const listed = (await adminCall(server(), "GET", "/vendors/demo/webhooks")).json().data;
    expect(listed).toEqual([{ ...created, secret: undefined }].map(({ secret: _, ...rest }) => rest));
    // A move to a private address is refused like a new one, and changes nothing.
    const moved = await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${created.id}`, { url: "https://10.1.1.1/" });
    expect(moved.json().code).toBe("webhook_url_refused");
    expect((await adminCall(server(), "GET", `/vendors/demo/webhooks/${created.id}`)).json().data.url).toBe("https://93.184.216.34/hooks");
  });

  it.each([
    ["no events", { url: "https://93.184.216.34/", events: [] }],
    ["an unknown event", { url: "https://93.184.216.34/", events: ["queue.exploded"] }],
    ["an event twice", { url: "https://93.184.216.34/", events: ["queue.joined", "queue.joined"] }],
    ["no URL", { events: ["queue.joined"] }],
    ["not a URL", { url: "hooks", events: ["queue.joined"] }],
    ["a URL with a password", { url: "https://user:pw@93.184.216.34/", events: ["queue.joined"] }],
    ["an unknown field", { url: "https://93.184.216.34/", events: ["queue.joined"], secret: "mine" }],
    ["a NUL in the description", { url: "https://93.184.216.34/", events: ["queue.joined"], description: "a\u0000b" }],
  ])("refuses %s with 422 validation_failed", async (_, body) => {
    const res = await adminCall(server(), "POST", "/vendors/demo/webhooks", body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe("validation_failed");
    expect(await count()).toBe(0);
  });

  it("keeps each vendor's endpoints to itself and answers unknown ids as 404 JSON", async () => {
    const theirs = await addEndpoint(server(), "https://93.184.216.34/theirs", ["queue.joined"], "northwind-clinic");
    for (const [method, url] of [
      ["GET", `/vendors/demo/webhooks/${theirs.id}`],
      ["PATCH", `/vendors/demo/webhooks/${theirs.id}`],
      ["DELETE", `/vendors/demo/webhooks/${theirs.id}`],
      ["POST", `/vendors/demo/webhooks/${theirs.id}/secrets`],
      ["GET", `/vendors/demo/webhooks/${theirs.id}/deliveries`],
      ["GET", "/vendors/demo/webhooks/99999999999"],
      ["GET", "/vendors/demo/webhooks/abc"],
    ] as const) {
      const res = await adminCall(server(), method, url, method === "PATCH" ? { enabled: false } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe("webhook_not_found");
    }
    expect((await adminCall(server(), "GET", "/vendors/nobody/webhooks")).json().code).toBe("vendor_not_found");
    expect((await adminCall(server(), "GET", "/vendors/demo/webhooks")).json().data).toEqual([]);
    expect((await adminCall(server(), "GET", `/vendors/northwind-clinic/webhooks/${theirs.id}`)).json().data.enabled).toBe(true);
    const noToken = await server().call({ method: "GET", url: "/api/v2/admin/vendors/demo/webhooks", vendor: null });
    expect(noToken.statusCode).toBe(401);
  });

  it("refuses at the connection a host that resolves to a private address after it was saved", async () => {
    // Saved while the names pointed elsewhere (written directly, as a DNS change would leave it).
    const at = TEST_NOW;
    const port = new URL(receiver.url).port;
    for (const url of [`https://localhost:${port}/hooks`, `https://127.0.0.1:${port}/hooks`]) {
      await server()
        .store.db.insertInto("webhook_endpoints")
        .values({ vendor_id: ids.vendor, url, events: '["queue.joined"]', description: "", enabled: 1, created_at: at, updated_at: at })
        .execute();
    }
    await joinDowntown(server(), ids);
    const dispatcher = createWebhookDispatcher({
      db: server().store.db,
      clock: server().clock,
      logger: quiet,
      policy: { allowPrivateNetworks: false },
      timeoutMs: 5_000,
    });
    await dispatcher.drain();
    expect(receiver.received).toHaveLength(0);
    const attempts = await server()
      .store.db.selectFrom("webhook_attempts")
      .innerJoin("webhook_deliveries", "webhook_deliveries.id", "webhook_attempts.delivery_id")
      .innerJoin("webhook_endpoints", "webhook_endpoints.id", "webhook_deliveries.endpoint_id")
      .select(["webhook_endpoints.url", "webhook_attempts.error", "webhook_attempts.status_code"])
      .orderBy("webhook_endpoints.url")
      .execute();
    expect(attempts.map((a) => a.status_code)).toEqual([null, null]);
    // A literal address is judged before connecting; a name by the DNS lookup under the policy,
    // which does not take the hosts file's `localhost` (or refuses what it resolves to).
    expect(attempts[0]?.error).toMatch(/^blocked: 127\.0\.0\.1 is not a public address/);
    expect(attempts[1]?.error).toMatch(/^(blocked: localhost resolves to|localhost does not resolve)/);
  });

  it("records setup changes in the vendor's audit log", async () => {
    const { id } = await addEndpoint(server(), "https://93.184.216.34/audited", ["queue.joined"]);
    await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${id}`, { events: ["queue.joined", "queue.completed"] });
    await adminCall(server(), "POST", `/vendors/demo/webhooks/${id}/secrets`, {});
    expect((await adminCall(server(), "DELETE", `/vendors/demo/webhooks/${id}`)).statusCode).toBe(204);
    const rows = await server().store.db.selectFrom("office_audit").select(["action", "target"]).where("action", "like", "webhook.%").orderBy("id").execute();
    expect(rows.slice(-4)).toEqual([
      { action: "webhook.create", target: "https://93.184.216.34/audited" },
      { action: "webhook.change", target: "https://93.184.216.34/audited" },
      { action: "webhook.rotate", target: "https://93.184.216.34/audited" },
      { action: "webhook.delete", target: "https://93.184.216.34/audited" },
    ]);
  });
});
