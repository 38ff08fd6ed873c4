import { expect, it, vi } from "vitest";
import { AppointmentStatus, locationChannel, type LiveEvent } from "#contract";
import { afterAppointmentChange } from "../../../server/src/queue/after-appointment-change.js";
import { bookDowntown } from "../../helpers/booking.js";
import { demoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { expectedStartOf } from "../../helpers/line-starts.js";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("afterAppointmentChange", (server) => {
  it("moves the stored waits of every line the booked staff member is on duty at, and tells them", async () => {
    const { db } = server().store;
    const ids = await demoIds(db);
    const downtown = ids.location("downtown");
    await db.updateTable("staff_locations").set({ on_duty: 0 }).where("staff_id", "=", ids.staff("ana")).where("location_id", "=", downtown).execute();
    server().app.ctx.lines.forget();
    // Ben (on duty Downtown and Uptown) was booked at noon; four consultations since then.
    const booked = await bookDowntown(server(), ids, "2026-11-22T17:00:00.000Z", { service: "loan-consultation", attributes: { staff_id: ids.staff("ben") } });
    const line = [];
    for (let i = 0; i < 5; i++) line.push(await joinDowntown(server(), ids, "loan-consultation"));
    const storedStart = (id: number) => expectedStartOf(server(), downtown, id);
    const last = line[4]?.id ?? 0;
    expect(await storedStart(last)).toBe("2026-11-22T17:30:00.000Z");

    const events: LiveEvent[] = [];
    const unsubscribe = server().app.ctx.bus.subscribe((event) => events.push(event));
    await db.updateTable("appointments").set({ status: AppointmentStatus.cancelled }).where("id", "=", booked.id).execute();
    await afterAppointmentChange(server().app.ctx, [ids.staff("ben")]);
    expect(await storedStart(last)).toBe("2026-11-22T17:00:00.000Z");
    // PostgreSQL's bus delivers through LISTEN/NOTIFY, a moment later.
    const told = () =>
      events
        .filter((e) => e.event === "WaitTimeRecalculated")
        .map((e) => e.channel)
        .sort();
    await vi.waitFor(() => expect(told()).toEqual([locationChannel(downtown), locationChannel(ids.location("uptown"))].sort()));
    unsubscribe();
  });
});
