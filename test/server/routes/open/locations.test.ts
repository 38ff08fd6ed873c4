import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

interface LocationBody {
  id: number;
  attributes: Record<string, unknown> & { name: string; is_currently_open: boolean; future_open_hours: unknown[] };
}

describeEachDialect("GET /api/v2/open/locations", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("lists public locations by sort order then name, private ones left out", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as LocationBody[];
    expect(data.map((l) => l.id)).toEqual([ids.location("downtown"), ids.location("harbor"), ids.location("uptown"), ids.location("toronto")]);
    const downtown = data[0];
    expect(downtown?.attributes).toMatchObject({
      name: "Downtown Branch",
      formatted_address: "100 Main Street, New York, NY 10007",
      coordinates: { lat: 40.7128, lng: -74.006 },
      timezone: "America/New_York",
      is_currently_open: true,
      supports_curbside_pickup: true,
      meeting_methods: [1, 2, 3],
      google_review_url: "https://example.org/maple-and-main/reviews/downtown",
      wait_time: { minutes: 0 },
    });
    expect(downtown?.attributes.future_open_hours).toHaveLength(7);
  });

  it("gives each location's phone for tel: links and formatted for people, national in its own country", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations" });
    const byId = new Map((res.json().data as LocationBody[]).map((l) => [l.id, l.attributes]));
    expect(byId.get(ids.location("harbor"))).toMatchObject({ phone: "+13125550122", phone_formatted: "(312) 555-0122" });
    expect(byId.get(ids.location("toronto"))).toMatchObject({ country: "CA", phone: "+14165550144", phone_formatted: "(416) 555-0144" });
  });

  it("falls back to the address when a location has no name", async () => {
    const res = await server().call({ method: "GET", url: `/api/v2/open/locations/${ids.location("uptown")}` });
    expect(res.json().data.attributes.name).toBe("350 Fifth Avenue, New York, NY 10118");
  });

  it("reports the temporarily closed callback centre as closed, with its future hours", async () => {
    const res = await server().call({ method: "GET", url: `/api/v2/open/locations/${ids.location("harbor")}` });
    const attributes = res.json().data.attributes;
    expect(attributes.restrict_callback_request_hours).toBe(true);
    expect(attributes.is_currently_open).toBe(false);
    expect(attributes.future_open_hours.some((d: { hours?: unknown }) => d.hours)).toBe(true);
  });

  it("localizes names by Accept-Language", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations", headers: { "accept-language": "zh-CN,zh;q=0.9" } });
    expect((res.json().data as LocationBody[])[0]?.attributes.name).toBe("市中心支行");
  });

  it("measures distance in miles for US and km for Canada, with the within flag", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations?lat=40.7128&lng=-74.0060" });
    const byId = new Map((res.json().data as LocationBody[]).map((l) => [l.id, l.attributes]));
    expect(byId.get(ids.location("downtown"))).toMatchObject({ distance: 0, unit: "mi", within: true });
    expect(byId.get(ids.location("uptown"))).toMatchObject({ unit: "mi", within: true });
    expect(byId.get(ids.location("uptown"))?.distance).toBeCloseTo(2.8, 0);
    expect(byId.get(ids.location("toronto"))).toMatchObject({ unit: "km", within: false });
    expect(byId.get(ids.location("toronto"))?.distance).toBeGreaterThan(500);
  });

  it("answers 422 for a half point or a bad number", async () => {
    const half = await server().call({ method: "GET", url: "/api/v2/open/locations?lat=40" });
    expect(half.statusCode).toBe(422);
    const bad = await server().call({ method: "GET", url: "/api/v2/open/locations?lat=abc&lng=1" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: "lat" });
  });

  it("shows a private location by id, but never another vendor's", async () => {
    const own = await server().call({ method: "GET", url: `/api/v2/open/locations/${ids.location("riverside")}` });
    expect(own.json().data.attributes.visibility).toBe("private");
    const other = await server().call({ method: "GET", url: `/api/v2/open/locations/${ids.location("downtown")}`, vendor: "northwind-clinic" });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("location_not_found");
    const junk = await server().call({ method: "GET", url: "/api/v2/open/locations/99999999999" });
    expect(junk.statusCode).toBe(422);
  });

  it("lists only the asking vendor's locations", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/locations", vendor: "city-permits" });
    expect((res.json().data as LocationBody[]).map((l) => l.attributes.name)).toEqual(["City Hall, Room 101"]);
  });
});
