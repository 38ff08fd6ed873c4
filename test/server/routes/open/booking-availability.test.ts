import { readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import { allSlots, bookDowntown, timeslots } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";

const localTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));

// Two days before New York falls back (2026-11-01 02:00 EDT → 01:00 EST).
describeEachDialect(
  "booking across a DST change",
  (server) => {
    let ids: DemoIds;
    beforeAll(async () => {
      ids = await demoIds(server().store.db);
    });

    it("lists 25 hours of slots on the day clocks fall back and 24 on the next", async () => {
      const answer = await timeslots(server(), { location_id: ids.location("downtown"), service_id: ids.service("deposits"), from: "2026-11-01", days: 2 });
      const [fallBack, monday] = answer.data.days;
      expect(fallBack?.slots).toHaveLength(100);
      expect(monday?.slots).toHaveLength(96);
      expect(fallBack?.slots[0]?.start).toBe("2026-11-01T04:00:00.000Z");
      expect(fallBack?.slots.at(-1)?.start).toBe("2026-11-02T04:45:00.000Z");
      const twice = fallBack?.slots.filter((s) => localTime(s.start) === "01:30").map((s) => s.start);
      expect(twice).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z"]);
    });

    it("books the second 01:30 and keeps the first one free", async () => {
      const booked = await bookDowntown(server(), ids, "2026-11-01T06:30:00.000Z", { attributes: { staff_id: ids.staff("ana") } });
      const read = await server().call({ method: "GET", url: `/api/v3/open/appointments/${booked.id}?code=${booked.code}` });
      expect(read.json().data.attributes).toMatchObject({ start: "2026-11-01T06:30:00.000Z", end: "2026-11-01T06:38:00.000Z", timezone: "America/New_York" });
      const answer = await timeslots(server(), {
        location_id: ids.location("downtown"),
        service_id: ids.service("deposits"),
        staff_id: ids.staff("ana"),
        from: "2026-11-01",
        days: 1,
      });
      const starts = allSlots(answer).map((s) => s.start);
      expect(starts).toContain("2026-11-01T05:30:00.000Z");
      expect(starts).not.toContain("2026-11-01T06:30:00.000Z");
    });
  },
  { now: "2026-10-30T12:00:00.000Z" },
);

describeEachDialect("invite-only services, staff and working hours", (server) => {
  const vendor = "riverbank";
  const get = (url: string) => server().call({ method: "GET", url, vendor });
  const CODE = "rb-specialist-2026";
  let rows: { location: number; consult: number; ng: number; okafor: number };

  beforeAll(async () => {
    const doc = JSON.parse(readFileSync("server/examples/riverbank-clinic.json", "utf8"));
    const put = await server().app.inject({
      method: "PUT",
      url: `/api/v2/admin/vendors/${vendor}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { ...doc, modern_client_view: true },
    });
    expect(put.statusCode).toBe(201);
    const riverbank = await demoIds(server().store.db, vendor);
    rows = {
      location: riverbank.location("main-street"),
      consult: riverbank.service("allergy-consult"),
      ng: riverbank.staff("dr-ng"),
      okafor: riverbank.staff("dr-okafor"),
    };
  });

  it("lists invite-only services and staff only with a valid invitation code", async () => {
    const names = async (invite: string) =>
      ((await get(`/api/v3/open/booking/services?invite=${invite}`)).json().data as { attributes: { name: string } }[]).map((s) => s.attributes.name);
    expect(await names("wrong-code-123")).not.toContain("Allergy specialist consultation");
    expect(await names(CODE)).toContain("Allergy specialist consultation");
    const staff = await get(`/api/v3/open/booking/staff?location_id=${rows.location}&service_id=${rows.consult}&invite=${CODE}`);
    expect(staff.json().data).toEqual([
      {
        id: rows.ng,
        type: "staff",
        attributes: { full_name: "Dr. Alex Ng", photo_url: "https://riverbank.example/staff/alex-ng.jpg", languages: ["en", "fr"] },
      },
      { id: rows.okafor, type: "staff", attributes: { full_name: "Dr. Chidi Okafor", photo_url: null, languages: [] } },
    ]);
    const uninvited = await get(`/api/v3/open/booking/timeslots?location_id=${rows.location}&service_id=${rows.consult}`);
    expect(uninvited.json().errors[0]).toMatchObject({ field: "service_id", code: "service_unavailable" });
  });

  it("keeps a staff member to their own hours inside the location's", async () => {
    const answer = await timeslots(
      server(),
      { location_id: rows.location, service_id: rows.consult, staff_id: rows.okafor, from: "2026-11-24", days: 3, invite: CODE },
      vendor,
    );
    const [tuesday, wednesday, thursday] = answer.data.days;
    expect(tuesday?.slots.map((s) => localTime(s.start))).toEqual([
      "13:00",
      "13:15",
      "13:30",
      "13:45",
      "14:00",
      "14:15",
      "14:30",
      "14:45",
      "15:00",
      "15:15",
      "15:30",
      "15:45",
      "16:00",
      "16:15",
      "16:30",
      "16:45",
      "17:00",
      "17:15",
    ]);
    expect(wednesday?.slots).toEqual([]);
    expect(thursday?.slots.map((s) => localTime(s.start))).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "11:00", "11:15"]);
    expect(answer.meta.duration_minutes).toBe(45);
  });

  it("never publishes the invitation codes", async () => {
    const res = await get("/api/v2/open/vendor");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(CODE);
    expect(res.json().data.attributes).not.toHaveProperty("invitation_codes");
  });
});

describeEachDialect(
  "guessing invitation codes",
  (server) => {
    it("limits reads that try an invitation code, and only those", async () => {
      const statuses = async (query: string) => {
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push((await server().call({ method: "GET", url: `/api/v3/open/booking/services${query}` })).statusCode);
        return answers;
      };
      // RATE_LIMIT_PER_MINUTE=1 allows five reads by code a minute.
      expect(await statuses("?invite=guess-0001")).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await statuses("")).toEqual([200, 200, 200, 200, 200, 200]);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "1" } },
);
