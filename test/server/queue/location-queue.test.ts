import { afterEach, beforeAll, expect, it } from "vitest";
import { AppointmentStatus, QueueStatus } from "#contract";
import { loadLineSnapshots } from "../../../server/src/queue/line/load-lines.js";
import { allSlots, bookDowntown, timeslots } from "../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../helpers/test-server.js";

const MIN = 60_000;

/** Reads of Downtown's line as a client sees it, and the few staff changes the tests need. */
function downtown(server: () => TestServer, ids: () => DemoIds) {
  const db = () => server().store.db;
  const location = () => ids().location("downtown");
  return {
    /** Minutes from now until a client joining now for the service would start (the services call). */
    async minutesAhead(service = "loan-consultation"): Promise<number> {
      const res = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${location()}` });
      const waits = res.json().data[1] as { id: number; expectedStart: string }[];
      const start = waits.find((w) => w.id === ids().service(service))?.expectedStart ?? "";
      return (Date.parse(start) - server().clock.now().getTime()) / MIN;
    },
    /** The locations list's wait for Downtown. */
    async listedWait(): Promise<number | null> {
      const res = await server().call({ method: "GET", url: "/api/v2/open/locations" });
      const row = (res.json().data as { id: number; attributes: { wait_time: { minutes: number | null } } }[]).find((l) => l.id === location());
      return row?.attributes.wait_time.minutes ?? null;
    },
    book(start: string, staff: string) {
      return bookDowntown(server(), ids(), start, { service: "loan-consultation", attributes: { staff_id: ids().staff(staff) } });
    },
    async onDuty(staff: string, onDuty: boolean): Promise<void> {
      await db()
        .updateTable("staff_locations")
        .set({ on_duty: Number(onDuty) })
        .where("staff_id", "=", ids().staff(staff))
        .where("location_id", "=", location())
        .execute();
      // Written behind the server's back (as a CLI would): its lines are read again.
      server().app.ctx.lines.forget();
    },
    /** Back to 10:00 in New York with an empty line, no bookings and both staff on duty. */
    async reset(): Promise<void> {
      server().clock.set(TEST_NOW);
      await db().updateTable("queue_appointments").set({ status: QueueStatus.cancelled }).where("status", "=", QueueStatus.waiting).execute();
      await db().deleteFrom("appointment_slots").execute();
      await db().updateTable("appointments").set({ status: AppointmentStatus.cancelled }).execute();
      await db().updateTable("staff_locations").set({ on_duty: 1 }).where("location_id", "=", location()).execute();
      server().app.ctx.lines.forget();
    },
  };
}

describeEachDialect("walk-in waits count bookings", (server) => {
  let ids: DemoIds;
  const line = downtown(server, () => ids);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  afterEach(() => line.reset());

  it("waits about an hour when both staff are booked for the next hour, not 0 minutes", async () => {
    // Booked in the morning (10:00 in New York) for noon to one.
    for (const staff of ["ana", "ben"]) {
      await line.book("2026-11-22T17:00:00.000Z", staff);
      await line.book("2026-11-22T17:30:00.000Z", staff);
    }
    expect(await line.minutesAhead()).toBe(0);
    server().clock.set("2026-11-22T17:00:00.000Z");
    expect(await line.minutesAhead()).toBe(60);
    expect(await line.minutesAhead("deposits")).toBe(60);
    expect(await line.listedWait()).toBe(60);
    // A walk-in who joins now is stored with that estimate.
    const joined = await joinDowntown(server(), ids, "deposits");
    const read = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}` });
    expect(read.json().data.attributes.expected_start).toBe("2026-11-22T18:00:00.000Z");
  });

  it("makes a walk-in wait longer when the staff get booked after the line", async () => {
    // Six 30-minute consultations: Ana and Ben are done with them at 16:30.
    for (let i = 0; i < 6; i++) await joinDowntown(server(), ids, "loan-consultation");
    expect(await line.minutesAhead()).toBe(90);
    await line.book("2026-11-22T16:30:00.000Z", "ana");
    expect(await line.minutesAhead()).toBe(90); // Ben is still free at 16:30
    await line.book("2026-11-22T16:30:00.000Z", "ben");
    expect(await line.minutesAhead()).toBe(120);
  });

  it("keeps a staff member in a booking busy like a visit in progress, also when it runs late", async () => {
    const booked = await line.book("2026-11-22T17:00:00.000Z", "ana");
    await line.onDuty("ben", false);
    server().clock.set("2026-11-22T17:20:00.000Z");
    // Not started yet: Ana is expected in it until its end at 17:30.
    expect(await line.minutesAhead()).toBe(10);
    await server()
      .store.db.updateTable("appointments")
      .set({ status: AppointmentStatus.inProgress, started_at: "2026-11-22T17:15:00.000Z" })
      .where("id", "=", booked.id)
      .execute();
    server().app.ctx.lines.forget();
    // Started 15 minutes late, it runs its 30 minutes: until 17:45.
    expect(await line.minutesAhead()).toBe(25);
  });

  it("forgets a booking once it is cancelled", async () => {
    await line.onDuty("ben", false);
    const booked = await line.book("2026-11-22T16:00:00.000Z", "ana");
    server().clock.set("2026-11-22T16:00:00.000Z");
    expect(await line.minutesAhead()).toBe(30);
    await server().store.db.updateTable("appointments").set({ status: AppointmentStatus.cancelled }).where("id", "=", booked.id).execute();
    server().app.ctx.lines.forget();
    expect(await line.minutesAhead()).toBe(0);
  });
});

describeEachDialect("time off is not free time for the line", (server) => {
  let ids: DemoIds;
  const line = downtown(server, () => ids);
  const timeOff = (start: string, end: string) => JSON.stringify([{ start, end, reason: "" }]);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await line.onDuty("ben", false);
  });

  it("blocks a staff member's leave, read in the location's zone", async () => {
    // 10:00 in New York; Ana is away until 10:45 local.
    await server()
      .store.db.updateTable("staff_users")
      .set({ time_off: timeOff("2026-11-22T09:00", "2026-11-22T10:45") })
      .where("id", "=", ids.staff("ana"))
      .execute();
    server().app.ctx.lines.forget();
    expect(await line.minutesAhead()).toBe(45);
    await server().store.db.updateTable("staff_users").set({ time_off: "[]" }).where("id", "=", ids.staff("ana")).execute();
    server().app.ctx.lines.forget();
    expect(await line.minutesAhead()).toBe(0);
  });

  it("blocks everyone at a closed location, letting a visit that ends before the closure in", async () => {
    await server()
      .store.db.updateTable("locations")
      .set({ time_off: timeOff("2026-11-22T10:15", "2026-11-22T12:00") })
      .where("id", "=", ids.location("downtown"))
      .execute();
    server().app.ctx.lines.forget();
    expect(await line.minutesAhead("loan-consultation")).toBe(120);
    expect(await line.minutesAhead("deposits")).toBe(0);
  });
});

describeEachDialect("loading lines with their bookings", (server) => {
  let ids: DemoIds;
  const line = downtown(server, () => ids);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("reads any number of locations in the same number of queries", async () => {
    let queries = 0;
    const counted = server().store.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const count = async (locationIds: number[]) => {
      queries = 0;
      await loadLineSnapshots(counted, locationIds, server().clock.now());
      return queries;
    };
    const all = ["downtown", "riverside", "harbor", "uptown", "toronto"].map((key) => ids.location(key));
    // The first read of a line writes its row (two statements more, for any number of lines).
    const first = await count(all);
    expect(await count(all)).toBe(await count([ids.location("downtown")]));
    expect(first).toBe((await count(all)) + 2);
  });

  it("lets a booking move into time its own walk-in pushback would otherwise fill", async () => {
    await line.onDuty("ben", false);
    const booked = await line.book("2026-11-22T17:00:00.000Z", "ana");
    // Five consultations: the fifth does not fit before the booking and follows it, 17:30–18:00.
    for (let i = 0; i < 5; i++) await joinDowntown(server(), ids, "loan-consultation");
    expect(await line.minutesAhead()).toBe(180);
    const anaFrom = async () => {
      const query = {
        location_id: ids.location("downtown"),
        service_id: ids.service("loan-consultation"),
        staff_id: ids.staff("ana"),
        from: "2026-11-22",
        days: 1,
      };
      return allSlots(await timeslots(server(), query))[0]?.start;
    };
    expect(await anaFrom()).toBe("2026-11-22T18:00:00.000Z");
    // Without the booking the fifth would end at 17:30, so the booking itself may move there.
    const moved = await server().call({
      method: "PATCH",
      url: `/api/v3/open/appointments/${booked.id}`,
      payload: { data: { type: "appointments", attributes: { confirm_code: booked.code, start: "2026-11-22T17:30:00.000Z" } } },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes.start).toBe("2026-11-22T17:30:00.000Z");
    // The fifth now fits at 17:00, before the booking's new time.
    expect(await line.minutesAhead()).toBe(180);
    await line.reset();
  });
});
