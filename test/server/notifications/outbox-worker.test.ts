import { beforeAll, beforeEach, expect, it } from "vitest";
import { claimNextRow } from "../../../server/src/notifications/outbox-claim.js";
import type { OutboxWorker } from "../../../server/src/notifications/outbox-worker.js";
import { RETRY_DELAYS_MS } from "../../../server/src/notifications/retry-schedule.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { joinDowntown, type Joined } from "../../helpers/join-demo.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { useNotificationSinks } from "./notification-sinks.js";

/** A client who gave no email and wants no SMS: holds the front of the line, receives nothing. */
const quiet = { email: "", receive_sms: false };

describeEachDialect("notification outbox", (server) => {
  let ids: DemoIds;
  const sinks = useNotificationSinks(server);

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  beforeEach(async () => {
    // Each test starts with an empty line and an empty outbox, at the same instant (the cached
    // CSRF token of the test server would not survive the retry test's day of backoff).
    server().clock.set(TEST_NOW);
    const { db } = server().store;
    await db.updateTable("queue_appointments").set({ status: 2 }).where("status", "in", [1, 5]).execute();
    // Written behind the server's back: its lines are read again.
    server().app.ctx.lines.forget();
    await sinks.clear();
  });
  const newWorker = (options: { pollIntervalMs?: number; retentionMs?: number } = {}): OutboxWorker => sinks.worker(options);

  const outbox = () => server().store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  const manageUrl = (j: Joined, lang: string) => `${server().config.publicUrl}/s/maple-main/callback-service/manage?id=${j.id}&code=${j.code}&lang=${lang}`;
  const cancel = async (j: Joined) => {
    const res = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${j.id}`,
      payload: { data: { type: "queue-appointments", attributes: { status: 4, confirm_code: j.code } } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("queues 'request added' with the join and mails it in the client's language, with the manage link", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    const maria = await joinDowntown(server(), ids, "deposits", { email: "maria@example.test", lang: "es" });
    // Written by the join's own transaction, before any worker ran.
    const rows = await outbox();
    expect(rows.map((r) => [r.template, r.channel, r.recipient, r.locale, r.status, r.dedupe_key])).toEqual([
      ["request_added", "email", "maria@example.test", "es", "pending", `request_added:email:${maria.id}`],
    ]);

    expect(await newWorker().drain()).toBe(1);
    expect(sinks.smtp().received).toHaveLength(1);
    const mail = sinks.smtp().received[0];
    expect(mail?.to).toEqual(["maria@example.test"]);
    expect(mail?.subject).toBe("Ya está en la fila: Sucursal del centro");
    expect(mail?.text).toContain("Hola, Maria:");
    expect(mail?.text).toContain("Su solicitud de Depósitos y retiros en Sucursal del centro se ha añadido a la fila.");
    expect(mail?.text).toContain(manageUrl(maria, "es"));
    expect(mail?.text).not.toContain("devolveremos la llamada");
    const [row] = await outbox();
    expect(mail?.messageId).toBe(`<outbox-${row?.id}@queue-booking>`);
    expect(row).toMatchObject({ status: "sent", attempts: 1, sent_at: server().clock.now().toISOString(), lease_until: null });
  });

  it("adds the callback line for a phone callback", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    const body = joinBody(
      { location_id: ids.location("downtown"), service_id: ids.service("deposits"), meeting_method: 2 },
      { email: "callback@example.test" },
      [{ question_id: ids.question("member"), value: 1 }],
    );
    const res = await server().call({ method: "POST", url: "/api/v2/open/queue-appointments", payload: body });
    expect(res.statusCode, res.body).toBe(201);
    await newWorker().drain();
    expect(sinks.smtp().received.map((m) => m.to)).toEqual([["callback@example.test"]]);
    expect(sinks.smtp().received[0]?.text).toContain("We will call you back at the number given.");
  });

  it("sends 'you are next' once, when the client reaches the front", async () => {
    const ahead = await joinDowntown(server(), ids, "deposits", quiet);
    const ana = await joinDowntown(server(), ids, "deposits", { first_name: "Ana", email: "ana@example.test" });
    const worker = newWorker();
    await worker.drain();
    expect(sinks.smtp().received.map((m) => m.subject)).toEqual([expect.stringMatching(/^You're in line at /)]);

    await cancel(ahead);
    await worker.drain();
    expect(sinks.smtp().received.map((m) => m.subject)).toEqual([expect.stringMatching(/^You're in line at /), expect.stringMatching(/^You're next at /)]);
    expect(sinks.smtp().received[1]?.text).toContain(manageUrl(ana, "en"));
    const marked = await server().store.db.selectFrom("queue_appointments").select("notified_next_at").where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect(marked.notified_next_at).toBe(server().clock.now().toISOString());

    // More changes to the line (a join behind, its cancellation) do not repeat the notice.
    const behind = await joinDowntown(server(), ids, "deposits", quiet);
    await cancel(behind);
    await worker.drain();
    expect(sinks.smtp().received).toHaveLength(2);
    expect((await outbox()).filter((r) => r.template === "you_are_next")).toHaveLength(1);
  });

  it("texts through the HTTP provider only when the client asked for SMS", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    const texted = await joinDowntown(server(), ids, "deposits", { receive_sms: true, cell_phone: "+12125550123", lang: "fr" });
    await joinDowntown(server(), ids, "deposits", { receive_sms: false, cell_phone: "+12125550124" });
    expect((await outbox()).map((r) => [r.channel, r.recipient])).toEqual([["sms", "+12125550123"]]);

    await newWorker().drain();
    expect(sinks.sms().received).toHaveLength(1);
    const request = sinks.sms().received[0];
    expect(request?.authorization).toBe("Bearer sms-test-token");
    expect(request?.contentType).toContain("application/json");
    const body = request?.body as { to: string; text: string };
    expect(body.to).toBe("+12125550123");
    expect(body.text).toContain("a bien été ajoutée à la file");
    expect(body.text).toContain(manageUrl(texted, "fr"));
    expect(body.text).not.toContain("\n");
    expect(sinks.smtp().received).toHaveLength(0);
  });

  it("retries a rejected email with backoff, then gives up as failed", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    await joinDowntown(server(), ids, "deposits", { email: "bounce@example.test" });
    sinks.smtp().reject = true;
    const worker = newWorker();
    const clock = server().clock;

    expect(await worker.drain()).toBe(1);
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      const [row] = await outbox();
      expect(row).toMatchObject({ status: "pending", attempts: index + 1, lease_until: null });
      expect(row?.last_error).toContain("550");
      expect(row?.next_attempt_at).toBe(new Date(clock.now().getTime() + delay).toISOString());
      // Not a moment early.
      clock.advance(delay - 1);
      expect(await worker.drain()).toBe(0);
      clock.advance(1);
      expect(await worker.drain()).toBe(1);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 6, sent_at: null, lease_until: null });
    expect(row?.last_error).toContain("Mailbox unavailable");
    expect(sinks.smtp().rejected).toBe(6);
    clock.advance(24 * 3_600_000);
    expect(await worker.drain()).toBe(0);
    expect(sinks.smtp().rejected).toBe(6);
  });

  it("never lets two workers send the same row", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    for (let i = 0; i < 8; i++) await joinDowntown(server(), ids, "deposits", { email: `client${i}@example.test` });
    const rows = await outbox();
    expect(rows).toHaveLength(8);

    // Bare claims racing for the rows: each row goes to one claimant.
    const claims = await Promise.all(Array.from({ length: rows.length * 2 }, () => claimNextRow(server().store.db, server().clock.now(), 60_000)));
    const claimed = claims.flatMap((c) => (c ? [c.id] : []));
    expect(new Set(claimed).size).toBe(claimed.length);
    await server().store.db.updateTable("outbox").set({ status: "pending", lease_until: null }).execute();

    const [a, b] = [newWorker(), newWorker()];
    const handled = await Promise.all([a.drain(), b.drain(), a.runOnce(), b.runOnce()]);
    expect(handled.reduce((x, y) => x + y, 0)).toBe(8);
    const messageIds = sinks
      .smtp()
      .received.map((m) => m.messageId)
      .sort();
    expect(messageIds).toEqual(rows.map((r) => `<outbox-${r.id}@queue-booking>`).sort());
    expect((await outbox()).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends a row left 'sending' by a crashed worker again, once, after its lease", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    await joinDowntown(server(), ids, "deposits", { email: "crash@example.test" });
    const clock = server().clock;
    const [row] = await outbox();
    // What a worker leaves behind when it dies mid-delivery.
    const leaseUntil = new Date(clock.now().getTime() + 60_000).toISOString();
    await server().store.db.updateTable("outbox").set({ status: "sending", lease_until: leaseUntil }).execute();

    const [a, b] = [newWorker(), newWorker()];
    expect(await a.drain()).toBe(0);
    clock.advance(60_000);
    expect(await b.drain()).toBe(0);
    clock.advance(1);
    await Promise.all([a.drain(), b.drain()]);
    expect(sinks.smtp().received.map((m) => m.messageId)).toEqual([`<outbox-${row?.id}@queue-booking>`]);
    expect((await outbox())[0]).toMatchObject({ status: "sent", lease_until: null });
    await Promise.all([a.drain(), b.drain()]);
    expect(sinks.smtp().received).toHaveLength(1);
  });

  it("is woken by the change that enqueued, without waiting for a poll", async () => {
    const worker = newWorker({ pollIntervalMs: 3_600_000 });
    const unsubscribe = server().app.ctx.bus.subscribe(() => worker.wake());
    worker.start();
    try {
      await joinDowntown(server(), ids, "deposits", quiet);
      await joinDowntown(server(), ids, "deposits", { email: "woken@example.test" });
      const deadline = Date.now() + 5_000;
      while (sinks.smtp().received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(sinks.smtp().received.map((m) => m.to)).toEqual([["woken@example.test"]]);
    } finally {
      unsubscribe();
      await worker.stop();
    }
  });

  it("forgets delivered and failed messages after the retention period, never those still to send", async () => {
    const DAY = 24 * 3_600_000;
    await joinDowntown(server(), ids, "deposits", quiet);
    await joinDowntown(server(), ids, "deposits", { email: "sent@example.test" });
    await joinDowntown(server(), ids, "deposits", { email: "failed@example.test" });
    const worker = newWorker();
    expect(await worker.drain()).toBe(2);
    await server().store.db.updateTable("outbox").set({ status: "failed", sent_at: null }).where("recipient", "=", "failed@example.test").execute();
    // As old as the others, but not sent yet.
    await joinDowntown(server(), ids, "deposits", { email: "pending@example.test" });

    // Kept for thirty days, gone the moment after.
    server().clock.advance(30 * DAY);
    expect(await worker.prune()).toBe(0);
    server().clock.advance(1);
    expect(await worker.prune()).toBe(2);
    expect((await outbox()).map((r) => [r.recipient, r.status])).toEqual([["pending@example.test", "pending"]]);
    // A retention of 0 keeps everything.
    server().clock.advance(365 * DAY);
    expect(await newWorker({ retentionMs: 0 }).prune()).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("prunes while polling", async () => {
    await joinDowntown(server(), ids, "deposits", quiet);
    await joinDowntown(server(), ids, "deposits", { email: "old@example.test" });
    server().clock.advance(31 * 24 * 3_600_000);
    const worker = newWorker({ pollIntervalMs: 3_600_000 });
    worker.start();
    try {
      // The first poll sends the old message, then forgets it.
      const deadline = Date.now() + 5_000;
      while ((await outbox()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(sinks.smtp().received.map((m) => m.to)).toEqual([["old@example.test"]]);
      expect(await outbox()).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
