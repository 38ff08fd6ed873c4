import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { addStaff, clearLines, issueToken, join, patchStatus, staffCall, statusOf } from "./staff-fixtures.js";

describeEachDialect("staff API role matrix", (server) => {
  let ids: DemoIds;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    // A contact-centre member at downtown who has in-person capabilities, so only the role refuses.
    await addStaff(server(), ids, {
      key: "cc",
      roleLevel: 5,
      locations: ["downtown"],
      serves: [
        ["deposits", 1],
        ["deposits", 2],
      ],
    });
    for (const key of ["ana", "ben", "chloe", "tara", "kiosk-downtown", "cc"]) tokens[key] = await issueToken(server(), key);
  });
  beforeEach(() => clearLines(server()));

  const token = (key: string) => tokens[key] ?? "";
  const forbidden = (res: { statusCode: number; json(): unknown }, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "forbidden", message });
  };
  const downtown = () => ids.location("downtown");

  it("kiosk (7): reads the line with no actions offered, and may change nothing", async () => {
    const id = await join(server(), ids);
    const read = await staffCall(server(), token("kiosk-downtown"), { method: "GET", url: `/api/v2/staff/locations/${downtown()}/queue` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual([expect.objectContaining({ id, attributes: expect.objectContaining({ actions: [] }) })]);
    const refusal = "A kiosk may only read the line";
    forbidden(await patchStatus(server(), token("kiosk-downtown"), id, { status: 5 }), refusal);
    forbidden(await patchStatus(server(), token("kiosk-downtown"), id, { status: 2 }), refusal);
    forbidden(
      await staffCall(server(), token("kiosk-downtown"), { method: "POST", url: `/api/v2/staff/locations/${downtown()}/call-next`, payload: {} }),
      refusal,
    );
    forbidden(
      await staffCall(server(), token("kiosk-downtown"), { method: "PUT", url: "/api/v2/staff/presence", payload: { location_id: downtown(), on_duty: true } }),
      refusal,
    );
    expect(await statusOf(server(), id)).toBe(1);
  });

  it("contact centre (5): serves phone clients, never in-person ones, and cannot cancel", async () => {
    const inPerson = await join(server(), ids);
    const phone = await join(server(), ids, { method: 2 });
    forbidden(await patchStatus(server(), token("cc"), inPerson, { status: 5 }), "Contact centre staff serve phone and video clients only");
    forbidden(await patchStatus(server(), token("cc"), inPerson, { status: 4 }), "Cancelling needs the staff plus role or higher");
    const call = await staffCall(server(), token("cc"), { method: "POST", url: `/api/v2/staff/locations/${downtown()}/call-next`, payload: {} });
    expect(call.statusCode).toBe(200);
    expect(call.json().data.id).toBe(phone);
    expect((await patchStatus(server(), token("cc"), phone, { status: 2 })).statusCode).toBe(200);
    expect(await statusOf(server(), inPerson)).toBe(1);
  });

  it("staff (10): serves only the services and methods they have, cannot cancel", async () => {
    const id = await join(server(), ids);
    forbidden(await patchStatus(server(), token("ana"), id, { status: 4 }), "Cancelling needs the staff plus role or higher");
    const video = await join(server(), ids, { method: 3 });
    forbidden(await patchStatus(server(), token("ben"), video, { status: 5 }), "You do not serve this service by this meeting method");
    expect((await patchStatus(server(), token("ana"), video, { status: 5 })).statusCode).toBe(200);
  });

  it("staff plus (13) and staff advanced (15): may cancel at their locations only", async () => {
    const id = await join(server(), ids);
    forbidden(await patchStatus(server(), token("tara"), id, { status: 4 }), "You are not assigned to this location");
    expect((await patchStatus(server(), token("ben"), id, { status: 4 })).statusCode).toBe(200);
    expect(await statusOf(server(), id)).toBe(4);
  });

  it("a visit in progress is finished by whoever serves it or a manager", async () => {
    const id = await join(server(), ids);
    expect((await patchStatus(server(), token("ana"), id, { status: 5 })).statusCode).toBe(200);
    forbidden(await patchStatus(server(), token("ben"), id, { status: 2 }), "Only the person serving this client, or a manager, may finish the visit");
    expect((await patchStatus(server(), token("chloe"), id, { status: 2 })).statusCode).toBe(200);
  });

  it("manager (20): acts at every location of the vendor and sets other staff's presence", async () => {
    // Chloe is assigned to uptown and riverside only.
    const id = await join(server(), ids);
    const read = await staffCall(server(), token("chloe"), { method: "GET", url: `/api/v2/staff/locations/${downtown()}/queue` });
    expect(read.statusCode).toBe(200);
    expect(read.json().meta.can_manage_presence).toBe(true);
    expect((await patchStatus(server(), token("chloe"), id, { status: 5 })).statusCode).toBe(200);
    const res = await staffCall(server(), token("chloe"), {
      method: "PUT",
      url: "/api/v2/staff/presence",
      payload: { location_id: downtown(), on_duty: false, staff_id: ids.staff("ben") },
    });
    expect(res.statusCode).toBe(200);
    await server().store.db.updateTable("staff_locations").set({ on_duty: 1 }).where("staff_id", "=", ids.staff("ben")).execute();
    server().app.ctx.lines.forget();
    const me = await staffCall(server(), token("chloe"), { method: "GET", url: "/api/v2/staff/me" });
    expect(me.json().meta.locations).toHaveLength(5);
  });
});
