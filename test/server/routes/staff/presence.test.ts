import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, staffCall } from "./staff-fixtures.js";

describeEachDialect("PUT /api/v2/staff/presence", (server) => {
  let ids: DemoIds;
  let ana: string;
  let ben: string;
  let chloe: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    ben = await issueToken(server(), "ben");
    chloe = await issueToken(server(), "chloe");
  });
  beforeEach(async () => {
    await clearLines(server());
    await server()
      .store.db.updateTable("staff_locations")
      .set({ on_duty: 1 })
      .where("staff_id", "in", [ids.staff("ana"), ids.staff("ben")])
      .execute();
    server().app.ctx.lines.forget();
  });

  const presence = (token: string, payload: object) => staffCall(server(), token, { method: "PUT", url: "/api/v2/staff/presence", payload });
  const services = async (method: number) => {
    const res = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}?meeting_method=${method}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: [{ id: number }[], unknown[]]; meta: { unavailable_reason: string | null } };
  };
  const onDuty = async (staff: string, location = "downtown") =>
    (
      await server()
        .store.db.selectFrom("staff_locations")
        .select("on_duty")
        .where("staff_id", "=", ids.staff(staff))
        .where("location_id", "=", ids.location(location))
        .executeTakeFirstOrThrow()
    ).on_duty;

  it("takes the last video server off duty and back: the services call follows", async () => {
    // Ana is the only one at downtown who serves video.
    expect((await services(3)).data[0].length).toBeGreaterThan(0);
    const off = await presence(ana, { location_id: ids.location("downtown"), on_duty: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({
      type: "staff-presence",
      id: `${ids.staff("ana")}:${ids.location("downtown")}`,
      attributes: { staff_id: ids.staff("ana"), location_id: ids.location("downtown"), on_duty: false },
    });
    expect(await onDuty("ana")).toBe(0);
    const none = await services(3);
    expect(none.data[0]).toEqual([]);
    expect(none.meta.unavailable_reason).toBe("no_staff_video");
    // Ben still serves in person.
    expect((await services(1)).meta.unavailable_reason).toBeNull();

    expect((await presence(ana, { location_id: ids.location("downtown"), on_duty: true })).statusCode).toBe(200);
    expect((await services(3)).meta.unavailable_reason).toBeNull();
  });

  it("shows no_staff_in_person when everyone at the location goes off duty", async () => {
    await presence(ana, { location_id: ids.location("downtown"), on_duty: false });
    await presence(ben, { location_id: ids.location("downtown"), on_duty: false });
    expect((await services(1)).meta.unavailable_reason).toBe("no_staff_in_person");
    const queue = await staffCall(server(), ana, { method: "GET", url: `/api/v2/staff/locations/${ids.location("downtown")}/queue` });
    expect(queue.json().meta.staff).toEqual([]);
  });

  it("lets a manager set another staff member's presence, even where the manager is not assigned", async () => {
    const res = await presence(chloe, { location_id: ids.location("downtown"), on_duty: false, staff_id: ids.staff("ana") });
    expect(res.statusCode).toBe(200);
    expect(await onDuty("ana")).toBe(0);
  });

  it("refuses staff setting someone else's presence (403) and places they are not assigned to (422)", async () => {
    const other = await presence(ana, { location_id: ids.location("downtown"), on_duty: false, staff_id: ids.staff("ben") });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: "forbidden", message: "Only a manager may set another staff member's presence" });
    expect(await onDuty("ben")).toBe(1);
    const notAssigned = await presence(ana, { location_id: ids.location("uptown"), on_duty: true });
    expect(notAssigned.statusCode).toBe(422);
    expect(notAssigned.json().errors[0]).toMatchObject({ field: "location_id", code: "invalid_value" });
  });

  it("with ADMIN_TOKEN needs staff_id; validates the body", async () => {
    const missing = await presence(ADMIN_TOKEN, { location_id: ids.location("downtown"), on_duty: false });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ field: "staff_id", code: "required" });
    const ok = await presence(ADMIN_TOKEN, { location_id: ids.location("downtown"), on_duty: false, staff_id: ids.staff("ben") });
    expect(ok.statusCode).toBe(200);
    expect(await onDuty("ben")).toBe(0);
    for (const payload of [{ location_id: ids.location("downtown") }, { location_id: "1", on_duty: true }, { location_id: 1, on_duty: "yes" }]) {
      expect((await presence(ana, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    const unknownStaff = await presence(chloe, { location_id: ids.location("downtown"), on_duty: true, staff_id: 999999 });
    expect(unknownStaff.statusCode).toBe(404);
    expect(unknownStaff.json().code).toBe("staff_not_found");
  });
});
