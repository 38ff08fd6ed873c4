/**
 * Webhooks end to end on each database: a vendor's changes through the real API become signed
 * deliveries to a real receiver, verified by the Standard Webhooks reference library; only the
 * vendor's own endpoints hear them; failures are retried on the schedule, `Retry-After` is
 * honoured, a 410 or a schedule run out disables the endpoint, and secrets rotate without a
 * refused delivery.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createWebhookDispatcher, type WebhookDispatcher } from "../../../server/src/webhooks/webhook-dispatcher.js";
import { WEBHOOK_RETRY_DELAYS_MS } from "../../../server/src/webhooks/retry-schedule.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { completeVisit, staffPatch, startVisit } from "../../helpers/staff-admin.js";
import { bookingBody } from "../../helpers/booking.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../helpers/webhook-receiver.js";
import { book, dayAt } from "../../helpers/appointment-fixtures.js";
import { addEndpoint, adminCall } from "./webhook-admin.js";
import { verifyWebhook } from "./webhook-verify.js";

const quiet = { info() {}, warn() {}, error() {} };

describeEachDialect(
  "webhooks",
  (server) => {
    let ids: DemoIds;
    let receiver: WebhookReceiver;
    let otherVendor: WebhookReceiver;
    let dispatcher: WebhookDispatcher;
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      receiver = await startWebhookReceiver();
      otherVendor = await startWebhookReceiver();
      dispatcher = createWebhookDispatcher({
        db: server().store.db,
        clock: server().clock,
        logger: quiet,
        policy: { allowPrivateNetworks: true },
        timeoutMs: 5_000,
      });
    });
    afterAll(async () => {
      await receiver.close();
      await otherVendor.close();
    });
    beforeEach(async () => {
      server().clock.set(TEST_NOW);
      receiver.received.length = 0;
      otherVendor.received.length = 0;
      await server().store.db.deleteFrom("webhook_endpoints").execute();
      await server().store.db.deleteFrom("webhook_events").execute();
    });

    const delivery = (messageId: string) =>
      server()
        .store.db.selectFrom("webhook_deliveries")
        .innerJoin("webhook_events", "webhook_events.id", "webhook_deliveries.event_id")
        .selectAll("webhook_deliveries")
        .where("webhook_events.message_id", "=", messageId)
        .executeTakeFirstOrThrow();
    const endpoint = async (id: number) => (await adminCall(server(), "GET", `/vendors/demo/webhooks/${id}`)).json().data;

    it("signs each visit's events so the reference library verifies them, and tells only the vendor's own endpoints", async () => {
      const { secret } = await addEndpoint(server(), receiver.url, ["queue.joined", "queue.called", "queue.completed", "queue.cancelled", "feedback.received"]);
      await addEndpoint(server(), otherVendor.url, ["queue.joined", "queue.called", "queue.completed", "queue.cancelled"], "northwind-clinic");

      const joined = await joinDowntown(server(), ids, "deposits", { first_name: "Private", email: "private@example.org" });
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);
      const first = verifyWebhook(secret, receiver.at(0));
      expect(first).toMatchObject({
        type: "queue.joined",
        data: { queue_appointment: { id: joined.id, status: "waiting", location_id: ids.location("downtown") } },
      });
      expect(receiver.at(0).headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(Number(receiver.at(0).headers["webhook-timestamp"])).toBe(Date.parse(TEST_NOW) / 1000);
      // No personal data travels: the vendor's system reads the visit by its id.
      expect(receiver.at(0).body).not.toMatch(/Private|private@example\.org/);

      await startVisit(server(), joined.id, ids.staff("ana"));
      await completeVisit(server(), joined.id);
      const feedback = await server().call({
        method: "POST",
        url: "/api/v3/open/walkin-feedback",
        payload: { queue_appointment: String(joined.id), code: joined.code, rating: 4.5, experience: "Quick" },
      });
      expect(feedback.statusCode, feedback.body).toBe(201);
      const second = await joinDowntown(server(), ids);
      const cancel = await server().call({
        method: "PATCH",
        url: `/api/v2/open/queue-appointments/${second.id}`,
        payload: { data: { id: second.id, type: "queue-appointments", attributes: { confirm_code: second.code, status: 4 } } },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await dispatcher.drain();

      const events = receiver.received.map((r) => verifyWebhook(secret, r));
      expect(events.map((e) => e.type)).toEqual(["queue.joined", "queue.called", "queue.completed", "feedback.received", "queue.joined", "queue.cancelled"]);
      expect(events[1]?.data.queue_appointment).toMatchObject({ id: joined.id, status: "in_progress", staff_id: ids.staff("ana") });
      expect(events[3]?.data).toEqual({
        feedback: { location_id: ids.location("downtown"), service_id: ids.service("deposits"), rating: 4.5, experience: "Quick", created_at: TEST_NOW },
      });
      expect(events[5]?.data.queue_appointment).toMatchObject({ id: second.id, status: "cancelled" });
      expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(6);
      // Another vendor's endpoint heard nothing of the demo's visits.
      expect(otherVendor.received).toHaveLength(0);
      // A body changed on the way fails the reference library's check.
      expect(() => verifyWebhook(secret, { ...receiver.at(0), body: receiver.at(0).body.replace("waiting", "cancelled") })).toThrow();
    });

    it("tells an appointment's booking, move, check-in and cancellation", async () => {
      const { secret } = await addEndpoint(server(), receiver.url, [
        "appointment.booked",
        "appointment.rescheduled",
        "appointment.checked_in",
        "appointment.cancelled",
      ]);
      const booked = await book(server(), ids, dayAt(1));
      const patch = (attributes: Record<string, unknown>) =>
        server().call({
          method: "PATCH",
          url: `/api/v3/open/appointments/${booked.id}`,
          payload: { data: { type: "appointments", attributes: { confirm_code: booked.code, ...attributes } } },
        });
      const moved = await patch({ start: dayAt(1, "16:00") });
      expect(moved.statusCode, moved.body).toBe(200);
      const cancelled = await patch({ status: 4 });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const arriving = await book(server(), ids, dayAt(2));
      server().clock.set(new Date(Date.parse(dayAt(2)) - 10 * 60_000));
      const checkIn = await server().call({ method: "POST", url: `/api/v3/open/appointments/${arriving.id}/check-in`, payload: { code: arriving.code } });
      expect(checkIn.statusCode, checkIn.body).toBe(200);
      await dispatcher.drain();
      const events = receiver.received.map((r) => verifyWebhook(secret, r));
      expect(events.map((e) => e.type)).toEqual([
        "appointment.booked",
        "appointment.rescheduled",
        "appointment.cancelled",
        "appointment.booked",
        "appointment.checked_in",
      ]);
      expect(events[1]?.data.appointment).toMatchObject({ id: booked.id, starts_at: dayAt(1, "16:00"), reschedules: 1 });
      expect(events[2]?.data.appointment).toMatchObject({ id: booked.id, status: "cancelled" });
      expect(events[4]?.data.appointment).toMatchObject({ id: arriving.id, status: "confirmed" });
      expect(events[4]?.data.appointment?.checked_in_at).toEqual(expect.any(String));
    });

    it("retries a failed delivery on the schedule with the same webhook-id, honouring Retry-After", async () => {
      const { id, secret } = await addEndpoint(server(), receiver.url, ["queue.joined"]);
      receiver.answerNext(
        { status: 500, body: "down for maintenance" },
        { status: 503, headers: { "retry-after": "900" } },
        { status: 429, headers: { "retry-after": "1" } },
      );
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      const messageId = String(receiver.at(0).headers["webhook-id"]);
      const dueIn = (ms: number) => new Date(server().clock.now().getTime() + ms).toISOString();
      expect(await delivery(messageId)).toMatchObject({ status: "pending", attempts: 1, last_status: 500, next_attempt_at: dueIn(5_000) });
      // Not due yet: nothing is sent.
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);

      // A Retry-After longer than the schedule's step (5 min) is waited for…
      server().clock.advance(5_000);
      await dispatcher.drain();
      expect(await delivery(messageId)).toMatchObject({ status: "pending", attempts: 2, last_status: 503, next_attempt_at: dueIn(900_000) });
      // …a shorter one never shortens the step (30 min), so a restarting receiver cannot use up the schedule.
      server().clock.advance(900_000);
      await dispatcher.drain();
      expect(await delivery(messageId)).toMatchObject({ status: "pending", attempts: 3, last_status: 429, next_attempt_at: dueIn(1_800_000) });

      server().clock.advance(1_800_000);
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(4);
      expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([messageId, messageId, messageId, messageId]);
      for (const r of receiver.received) verifyWebhook(secret, r);
      expect(await delivery(messageId)).toMatchObject({ status: "delivered", attempts: 4, last_error: null });

      const log = await adminCall(server(), "GET", `/vendors/demo/webhooks/${id}/deliveries`);
      expect(log.statusCode).toBe(200);
      const [entry] = log.json().data;
      expect(entry).toMatchObject({ message_id: messageId, event_type: "queue.joined", status: "delivered", attempts: 4 });
      expect(entry.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 429, 204]);
      expect(entry.attempt_log[0].error).toContain("down for maintenance");
    });

    it("disables an endpoint that answers 410 Gone, and an enabled one takes events again", async () => {
      const { id } = await addEndpoint(server(), receiver.url, ["queue.joined"]);
      receiver.answerNext({ status: 410 });
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      expect(await endpoint(id)).toMatchObject({ enabled: false, disabled_reason: "gone", disabled_at: TEST_NOW });
      const messageId = String(receiver.at(0).headers["webhook-id"]);
      expect(await delivery(messageId)).toMatchObject({ status: "failed", attempts: 1, last_status: 410 });
      // A disabled endpoint hears nothing, and a redelivery is refused until it is enabled.
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);
      const refused = await adminCall(server(), "POST", `/vendors/demo/webhooks/${id}/deliveries/${(await delivery(messageId)).id}/redeliver`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("webhook_disabled");

      const enabled = await adminCall(server(), "PATCH", `/vendors/demo/webhooks/${id}`, { enabled: true });
      expect(enabled.json().data).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
      const again = await adminCall(server(), "POST", `/vendors/demo/webhooks/${id}/deliveries/${(await delivery(messageId)).id}/redeliver`);
      expect(again.statusCode, again.body).toBe(202);
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      expect(receiver.received.map((r) => r.headers["webhook-id"])).toContain(messageId);
      expect(receiver.received).toHaveLength(3);
    });

    it("gives a delivery up after about three days of failures and disables the endpoint that accepted nothing meanwhile", async () => {
      const { id } = await addEndpoint(server(), receiver.url, ["queue.joined"]);
      receiver.answerNext(...Array.from({ length: 20 }, () => ({ status: 500 })));
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      for (const wait of WEBHOOK_RETRY_DELAYS_MS) {
        server().clock.advance(wait);
        await dispatcher.drain();
      }
      expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
      const total = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
      expect(total / 86_400_000).toBeGreaterThan(3);
      expect(total / 86_400_000).toBeLessThan(3.5);
      expect(await delivery(String(receiver.at(0).headers["webhook-id"]))).toMatchObject({ status: "failed", attempts: 10 });
      expect(await endpoint(id)).toMatchObject({ enabled: false, disabled_reason: "failing" });
      receiver.answerNext();
    });

    it("signs with the old and the new secret while a rotation overlaps, then with the new one only", async () => {
      const { id, secret: old } = await addEndpoint(server(), receiver.url, ["queue.joined"]);
      const rotated = await adminCall(server(), "POST", `/vendors/demo/webhooks/${id}/secrets`, { previous_valid_hours: 1 });
      expect(rotated.statusCode, rotated.body).toBe(201);
      expect(rotated.headers["cache-control"]).toBe("no-store");
      const fresh = rotated.json().data.secret as string;
      expect(fresh).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(fresh).not.toBe(old);
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      expect(String(receiver.at(0).headers["webhook-signature"]).split(" ")).toHaveLength(2);
      expect(verifyWebhook(old, receiver.at(0)).type).toBe("queue.joined");
      expect(verifyWebhook(fresh, receiver.at(0)).type).toBe("queue.joined");

      server().clock.advance(3_600_000);
      await joinDowntown(server(), ids);
      await dispatcher.drain();
      expect(verifyWebhook(fresh, receiver.at(1)).type).toBe("queue.joined");
      expect(() => verifyWebhook(old, receiver.at(1))).toThrow();
      // The secret is never shown again.
      expect(JSON.stringify((await adminCall(server(), "GET", `/vendors/demo/webhooks/${id}`)).json())).not.toContain(fresh.slice(6));
    });

    it("tells a no-show, a staff cancel, a call-next and a place turned into a booking", async () => {
      const { secret } = await addEndpoint(server(), receiver.url, ["queue.called", "queue.no_show", "queue.cancelled", "appointment.booked"]);
      const missed = await joinDowntown(server(), ids);
      await staffPatch(server(), missed.id, { status: 3 });
      const dropped = await joinDowntown(server(), ids);
      await staffPatch(server(), dropped.id, { status: 4 });
      await joinDowntown(server(), ids);
      const next = await server().call({
        method: "POST",
        url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`,
        payload: { acting_staff_id: ids.staff("chloe") },
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        vendor: null,
        csrf: false,
      });
      expect(next.statusCode, next.body).toBe(200);
      // The longest waiting of the line, whoever it is (earlier tests' visits included).
      const called = next.json().data.id as number;
      await completeVisit(server(), called);
      const spot = await joinDowntown(server(), ids);
      const booked = await server().call({
        method: "POST",
        url: "/api/v3/open/appointments",
        payload: bookingBody({
          location_id: ids.location("downtown"),
          service_id: ids.service("deposits"),
          start: dayAt(1),
          walkin: { id: spot.id, confirm_code: spot.code },
        }),
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await dispatcher.drain();
      const events = receiver.received.map((r) => verifyWebhook(secret, r));
      expect(events.map((e) => [e.type, e.data.queue_appointment?.id ?? e.data.appointment?.id])).toEqual([
        ["queue.no_show", missed.id],
        ["queue.cancelled", dropped.id],
        ["queue.called", called],
        ["queue.cancelled", spot.id],
        ["appointment.booked", booked.json().data.id],
      ]);
      expect(events[4]?.data.appointment).toMatchObject({ queue_appointment_id: spot.id });
    });

    it("keeps the deliveries of a change that rolled back out of the outbox", async () => {
      await addEndpoint(server(), receiver.url, ["queue.cancelled"]);
      const joined = await joinDowntown(server(), ids);
      // A cancel that loses to a staff start changes nothing, and tells nothing.
      await startVisit(server(), joined.id, ids.staff("ben"));
      const cancel = await server().call({
        method: "PATCH",
        url: `/api/v2/open/queue-appointments/${joined.id}`,
        payload: { data: { id: joined.id, type: "queue-appointments", attributes: { confirm_code: joined.code, status: 4 } } },
      });
      expect(cancel.statusCode).toBe(409);
      await completeVisit(server(), joined.id);
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(0);
      expect(await server().store.db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(0);
    });
  },
  { env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: "true" } },
);
