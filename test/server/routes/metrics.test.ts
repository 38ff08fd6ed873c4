/**
 * `GET /metrics`: Prometheus text behind `METRICS_TOKEN` (404 without one configured, 401
 * without the token); the samples move when a client joins (the join counter, the line and its
 * wait, the request histogram by route pattern) and when the outbox fails to send.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { sampleValue } from "../../helpers/prometheus-text.js";
import { createTestServer, describeEachDialect } from "../../helpers/test-server.js";
import { locationChannel } from "#contract";
import { connectLive, wsBase } from "../live/live-client.js";
import { useNotificationSinks } from "../notifications/notification-sinks.js";

const METRICS_TOKEN = "metrics-test-token-0123456789";

describe("GET /metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const server = await createTestServer("sqlite", { seed: false });
    try {
      const res = await server.call({ method: "GET", url: "/metrics", vendor: null, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "not_found" });
    } finally {
      await server.close();
    }
  });
});

describeEachDialect(
  "GET /metrics",
  (server, dialect) => {
    let ids: DemoIds;
    const sinks = useNotificationSinks(server);
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
    });
    const scrape = async (): Promise<string> => {
      const res = await server().call({ method: "GET", url: "/metrics", vendor: null, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it("refuses a scrape without the token, or with another one", async () => {
      const none = await server().call({ method: "GET", url: "/metrics", vendor: null });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ code: "unauthorized", message: expect.any(String) });
      const wrong = await server().call({ method: "GET", url: "/metrics", vendor: null, headers: { authorization: "Bearer not-the-metrics-token" } });
      expect(wrong.statusCode).toBe(401);
    });

    it("counts a join, its request by route pattern, and the line it made longer", async () => {
      const labels = { vendor: "demo", location: "downtown" };
      const request = { method: "POST", route: "/api/v2/open/queue-appointments", status: "201" };
      const before = await scrape();
      await joinDowntown(server(), ids, "deposits", { email: "", receive_sms: false });
      const after = await scrape();

      expect(sampleValue(after, "queue_booking_joins_total", { vendor: "demo" })).toBe(
        (sampleValue(before, "queue_booking_joins_total", { vendor: "demo" }) ?? 0) + 1,
      );
      expect(sampleValue(after, "queue_booking_line_length", labels)).toBe((sampleValue(before, "queue_booking_line_length", labels) ?? 0) + 1);
      expect(sampleValue(after, "queue_booking_estimated_wait_seconds", labels)).toBeGreaterThanOrEqual(0);
      expect(sampleValue(after, "queue_booking_http_request_duration_seconds_count", request)).toBe(
        (sampleValue(before, "queue_booking_http_request_duration_seconds_count", request) ?? 0) + 1,
      );
      // Never a raw URL with ids in it.
      expect(after).not.toMatch(/route="\/api\/v2\/open\/queue-appointments-services\/\d/);
      await server().call({ method: "GET", url: "/no/such/page/123", vendor: null });
      const unmatched = await scrape();
      expect(unmatched).not.toContain("/no/such/page");
      expect(sampleValue(unmatched, "queue_booking_http_request_duration_seconds_count", { route: "unmatched", status: "404" })).toBeGreaterThan(0);
      expect(sampleValue(after, "queue_booking_database_up")).toBe(1);
      expect(sampleValue(after, "queue_booking_live_connections")).toBe(0);
      expect(sampleValue(after, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
      if (dialect === "postgres") expect(sampleValue(after, "queue_booking_database_pool_connections", { state: "total" })).toBeGreaterThan(0);
      expect(sampleValue(after, "queue_booking_event_bus_reconnects_total")).toBe(0);
    });

    it("counts the open /live sockets and their subscriptions", async () => {
      await server().app.listen({ port: 0, host: "127.0.0.1" });
      const client = await connectLive(`${wsBase(server().app)}/live?vendor=demo`);
      try {
        await client.subscribe(locationChannel(ids.location("downtown")));
        const text = await scrape();
        expect(sampleValue(text, "queue_booking_live_connections")).toBe(1);
        expect(sampleValue(text, "queue_booking_live_subscriptions")).toBe(1);
      } finally {
        await client.close();
      }
    });

    it("shows a notification the SMTP server refused as retrying in the outbox", async () => {
      await sinks.clear();
      await joinDowntown(server(), ids, "deposits", { email: "bounce@example.test" });
      const queued = await scrape();
      expect(sampleValue(queued, "queue_booking_outbox_messages", { status: "pending" })).toBe(1);
      expect(sampleValue(queued, "queue_booking_outbox_retrying")).toBe(0);

      sinks.smtp().reject = true;
      expect(await sinks.worker().drain()).toBe(1);
      const failed = await scrape();
      expect(sinks.smtp().rejected).toBe(1);
      expect(sampleValue(failed, "queue_booking_outbox_retrying")).toBe(1);
      expect(sampleValue(failed, "queue_booking_outbox_messages", { status: "sent" })).toBe(0);
    });
  },
  { env: { METRICS_TOKEN } },
);
