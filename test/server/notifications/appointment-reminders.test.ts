/**
 * Reminders of booked appointments through the outbox: a day and an hour before by default,
 * each once (also with two sweeps at the same time), in the client's language and channels;
 * again after a move; never one whose time came before the booking, nor for a cancelled
 * booking or a vendor that wants none. Real SMTP and SMS sinks, both databases.
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import { enqueueDueReminders } from "../../../server/src/notifications/appointment-reminders.js";
import { bookDowntown } from "../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { useNotificationSinks } from "./notification-sinks.js";

const START = "2026-11-24T15:00:00.000Z";
const before = (minutes: number, start = START) => new Date(Date.parse(start) - minutes * 60_000).toISOString();

describeEachDialect("appointment reminders", (server) => {
  let ids: DemoIds;
  const sinks = useNotificationSinks(server);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await sinks.clear();
    // Each test books the same times afresh: the earlier bookings give them back.
    await server().store.db.updateTable("appointments").set({ status: 4 }).where("status", "=", 1).execute();
    await server().store.db.deleteFrom("appointment_slots").execute();
  });
  const remind = (at: string) => {
    server().clock.set(at);
    return enqueueDueReminders(server().store.db, new Date(at));
  };
  const reminderKeys = async () =>
    (await server().store.db.selectFrom("outbox").select("dedupe_key").where("template", "=", "appointment_reminder").orderBy("id").execute()).map(
      (r) => r.dedupe_key,
    );
  const spanishClient = { email: "maria@example.test", lang: "es" as const, receive_sms: true, cell_phone: "+12125550123" };

  it("reminds a day and an hour before, once each, in the client's language by email and text", async () => {
    const booked = await bookDowntown(server(), ids, START, { client: spanishClient });
    expect(await remind(before(1441))).toBe(0);
    expect(await remind(before(1440))).toBe(1);
    expect(await remind(before(1439))).toBe(0);
    expect(await remind(before(61))).toBe(0);
    expect(await remind(before(60))).toBe(1);
    expect(await remind(before(10))).toBe(0);
    expect(await reminderKeys()).toEqual([
      `appointment_reminder:email:a${booked.id}:${START}:1440`,
      `appointment_reminder:sms:a${booked.id}:${START}:1440`,
      `appointment_reminder:email:a${booked.id}:${START}:60`,
      `appointment_reminder:sms:a${booked.id}:${START}:60`,
    ]);
    await sinks.worker().drain();
    const mails = sinks.smtp().received.filter((m) => m.subject.startsWith("Recordatorio"));
    expect(mails.map((m) => m.subject)).toEqual(["Recordatorio: su cita en Sucursal del centro", "Recordatorio: su cita en Sucursal del centro"]);
    expect(mails[0]?.text).toMatch(/Le recordamos su cita de Depósitos y retiros en Sucursal del centro el martes, 24 de noviembre de 2026, 10:00/u);
    expect(mails[0]?.text).toContain(`/s/maple-main/book/manage?id=${booked.id}&code=${booked.code}&lang=es`);
    const texts = sinks
      .sms()
      .received.map((m) => JSON.stringify(m.body))
      .filter((t) => t.includes("le recordamos"));
    expect(texts).toHaveLength(2);
  });

  it("sends each reminder once when two sweeps run at the same time", async () => {
    await bookDowntown(server(), ids, START, { client: spanishClient });
    server().clock.set(before(1440));
    const counts = await Promise.all([1, 2, 3].map(() => enqueueDueReminders(server().store.db, new Date(before(1440)))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reminderKeys()).toHaveLength(2);
  });

  it("sends only the nearest when several are due at once, and again after a move", async () => {
    const booked = await bookDowntown(server(), ids, START, { client: { email: "late@example.test" } });
    // The server was down from the day before until half an hour before.
    expect(await remind(before(30))).toBe(1);
    expect(await remind(before(29))).toBe(0);
    expect(await reminderKeys()).toEqual([`appointment_reminder:email:a${booked.id}:${START}:60`]);
    // Moved to the next day: both reminders are due again, for the new time.
    const later = "2026-11-25T15:00:00.000Z";
    await server().store.db.updateTable("appointments").set({ starts_at: later, ends_at: "2026-11-25T15:15:00.000Z" }).where("id", "=", booked.id).execute();
    expect(await remind(before(1440, later))).toBe(1);
    expect(await remind(before(60, later))).toBe(1);
    expect((await reminderKeys()).slice(1)).toEqual([
      `appointment_reminder:email:a${booked.id}:${later}:1440`,
      `appointment_reminder:email:a${booked.id}:${later}:60`,
    ]);
  });

  it("never reminds of a time booked after its reminder was due, a cancelled booking, or at a vendor that wants none", async () => {
    // Booked two hours ahead: no "tomorrow" reminder, the hour's one only.
    server().clock.set(before(120));
    await bookDowntown(server(), ids, START, { client: { email: "soon@example.test" } });
    expect(await remind(before(119))).toBe(0);
    expect(await remind(before(60))).toBe(1);

    const cancelled = await bookDowntown(server(), ids, "2026-11-24T16:00:00.000Z", { client: { email: "gone@example.test" } });
    await server().store.db.updateTable("appointments").set({ status: 4 }).where("id", "=", cancelled.id).execute();
    expect(await remind(before(1440, "2026-11-24T16:00:00.000Z"))).toBe(0);

    const db = server().store.db;
    const vendor = await db.selectFrom("vendors").select("settings").where("slug", "=", "demo").executeTakeFirstOrThrow();
    const settings = JSON.parse(vendor.settings);
    try {
      await db
        .updateTable("vendors")
        .set({ settings: JSON.stringify({ ...settings, client_view: { ...settings.client_view, reminder_minutes_before: [] } }) })
        .where("slug", "=", "demo")
        .execute();
      server().clock.set(TEST_NOW);
      await bookDowntown(server(), ids, "2026-11-24T17:00:00.000Z", { client: { email: "quiet@example.test" } });
      expect(await remind(before(1440, "2026-11-24T17:00:00.000Z"))).toBe(0);
      expect(await remind(before(60, "2026-11-24T17:00:00.000Z"))).toBe(0);
    } finally {
      await db.updateTable("vendors").set({ settings: vendor.settings }).where("slug", "=", "demo").execute();
    }
  });

  it("is queued and sent by the polling worker by itself", async () => {
    await bookDowntown(server(), ids, START, { client: { email: "polled@example.test" } });
    server().clock.set(before(1440));
    const worker = sinks.worker({ pollIntervalMs: 20 });
    worker.start();
    try {
      const deadline = Date.now() + 5_000;
      while (!sinks.smtp().received.some((m) => m.to.includes("polled@example.test") && m.subject.startsWith("Reminder")) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
    expect(sinks.smtp().received.filter((m) => m.subject === "Reminder: your appointment at Downtown Branch")).toHaveLength(1);
  });
});
