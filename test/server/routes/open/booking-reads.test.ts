import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { allSlots, timeslots } from "../../../helpers/booking.js";
import { joinDowntown } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("booking reads", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  const get = (url: string, headers: Record<string, string> = {}) => server().call({ method: "GET", url, headers });

  describe("GET /api/v3/open/booking/services", () => {
    it("lists what someone can be booked for at a location, localized, with its meeting methods", async () => {
      const res = await get(`/api/v3/open/booking/services?location_id=${ids.location("downtown")}`, { "accept-language": "es" });
      expect(res.statusCode).toBe(200);
      const services = res.json().data as { id: number; attributes: { name: string; meeting_methods: number[]; duration_minutes: number } }[];
      const loan = services.find((s) => s.id === ids.service("loan-consultation"));
      expect(loan?.attributes).toMatchObject({ name: "Asesoría de préstamos", meeting_methods: [1, 2, 3], duration_minutes: 30 });
      expect(services.find((s) => s.id === ids.service("card-pickup"))?.attributes.meeting_methods).toEqual([1]);
    });

    it("leaves out meeting methods nobody there serves", async () => {
      // Uptown offers accounts by video, but none of its staff serve video.
      const res = await get(`/api/v3/open/booking/services?location_id=${ids.location("uptown")}`);
      const account = (res.json().data as { id: number; attributes: { meeting_methods: number[] } }[]).find((s) => s.id === ids.service("open-account"));
      expect(account?.attributes.meeting_methods).toEqual([1]);
    });
  });

  describe("GET /api/v3/open/booking/locations", () => {
    it("lists the public locations where the service can be booked by that method", async () => {
      const res = await get(`/api/v3/open/booking/locations?service_id=${ids.service("open-account")}&meeting_method=3`);
      expect(res.statusCode).toBe(200);
      expect((res.json().data as { id: number }[]).map((l) => l.id)).toEqual([ids.location("downtown")]);
      const inPerson = await get(`/api/v3/open/booking/locations?service_id=${ids.service("open-account")}`);
      const listed = (inPerson.json().data as { id: number; attributes: { timezone: string } }[]).map((l) => l.id);
      expect(listed).toEqual([ids.location("downtown"), ids.location("uptown"), ids.location("toronto")]);
      expect(listed).not.toContain(ids.location("riverside"));
    });

    it("refuses a malformed query with the field named", async () => {
      const res = await get("/api/v3/open/booking/locations?service_id=abc");
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: "service_id", code: "invalid_value" });
    });
  });

  describe("GET /api/v3/open/booking/staff", () => {
    it("lists who may be chosen, with their languages, never a kiosk account", async () => {
      const res = await get(`/api/v3/open/booking/staff?location_id=${ids.location("downtown")}&service_id=${ids.service("deposits")}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { id: ids.staff("ana"), type: "staff", attributes: { full_name: "Ana Lopez", photo_url: null, languages: ["en", "es"] } },
        { id: ids.staff("ben"), type: "staff", attributes: { full_name: "Ben Carter", photo_url: null, languages: ["en", "fr"] } },
      ]);
    });
  });

  describe("GET /api/v3/open/booking/timeslots", () => {
    const query = () => ({ location_id: ids.location("downtown"), service_id: ids.service("deposits") });

    it("starts an hour from now (time in advance) and lists a week of local days", async () => {
      const answer = await timeslots(server(), query());
      expect(answer.data.timezone).toBe("America/New_York");
      expect(answer.meta).toEqual({ first_date: "2026-11-22", last_date: "2026-12-22", duration_minutes: 8 });
      expect(answer.data.days.map((d) => d.date)).toEqual(["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
      const [first] = allSlots(answer);
      expect(first).toEqual({
        start: "2026-11-22T16:00:00.000Z",
        end: "2026-11-22T16:08:00.000Z",
        start_local: { wall: "2026-11-22T11:00", offset: -300, abbr: "EST" },
        staff_ids: [ids.staff("ana"), ids.staff("ben")],
      });
      // Downtown is open around the clock: 96 quarter hours on an ordinary day.
      expect(answer.data.days[1]?.slots).toHaveLength(96);
    });

    it("narrows to one staff member and pages by date", async () => {
      const answer = await timeslots(server(), { ...query(), staff_id: ids.staff("ben"), from: "2026-12-20", days: 4 });
      expect(answer.data.days.map((d) => [d.date, d.slots.length > 0])).toEqual([
        ["2026-12-20", true],
        ["2026-12-21", true],
        ["2026-12-22", true],
        ["2026-12-23", false],
      ]);
      expect(allSlots(answer).every((s) => s.staff_ids.join() === String(ids.staff("ben")))).toBe(true);
      // The window ends 30 days from now, at 10:00 local on the last day.
      expect(answer.data.days[2]?.slots.at(-1)?.start).toBe("2026-12-22T14:45:00.000Z");
    });

    it("refuses bad queries and things that cannot be booked", async () => {
      const bad = await get(`/api/v3/open/booking/timeslots?location_id=${ids.location("downtown")}&service_id=1&from=2026-02-30&days=15`);
      expect(bad.statusCode).toBe(422);
      expect((bad.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["days", "from"]);
      const privateLocation = await get(`/api/v3/open/booking/timeslots?location_id=${ids.location("riverside")}&service_id=${ids.service("open-account")}`);
      expect(privateLocation.statusCode).toBe(422);
      expect(privateLocation.json().errors[0]).toMatchObject({ field: "location_id", code: "location_private" });
      const notOffered = await get(`/api/v3/open/booking/timeslots?location_id=${ids.location("uptown")}&service_id=${ids.service("loan-consultation")}`);
      expect(notOffered.json().errors[0]).toMatchObject({ field: "service_id", code: "service_unavailable" });
    });

    it("keeps staff serving the walk-in line until the line is expected to be done", async () => {
      // Six 30-minute consultations shared by Ana and Ben keep both busy until 16:30Z.
      for (let i = 0; i < 6; i++) await joinDowntown(server(), ids, "loan-consultation");
      const [first] = allSlots(await timeslots(server(), query()));
      expect(first?.start).toBe("2026-11-22T16:30:00.000Z");
      expect(first?.staff_ids).toEqual([ids.staff("ana"), ids.staff("ben")]);
    });
  });

  it("is refused for a vendor without the modern client view", async () => {
    const res = await server().call({ method: "GET", url: "/api/v3/open/booking/services", vendor: "city-permits" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("modern_client_view_disabled");
  });
});
