import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { describeEachDialect, TEST_NOW } from "../../../helpers/test-server.js";

const url = (id: number, query = "") => `/api/v2/open/queue-appointments-services/${id}${query}`;

describeEachDialect("GET /api/v2/open/queue-appointments-services/{locationId}", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("answers services in data[0] and expected starts in data[1]", async () => {
    const res = await server().call({ method: "GET", url: url(ids.location("downtown")) });
    expect(res.statusCode).toBe(200);
    const [services, waits] = res.json().data;
    expect(services.map((s: { attributes: { name: string } }) => s.attributes.name)).toEqual([
      "Open an account",
      "Loan consultation",
      "Deposits and withdrawals",
      "Card and document pickup",
      "Curbside cash order",
    ]);
    expect(services[3].attributes).toMatchObject({ supports_curbside_pickup: true, display_in_lobby: true });
    expect(waits).toHaveLength(5);
    // An idle desk: the start is now, and so is its 90th percentile.
    expect(waits[0]).toEqual({ id: ids.service("open-account"), expectedStart: TEST_NOW, expectedStartP90: TEST_NOW });
    expect(res.json().meta).toMatchObject({ unavailable_reason: null, meeting_method: 1, show_wait_time: true });
  });

  it("localizes service names", async () => {
    const res = await server().call({ method: "GET", url: url(ids.location("downtown")), headers: { "accept-language": "pl" } });
    expect(res.json().data[0][0].attributes.name).toBe("Otwarcie konta");
  });

  it("filters by meeting method", async () => {
    const res = await server().call({ method: "GET", url: url(ids.location("downtown"), "?meeting_method=3") });
    const names = res.json().data[0].map((s: { attributes: { name: string } }) => s.attributes.name);
    expect(names).toEqual(["Open an account", "Loan consultation", "Deposits and withdrawals"]);
  });

  it("says why nothing is available: private location, no staff by video, not offered", async () => {
    const priv = await server().call({ method: "GET", url: url(ids.location("riverside")) });
    expect(priv.json()).toMatchObject({ data: [[], []], meta: { unavailable_reason: "private_location" } });
    const video = await server().call({ method: "GET", url: url(ids.location("uptown"), "?meeting_method=3") });
    expect(video.json()).toMatchObject({ data: [[], []], meta: { unavailable_reason: "no_staff_video" } });
    const phone = await server().call({ method: "GET", url: url(ids.location("uptown"), "?meeting_method=2") });
    expect(phone.json().meta.unavailable_reason).toBe("not_offered");
  });

  it("refuses a bad meeting method or id, and another vendor's location", async () => {
    expect((await server().call({ method: "GET", url: url(ids.location("downtown"), "?meeting_method=9") })).statusCode).toBe(422);
    expect((await server().call({ method: "GET", url: "/api/v2/open/queue-appointments-services/abc" })).statusCode).toBe(422);
    const other = await server().call({ method: "GET", url: url(ids.location("downtown")), vendor: "city-permits" });
    expect(other.statusCode).toBe(404);
  });
});
