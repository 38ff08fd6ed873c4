/**
 * The no-show sweep on both databases: in-person bookings nobody checked in become no-shows once
 * the vendor's grace has run out — once, even with several sweeps at the same moment — and the
 * page hears it live; remote bookings and clients who arrived are left alone.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { bookedAppointmentChannel } from "#contract";
import { buildApp } from "../../../server/src/app.js";
import { createNoShowSweep } from "../../../server/src/appointments/no-show-sweep.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient } from "../live/live-client.js";
import { endBookings, book, bookingRow, clientCheckIn, dayAt, heldGranules, plusMinutes } from "../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, staffCall } from "../routes/staff/staff-fixtures.js";

const silent = { info() {}, warn() {}, error() {} };

describeEachDialect("the no-show sweep", (server) => {
  let ids: DemoIds;
  let url: string;
  const clients: LiveClient[] = [];
  const sweep = () =>
    createNoShowSweep({ db: server().store.db, bus: server().app.ctx.bus, lines: server().app.ctx.lines, clock: server().clock, logger: silent });
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await clearLines(server());
    await server().app.listen({ port: 0, host: "127.0.0.1" });
    url = wsBase(server().app);
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    // Each test sweeps only its own bookings.
    await endBookings(server(), [1]);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  it("marks an in-person booking nobody checked in once the 15-minute grace has run out, and the page hears it", async () => {
    const missed = await book(server(), ids, dayAt(1));
    const page = await connectLive(`${url}/live?vendor=demo`);
    clients.push(page);
    await page.subscribe(bookedAppointmentChannel(missed.id), missed.code);

    expect(await sweep().runOnce(new Date(plusMinutes(dayAt(1), 14)))).toBe(0);
    expect((await bookingRow(server(), missed.id)).status).toBe(1);
    expect(await sweep().runOnce(new Date(plusMinutes(dayAt(1), 15)))).toBe(1);
    const row = await bookingRow(server(), missed.id);
    expect([row.status, row.finished_at]).toEqual([3, plusMinutes(dayAt(1), 15)]);
    expect(await heldGranules(server(), missed.id)).toBe(0);
    const frame = await page.next((f) => f.event === "ManageAppointmentUpdated");
    expect(frame.data).toMatchObject({ id: missed.id, attributes: { status: 3 } });

    const ana = await issueToken(server(), "ana");
    const audit = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/appointments/${missed.id}/audit` });
    expect(audit.json().data.map((e: { attributes: { action: string; actor: { kind: string } } }) => [e.attributes.action, e.attributes.actor.kind])).toEqual([
      ["no_show", "system"],
    ]);
  });

  it("leaves clients who checked in, phone and video bookings, and the future alone", async () => {
    const arrived = await book(server(), ids, dayAt(2));
    const phone = await book(server(), ids, dayAt(2, "15:15"), { method: 2 });
    const video = await book(server(), ids, dayAt(2, "15:30"), { method: 3 });
    const later = await book(server(), ids, dayAt(2, "18:00"));
    server().clock.set(plusMinutes(dayAt(2), -5));
    expect((await clientCheckIn(server(), arrived.id, arrived.code)).statusCode).toBe(200);
    expect(await sweep().runOnce(new Date(dayAt(2, "17:00")))).toBe(0);
    for (const b of [arrived, phone, video, later]) expect((await bookingRow(server(), b.id)).status).toBe(1);
  });

  it("marks each booking once when several instances sweep at the same moment", async () => {
    const missed = [await book(server(), ids, dayAt(3)), await book(server(), ids, dayAt(3, "15:15")), await book(server(), ids, dayAt(3), { staff: "ben" })];
    const at = dayAt(3, "16:00");
    const counts = await Promise.all([sweep().runOnce(new Date(at)), sweep().runOnce(new Date(at)), sweep().runOnce(new Date(at))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const b of missed) expect((await bookingRow(server(), b.id)).status).toBe(3);
    const rows = await server()
      .store.db.selectFrom("staff_audit")
      .select("subject_id")
      .where("action", "=", "no_show")
      .where(
        "subject_id",
        "in",
        missed.map((b) => b.id),
      )
      .execute();
    expect(rows).toHaveLength(3);
  });

  it("follows each vendor's grace", async () => {
    const vendor = await server().store.db.selectFrom("vendors").select("settings").where("id", "=", ids.vendor).executeTakeFirstOrThrow();
    const settings = JSON.parse(vendor.settings) as { client_view: Record<string, unknown> };
    await server()
      .store.db.updateTable("vendors")
      .set({ settings: JSON.stringify({ ...settings, client_view: { ...settings.client_view, no_show_grace_minutes: 60 } }) })
      .where("id", "=", ids.vendor)
      .execute();
    try {
      const booking = await book(server(), ids, dayAt(4));
      expect(await sweep().runOnce(new Date(plusMinutes(dayAt(4), 30)))).toBe(0);
      expect(await sweep().runOnce(new Date(plusMinutes(dayAt(4), 60)))).toBe(1);
      expect((await bookingRow(server(), booking.id)).status).toBe(3);
    } finally {
      await server().store.db.updateTable("vendors").set({ settings: vendor.settings }).where("id", "=", ids.vendor).execute();
    }
  });

  it("runs inside a server that asks for it, and stops with it", async () => {
    const app = await buildApp({
      config: server().config,
      store: server().store,
      clock: server().clock,
      bus: server().app.ctx.bus,
      logger: false,
      startNoShowSweep: true,
    });
    await app.ready();
    await app.close();
  });
});
