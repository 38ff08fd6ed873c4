import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { book, dayAt, dayView, openDesk, patchBookingOk, plusMinutes } from "../../../helpers/appointment-fixtures.js";
import { clearLines } from "./staff-fixtures.js";

describeEachDialect("GET /api/v2/staff/locations/{id}/appointments", (server) => {
  let ids: DemoIds;
  let ana: string;
  let ben: string;
  let kiosk: string;
  let chloe: string;
  beforeAll(async () => {
    ({ ids, ana, ben, kiosk, chloe } = await openDesk(server()));
    await clearLines(server());
  });
  beforeEach(() => server().clock.set(TEST_NOW));
  const downtown = () => ids.location("downtown");

  it("lists one local day's bookings of every status by start, with what staff need and what each may do", async () => {
    // Day 1 in New York: 09:30 video with Ana, 10:00 in person with Ana, 11:00 in person with Ben (cancelled later).
    const video = await book(server(), ids, dayAt(1, "14:30"), { method: 3, firstName: "Vic" });
    const inPerson = await book(server(), ids, dayAt(1, "15:00"), { firstName: "Ian" });
    const cancelled = await book(server(), ids, dayAt(1, "16:00"), { staff: "ben", firstName: "Cy" });
    await patchBookingOk(server(), ben, cancelled.id, { status: 4 });
    // Day 2 and a booking just after local midnight of day 1 (05:30 UTC of day 2) stay out.
    await book(server(), ids, dayAt(2, "15:00"));
    const lateEvening = await book(server(), ids, dayAt(2, "03:30"), { firstName: "Late" });

    const res = await dayView(server(), ana, downtown(), "?date=2026-11-24");
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({
      location: { id: downtown(), name: "Downtown Branch", timezone: "America/New_York", local_now: { wall: "2026-11-22T10:00", offset: -300, abbr: "EST" } },
      date: "2026-11-24",
      staff_id: null,
    });
    expect(data.map((b: { id: number }) => b.id)).toEqual([video.id, inPerson.id, cancelled.id, lateEvening.id]);
    expect(data[1]).toMatchObject({
      id: inPerson.id,
      type: "appointments",
      attributes: {
        status: 1,
        start: dayAt(1, "15:00"),
        end: plusMinutes(dayAt(1, "15:00"), 8),
        timezone: "America/New_York",
        checked_in_at: null,
        started_at: null,
        finished_at: null,
        // The times on the location's clock, with its zone: what the console writes.
        start_local: { wall: "2026-11-24T10:00", offset: -300, abbr: "EST" },
        end_local: { wall: "2026-11-24T10:08", offset: -300, abbr: "EST" },
        checked_in_at_local: null,
        due: false,
        client: {
          first_name: "Ian",
          last_name: "García-López",
          cell_phone: "+12125550199",
          cell_phone_formatted: "(212) 555-0199",
          email: "maria@example.org",
          lang: "en",
        },
        service: { id: ids.service("deposits"), name: "Deposits and withdrawals" },
        staff: { id: ids.staff("ana"), full_name: "Ana Lopez" },
        meeting_method: 1,
        fulfillment_method: 1,
        meeting_link: null,
        dial_in: null,
        booked_through: "modern_client_view",
        // Ana's own booking: she serves it; cancelling and moving need staff plus.
        actions: ["check_in", "start", "serve", "no_show"],
      },
    });
    expect(data[0].attributes.actions).toEqual(["start", "serve", "no_show", "meeting_link"]);
    expect(data[2].attributes).toMatchObject({ status: 4, actions: [] });
  });

  it("answers each role the actions it may take, the same the PATCH allows", async () => {
    const booking = await book(server(), ids, dayAt(3));
    const actions = async (token: string) =>
      (await dayView(server(), token, downtown(), "?date=2026-11-26")).json().data.find((b: { id: number }) => b.id === booking.id).attributes.actions;
    // Ben (staff advanced) works there but the booking is Ana's: he checks in, cancels and moves it.
    expect(await actions(ben)).toEqual(["check_in", "cancel", "move"]);
    // A kiosk account checks clients in and nothing else.
    expect(await actions(kiosk)).toEqual(["check_in"]);
    // A manager, and the admin, may do everything.
    expect(await actions(chloe)).toEqual(["check_in", "start", "serve", "no_show", "cancel", "move"]);
    expect(await actions(ADMIN_TOKEN)).toEqual(["check_in", "start", "serve", "no_show", "cancel", "move"]);
    await patchBookingOk(server(), kiosk, booking.id, { checked_in: true });
    expect(await actions(ana)).toEqual(["start", "serve", "no_show"]);
  });

  it("defaults to the location's today, and narrows to one staff member", async () => {
    server().clock.set(dayAt(4, "13:00"));
    const anas = await book(server(), ids, dayAt(4, "16:00"));
    const bens = await book(server(), ids, dayAt(4, "16:00"), { staff: "ben" });
    const today = await dayView(server(), ana, downtown());
    expect(today.json().meta.date).toBe("2026-11-27");
    expect(today.json().data.map((b: { id: number }) => b.id)).toEqual([anas.id, bens.id]);
    const onlyBen = await dayView(server(), ana, downtown(), `?staff_id=${ids.staff("ben")}`);
    expect(onlyBen.json().data.map((b: { id: number }) => b.id)).toEqual([bens.id]);
    expect(onlyBen.json().meta.staff_id).toBe(ids.staff("ben"));
  });

  it("refuses a location the caller does not work at, another vendor's location and a bad date", async () => {
    expect((await dayView(server(), ana, ids.location("toronto"))).json().code).toBe("forbidden");
    const other = (await demoIds(server().store.db, "northwind-clinic")).location("main");
    expect((await dayView(server(), ana, other)).statusCode).toBe(404);
    const bad = await dayView(server(), ana, downtown(), "?date=2026-02-30");
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([422, "date"]);
  });
});
