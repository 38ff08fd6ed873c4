import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../../helpers/test-server.js";
import { book, clientCheckIn, dayAt, patchBookingOk, plusMinutes } from "../../../helpers/appointment-fixtures.js";
import { clearLines, issueToken } from "../staff/staff-fixtures.js";

describeEachDialect("checking in for a booked appointment", (server) => {
  let ids: DemoIds;
  let ben: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ben = await issueToken(server(), "ben");
    await clearLines(server());
  });
  beforeEach(() => server().clock.set(TEST_NOW));

  const read = (id: number, code: string) => server().call({ method: "GET", url: `/api/v3/open/appointments/${id}?code=${code}` });
  const kiosk = (confirmCode: string, location = ids.location("downtown"), headers: Record<string, string> = {}) =>
    server().call({ method: "POST", url: `/api/v3/open/locations/${location}/check-in`, payload: { confirm_code: confirmCode }, headers });
  const refusal = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

  describe("on the manage page", () => {
    it("opens 30 minutes before the start and closes when the no-show grace runs out", async () => {
      const booking = await book(server(), ids, dayAt(1));
      server().clock.set(plusMinutes(dayAt(1), -31));
      expect((await read(booking.id, booking.code)).json().data.attributes).toMatchObject({ can_check_in: false, check_in_from: plusMinutes(dayAt(1), -30) });
      expect(refusal(await clientCheckIn(server(), booking.id, booking.code))).toEqual([409, "check_in_not_open"]);

      server().clock.set(plusMinutes(dayAt(1), -30));
      expect((await read(booking.id, booking.code)).json().data.attributes.can_check_in).toBe(true);
      const res = await clientCheckIn(server(), booking.id, booking.code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.attributes).toMatchObject({ id: booking.id, status: 1, checked_in_at: plusMinutes(dayAt(1), -30), can_check_in: false });
      expect(refusal(await clientCheckIn(server(), booking.id, booking.code))).toEqual([409, "already_checked_in"]);

      const late = await book(server(), ids, dayAt(1, "17:00"));
      server().clock.set(plusMinutes(dayAt(1, "17:00"), 16));
      expect(refusal(await clientCheckIn(server(), late.id, late.code))).toEqual([409, "check_in_not_open"]);
    });

    it("is for in-person, confirmed appointments of whoever holds the code", async () => {
      const phone = await book(server(), ids, dayAt(2), { method: 2 });
      const cancelled = await book(server(), ids, dayAt(2, "16:00"));
      await patchBookingOk(server(), ben, cancelled.id, { status: 4 });
      server().clock.set(plusMinutes(dayAt(2), -5));
      expect(refusal(await clientCheckIn(server(), phone.id, phone.code))).toEqual([409, "not_in_person"]);
      expect(refusal(await clientCheckIn(server(), cancelled.id, cancelled.code))).toEqual([409, "appointment_not_confirmed"]);
      expect(refusal(await clientCheckIn(server(), phone.id, "WRONG234"))).toEqual([404, "appointment_not_found"]);
      const other = await server().call({
        method: "POST",
        url: `/api/v3/open/appointments/${phone.id}/check-in`,
        payload: { code: phone.code },
        vendor: "northwind-clinic",
      });
      expect(other.statusCode).toBe(403);
    });

    it("needs the CSRF token, as every open write", async () => {
      const booking = await book(server(), ids, dayAt(3));
      const res = await server().call({
        method: "POST",
        url: `/api/v3/open/appointments/${booking.id}/check-in`,
        payload: { code: booking.code },
        csrf: false,
      });
      expect(refusal(res)).toEqual([403, "csrf_missing"]);
    });
  });

  describe("at a kiosk", () => {
    it("finds today's booking by its code, checks it in however early, and greets the client", async () => {
      const booking = await book(server(), ids, dayAt(4, "20:00"), { firstName: "Lucía", staff: "ben" });
      server().clock.set(dayAt(4, "13:00"));
      const res = await kiosk(booking.code.toLowerCase(), ids.location("downtown"), { "accept-language": "es" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: {
          id: booking.id,
          type: "check-ins",
          attributes: {
            first_name: "Lucía",
            start: dayAt(4, "20:00"),
            timezone: "America/New_York",
            start_local: { wall: "2026-11-27T15:00", offset: -300, abbr: "EST" },
            checked_in_at: dayAt(4, "13:00"),
            service: { id: ids.service("deposits"), name: "Depósitos y retiros" },
            staff: { full_name: "Ben Carter" },
          },
        },
      });
      expect(refusal(await kiosk(booking.code))).toEqual([409, "already_checked_in"]);
    });

    it("knows no code of another day or another location, and no code at all", async () => {
      const tomorrow = await book(server(), ids, dayAt(6));
      server().clock.set(dayAt(5));
      expect(refusal(await kiosk(tomorrow.code))).toEqual([404, "appointment_not_found"]);
      server().clock.set(dayAt(6, "14:00"));
      expect(refusal(await kiosk(tomorrow.code, ids.location("uptown")))).toEqual([404, "appointment_not_found"]);
      expect(refusal(await kiosk("ZZZZZZZZ"))).toEqual([404, "appointment_not_found"]);
      expect(refusal(await kiosk(tomorrow.code, 999_999))).toEqual([404, "location_not_found"]);
      // After the grace the kiosk sends the client to the desk.
      server().clock.set(plusMinutes(dayAt(6), 20));
      expect(refusal(await kiosk(tomorrow.code))).toEqual([409, "check_in_not_open"]);
    });
  });
});
