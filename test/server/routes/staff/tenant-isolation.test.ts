import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";
import { issueToken, join, patchStatus, staffCall, statusOf } from "./staff-fixtures.js";

describeEachDialect("staff API tenant isolation", (server) => {
  let ids: DemoIds;
  let clerk: string;
  let appointment: number;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    clerk = await issueToken(server(), "clerk", "city-permits");
    appointment = await join(server(), ids);
  });

  /** The same call against another vendor's id and an id that does not exist answer alike. */
  async function sameAsUnknown(call: (id: number) => Promise<{ statusCode: number; json(): unknown }>, foreignId: number) {
    const foreign = await call(foreignId);
    const unknown = await call(999_999);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  }

  it("answers 404 for another vendor's location, exactly like an unknown one", async () => {
    await sameAsUnknown((id) => staffCall(server(), clerk, { method: "GET", url: `/api/v2/staff/locations/${id}/queue` }), ids.location("downtown"));
    await sameAsUnknown(
      (id) => staffCall(server(), clerk, { method: "POST", url: `/api/v2/staff/locations/${id}/call-next`, payload: {} }),
      ids.location("downtown"),
    );
    await sameAsUnknown(
      (id) => staffCall(server(), clerk, { method: "PUT", url: "/api/v2/staff/presence", payload: { location_id: id, on_duty: false } }),
      ids.location("downtown"),
    );
  });

  it("answers 404 for another vendor's appointment and changes nothing", async () => {
    await sameAsUnknown((id) => patchStatus(server(), clerk, id, { status: 4 }), appointment);
    expect(await statusOf(server(), appointment)).toBe(1);
  });

  it("lists only the token's own vendor's locations", async () => {
    const me = await staffCall(server(), clerk, { method: "GET", url: "/api/v2/staff/me" });
    expect(me.json().data.attributes.vendor.slug).toBe("city-permits");
    const permits = await demoIds(server().store.db, "city-permits");
    expect(me.json().meta.locations.map((l: { id: number }) => l.id)).toEqual([permits.location("city-hall")]);
  });

  it("works the other way round, while ADMIN_TOKEN reaches every vendor", async () => {
    const ana = await issueToken(server(), "ana");
    const permits = await demoIds(server().store.db, "city-permits");
    const res = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/locations/${permits.location("city-hall")}/queue` });
    expect(res.statusCode).toBe(404);
    const admin = await staffCall(server(), ADMIN_TOKEN, { method: "GET", url: `/api/v2/staff/locations/${permits.location("city-hall")}/queue` });
    expect(admin.statusCode).toBe(200);
  });
});
