import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const cancelBody = (id: number, code: string) => ({
  data: { id, type: "queue-appointments", attributes: { status: 4, confirm_code: code } },
});

describeEachDialect("GET and PATCH /api/v2/open/queue-appointments/{id}", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("reads the appointment with its code: formatted phone, location, service, staff and dial-in", async () => {
    const joined = await joinDowntown(server(), ids, "open-account", { cell_phone: "2125550142", lang: "es" });
    await setStatus(server(), joined.id, 5, {
      user_id: ids.staff("ana"),
      started_at: new Date().toISOString(),
      meeting_link: "https://meet.example.org/abc",
      dial_in_e164: "+12125550100",
      dial_in_international: "+1 212 555 0100",
      dial_in_pin: "4321",
    });
    const res = await server().call({
      method: "GET",
      url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code.toLowerCase()}`,
      headers: { "accept-language": "es" },
    });
    expect(res.statusCode).toBe(200);
    const { data, included } = res.json();
    expect(data.attributes).toMatchObject({
      status: 5,
      meeting_link: "https://meet.example.org/abc",
      dial_in: { e164: "+12125550100", international: "+1 212 555 0100", pin: "4321" },
      user: { full_name: "Ana Lopez" },
      expected_start: null,
      position: null,
    });
    const byType = (type: string) => included.find((r: { type: string }) => r.type === type);
    expect(byType("clients").attributes.cell_phone_formatted).toBe("(212) 555-0142");
    expect(byType("locations").attributes.name).toBe("Sucursal del centro");
    expect(byType("services").attributes.name).toBe("Abrir una cuenta");
    expect(byType("users").attributes.full_name).toBe("Ana Lopez");
  });

  it("answers the same 404 for a wrong code, a missing code, an unknown id and another vendor", async () => {
    const joined = await joinDowntown(server(), ids);
    const urls = [
      `/api/v2/open/queue-appointments/${joined.id}?code=WRONGCOD`,
      `/api/v2/open/queue-appointments/${joined.id}`,
      `/api/v2/open/queue-appointments/999999?code=${joined.code}`,
    ];
    for (const url of urls) {
      const res = await server().call({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "appointment_not_found", message: "No appointment with this id and code" });
    }
    const foreign = await server().call({
      method: "GET",
      url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}`,
      vendor: "city-permits",
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("cancels a waiting appointment, answers the new attributes, and cannot cancel twice", async () => {
    const joined = await joinDowntown(server(), ids);
    const res = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: cancelBody(joined.id, joined.code),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ id: joined.id, status: 4, expected_start: null });
    const again = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: cancelBody(joined.id, joined.code),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("not_cancellable");
  });

  it("refuses to cancel a visit in progress, with a wrong code, or without CSRF, changing nothing", async () => {
    const joined = await joinDowntown(server(), ids);
    const wrong = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: cancelBody(joined.id, "WRONGCOD"),
    });
    expect(wrong.statusCode).toBe(404);
    const noCsrf = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: cancelBody(joined.id, joined.code),
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const notCancel = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: { data: { type: "queue-appointments", attributes: { status: 2, confirm_code: joined.code } } },
    });
    expect(notCancel.statusCode).toBe(422);
    await setStatus(server(), joined.id, 5);
    const started = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${joined.id}`,
      payload: cancelBody(joined.id, joined.code),
    });
    expect(started.statusCode).toBe(409);
    const row = await server().store.db.selectFrom("queue_appointments").select("status").where("id", "=", joined.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(5);
  });

  it("moves the clients behind a cancelled one forward", async () => {
    const first = await joinDowntown(server(), ids, "loan-consultation");
    const second = await joinDowntown(server(), ids, "loan-consultation");
    const read = async () =>
      (await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${second.id}?code=${second.code}` })).json().data.attributes;
    const before = await read();
    await server().call({ method: "PATCH", url: `/api/v2/open/queue-appointments/${first.id}`, payload: cancelBody(first.id, first.code) });
    const after = await read();
    expect(after.position).toBe(before.position - 1);
    expect(new Date(after.expected_start).getTime()).toBeLessThanOrEqual(new Date(before.expected_start).getTime());
  });
});

describeEachDialect(
  "reading appointments by id and code is rate-limited",
  (server) => {
    it("answers 429 once a client has read too often, so codes cannot be guessed quickly", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/1?code=GUESS${i}` })).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "2" } },
);
