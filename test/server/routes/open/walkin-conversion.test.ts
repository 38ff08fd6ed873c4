import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

describeEachDialect("GET /api/v3/open/walkin-conversion", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("answers a booking-flow URL with the service, location and client language filled in", async () => {
    const joined = await joinDowntown(server(), ids, "loan-consultation", { lang: "fr" });
    const res = await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${joined.id}&confirm_code=${joined.code}` });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    // Under the vendor's own path, as every link of a vendor that has one.
    expect(url.pathname).toBe("/s/maple-main/book/select-timeslot");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      walkin_id: String(joined.id),
      code: joined.code,
      location: String(ids.location("downtown")),
      service: String(ids.service("loan-consultation")),
      meeting_method: "1",
      lang: "fr",
    });
  });

  it("is only for a waiting spot, with the right code", async () => {
    const joined = await joinDowntown(server(), ids);
    const wrong = await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${joined.id}&confirm_code=XXXX` });
    expect(wrong.statusCode).toBe(404);
    const missing = await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${joined.id}` });
    expect(missing.statusCode).toBe(422);
    await setStatus(server(), joined.id, 4);
    const cancelled = await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${joined.id}&confirm_code=${joined.code}` });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe("appointment_not_waiting");
  });

  it("needs the vendor's modern client view", async () => {
    const cityIds = await demoIds(server().store.db, "city-permits");
    const res = await server().call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      vendor: "city-permits",
      payload: {
        data: {
          type: "queue-appointments",
          attributes: { location_id: cityIds.location("city-hall"), service_id: cityIds.service("permit") },
          relationships: { client: { data: { attributes: { first_name: "Lee", cell_phone: "+15125550100" } } } },
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, attributes } = res.json().data;
    const conversion = await server().call({
      method: "GET",
      url: `/api/v3/open/walkin-conversion?id=${id}&confirm_code=${attributes.confirm_code}`,
      vendor: "city-permits",
    });
    expect(conversion.statusCode).toBe(403);
    expect(conversion.json().code).toBe("modern_client_view_disabled");
  });
});
