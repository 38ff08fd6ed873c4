/**
 * Starts for the same staff member fired at the same moment — two bookings, or a booking and a
 * place in line: the serving guard lets exactly one win on each dialect, the other is told the
 * staff member is already serving.
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { endBookings, book, dayAt, patchBooking } from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken, join, patchStatus } from "./staff-fixtures.js";

const ROUNDS = 4;

describeEachDialect("concurrent starts of one staff member", (server) => {
  let ids: DemoIds;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
  });
  beforeEach(() => server().clock.set(TEST_NOW));

  const inProgress = async () => {
    const [places, bookings] = await Promise.all([
      server().store.db.selectFrom("queue_appointments").select("id").where("user_id", "=", ids.staff("ana")).where("status", "=", 5).execute(),
      server().store.db.selectFrom("appointments").select("id").where("staff_id", "=", ids.staff("ana")).where("status", "=", 5).execute(),
    ]);
    return places.length + bookings.length;
  };
  const endEverything = async () => {
    await clearLines(server());
    await endBookings(server());
  };

  it("starts one of two bookings at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await endEverything();
      const first = await book(server(), ids, dayAt(round + 1, "15:00"));
      const second = await book(server(), ids, dayAt(round + 1, "15:15"));
      const results = await Promise.all([first, second].map((b) => patchBooking(server(), ana, b.id, { status: 5 })));
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("already_serving");
      expect(await inProgress()).toBe(1);
    }
  });

  it("starts one of a booking and a place in line at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await endEverything();
      const booking = await book(server(), ids, dayAt(round + 10, "15:00"));
      const place = await join(server(), ids);
      const results = await Promise.all([patchBooking(server(), ana, booking.id, { status: 5 }), patchStatus(server(), ana, place, { status: 5 })]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("already_serving");
      expect(await inProgress()).toBe(1);
    }
  });
});
