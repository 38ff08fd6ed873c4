import { beforeAll, expect, it } from "vitest";
import { bookDowntown } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("GET /api/v3/open/appointments/{id}/calendar.ics", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  // A plain link: no X-Vendor header, the vendor in the query.
  const calendar = (id: number, query: string) => server().app.inject({ method: "GET", url: `/api/v3/open/appointments/${id}/calendar.ics?${query}` });

  it("is a calendar file of the appointment, updated by moves and cancels", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-23T15:00:00.000Z", { service: "loan-consultation" });
    const res = await calendar(booked.id, `vendor=demo&code=${booked.code}&lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="appointment-${booked.id}.ics"`);
    const ics = res.body.replace(/\r\n[ \t]/g, "");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`UID:appointment-${booked.id}@queue-booking`);
    expect(ics).toContain("DTSTART:20261123T150000Z");
    expect(ics).toContain("DTEND:20261123T153000Z");
    expect(ics).toContain("SUMMARY:Conseil en prêt – Agence du centre-ville");
    expect(ics).toContain("LOCATION:100 Main Street\\, New York\\, NY 10007");
    expect(ics).toContain(`Numéro de confirmation : ${booked.code}`);
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("SEQUENCE:0");

    const move = await server().call({
      method: "PATCH",
      url: `/api/v3/open/appointments/${booked.id}`,
      payload: { data: { type: "appointments", attributes: { start: "2026-11-23T16:00:00Z", confirm_code: booked.code } } },
    });
    expect(move.statusCode).toBe(200);
    await server().call({
      method: "PATCH",
      url: `/api/v3/open/appointments/${booked.id}`,
      payload: { data: { type: "appointments", attributes: { status: 4, confirm_code: booked.code } } },
    });
    const after = (await calendar(booked.id, `vendor=demo&code=${booked.code}`)).body;
    expect(after).toContain("DTSTART:20261123T160000Z");
    expect(after).toContain("SEQUENCE:1");
    expect(after).toContain("STATUS:CANCELLED");
  });

  it("needs the id and code of that vendor's appointment", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-23T17:00:00.000Z");
    const wrong = await calendar(booked.id, `vendor=demo&code=WRONG234`);
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, "appointment_not_found"]);
    expect((await calendar(booked.id, `vendor=northwind-clinic&code=${booked.code}`)).statusCode).toBe(404);
    expect((await calendar(booked.id, `vendor=nobody&code=${booked.code}`)).json().code).toBe("vendor_not_found");
    // A NUL names no vendor either (PostgreSQL text cannot hold one: it once answered 500).
    const nul = await calendar(booked.id, `vendor=%00&code=${booked.code}`);
    expect([nul.statusCode, nul.json().code]).toEqual([404, "vendor_not_found"]);
    expect((await calendar(booked.id, "vendor=demo")).statusCode).toBe(422);
  });
});
