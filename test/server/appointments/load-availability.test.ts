import { beforeAll, expect, it } from "vitest";
import { demoVendor } from "../../../server/src/demo/demo-vendor.js";
import { bookDowntown, bookingBody, timeslots } from "../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../helpers/test-server.js";

const localTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

// The demo vendor again, with Ana away on Tuesday morning and Downtown closed on Thanksgiving
// (local times in New York, end exclusive).
const withTimeOff = {
  ...demoVendor,
  locations: demoVendor.locations.map((l) =>
    l.key === "downtown" ? { ...l, time_off: [{ start: "2026-11-26T00:00", end: "2026-11-27T00:00", reason: "Thanksgiving" }] } : l,
  ),
  staff: (demoVendor.staff ?? []).map((s) =>
    s.key === "ana" ? { ...s, time_off: [{ start: "2026-11-24T09:00", end: "2026-11-24T12:00", reason: "Training" }] } : s,
  ),
};

describeEachDialect("dated time off removes bookable times", (server) => {
  let ids: DemoIds;
  const slotsOf = async (from: string, days: number, staff?: string) => {
    const query = { location_id: ids.location("downtown"), service_id: ids.service("deposits"), from, days, ...(staff ? { staff_id: ids.staff(staff) } : {}) };
    return (await timeslots(server(), query)).data.days;
  };
  const book = (start: string, staff?: string) =>
    server().call({
      method: "POST",
      url: "/api/v3/open/appointments",
      payload: bookingBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), start, staff_id: staff ? ids.staff(staff) : null }),
    });

  beforeAll(async () => {
    const put = await server().app.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/demo",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: withTimeOff,
    });
    expect(put.statusCode).toBe(200);
    ids = await demoIds(server().store.db);
  });

  it("takes a staff member's leave out of their times, in the location's zone", async () => {
    const [tuesday] = await slotsOf("2026-11-24", 1, "ana");
    const starts = (tuesday?.slots ?? []).map((s) => localTime(s.start));
    expect(starts).toContain("08:45");
    expect(starts.filter((t) => t >= "09:00" && t < "12:00")).toEqual([]);
    expect(starts).toContain("12:00");
    // Ben still has the morning.
    const [withAnyone] = await slotsOf("2026-11-24", 1);
    const ten = withAnyone?.slots.find((s) => localTime(s.start) === "10:00");
    expect(ten?.staff_ids).toEqual([ids.staff("ben")]);
  });

  it("takes a closed day out of every staff member's times", async () => {
    const [wednesday, thanksgiving, friday] = await slotsOf("2026-11-25", 3);
    expect(wednesday?.slots).toHaveLength(96);
    expect(thanksgiving?.slots).toEqual([]);
    expect(friday?.slots).toHaveLength(96);
  });

  it("refuses a booking inside time off like any time that is not offered", async () => {
    const inLeave = await book("2026-11-24T15:00:00.000Z", "ana");
    expect(inLeave.statusCode).toBe(422);
    expect(inLeave.json().errors[0]).toMatchObject({ field: "start" });
    const closed = await book("2026-11-26T17:00:00.000Z");
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors[0]).toMatchObject({ field: "start" });
    // The same hour with Ben, and Ana right after her leave, are fine.
    expect((await book("2026-11-24T15:00:00.000Z", "ben")).statusCode).toBe(201);
    expect((await book("2026-11-24T17:00:00.000Z", "ana")).statusCode).toBe(201);
  });

  it("refuses to move a booking into time off", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-25T15:00:00.000Z", { attributes: { staff_id: ids.staff("ana") } });
    const move = await server().call({
      method: "PATCH",
      url: `/api/v3/open/appointments/${booked.id}`,
      payload: { data: { type: "appointments", attributes: { confirm_code: booked.code, start: "2026-11-26T15:00:00.000Z" } } },
    });
    expect(move.statusCode).toBe(422);
    const read = await server().call({ method: "GET", url: `/api/v3/open/appointments/${booked.id}?code=${booked.code}` });
    expect(read.json().data.attributes.start).toBe("2026-11-25T15:00:00.000Z");
  });
});

describeEachDialect(
  "the demo's holiday closure",
  (server) => {
    it("closes Toronto on Christmas Day and Boxing Day", async () => {
      const ids = await demoIds(server().store.db);
      const answer = await timeslots(server(), { location_id: ids.location("toronto"), service_id: ids.service("deposits"), from: "2026-12-24", days: 3 });
      expect(answer.data.days.map((d) => [d.date, d.slots.length > 0])).toEqual([
        ["2026-12-24", true],
        ["2026-12-25", false],
        ["2026-12-26", false],
      ]);
    });
  },
  { now: "2026-12-20T15:00:00.000Z" },
);
