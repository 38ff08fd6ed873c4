import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, join, patchStatus, staffCall, statusOf } from "./staff-fixtures.js";

describeEachDialect("POST /api/v2/staff/locations/{id}/call-next", (server) => {
  let ids: DemoIds;
  let ben: string;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ben = await issueToken(server(), "ben");
    ana = await issueToken(server(), "ana");
  });
  beforeEach(() => clearLines(server()));

  const callNext = (token: string, payload: object = {}, location = ids.location("downtown")) =>
    staffCall(server(), token, { method: "POST", url: `/api/v2/staff/locations/${location}/call-next`, payload });

  it("starts the longest-waiting client the caller can serve, skipping those they cannot", async () => {
    // Ben serves in person and by phone, not video: the first two are skipped for him.
    const video = await join(server(), ids, { method: 3, firstName: "Vic" });
    const videoToo = await join(server(), ids, { method: 3, firstName: "Val" });
    const phone = await join(server(), ids, { method: 2, firstName: "Pat" });
    const inPerson = await join(server(), ids, { firstName: "Ian" });

    const res = await callNext(ben);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: phone, attributes: { status: 5, user: { full_name: "Ben Carter" }, client: { first_name: "Pat" } } });
    expect(await statusOf(server(), video)).toBe(1);
    expect(await statusOf(server(), videoToo)).toBe(1);
    expect(await statusOf(server(), inPerson)).toBe(1);

    // Ana serves video too, so she gets the longest-waiting client of all.
    const anas = await callNext(ana);
    expect(anas.json().data.id).toBe(video);
  });

  it("answers 409 already_serving while the caller has a client in progress", async () => {
    await join(server(), ids);
    const waiting = await join(server(), ids);
    expect((await callNext(ben)).statusCode).toBe(200);
    const res = await callNext(ben);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("already_serving");
    expect(await statusOf(server(), waiting)).toBe(1);
  });

  it("answers 409 nobody_waiting when the line is empty or holds only clients the caller cannot serve", async () => {
    const empty = await callNext(ben);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe("nobody_waiting");
    const video = await join(server(), ids, { method: 3 });
    const onlyVideo = await callNext(ben);
    expect(onlyVideo.statusCode).toBe(409);
    expect(onlyVideo.json().code).toBe("nobody_waiting");
    expect(await statusOf(server(), video)).toBe(1);
  });

  it("works again once the visit in progress is completed", async () => {
    const first = await join(server(), ids);
    const second = await join(server(), ids);
    expect((await callNext(ben)).json().data.id).toBe(first);
    expect((await patchStatus(server(), ben, first, { status: 2 })).statusCode).toBe(200);
    expect((await callNext(ben)).json().data.id).toBe(second);
  });

  it("with ADMIN_TOKEN, calls next for the named staff member by their capabilities", async () => {
    await join(server(), ids, { method: 3 });
    const inPerson = await join(server(), ids);
    const missing = await callNext(ADMIN_TOKEN);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0]).toMatchObject({ field: "acting_staff_id", code: "required" });
    const res = await callNext(ADMIN_TOKEN, { acting_staff_id: ids.staff("ben") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: inPerson, attributes: { user: { full_name: "Ben Carter" } } });
  });

  it("refuses a location the caller is not assigned to", async () => {
    await join(server(), ids, { location: "toronto" });
    const res = await callNext(ana, {}, ids.location("toronto"));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
  });
});
